import type { Difficulty } from "../../../shared/vocab.ts";

const TONE: Record<Difficulty, string> = {
  easy: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  medium: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  hard: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300",
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${TONE[difficulty]}`}>{difficulty}</span>;
}

/** The AI adaptation note: the current difficulty, why, and where the question came from. */
export function AdaptationNote({ difficulty, note, reason, notice }: { difficulty: Difficulty; note: string; reason?: string; notice?: string | null }) {
  return (
    <aside aria-label="AI adaptation" aria-live="polite" className="rounded-xl border border-teal-200 bg-teal-50 p-4 text-sm dark:border-teal-900 dark:bg-teal-950/40">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-teal-900 dark:text-teal-200">
        AI Adaptation · current difficulty <DifficultyBadge difficulty={difficulty} />
      </p>
      <p className="mt-1 text-teal-900/90 dark:text-teal-100/90">{note}</p>
      {reason ? <p className="mt-1 text-slate-600 dark:text-slate-300">{reason}</p> : null}
      {notice ? (
        <p role="status" className="mt-2 rounded-md bg-amber-100 px-2 py-1 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          {notice}
        </p>
      ) : null}
    </aside>
  );
}
