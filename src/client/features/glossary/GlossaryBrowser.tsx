import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { BRAND } from "../../../shared/brand.ts";
import { ALL_CATEGORIES, categoryOptions, countLabel, filterTerms, groupByLetter } from "../../../shared/glossary.ts";
import { marketingCount } from "../../../shared/marketing.ts";
import { Loading } from "../../components/Loading.tsx";
import { inputClass, labelClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";
import { LetterBar, letterHeadingId } from "./LetterBar.tsx";
import { TermCard } from "./TermCard.tsx";

export function GlossaryBrowser({ query, onQueryChange }: { query: string; onQueryChange: (q: string) => void }) {
  const { data: terms, isPending, isError } = useQuery(trpc.glossary.list.queryOptions());
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const searchId = useId();
  const categoryId = useId();

  const categories = useMemo(() => categoryOptions(terms ?? []), [terms]);
  const shown = useMemo(() => filterTerms(terms ?? [], query, category), [terms, query, category]);
  const groups = useMemo(() => groupByLetter(shown), [shown]);
  const present = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);

  return (
    <div>
      <form role="search" aria-label="Glossary" onSubmit={(e) => e.preventDefault()} className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div>
          <label htmlFor={searchId} className={labelClass}>
            Search terms
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
            placeholder="Search by term, abbreviation or definition"
            autoComplete="off"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={categoryId} className={labelClass}>
            Category
          </label>
          <select id={categoryId} value={category} onChange={(e) => setCategory(e.target.value)} className={inputClass}>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </form>

      {isPending ? (
        <Loading label="Loading glossary..." />
      ) : isError ? (
        <p role="alert" className="mt-8 text-red-700 dark:text-red-300">
          The glossary could not be loaded. Please refresh the page to try again.
        </p>
      ) : (
        <>
          <p className="mt-6 text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
            {countLabel(shown.length)}
          </p>
          {groups.length > 0 && (
            <div className="mt-4">
              <LetterBar present={present} />
            </div>
          )}
          {groups.length === 0 ? (
            <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <h2 className="text-lg font-semibold">No terms found matching your search</h2>
              <p className="mt-2 text-slate-600 dark:text-slate-300">
                Try a shorter word or an abbreviation, check the spelling, or choose {ALL_CATEGORIES} in the category filter.
              </p>
            </div>
          ) : (
            groups.map((g) => (
              <section key={g.letter} aria-labelledby={letterHeadingId(g.letter)} className="mt-10">
                <h2
                  id={letterHeadingId(g.letter)}
                  tabIndex={-1}
                  className="scroll-mt-24 border-b border-slate-200 pb-2 text-2xl font-bold text-teal-700 focus:outline-none dark:border-slate-800 dark:text-teal-300"
                >
                  {g.letter === "#" ? (
                    <>
                      <span aria-hidden="true">#</span>
                      <span className="sr-only">Numbers and symbols</span>
                    </>
                  ) : (
                    g.letter
                  )}
                </h2>
                <div className="mt-4 grid gap-4 md:grid-cols-2">
                  {g.terms.map((t) => (
                    <TermCard key={t.id} entry={t} />
                  ))}
                </div>
              </section>
            ))
          )}
          <aside aria-labelledby="glossary-note" className="mt-12 rounded-2xl bg-slate-50 p-6 dark:bg-slate-900">
            <h2 id="glossary-note" className="text-lg font-semibold">
              Missing a term?
            </h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              The glossary holds {marketingCount(terms.length)} terms and keeps growing. If a term you need is missing, let us know at{" "}
              <a href={`mailto:${BRAND.supportEmail}`} className="font-medium text-teal-700 underline dark:text-teal-300">
                {BRAND.supportEmail}
              </a>{" "}
              so the team can consider adding it.
            </p>
          </aside>
        </>
      )}
    </div>
  );
}
