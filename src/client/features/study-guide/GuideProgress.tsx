import { useEffect, useRef, useState } from "react";
import { MILESTONES, nextProgress, statusMessage, type GuideSection } from "../../../shared/study-guide.ts";

const TICK_MS = 50;

/** The generating display: simulated increments (fast to 60 %, slower to 95 %, then 99.5 %), held to the real stream. */
export function GuideProgress({ sections, done }: { sections: GuideSection[]; done: boolean }) {
  const [progress, setProgress] = useState(0);
  const latest = useRef({ sections, done });
  latest.current = { sections, done };

  useEffect(() => {
    const timer = setInterval(() => {
      setProgress((p) => nextProgress(p, TICK_MS, latest.current.sections, latest.current.done));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const shown = Math.floor(progress);
  return (
    <div className="rounded-2xl border border-teal-200 bg-teal-50 p-5 dark:border-teal-900 dark:bg-teal-950/40">
      <div className="flex items-baseline justify-between">
        <p className="font-medium text-teal-900 dark:text-teal-100" aria-live="polite">
          {statusMessage(progress)}
        </p>
        <span className="text-sm tabular-nums text-teal-800 dark:text-teal-200">{shown}%</span>
      </div>
      <div
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-teal-100 dark:bg-teal-900"
        role="progressbar"
        aria-label="Study guide progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={shown}
      >
        <div className="h-full rounded-full bg-teal-700 transition-[width] duration-150" style={{ width: `${progress}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {MILESTONES.map((m) => {
          const reached = progress >= m.at;
          return (
            <li key={m.label} className={`flex items-center gap-1.5 ${reached ? "text-teal-800 dark:text-teal-200" : "text-slate-500 dark:text-slate-400"}`}>
              <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-full ${reached ? "bg-teal-700" : "border border-slate-400"}`} />
              {m.label}
              <span className="sr-only">{reached ? "(done)" : "(pending)"}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
