import { CHECKS, overallStatus, type CheckId } from "../../../shared/diagnostics.ts";
import { cardClass, primaryButtonClass } from "../../components/ui.ts";
import { ResultList } from "./ResultList.tsx";
import { StatusIcon } from "./StatusIcon.tsx";
import type { CheckState } from "./useDiagnostics.ts";

/** The check's own verdict in the card header: worst result wins, as for the page. */
function cardStatus(state: CheckState) {
  if (state.running) return "loading" as const;
  if (!state.ran || state.results.every((r) => r.status === "pending")) return "pending" as const;
  const verdict = overallStatus(state.results);
  return verdict === "critical" ? "error" : verdict === "issues" ? "warning" : "success";
}

export function CheckCard({ id, state, onRun }: { id: CheckId; state: CheckState; onRun: () => void }) {
  const { title, summary } = CHECKS[id];
  const headingId = `check-${id}`;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} flex flex-col`} data-testid={`check-${id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <StatusIcon status={cardStatus(state)} />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{summary}</p>
      <div aria-live="polite" aria-busy={state.running} className="mt-4 flex-1">
        {state.running ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Running {title.toLowerCase()} checks...</p>
        ) : state.ran ? (
          <ResultList results={state.results} />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-300">Not run yet.</p>
        )}
      </div>
      <button type="button" onClick={onRun} disabled={state.running} className={`${primaryButtonClass} mt-4 sm:w-auto sm:self-start`}>
        {state.running ? "Running..." : "Run Diagnostics"}
        <span className="sr-only"> for {title}</span>
      </button>
    </section>
  );
}
