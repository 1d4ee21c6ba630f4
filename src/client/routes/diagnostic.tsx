import { createFileRoute, Link } from "@tanstack/react-router";
import type { CheckId } from "../../shared/diagnostics.ts";
import { primaryButtonClass } from "../components/ui.ts";
import { CheckCard } from "../features/diagnostics/CheckCard.tsx";
import { OverallStatus } from "../features/diagnostics/OverallStatus.tsx";
import { QuickFixes } from "../features/diagnostics/QuickFixes.tsx";
import { RecommendedActions } from "../features/diagnostics/RecommendedActions.tsx";
import { useDiagnostics } from "../features/diagnostics/useDiagnostics.ts";

export const Route = createFileRoute("/diagnostic")({
  component: DiagnosticPage,
});

const ORDER: CheckId[] = ["database", "ai"];

function DiagnosticPage() {
  const { checks, run, runAll } = useDiagnostics();
  const anyRunning = ORDER.some((id) => checks[id].running);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/" className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300">
        <span aria-hidden="true">← </span>Back to Home
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">System Diagnostics</h1>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
            Something not working? These checks test the app's database and AI services from our server and say what
            to do about anything they find.
          </p>
        </div>
        <button type="button" onClick={runAll} disabled={anyRunning} className={`${primaryButtonClass} shrink-0 sm:w-auto`}>
          {anyRunning ? "Running..." : "Run All"}
        </button>
      </div>

      <OverallStatus checks={ORDER.map((id) => checks[id])} />

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {ORDER.map((id) => (
          <CheckCard key={id} id={id} state={checks[id]} onRun={() => run(id)} />
        ))}
      </div>

      <RecommendedActions checks={checks} />
      <QuickFixes />
    </div>
  );
}
