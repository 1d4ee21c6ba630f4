import { CHECKS, type CheckId, type DiagnosticResult } from "../../../shared/diagnostics.ts";
import type { CheckState } from "./useDiagnostics.ts";

/** One line per distinct action, naming every finding it fixes (several missing tables share one fix). */
function actionsOf(results: DiagnosticResult[]) {
  const byAction = new Map<string, string[]>();
  for (const r of results) {
    if (!r.action || (r.status !== "warning" && r.status !== "error")) continue;
    byAction.set(r.action, [...(byAction.get(r.action) ?? []), r.test]);
  }
  return [...byAction].map(([action, tests]) => ({ action, tests }));
}

/** What to do about each warning or failure, under the check it belongs to. */
export function RecommendedActions({ checks }: { checks: Record<CheckId, CheckState> }) {
  const groups = (Object.keys(checks) as CheckId[])
    .map((id) => ({ id, items: checks[id].running ? [] : actionsOf(checks[id].results) }))
    .filter((g) => g.items.length);
  if (!groups.length) return null;
  return (
    <section aria-labelledby="actions-heading" className="mt-8">
      <h2 id="actions-heading" className="text-lg font-semibold">
        Recommended actions
      </h2>
      {groups.map((g) => (
        <div key={g.id} className="mt-3">
          <h3 className="font-medium">{CHECKS[g.id].title}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {g.items.map(({ action, tests }) => (
              <li key={action}>
                <span className="font-medium">{tests.join(", ")}:</span> {action}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
