import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { quizResult } from "../../../shared/free-pages.ts";
import { POLICY } from "../../../shared/policy.ts";
import { cardClass } from "../../components/ui.ts";
import { primaryButtonClass, secondaryButtonClass } from "./styles.ts";

const BAND_TONE: Record<string, string> = {
  "Excellent Work!": "text-green-800 dark:text-green-300",
  "Good Job!": "text-teal-800 dark:text-teal-200",
  "Keep Practicing!": "text-amber-800 dark:text-amber-200",
};

export function QuizResult({ correct, total, onTryAgain }: { correct: number; total: number; onTryAgain: () => void }) {
  const { percent, band } = quizResult(correct, total);
  const heading = useRef<HTMLHeadingElement>(null);

  // The result replaces the question the visitor was on: bring focus (and screen readers) to it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="free-quiz-result" className={`${cardClass} text-center`}>
      <h2 ref={heading} id="free-quiz-result" tabIndex={-1} className={`text-3xl font-bold focus:outline-none ${BAND_TONE[band] ?? ""}`}>
        {band}
      </h2>
      <p className="mt-4 text-5xl font-extrabold tracking-tight">{percent}%</p>
      <p className="mt-2 text-slate-700 dark:text-slate-200">
        You answered {correct} of {total} questions correctly.
      </p>
      <p className="mx-auto mt-4 max-w-md text-sm text-slate-600 dark:text-slate-300">
        Want more? The full question bank, timed practice exams and detailed progress tracking come with every plan, starting with a {POLICY.trialDays}-day free trial.
      </p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onTryAgain} className={secondaryButtonClass}>
          Try Again
        </button>
        <Link to="/pricing" className={primaryButtonClass}>
          View Pricing Plans
        </Link>
      </div>
    </section>
  );
}
