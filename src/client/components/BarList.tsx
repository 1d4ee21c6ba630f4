// Horizontal bars with their numbers written out: a chart a screen reader reads as a list.
export type Bar = { key: string; label: string; percent: number | null; detail: string };

export function BarList({ bars, threshold = 70, label }: { bars: readonly Bar[]; threshold?: number; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {bars.map((b) => (
        <li key={b.key}>
          <div className="flex justify-between gap-3 text-sm">
            <span>{b.label}</span>
            <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-300">{b.detail}</span>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
            {b.percent !== null && <div className={`h-2.5 rounded-full ${b.percent >= threshold ? "bg-green-600" : b.percent >= 50 ? "bg-amber-500" : "bg-red-500"}`} style={{ width: `${Math.max(2, b.percent)}%` }} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
