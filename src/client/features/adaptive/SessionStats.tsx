import type { SessionStats as Stats } from "../../../shared/adaptive.ts";

/** Questions, Correct, Streak and Accuracy; announced politely as they change. */
export function SessionStats({ stats }: { stats: Stats }) {
  const items = [
    { label: "Questions", value: String(stats.answered) },
    { label: "Correct", value: String(stats.correct) },
    { label: "Streak", value: String(stats.streak) },
    { label: "Accuracy", value: `${stats.accuracy}%` },
  ];
  return (
    <dl aria-label="Session stats" aria-live="polite" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((i) => (
        <div key={i.label} className="rounded-xl border border-slate-200 bg-white p-3 text-center dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{i.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
