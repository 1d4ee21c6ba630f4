import { useState } from "react";
import { HEATMAP_WEEKS, sampleHeatmap } from "../../../shared/home.ts";
import { cardClass } from "../../components/ui.ts";
import { leadClass, sectionClass, sectionHeadingClass } from "./styles.ts";
import { LEVEL_CLASS } from "../../components/heatmap-levels.ts";

// Everything below is illustrative sample data, labelled as such on the page: no student's results.
const SAMPLE_STATS = [
  { label: "Questions answered", value: "642" },
  { label: "Average score", value: "78%" },
  { label: "Study streak", value: "9 days" },
  { label: "Study time this week", value: "6.5 h" },
];
const SAMPLE_READINESS = 85;
const SAMPLE_TOPICS = [
  { name: "Pharmacology", percent: 88 },
  { name: "Physiology", percent: 81 },
  { name: "Equipment and Technology", percent: 74 },
  { name: "Clinical Procedures", percent: 69 },
];
const SAMPLE_RECOMMENDATIONS = [
  "Review neuromuscular monitoring: your train-of-four questions are below your average.",
  "Take a timed practice exam to build your pacing.",
  "Your flashcards on vasopressors are due for review today.",
];


export function DashboardPreview() {
  // A new random pattern per visit, as in the spec; fixed for the life of the page.
  const [cells] = useState(() => sampleHeatmap(Math.floor(Math.random() * 2 ** 32)));
  const weeks = Array.from({ length: HEATMAP_WEEKS }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <section aria-labelledby="preview-title" className={sectionClass}>
      <h2 id="preview-title" className={sectionHeadingClass}>
        See your progress at a glance
      </h2>
      <p className={leadClass}>A preview of the student dashboard. The figures below are sample data for illustration, not real results.</p>

      <div className={`${cardClass} relative mx-auto mt-8 max-w-5xl`}>
        <p className="absolute right-4 top-4 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          Sample preview
        </p>
        <dl className="grid grid-cols-2 gap-4 pt-8 md:grid-cols-4">
          {SAMPLE_STATS.map((s) => (
            <div key={s.label} className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-600 dark:text-slate-300">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold">Study activity, last 12 weeks</h3>
            <div className="mt-3 overflow-x-auto">
              <div className="flex gap-1" role="img" aria-label={`Sample heat map: ${cells.filter((l) => l > 0).length} active days out of ${cells.length}`}>
                {weeks.map((week, w) => (
                  <div key={w} className="flex flex-col gap-1">
                    {week.map((level, d) => (
                      <span key={d} data-level={level} className={`h-3.5 w-3.5 rounded-sm sm:h-4 sm:w-4 ${LEVEL_CLASS[level]}`} />
                    ))}
                  </div>
                ))}
              </div>
            </div>
            <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600 dark:text-slate-300" aria-hidden="true">
              Less
              {LEVEL_CLASS.map((c) => (
                <span key={c} className={`h-3 w-3 rounded-sm ${c}`} />
              ))}
              More
            </p>
          </div>

          <div>
            <h3 className="font-semibold">Exam readiness</h3>
            <div className="mt-3 flex items-center gap-4">
              <p className="text-5xl font-extrabold text-teal-800 dark:text-teal-300">{SAMPLE_READINESS}%</p>
              <div
                role="progressbar"
                aria-label="Sample exam readiness"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={SAMPLE_READINESS}
                className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
              >
                <div className="h-full rounded-full bg-teal-700 dark:bg-teal-400" style={{ width: `${SAMPLE_READINESS}%` }} />
              </div>
            </div>
          </div>
        </div>

        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold">Performance by topic</h3>
            <ul className="mt-3 space-y-3">
              {SAMPLE_TOPICS.map((t) => (
                <li key={t.name}>
                  <div className="flex justify-between text-sm">
                    <span>{t.name}</span>
                    <span className="font-medium">{t.percent}%</span>
                  </div>
                  <div className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                    <div className="h-full rounded-full bg-teal-700 dark:bg-teal-400" style={{ width: `${t.percent}%` }} />
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="font-semibold">AI recommendations</h3>
            <ul className="mt-3 space-y-2 text-sm">
              {SAMPLE_RECOMMENDATIONS.map((r) => (
                <li key={r} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                  {r}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
