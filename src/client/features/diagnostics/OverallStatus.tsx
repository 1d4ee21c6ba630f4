import { OVERALL_LABELS, OVERALL_SUMMARIES, overallStatus, type OverallStatus as Verdict } from "../../../shared/diagnostics.ts";
import { STATUS_TEXT, StatusGlyph } from "./StatusIcon.tsx";
import type { CheckState } from "./useDiagnostics.ts";

const ICON = { healthy: "success", issues: "warning", critical: "error" } as const satisfies Record<Verdict, string>;
const FRAME: Record<Verdict, string> = {
  healthy: "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40",
  issues: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40",
  critical: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40",
};

/** The page's verdict over every finished check, shown once none is still running. */
export function OverallStatus({ checks }: { checks: CheckState[] }) {
  const running = checks.some((c) => c.running);
  // A check refused by the rate limit did not run: it counts neither way.
  const results = checks.flatMap((c) => (c.ran ? c.results : [])).filter((r) => r.status !== "pending");
  const verdict = !running && results.length ? overallStatus(results) : null;
  return (
    <section aria-labelledby="overall-heading" className="mt-8">
      <h2 id="overall-heading" className="text-lg font-semibold">
        Overall status
      </h2>
      <div role="status" aria-live="polite" className="mt-2" data-testid="overall-status">
        {verdict ? (
          <div className={`flex flex-col gap-1 rounded-2xl border p-4 sm:flex-row sm:items-center sm:gap-4 ${FRAME[verdict]}`}>
            <p className={`flex items-center gap-2 text-lg font-bold ${STATUS_TEXT[ICON[verdict]]}`}>
              <StatusGlyph status={ICON[verdict]} />
              {OVERALL_LABELS[verdict]}
            </p>
            <p className="text-sm text-slate-800 dark:text-slate-200">{OVERALL_SUMMARIES[verdict]}</p>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {running
              ? "Running diagnostics..."
              : checks.some((c) => c.ran)
                ? "No check could run. See the messages below."
                : "Run a check to see the overall status."}
          </p>
        )}
      </div>
    </section>
  );
}
