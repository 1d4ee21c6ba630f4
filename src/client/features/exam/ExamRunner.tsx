import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useMemo, useRef, useState } from "react";
import { formatCountdown } from "../../../shared/exam.ts";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { EndExamDialog } from "./EndExamDialog.tsx";
import type { ExamView } from "./ExamResult.tsx";
import { LETTERS, type Letter } from "../../../shared/vocab.ts";
import { useExamCountdown } from "./useExamCountdown.ts";
import { useExamKeys } from "./useExamKeys.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";

export function ExamRunner({ exam, onSubmitted }: { exam: ExamView; onSubmitted: (saved: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [index, setIndex] = useState(() => Math.max(0, exam.questions.findIndex((q) => !q.chosen)));
  const [chosen, setChosen] = useState<Record<number, Letter | null>>(() => Object.fromEntries(exam.questions.map((q) => [q.index, q.chosen as Letter | null])));
  const [flags, setFlags] = useState<Record<number, boolean>>(() => Object.fromEntries(exam.questions.map((q) => [q.index, q.flagged])));
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null); // the End Exam? dialog, there only while it is open
  const key = trpc.exam.get.queryKey({ examId: exam.id });

  const answer = useMutation(trpc.exam.answer.mutationOptions());
  const flag = useMutation(trpc.exam.flag.mutationOptions());
  const submit = useMutation(
    trpc.exam.submit.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(key, view);
        void queryClient.invalidateQueries({ queryKey: trpc.progress.summary.queryKey() });
        onSubmitted(true);
      },
      onError: () => {
        void queryClient.invalidateQueries({ queryKey: key });
        onSubmitted(false);
      },
    }),
  );

  const total = exam.questions.length;
  const q = exam.questions[index]!;
  const tutor = exam.config.mode === "tutor";

  const choose = useCallback(
    async (letter: Letter) => {
      if (tutor && chosen[index]) return; // a tutor-mode answer locks once its explanation shows
      setChosen((c) => ({ ...c, [index]: letter }));
      try {
        await answer.mutateAsync({ examId: exam.id, index, letter });
        if (tutor) await queryClient.invalidateQueries({ queryKey: key });
      } catch (e) {
        setError(errorMessage(e, "Your answer could not be saved. Check your connection and try again."));
      }
    },
    [answer, chosen, exam.id, index, key, queryClient, tutor],
  );

  const toggleFlag = useCallback(() => {
    const next = !flags[index];
    setFlags((f) => ({ ...f, [index]: next }));
    flag.mutate({ examId: exam.id, index, flagged: next });
  }, [exam.id, flag, flags, index]);

  const go = useCallback((i: number) => setIndex(Math.min(total - 1, Math.max(0, i))), [total]);

  // Time reaching zero completes the exam.
  const msLeft = useExamCountdown(exam.expiresAt, exam.serverNow, () => {
    if (!submit.isPending && !submit.isSuccess) submit.mutate({ examId: exam.id });
  });

  const keys = useMemo(
    () => ({ choose: (l: Letter) => void choose(l), next: () => go(index + 1), previous: () => go(index - 1), toggleFlag }),
    [choose, go, index, toggleFlag],
  );
  // Shortcuts pause while the End Exam? dialog is open.
  useExamKeys(keys, useCallback(() => dialog.current !== null, []));

  const answeredCount = Object.values(chosen).filter(Boolean).length;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <p className="text-sm">
          Question <strong>{index + 1}</strong> of {total} · {answeredCount} answered
        </p>
        <p role="timer" aria-label="Time remaining" className={`font-mono text-lg font-bold ${msLeft < 5 * 60_000 ? "text-red-600" : ""}`}>
          {formatCountdown(msLeft)}
        </p>
        <EndExamDialog ref={dialog} onEnd={() => void navigate({ to: "/practice-builder" })} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className={cardClass}>
          <p className="text-lg font-medium" id="question-stem">
            {q.stem}
          </p>
          <FigureSlot figure={q.figure} />
          <div role="radiogroup" aria-labelledby="question-stem" className="mt-5 space-y-2">
            {q.options.map((text, i) => {
              const letter = LETTERS[i]!;
              const selected = chosen[index] === letter;
              const revealed = q.correctLetter !== undefined;
              const tone = revealed && letter === q.correctLetter ? "border-green-600 bg-green-50 dark:bg-green-950/50" : revealed && selected ? "border-red-500 bg-red-50 dark:bg-red-950/50" : selected ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40" : "border-slate-200 dark:border-slate-700";
              return (
                <button key={letter} type="button" role="radio" aria-checked={selected} onClick={() => void choose(letter)} className={`flex w-full gap-3 rounded-lg border-2 p-3 text-left transition hover:border-teal-400 ${tone}`}>
                  <span className="font-bold">{letter}.</span>
                  <span>{text}</span>
                </button>
              );
            })}
          </div>
          {q.explanation && (
            <div className="mt-4 rounded-lg bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
              <p className="font-semibold">{q.correct ? "Correct!" : "Incorrect"}</p>
              <p className="mt-1">{q.explanation}</p>
              {q.keyConcept && (
                <p className="mt-2">
                  <strong>Key concept:</strong> {q.keyConcept}
                </p>
              )}
            </div>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <button type="button" onClick={() => go(index - 1)} disabled={index === 0} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-40 dark:border-slate-700">
              Previous
            </button>
            <button type="button" aria-pressed={Boolean(flags[index])} onClick={toggleFlag} className={`rounded-lg px-4 py-2 font-semibold ${flags[index] ? "bg-amber-500 text-white" : "border border-amber-400 text-amber-700 dark:text-amber-300"}`}>
              {flags[index] ? "Flagged" : "Flag"}
            </button>
            {index < total - 1 ? (
              <button type="button" onClick={() => go(index + 1)} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700">
                Next
              </button>
            ) : (
              <button type="button" disabled={submit.isPending} onClick={() => submit.mutate({ examId: exam.id })} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
                {submit.isPending ? "Submitting..." : "Submit Exam"}
              </button>
            )}
          </div>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">Keyboard: A-D to answer, N/P or arrow keys to move, F to flag.</p>
        </div>

        <nav aria-label="Question navigator" className={cardClass}>
          <p className="text-sm font-semibold">Questions</p>
          <ol className="mt-3 grid grid-cols-5 gap-1.5">
            {exam.questions.map((item) => (
              <li key={item.index}>
                <button
                  type="button"
                  onClick={() => go(item.index)}
                  aria-current={item.index === index ? "step" : undefined}
                  aria-label={`Question ${item.index + 1}${chosen[item.index] ? ", answered" : ", unanswered"}${flags[item.index] ? ", flagged" : ""}`}
                  className={`relative h-9 w-full rounded-md text-sm font-medium ${item.index === index ? "ring-2 ring-teal-500" : ""} ${chosen[item.index] ? "bg-teal-700 text-white" : "bg-slate-100 dark:bg-slate-800"}`}
                >
                  {item.index + 1}
                  {flags[item.index] && <span className="absolute -right-0.5 -top-0.5 h-2.5 w-2.5 rounded-full bg-amber-500" aria-hidden="true" />}
                </button>
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">Teal: answered · dot: flagged</p>
        </nav>
      </div>
    </section>
  );
}
