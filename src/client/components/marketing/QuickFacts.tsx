export type QuickFact = { label: string; value: string; note?: string };

/** A row of headline figures under a page title; each value is tied to its term by the dl. */
export function QuickFacts({ facts }: { facts: readonly QuickFact[] }) {
  return (
    <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((f) => (
        <div key={f.label} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{f.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">{f.value}</dd>
          {f.note && <dd className="mt-1 text-xs text-slate-600 dark:text-slate-400">{f.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
