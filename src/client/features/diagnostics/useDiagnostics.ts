import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { diagnosticMessages, type CheckId, type DiagnosticResult } from "../../../shared/diagnostics.ts";
import { trpc } from "../../lib/trpc.ts";

export type CheckState = { running: boolean; ran: boolean; results: DiagnosticResult[] };

/** A failed request becomes a result line, so the page reports it like any other finding. */
export function resultsFromError(error: unknown): DiagnosticResult[] {
  if (error instanceof TRPCClientError && error.data?.code === "TOO_MANY_REQUESTS") {
    // The check did not run: that says nothing about the system's health, so it is not a warning.
    return [{ test: "Rate limit", status: "pending", message: error.message, details: "" }];
  }
  if (error instanceof TRPCClientError && error.data) {
    return [{ test: "Request", status: "error", message: error.message, details: `The server answered HTTP ${error.data.httpStatus}.` }];
  }
  return [
    {
      test: "Request",
      status: "error",
      message: diagnosticMessages.requestFailed,
      details: "The request did not reach the server.",
      action: diagnosticMessages.requestFailedAction,
    },
  ];
}

/** Both checks; each keeps its last results until it is run again. */
export function useDiagnostics() {
  const database = useMutation(trpc.diagnostics.database.mutationOptions());
  const ai = useMutation(trpc.diagnostics.ai.mutationOptions());
  const mutations = { database, ai };

  const state = (id: CheckId): CheckState => {
    const m = mutations[id];
    const results = m.isPending ? [] : m.error ? resultsFromError(m.error) : (m.data ?? []);
    return { running: m.isPending, ran: m.isSuccess || m.isError, results };
  };

  return {
    checks: { database: state("database"), ai: state("ai") } satisfies Record<CheckId, CheckState>,
    run: (id: CheckId) => mutations[id].mutate(),
    runAll: () => {
      database.mutate();
      ai.mutate();
    },
  };
}
