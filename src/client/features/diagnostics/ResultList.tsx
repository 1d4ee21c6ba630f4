import type { DiagnosticResult } from "../../../shared/diagnostics.ts";
import { StatusIcon } from "./StatusIcon.tsx";

export function ResultList({ results }: { results: DiagnosticResult[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {results.map((r) => (
        <li key={r.test} className="py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <span className="font-medium">{r.test}</span>
            <StatusIcon status={r.status} />
          </div>
          <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">{r.message}</p>
          {r.details && <p className="mt-0.5 break-words text-sm text-slate-600 dark:text-slate-300">{r.details}</p>}
        </li>
      ))}
    </ul>
  );
}
