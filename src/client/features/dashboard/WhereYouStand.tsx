// The dashboard's "Where you stand": performance by exam domain (chart), the weakest subtopics with a
// ready-made test, percentiles against peers (or why there are none yet), the predicted score range
// labelled as an estimate with its parts, and the cards due today with a "Review missed" session.
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BarList } from "../../components/BarList.tsx";
import { cardClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";

const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th")}`;

export function WhereYouStand() {
  const standing = useQuery(trpc.dashboard.standing.queryOptions());
  if (standing.isPending) return <div className={`${cardClass} mt-6 h-40 animate-pulse`} aria-label="Loading where you stand" />;
  if (standing.isError) return <p role="alert" className="mt-6 text-sm text-red-600">{standing.error.message}</p>;
  const s = standing.data;
  const overall = s.peers.overall;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2">
      <div className={cardClass}>
        <h2 className="font-semibold">Performance by exam domain</h2>
        <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">Accuracy on questions in each domain of the certifying exam's outline, with time per question.</p>
        <BarList
          label="Accuracy by exam domain"
          bars={s.domains.map((d) => ({
            key: d.domainId,
            label: `${d.name} (${d.weight} %)`,
            percent: d.accuracy,
            detail: d.answered ? `${d.accuracy}% of ${d.answered}${d.avgSeconds ? ` · ${d.avgSeconds} s/q` : ""}${s.peers.byDomain[d.domainId]?.percentile != null ? ` · ${ordinal(s.peers.byDomain[d.domainId]!.percentile!)} pct` : ""}` : "not started",
          }))}
        />
        {s.subtopics.length > 0 && (
          <details className="mt-4">
            <summary className="cursor-pointer text-sm font-semibold text-teal-700 dark:text-teal-300">By subtopic ({s.subtopics.length} studied)</summary>
            {s.domains
              .filter((d) => s.subtopics.some((x) => x.domainId === d.domainId))
              .map((d) => (
                <div key={d.domainId} className="mt-3">
                  <p className="mb-1 text-xs font-bold uppercase tracking-wide text-slate-500 dark:text-slate-400">{d.name}</p>
                  <BarList
                    label={`Accuracy by subtopic in ${d.name}`}
                    bars={s.subtopics
                      .filter((x) => x.domainId === d.domainId)
                      .map((x) => {
                        const pct = Math.round((x.correct / x.answered) * 100);
                        return { key: `${x.topicId}/${x.subtopicId}`, label: x.name, percent: pct, detail: `${pct}% of ${x.answered}${x.avgSeconds ? ` · ${x.avgSeconds} s/q` : ""}` };
                      })}
                  />
                </div>
              ))}
          </details>
        )}
        <h3 className="mt-5 text-sm font-semibold">Weakest subtopics</h3>
        {s.weakest.length ? (
          <>
            <ul className="mt-2 space-y-1 text-sm">
              {s.weakest.map((w) => (
                <li key={w.subtopicId} className="flex justify-between gap-2">
                  <span>{w.name}</span>
                  <span className="tabular-nums text-red-700 dark:text-red-400">
                    {Math.round((w.correct / w.answered) * 100)}% of {w.answered}
                  </span>
                </li>
              ))}
            </ul>
            <Link
              to="/practice-builder"
              search={{ subtopics: s.weakest.map((w) => w.subtopicId).join(",") }}
              className="mt-3 inline-block rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white"
            >
              Practice these {s.weakest.length}
            </Link>
          </>
        ) : (
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Answer at least 5 questions in a subtopic to see where you are weakest.</p>
        )}
      </div>

      <div className="space-y-6">
        <div className={cardClass}>
          <h2 className="font-semibold">Predicted exam score (estimate)</h2>
          {s.estimate ? (
            <>
              <p className="mt-2 text-4xl font-extrabold tabular-nums" data-testid="predicted-range">
                {s.estimate.low}-{s.estimate.high}%
              </p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                An estimate, not a promise: a 90 % range around {s.estimate.point}% from your {s.estimate.answers} answers to bank questions.
              </p>
              <ul className="mt-3 space-y-1 text-xs text-slate-500 dark:text-slate-400">
                <li>
                  Accuracy by difficulty (recent answers count more): easy {s.estimate.byDifficulty.easy ?? "-"}%, medium {s.estimate.byDifficulty.medium ?? "-"}%, hard {s.estimate.byDifficulty.hard ?? "-"}%,
                  weighted to the exam's mix.
                </li>
                <li>{s.estimate.recentShare}% of your answers are from the last 30 days; the range narrows as you answer more.</li>
              </ul>
            </>
          ) : (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Answer at least 30 bank questions for an estimated score range.</p>
          )}
        </div>

        <div className={cardClass}>
          <h2 className="font-semibold">Compared with peers</h2>
          {overall.percentile !== null ? (
            <p className="mt-2 text-sm">
              Your overall accuracy of <strong>{overall.accuracy}%</strong> is at the <strong>{ordinal(overall.percentile)} percentile</strong> of {overall.cohort} students with{" "}
              {s.peers.minAnswers}+ answers.
            </p>
          ) : (
            <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
              Percentiles appear once at least {s.peers.minCohort} students have answered {s.peers.minAnswers}+ questions ({overall.cohort} so far).
            </p>
          )}
        </div>

        <div className={`${cardClass} flex flex-wrap items-center justify-between gap-3`}>
          <div>
            <h2 className="font-semibold">Flashcards due today</h2>
            <p className="mt-1 text-sm">
              <strong data-testid="cards-due">{s.cardsDue}</strong> due, <strong data-testid="missed-due">{s.missedDue}</strong> from questions you missed
            </p>
          </div>
          {s.missedDue > 0 && (
            <Link to="/ai-features" search={{ tool: "flashcards", session: "missed" }} className="rounded-lg bg-teal-700 px-4 py-2 text-sm font-semibold text-white">
              Review missed
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
