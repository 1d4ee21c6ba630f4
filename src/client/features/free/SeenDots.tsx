/** The progress dot row: filled for cards already seen, ringed for the current one. */
export function SeenDots({ total, current, isDone, label }: { total: number; current: number; isDone: (i: number) => boolean; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-wrap justify-center gap-2">
      {Array.from({ length: total }, (_, i) => {
        const done = isDone(i);
        return (
          <li
            key={i}
            data-done={done}
            aria-current={i === current ? "step" : undefined}
            className={`h-3 w-3 rounded-full border-2 ${done ? "border-teal-600 bg-teal-600 dark:border-teal-400 dark:bg-teal-400" : "border-slate-400 bg-transparent dark:border-slate-500"} ${
              i === current ? "ring-2 ring-teal-500 ring-offset-2 ring-offset-white dark:ring-offset-slate-900" : ""
            }`}
          >
            <span className="sr-only">
              Card {i + 1}
              {done ? ", done" : ""}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
