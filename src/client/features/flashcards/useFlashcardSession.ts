// One flashcard session: a first batch of 5, the rest in the background in batches of 5 half a second
// apart, ratings that schedule each card, and the 'Loading Next Batch' wait when the student is faster
// than the loading.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, type RefObject } from "react";
import {
  adaptDifficulty,
  BACKGROUND_BATCH_GAP_MS,
  FLASHCARD_BATCH_SIZE,
  NEXT_BATCH_POLL_INTERVAL_MS,
  NEXT_BATCH_POLL_START_MS,
  NEXT_CARD_DELAY_MS,
  type Confidence,
} from "../../../shared/flashcards.ts";
import { trpc } from "../../lib/trpc.ts";
import { canRate, currentCard, initialSession, secondsOnCard, sessionReducer, sessionTotal, studiedCount } from "./session-state.ts";
import type { SessionConfig } from "./types.ts";
import type { Difficulty } from "../../../shared/vocab.ts";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one session: loads the cards (a first batch, the rest in the background), sends each rating
 * and drives the timers; every change of what the student sees goes through `sessionReducer`.
 */
export function useFlashcardSession(
  config: SessionConfig,
  opts: {
    /** Cards already used in earlier sessions, excluded until the server says they ran out. */
    usedIds: RefObject<string[]>;
    onDifficulty: (d: Difficulty) => void;
  },
) {
  const { mutateAsync: fetchBatch } = useMutation(trpc.flashcards.batch.mutationOptions());
  const queryClient = useQueryClient();
  const { mutateAsync: sendRating } = useMutation(
    trpc.flashcards.rate.mutationOptions({
      // The due count and the dashboard figures changed: refetched when next shown, not during the session.
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.flashcards.setup.queryKey(), refetchType: "none" });
        void queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey(), refetchType: "none" });
      },
    }),
  );
  const [state, dispatch] = useReducer(sessionReducer, config, (c) => initialSession(c, Date.now()));
  const difficulty = useRef(config.difficulty);
  const adapts = config.mode === "adaptive" || config.mode === "weak_areas";
  const { usedIds, onDifficulty } = opts;

  useEffect(() => {
    if (config.cards) return;
    let cancelled = false;
    const inSession: string[] = [];
    const load = async (size: number) => {
      const excludeIds = adapts ? [...new Set([...usedIds.current, ...inSession])] : inSession;
      const r = await fetchBatch({ mode: config.mode, difficulty: difficulty.current, topicIds: config.topicIds, excludeIds, size });
      if (cancelled) return null;
      if (r.reset) usedIds.current = [];
      for (const c of r.cards) {
        inSession.push(c.id);
        if (adapts) usedIds.current.push(c.id);
      }
      if (r.notice) dispatch({ type: "notice", notice: r.notice });
      return r;
    };
    void (async () => {
      let total = 0;
      let done = false;
      try {
        const first = await load(Math.min(FLASHCARD_BATCH_SIZE, config.target));
        if (!first) return;
        total = first.cards.length;
        done = first.exhausted || total === 0 || total >= config.target;
        dispatch({ type: "first-batch", cards: first.cards, done, now: Date.now() });
      } catch {
        if (!cancelled) dispatch({ type: "load-failed" });
        return;
      }
      while (!done) {
        await sleep(BACKGROUND_BATCH_GAP_MS);
        if (cancelled) return;
        try {
          const next = await load(Math.min(FLASHCARD_BATCH_SIZE, config.target - total));
          if (!next) return;
          total += next.cards.length;
          dispatch({ type: "more-cards", cards: next.cards });
          done = next.exhausted || next.cards.length === 0 || total >= config.target;
        } catch {
          // The cards loaded so far still make a session.
          done = true;
        }
      }
      if (!cancelled) dispatch({ type: "loading-done" });
    })();
    return () => {
      cancelled = true;
    };
    // One load per session: the tool remounts this hook (by key) for every new session.
  }, []);

  // After a rating, the next card comes 0.3 s later.
  useEffect(() => {
    if (!state.advancing) return;
    const timer = setTimeout(() => dispatch({ type: "advance", now: Date.now() }), NEXT_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.advancing]);

  // Waiting for the background loading: first look after 1 s, then every 0.5 s.
  useEffect(() => {
    if (state.phase !== "waiting") return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const poll = () => dispatch({ type: "poll", now: Date.now() });
    const start = setTimeout(() => {
      poll();
      interval = setInterval(poll, NEXT_BATCH_POLL_INTERVAL_MS);
    }, NEXT_BATCH_POLL_START_MS);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [state.phase]);

  const rate = useCallback(
    (confidence: Confidence) => {
      const card = currentCard(state);
      if (!card || !canRate(state)) return;
      dispatch({ type: "rate", confidence });
      if (adapts) {
        // The chosen difficulty follows the ratings for the cards loaded later.
        difficulty.current = adaptDifficulty(card.difficulty, confidence);
        onDifficulty(difficulty.current);
      }
      sendRating({ cardId: card.id, confidence, seconds: secondsOnCard(state, Date.now()) }).then(
        (result) => dispatch({ type: "saved", cardId: card.id, result }),
        // A failed progress update does not stop the session; the summary shows the card as not saved.
        () => dispatch({ type: "saved", cardId: card.id, result: "failed" }),
      );
    },
    [adapts, onDifficulty, sendRating, state],
  );
  const previous = useCallback(() => dispatch({ type: "previous", now: Date.now() }), []);
  const next = useCallback(() => dispatch({ type: "next", now: Date.now() }), []);
  const flip = useCallback(() => dispatch({ type: "flip" }), []);

  return {
    cards: state.cards,
    index: state.index,
    card: currentCard(state),
    phase: state.phase,
    flipped: state.flipped,
    notice: state.notice,
    total: sessionTotal(state),
    studied: studiedCount(state),
    startedAt: state.startedAt,
    finishedAt: state.finishedAt,
    rate,
    previous,
    next,
    flip,
  };
}
