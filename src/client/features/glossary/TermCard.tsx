import type { GlossaryEntry } from "../../../shared/glossary.ts";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function TermCard({ entry }: { entry: GlossaryEntry }) {
  const headingId = `term-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {entry.term}
        </h3>
        {entry.abbreviation && (
          <span className={`${badge} bg-teal-100 text-teal-900 dark:bg-teal-900/60 dark:text-teal-100`}>
            <span className="sr-only">Abbreviation: </span>
            {entry.abbreviation}
          </span>
        )}
        <span className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200`}>
          <span className="sr-only">Category: </span>
          {entry.category}
        </span>
      </div>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{entry.definition}</p>
    </article>
  );
}
