import { useId, useState } from "react";
import { cardClass } from "../../components/ui.ts";

/** Tick-as-you-go list; the ticks live only in this page view (nothing is saved). */
export function Checklist({ title, items }: { title: string; items: readonly string[] }) {
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();

  function toggle(i: number) {
    setDone((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });
  }

  return (
    <div role="group" aria-labelledby={`${baseId}-title`} className={cardClass}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={`${baseId}-title`} className="text-lg font-semibold">
          {title}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {done.size} of {items.length} done
        </p>
      </div>
      <ul className="mt-4 space-y-3">
        {items.map((item, i) => {
          const id = `${baseId}-${i}`;
          return (
            <li key={item} className="flex items-start gap-3">
              <input
                id={id}
                type="checkbox"
                checked={done.has(i)}
                onChange={() => toggle(i)}
                className="mt-1 h-4 w-4 shrink-0 accent-teal-600"
              />
              <label htmlFor={id} className={done.has(i) ? "text-slate-500 line-through dark:text-slate-400" : ""}>
                {item}
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
