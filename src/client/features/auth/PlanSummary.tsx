import { PLANS, type PlanKey } from "../../../shared/plans.ts";

const BULLETS = ["1,300+ Test Items", "AI-Powered Practice Exams", "Adaptive Flashcards", "Review Mode"];

export function PlanSummary({ plan }: { plan: PlanKey }) {
  const p = PLANS[plan];
  return (
    <div className="mb-6 rounded-xl border border-teal-200 bg-teal-50 p-4 dark:border-teal-800 dark:bg-teal-950/40">
      <div className="flex items-baseline justify-between">
        <span className="font-semibold">{p.name} Plan</span>
        <span className="text-lg font-bold">
          ${p.price}
          <span className="text-sm font-normal text-slate-500 dark:text-slate-400">/{p.interval}</span>
        </span>
      </div>
      <p className="mt-1 text-sm font-medium text-teal-700 dark:text-teal-300">3-Day Free Trial Included</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 text-sm text-slate-700 dark:text-slate-300">
        {BULLETS.map((b) => (
          <li key={b} className="flex items-center gap-1">
            <span aria-hidden="true" className="text-teal-700">✓</span> {b}
          </li>
        ))}
      </ul>
    </div>
  );
}
