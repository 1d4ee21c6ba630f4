import { progressColour } from "../../../shared/stats.ts";

const STROKE = { green: "stroke-green-600", yellow: "stroke-amber-500", red: "stroke-red-500" } as const;

/** A ring showing a percentage, coloured by the course-progress thresholds (80 / 60). */
export function ProgressRing({ value, label }: { value: number; label: string }) {
  const r = 28;
  const c = 2 * Math.PI * r;
  return (
    <figure className="flex flex-col items-center gap-2 text-center">
      <svg viewBox="0 0 64 64" className="h-20 w-20 -rotate-90" role="img" aria-label={`${label}: ${value}%`}>
        <circle cx="32" cy="32" r={r} className="fill-none stroke-slate-200 dark:stroke-slate-800" strokeWidth="6" />
        <circle cx="32" cy="32" r={r} className={`fill-none ${STROKE[progressColour(value)]}`} strokeWidth="6" strokeLinecap="round" strokeDasharray={c} strokeDashoffset={c - (c * value) / 100} />
      </svg>
      <figcaption className="text-xs font-medium">
        {label}
        <span className="block text-base font-bold">{value}%</span>
      </figcaption>
    </figure>
  );
}
