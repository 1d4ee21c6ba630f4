import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formatCountdown } from "../../../shared/exam.ts";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import type { ExamView } from "./ExamResult.tsx";
import { useExamCountdown } from "./useExamCountdown.ts";

/** The pause between a mock's blocks: the next block starts when the student is ready or the break runs out. */
export function BreakScreen({ exam }: { exam: ExamView }) {
  const queryClient = useQueryClient();
  const key = trpc.exam.get.queryKey({ examId: exam.id });
  const next = exam.block!.current;
  const start = useMutation(trpc.exam.endBlock.mutationOptions({ onSettled: () => void queryClient.invalidateQueries({ queryKey: key }) }));
  const msLeft = useExamCountdown(exam.expiresAt, exam.serverNow, () => void queryClient.invalidateQueries({ queryKey: key }));
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <div className={`${cardClass} text-center`}>
        <h1 className="text-2xl font-bold">Break</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Block {next} is finished and closed. Block {next + 1} starts automatically when the break ends, or now if you are ready.
        </p>
        <p role="timer" aria-label="Break time remaining" className="mt-6 font-mono text-4xl font-bold">
          {formatCountdown(msLeft)}
        </p>
        <button
          type="button"
          disabled={start.isPending}
          onClick={() => start.mutate({ examId: exam.id, block: next, fromBreak: true })}
          className="mt-6 rounded-lg bg-teal-700 px-6 py-2.5 font-semibold text-white disabled:opacity-60"
        >
          {start.isPending ? "Starting..." : `Start Block ${next + 1}`}
        </button>
        {start.isError && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {errorMessage(start.error, "Could not start the next block.")}
          </p>
        )}
      </div>
    </section>
  );
}
