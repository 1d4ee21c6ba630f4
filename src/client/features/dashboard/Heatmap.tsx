import type { HeatCell } from "../../../shared/calendar.ts";
import { LEVEL_CLASS } from "../../components/heatmap-levels.ts";


const label = (c: HeatCell) => {
  const date = new Date(`${c.day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  if (c.future) return `${date}: upcoming`;
  if (c.activity.studyEntries) return `${date}: ${c.activity.studyEntries} question${c.activity.studyEntries === 1 ? "" : "s"} answered`;
  return c.loginOnly ? `${date}: visited, no study recorded` : `${date}: no activity`;
};

/** 12 Sunday-start weeks as columns, days as rows; light green marks a visit without study. */
export function Heatmap({ cells }: { cells: HeatCell[] }) {
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <div>
      <div className="flex gap-1" role="img" aria-label={`Study activity over the last 12 weeks: ${cells.filter((c) => c.level > 0).length} active days`}>
        {weeks.map((week) => (
          <div key={week[0]!.day} className="flex flex-col gap-1">
            {week.map((c) => (
              <span
                key={c.day}
                title={label(c)}
                data-day={c.day}
                data-level={c.level}
                className={`h-3.5 w-3.5 rounded-sm sm:h-4 sm:w-4 ${c.future ? "opacity-30 " : ""}${c.loginOnly ? "bg-green-100 dark:bg-green-950" : LEVEL_CLASS[c.level]}`}
              />
            ))}
          </div>
        ))}
      </div>
      <p className="mt-2 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        Less
        {LEVEL_CLASS.map((c) => (
          <span key={c} className={`h-3 w-3 rounded-sm ${c}`} aria-hidden="true" />
        ))}
        More · light green: visited only
      </p>
    </div>
  );
}
