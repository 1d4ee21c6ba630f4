// The adaptive session's state: answers so far,
// current difficulty, the topic rotation, used question ids and the adaptation history. The
// server picks and checks questions; this hook walks the session.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useCallback, useRef, useState } from "react";
import {
  ADAPTIVE,
  adaptationMessage,
  advanceRotation,
  difficultyAdjustment,
  difficultyNote,
  isRepeat,
  nextDifficulty,
  repeatKey,
  sessionStats,
  type RotationState,
  type RotationTopic,
} from "../../../shared/adaptive.ts";
import type { AppRouter } from "../../../worker/trpc/router.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import type { Difficulty } from "../../../shared/vocab.ts";

type Outputs = inferRouterOutputs<AppRouter>["adaptive"];
export type AdaptiveQuestion = Outputs["next"];
export type AnswerVerdict = Outputs["answer"];

export type HistoryEntry = {
  questionId: string;
  question: string;
  topic: string;
  difficulty: Difficulty;
  correct: boolean;
  difficultyAdjustment: "up" | "down" | "same";
};

export type Phase = "intro" | "loading" | "question" | "result" | "summary";

type Session = {
  id: string;
  generator: string | null;
  pool: RotationTopic[];
  walk: RotationState<RotationTopic>;
  difficulty: Difficulty;
  /** Why the current difficulty is what it is (the adaptation note). */
  note: string;
  history: HistoryEntry[];
  usedIds: string[];
  recent: { question: string; topic: string }[];
};

/** The difficulty and its reason in effect when the current question was asked. */
export type AskedAt = { difficulty: Difficulty; note: string };

export type Result = AnswerVerdict & { choice: string; message: string; note: string };

const RECENT_LIMIT = 20;
// The server accepts up to 500 used ids; the newest matter most.
const USED_LIMIT = 400;
// Asking again for a repeated question stops after this many tries; the repeat is then shown.
const MAX_REPEAT_RETRIES = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function useAdaptiveSession() {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>("intro");
  const [session, setSession] = useState<Session | null>(null);
  const [question, setQuestion] = useState<AdaptiveQuestion | null>(null);
  const [askedAt, setAskedAt] = useState<AskedAt | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownAt = useRef(0);
  // Bumped by every start/end so replies of an abandoned request are dropped.
  const generation = useRef(0);

  const startMutation = useMutation(trpc.adaptive.start.mutationOptions());
  const nextMutation = useMutation(trpc.adaptive.next.mutationOptions());
  const answerMutation = useMutation(trpc.adaptive.answer.mutationOptions());

  const loadQuestion = useCallback(
    async (s: Session) => {
      const gen = generation.current;
      setPhase("loading");
      setError(null);
      setPicked(null);
      setResult(null);
      const step = advanceRotation(s.walk, s.pool);
      let recent = s.recent;
      try {
        let q = await nextMutation.mutateAsync({ topic: step.topic ?? undefined, difficulty: s.difficulty, usedIds: s.usedIds, recent });
        for (let retry = 0; retry < MAX_REPEAT_RETRIES && isRepeat(q, s.recent.map((r) => repeatKey(r.question, r.topic))); retry++) {
          await sleep(ADAPTIVE.repeatRetryMs);
          recent = [...recent, { question: q.question, topic: q.topic }].slice(-RECENT_LIMIT);
          q = await nextMutation.mutateAsync({ topic: step.topic ?? undefined, difficulty: s.difficulty, usedIds: [...s.usedIds, q.id], recent });
        }
        if (gen !== generation.current) return;
        setSession({ ...s, walk: step.state, usedIds: [...s.usedIds, q.id].slice(-USED_LIMIT), recent: [...s.recent, { question: q.question, topic: q.topic }].slice(-RECENT_LIMIT) });
        setQuestion(q);
        setAskedAt({ difficulty: s.difficulty, note: s.note });
        shownAt.current = Date.now();
        setPhase("question");
      } catch (e) {
        if (gen !== generation.current) return;
        setSession(s);
        setError(errorMessage(e, "Failed to load the next question. Please try again."));
        setPhase("loading");
      }
    },
    [nextMutation],
  );

  const start = useCallback(async () => {
    generation.current += 1;
    const gen = generation.current;
    setError(null);
    setSession(null);
    setQuestion(null);
    setPhase("loading");
    try {
      const started = await startMutation.mutateAsync();
      if (gen !== generation.current) return;
      const s: Session = {
        id: started.sessionId,
        generator: started.generator,
        pool: started.pool,
        walk: { rotation: started.rotation, index: 0 },
        difficulty: "medium",
        note: difficultyNote("medium", "medium", []),
        history: [],
        usedIds: [],
        recent: [],
      };
      await loadQuestion(s);
    } catch (e) {
      if (gen !== generation.current) return;
      setError(errorMessage(e, "Failed to start the session. Please try again."));
      setPhase("intro");
    }
  }, [loadQuestion, startMutation]);

  const submit = useCallback(async () => {
    if (!session || !question || !picked || phase !== "question" || answerMutation.isPending) return;
    setError(null);
    try {
      const verdict = await answerMutation.mutateAsync({
        sessionId: session.id,
        number: session.history.length + 1,
        questionId: question.id,
        choice: picked,
        secondsSpent: Math.round((Date.now() - shownAt.current) / 1000),
      });
      const outcomes = [...session.history.map((h) => h.correct), verdict.correct];
      const next = nextDifficulty(outcomes);
      const entry: HistoryEntry = {
        questionId: question.id,
        question: question.question,
        topic: question.topic,
        difficulty: question.difficulty,
        correct: verdict.correct,
        difficultyAdjustment: difficultyAdjustment(session.difficulty, next),
      };
      const note = difficultyNote(session.difficulty, next, outcomes);
      setResult({ ...verdict, choice: picked, message: adaptationMessage(sessionStats(outcomes)), note });
      setSession({ ...session, history: [...session.history, entry], difficulty: next, note });
      setPhase("result");
      // The dashboard counts adaptive answers; refresh what it shows (failures don't matter here).
      void queryClient.invalidateQueries({ queryKey: trpc.progress.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() });
    } catch (e) {
      setError(errorMessage(e, "Your answer could not be checked. Please try again."));
    }
  }, [answerMutation, phase, picked, question, queryClient, session]);

  const next = useCallback(() => {
    if (session) void loadQuestion(session);
  }, [loadQuestion, session]);

  const end = useCallback(() => {
    generation.current += 1;
    setPhase("summary");
  }, []);

  const choose = useCallback((option: string) => {
    if (phase === "question") setPicked(option);
  }, [phase]);

  const outcomes = session?.history.map((h) => h.correct) ?? [];
  return {
    phase,
    session,
    question,
    askedAt,
    picked,
    result,
    error,
    stats: sessionStats(outcomes),
    submitting: answerMutation.isPending,
    starting: startMutation.isPending,
    start,
    choose,
    submit,
    next,
    end,
    retry: next,
  };
}
