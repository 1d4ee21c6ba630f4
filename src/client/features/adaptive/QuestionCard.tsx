import { useEffect, useRef } from "react";
import { cardClass } from "../../components/ui.ts";
import { DifficultyBadge } from "./AdaptationNote.tsx";
import type { AdaptiveQuestion, Result } from "./useAdaptiveSession.ts";
import { LETTERS } from "../../../shared/vocab.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";
import { MissedCardButton } from "../../components/QuestionTools.tsx";

const SOURCE_LABEL = { ai: "AI-generated", bank: "Question bank", fallback: "Built-in question" } as const;

const buttonBase = "rounded-lg px-4 py-2.5 font-semibold disabled:cursor-not-allowed disabled:opacity-50";
const primary = `${buttonBase} bg-teal-700 text-white hover:bg-teal-700`;
const secondary = `${buttonBase} border border-slate-300 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`;

/** A question with lettered options (a radio group; A-D pick, Enter submits), then its result. */
export function QuestionCard(props: {
  question: AdaptiveQuestion;
  number: number;
  picked: string | null;
  result: Result | null;
  submitting: boolean;
  error: string | null;
  onChoose: (option: string) => void;
  onSubmit: () => void;
  onNext: () => void;
  onEnd: () => void;
}) {
  const { question, picked, result } = props;
  const locked = result !== null;
  const heading = useRef<HTMLHeadingElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);

  // A new question takes the focus so it is read out; a result hands it to Next Question.
  useEffect(() => heading.current?.focus(), [question.id]);
  useEffect(() => {
    if (result) nextButton.current?.focus();
  }, [result]);

  const { onChoose, onSubmit } = props;
  useEffect(() => {
    if (locked) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      if (target.closest("textarea, select, input[type=text], input[type=search]")) return;
      const i = LETTERS.indexOf(e.key.toUpperCase() as (typeof LETTERS)[number]);
      if (i >= 0 && question.options[i] !== undefined) {
        e.preventDefault();
        onChoose(question.options[i]!);
      } else if (e.key === "Enter" && !target.closest("button, a")) {
        e.preventDefault();
        onSubmit();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [locked, onChoose, onSubmit, question.options]);

  return (
    <article className={cardClass} aria-labelledby="adaptive-question">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <span className="font-semibold">Question {props.number}</span>
        <span aria-hidden="true">·</span>
        <span>{question.topic}</span>
        <DifficultyBadge difficulty={question.difficulty} />
        <span className="rounded-full border border-slate-300 px-2 py-0.5 dark:border-slate-700">{SOURCE_LABEL[question.source]}</span>
      </div>
      <h3 id="adaptive-question" ref={heading} tabIndex={-1} className="mt-3 text-lg font-medium leading-relaxed focus:outline-none">
        {question.question}
      </h3>
      <FigureSlot figure={question.figure} />

      <form
        className="mt-5"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <fieldset disabled={locked || props.submitting}>
          <legend className="sr-only">Answer options (keys A to D)</legend>
          <div role="radiogroup" aria-labelledby="adaptive-question" className="space-y-2">
            {question.options.map((text, i) => {
              const letter = LETTERS[i]!;
              const selected = picked === text;
              const isAnswer = locked && text.trim() === result.correctAnswer.trim();
              const wrongPick = locked && selected && !isAnswer;
              const tone = isAnswer
                ? "border-green-600 bg-green-50 dark:bg-green-950/50"
                : wrongPick
                  ? "border-red-500 bg-red-50 dark:bg-red-950/50"
                  : selected
                    ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40"
                    : "border-slate-200 hover:border-teal-400 dark:border-slate-700";
              return (
                <label
                  key={letter}
                  className={`flex cursor-pointer gap-3 rounded-lg border-2 p-3 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-500 has-[:disabled]:cursor-default ${tone}`}
                >
                  <input type="radio" name="adaptive-option" value={text} checked={selected} onChange={() => onChoose(text)} className="sr-only" />
                  <span aria-hidden="true" className="font-bold">
                    {letter}.
                  </span>
                  <span>
                    <span className="sr-only">{letter}: </span>
                    {text}
                    {isAnswer ? <span className="sr-only"> (correct answer)</span> : null}
                    {wrongPick ? <span className="sr-only"> (your answer)</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {!locked ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" disabled={!picked || props.submitting} className={primary}>
              {props.submitting ? "Checking..." : "Submit Answer"}
            </button>
            <button type="button" onClick={props.onEnd} className={secondary}>
              End Session
            </button>
          </div>
        ) : null}
      </form>

      {props.error ? (
        <p role="alert" className="mt-3 text-sm text-red-600 dark:text-red-400">
          {props.error}
        </p>
      ) : null}

      {result ? (
        <div className="mt-6 space-y-3">
          <div
            role="status"
            className={`rounded-lg p-4 ${result.correct ? "bg-green-50 text-green-900 dark:bg-green-950/50 dark:text-green-200" : "bg-red-50 text-red-900 dark:bg-red-950/50 dark:text-red-200"}`}
          >
            <p className="font-semibold">{result.feedback}</p>
          </div>
          <div className="rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
            <p className="font-semibold">Explanation</p>
            <p className="mt-1 whitespace-pre-line">{result.explanation}</p>
          </div>
          {!result.correct && question.source !== "fallback" && <MissedCardButton questionId={question.id} />}
          <p className="rounded-lg border border-teal-200 p-3 text-sm text-teal-900 dark:border-teal-900 dark:text-teal-200">
            {result.message ? <strong>{result.message} </strong> : null}
            {result.note}
          </p>
          <div className="flex flex-wrap gap-3">
            <button ref={nextButton} type="button" onClick={props.onNext} className={primary}>
              Next Question
            </button>
            <button type="button" onClick={props.onEnd} className={secondary}>
              End Session
            </button>
          </div>
        </div>
      ) : null}
      <p className="mt-4 hidden text-xs text-slate-500 dark:text-slate-400 sm:block">Keyboard: A-D to pick an option, Enter to submit.</p>
    </article>
  );
}
