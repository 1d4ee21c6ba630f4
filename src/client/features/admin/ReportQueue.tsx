import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";

/** Students' reports about questions: open first; an editor reads the question and marks it resolved. */
export function ReportQueue() {
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const queryClient = useQueryClient();
  const reports = useQuery(trpc.admin.reports.queryOptions({ status }));
  const resolve = useMutation(trpc.admin.resolveReport.mutationOptions({ onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.admin.reports.queryKey() }) }));
  return (
    <div className={`${cardClass} mt-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Reported questions</h2>
        <div role="radiogroup" aria-label="Report status" className="flex gap-2 text-sm">
          {(["open", "resolved"] as const).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={status === s} onClick={() => setStatus(s)} className={`rounded-full border px-3 py-1 capitalize ${status === s ? "border-teal-600 bg-teal-700 text-white" : "border-slate-300 dark:border-slate-700"}`}>
              {s}
            </button>
          ))}
        </div>
      </div>
      {reports.isPending ? (
        <p className="mt-3 text-sm text-slate-500">Loading reports...</p>
      ) : reports.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-600">{reports.error.message}</p>
      ) : reports.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No {status} reports.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {reports.data.map((r) => (
            <li key={r.id} className="py-3 text-sm">
              <p className="font-semibold">
                {r.reason} · <span className="font-mono text-xs">{r.questionId}</span>
              </p>
              <p className="mt-1 line-clamp-2 text-slate-600 dark:text-slate-300">{r.stem ?? "(question no longer in the bank)"}</p>
              <p className="mt-1 whitespace-pre-wrap">{r.details}</p>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
                {r.email ?? "deleted account"} · {new Date(r.createdAt).toLocaleString("en-US")}
              </p>
              {status === "open" && (
                <button type="button" disabled={resolve.isPending} onClick={() => resolve.mutate({ id: r.id })} className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm font-medium dark:border-slate-700">
                  Mark resolved
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {resolve.isError && <p role="alert" className="mt-2 text-sm text-red-600">{errorMessage(resolve.error, "Could not update the report.")}</p>}
    </div>
  );
}
