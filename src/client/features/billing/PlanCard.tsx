import { forwardRef } from "react";
import { PLANS, yearlyPerMonth, yearlySaving, type PlanKey } from "../../../shared/plans.ts";

export function planFeatures(testItems: string): string[] {
  return [
    `${testItems} Test Items`,
    "AI-Powered Practice Exams",
    "Adaptive Flashcards",
    "AI Study Guides and Tutor",
    "Review Mode",
    "Progress Analytics and Exam Readiness",
  ];
}

type Props = {
  plan: PlanKey;
  selected: boolean;
  busy: boolean;
  buttonLabel: string;
  features: string[];
  onChoose: () => void;
  /** The free trial is once per customer: a returning student does not see it offered again. */
  trial?: boolean;
};

/** One plan with its trial badge (when offered), price and features; annual shows the saving and per-month price. */
export const PlanCard = forwardRef<HTMLDivElement, Props>(function PlanCard(
  { plan, selected, busy, buttonLabel, features, onChoose, trial = true },
  ref,
) {
  const p = PLANS[plan];
  return (
    <div
      ref={ref}
      data-plan={plan}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition dark:bg-slate-900 ${
        selected ? "border-teal-500 ring-2 ring-teal-500" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{p.name}</h2>
        <span className="rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold text-teal-800 dark:bg-teal-900 dark:text-teal-200">
          {p.featured ? "Best Value" : "Most Flexible"}
        </span>
      </div>
      {trial && (
        <p className="mt-3 inline-block w-fit rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
          {p.trialDays}-Day Free Trial
        </p>
      )}
      <p className="mt-4 text-4xl font-bold">
        ${p.price}
        <span className="text-base font-normal text-slate-600 dark:text-slate-400">/{p.interval}</span>
      </p>
      {p.featured && (
        <p className="mt-2 text-sm text-teal-700 dark:text-teal-300">
          Save ${yearlySaving()} vs monthly · just ${yearlyPerMonth()}/month
        </p>
      )}
      <ul className="mt-6 space-y-2 text-sm">
        {features.map((f) => (
          <li key={f} className="flex gap-2">
            <span aria-hidden="true" className="text-teal-700">✓</span>
            {f}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onChoose}
        disabled={busy}
        className="mt-8 rounded-lg bg-teal-700 px-4 py-2.5 font-semibold text-white hover:bg-teal-700 disabled:cursor-wait disabled:opacity-60"
      >
        {busy ? "Processing..." : buttonLabel}
      </button>
    </div>
  );
});
