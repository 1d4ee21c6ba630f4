import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { FREE_QUIZ_NOT_SERVED_MESSAGE, initialQuiz, quizReducer } from "../../../shared/free-pages.ts";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { primaryButtonClass } from "./styles.ts";
import { type Letter, LETTERS } from "../../../shared/vocab.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";
import type { Figure } from "../../../shared/figures.ts";

export type FreeQuestion = {
  id: string;
  stem: string;
  figure: Figure | null;
  options: Record<Letter, string>;
  topic: string;
  /** The exam domain it counts toward: the free set is spread over the exam's outline. */
  domain: string;
  difficulty: string;
};

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The server refuses a check when the set's token has expired (or was not for this question). */
const isRefused = (e: unknown) => e instanceof TRPCClientError && e.data?.httpStatus === 403;

/**
 * One set of questions, one at a time: choose (locks), see the verdict and explanation, move on.
 * The token came with the set and is sent with every check: the server answers for this set only.
 */
export function QuizRunner({
  token,
  questions,
  onFinished,
  onRestart,
}: {
  token: string;
  questions: FreeQuestion[];
  onFinished: (score: { correct: number; total: number }) => void;
  /** A new set, when this one can no longer be checked. */
  onRestart: () => void;
}) {
  const [state, dispatch] = useReducer(quizReducer, questions.length, initialQuiz);
  const [error, setError] = useState<{ message: string; restart: boolean } | null>(null);
  const check = useMutation(trpc.free.check.mutationOptions());
  const stem = useRef<HTMLParagraphElement>(null);
  const q = questions[state.index]!;
  const { chosen, verdict } = state;
  const last = state.index === state.total - 1;

  const choose = useCallback(
    async (letter: Letter) => {
      if (chosen) return;
      setError(null);
      dispatch({ type: "choose", letter });
      try {
        const result = await check.mutateAsync({ token, questionId: q.id, letter });
        dispatch({ type: "verdict", verdict: { ...result, correctLetter: result.correctLetter as Letter } });
      } catch (e) {
        dispatch({ type: "checkFailed" });
        if (isRefused(e)) setError({ message: errorMessage(e, FREE_QUIZ_NOT_SERVED_MESSAGE), restart: true });
        else setError({ message: "We couldn't check your answer. Check your connection and choose again.", restart: false });
      }
    },
    [check, chosen, q.id, token],
  );

  function next() {
    if (!verdict) return;
    if (last) onFinished({ correct: state.correct, total: state.total });
    dispatch({ type: "next" });
  }

  // A new question takes focus, so keyboard and screen-reader users start reading at its stem.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stem.current?.focus();
  }, [state.index]);

  // Keyboard: A-D (or 1-4) choose an option.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if ((e.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
      const k = e.key.toUpperCase();
      const letter = (LETTERS as readonly string[]).includes(k) ? (k as Letter) : LETTERS[Number(e.key) - 1];
      if (!letter) return;
      e.preventDefault();
      void choose(letter);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [choose]);

  return (
    <div className={cardClass}>
      <ProgressBar label={`Question ${state.index + 1} of ${state.total}`} value={state.index + 1} max={state.total} />

      <div className="mt-5 flex flex-wrap gap-2 text-xs">
        <span className="rounded-full bg-teal-100 px-2.5 py-0.5 font-medium text-teal-900 dark:bg-teal-900/60 dark:text-teal-100">{q.domain}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{capitalise(q.difficulty)}</span>
      </div>
      <p ref={stem} id="free-question-stem" tabIndex={-1} className="mt-3 text-lg font-medium leading-relaxed focus:outline-none">
        {q.stem}
      </p>
      <FigureSlot figure={q.figure} />

      <div role="group" aria-labelledby="free-question-stem" className="mt-5 space-y-2">
        {LETTERS.map((letter) => (
          <Option
            key={letter}
            letter={letter}
            text={q.options[letter]}
            chosen={chosen === letter}
            locked={Boolean(chosen)}
            outcome={!verdict ? null : letter === verdict.correctLetter ? "correct" : chosen === letter ? "wrong" : null}
            onChoose={() => void choose(letter)}
          />
        ))}
      </div>

      <div aria-live="polite">
        {verdict && (
          <div className={`mt-5 rounded-lg border-l-4 p-4 ${verdict.correct ? "border-green-600 bg-green-50 dark:bg-green-950/40" : "border-red-600 bg-red-50 dark:bg-red-950/40"}`}>
            <p className="font-semibold">{verdict.correct ? "Correct!" : `Incorrect. The correct answer is ${verdict.correctLetter}.`}</p>
            <p className="mt-1 text-sm leading-relaxed text-slate-800 dark:text-slate-100">{verdict.explanation}</p>
          </div>
        )}
        {chosen && !verdict && <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">Checking your answer...</p>}
      </div>
      {error && (
        <div role="alert" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
          <p>{error.message}</p>
          {error.restart && (
            <button type="button" onClick={onRestart} className={`${primaryButtonClass} mt-3`}>
              Start a New Quiz
            </button>
          )}
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-600 dark:text-slate-400">Keys: A-D or 1-4 to answer.</p>
        <button type="button" onClick={next} disabled={!verdict} className={primaryButtonClass}>
          {last ? "See Results" : "Next Question"}
        </button>
      </div>
    </div>
  );
}

function Option(props: { letter: Letter; text: string; chosen: boolean; locked: boolean; outcome: "correct" | "wrong" | null; onChoose: () => void }) {
  const { letter, outcome } = props;
  const tone =
    outcome === "correct"
      ? "border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950/50"
      : outcome === "wrong"
        ? "border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/50"
        : props.chosen
          ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40"
          : "border-slate-200 dark:border-slate-700";
  return (
    <button
      type="button"
      aria-pressed={props.chosen}
      aria-disabled={props.locked}
      onClick={props.onChoose}
      className={`flex w-full flex-wrap items-start gap-x-3 gap-y-1 rounded-lg border-2 p-3 text-left transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 ${tone} ${props.locked ? "cursor-default" : "hover:border-teal-500"}`}
    >
      <span className="font-bold">{letter}.</span>
      <span className="min-w-0 flex-1">{props.text}</span>
      {outcome === "correct" && (
        <span className="basis-full pl-7 text-sm font-semibold text-green-800 sm:basis-auto sm:pl-0 dark:text-green-300">
          <span aria-hidden="true">✓ </span>Correct answer
        </span>
      )}
      {outcome === "wrong" && (
        <span className="basis-full pl-7 text-sm font-semibold text-red-800 sm:basis-auto sm:pl-0 dark:text-red-300">
          <span aria-hidden="true">✗ </span>Your answer
        </span>
      )}
    </button>
  );
}
