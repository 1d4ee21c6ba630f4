import { useReducer } from "react";
import { demoCounter, initialPracticeDemo, optionOutcome, practiceDemoReducer, type OptionOutcome } from "../../../shared/home.ts";
import type { Figure } from "../../../shared/figures.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";
import { cardClass } from "../../components/ui.ts";
import { DemoEmpty, DemoPlaceholder } from "./DemoPlaceholder.tsx";
import { smallButtonClass } from "./styles.ts";
import { type Letter, LETTERS } from "../../../shared/vocab.ts";

export type DemoQuestion = {
  id: string;
  topic: string;
  stem: string;
  figure?: Figure | null;
  options: Record<Letter, string>;
  correctLetter: Letter;
  explanation: string;
};

export function PracticeDemo({ questions }: { questions: DemoQuestion[] | undefined }) {
  if (!questions) return <DemoPlaceholder label="Loading questions..." />;
  if (!questions.length) return <DemoEmpty>No questions available</DemoEmpty>;
  return <Runner questions={questions} />;
}

function Runner({ questions }: { questions: DemoQuestion[] }) {
  const [state, dispatch] = useReducer(practiceDemoReducer, questions.length, initialPracticeDemo);
  const q = questions[state.index]!;
  const { picked } = state;
  const correct = picked === q.correctLetter;
  return (
    <div className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="rounded-full bg-teal-100 px-2.5 py-0.5 font-medium text-teal-900 dark:bg-teal-900/60 dark:text-teal-100">{q.topic}</span>
        <span className="font-medium text-slate-700 dark:text-slate-200" aria-live="polite" data-testid="demo-counter">
          {demoCounter(state.index, state.total)}
        </span>
      </div>
      <p id="demo-question-stem" className="mt-4 text-lg font-medium leading-relaxed">
        {q.stem}
      </p>
      <FigureSlot figure={q.figure} />
      <div role="group" aria-labelledby="demo-question-stem" className="mt-5 space-y-2">
        {LETTERS.map((letter) => (
          <Option
            key={letter}
            letter={letter}
            text={q.options[letter]}
            picked={picked === letter}
            locked={picked !== null}
            outcome={optionOutcome(letter, picked, q.correctLetter)}
            onPick={() => dispatch({ type: "pick", letter })}
          />
        ))}
      </div>
      <div aria-live="polite">
        {picked && (
          <section
            aria-labelledby="demo-explanation"
            className={`mt-5 rounded-lg border-l-4 p-4 ${correct ? "border-green-600 bg-green-50 dark:bg-green-950/40" : "border-red-600 bg-red-50 dark:bg-red-950/40"}`}
          >
            <p className="font-semibold">{correct ? "Correct!" : `Incorrect. The correct answer is ${q.correctLetter}.`}</p>
            <h3 id="demo-explanation" className="mt-2 text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">
              Explanation
            </h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-800 dark:text-slate-100">{q.explanation}</p>
          </section>
        )}
      </div>
      <div className="mt-6 flex items-center justify-between gap-2">
        <button type="button" onClick={() => dispatch({ type: "previous" })} disabled={state.index === 0} className={smallButtonClass}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <button type="button" onClick={() => dispatch({ type: "reset" })} className="rounded-lg px-3 py-2 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-200">
          Reset
        </button>
        <button type="button" onClick={() => dispatch({ type: "next" })} disabled={state.index === state.total - 1} className={smallButtonClass}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}

const TONE: Record<"correct" | "wrong" | "idle", string> = {
  correct: "border-green-600 bg-green-50 text-green-950 dark:border-green-500 dark:bg-green-950/50 dark:text-green-50",
  wrong: "border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/50 dark:text-red-50",
  idle: "border-slate-200 dark:border-slate-700",
};

function Option(props: { letter: Letter; text: string; picked: boolean; locked: boolean; outcome: OptionOutcome; onPick: () => void }) {
  const { letter, outcome, locked } = props;
  const verdict = outcome === "correct" ? " (correct answer)" : outcome === "wrong" ? " (your answer, incorrect)" : "";
  return (
    <button
      type="button"
      onClick={props.onPick}
      aria-disabled={locked}
      aria-pressed={props.picked}
      data-outcome={outcome ?? undefined}
      className={`flex w-full items-start gap-3 rounded-lg border-2 px-4 py-3 text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 ${TONE[outcome ?? "idle"]} ${
        locked ? "cursor-default" : "hover:border-teal-500 hover:bg-teal-50 dark:hover:bg-slate-800"
      }`}
    >
      <span className="font-bold">{letter}.</span>
      <span>
        {props.text}
        <span className="sr-only">{verdict}</span>
      </span>
    </button>
  );
}
