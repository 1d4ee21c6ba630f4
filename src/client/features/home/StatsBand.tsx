import { marketingCount } from "../../../shared/marketing.ts";
import { useHomeStats } from "./useHomeStats.ts";

/** Counts read from the database at request time; a count of zero is left out rather than shown. */
export function StatsBand() {
  const stats = useHomeStats();
  const items = stats.data
    ? [
        { label: "Practice questions", n: stats.data.questions },
        { label: "Flashcards", n: stats.data.flashcards },
        { label: "Review items", n: stats.data.reviewItems },
        { label: "Study topics", n: stats.data.topics },
        { label: "Glossary terms", n: stats.data.glossaryTerms },
        { label: "Accredited programs listed", n: stats.data.programs },
      ].filter((i) => i.n > 0)
    : [];
  return (
    <section aria-labelledby="stats-title" className="bg-teal-800 text-white dark:bg-teal-950">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          The study library in numbers
        </h2>
        {stats.isPending ? (
          <p role="status" className="mt-8 text-center text-teal-50">
            Loading figures...
          </p>
        ) : (
          <dl className="mt-8 grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:grid-cols-6">
            {items.map((i) => (
              <div key={i.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm text-teal-50">{i.label}</dt>
                <dd className="text-3xl font-extrabold">{marketingCount(i.n)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
