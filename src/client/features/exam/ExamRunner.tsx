import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { formatCountdown } from "../../../shared/exam.ts";
import { addRange, type Range } from "../../../shared/highlights.ts";
import { LETTERS, type Letter } from "../../../shared/vocab.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";
import { cardClass } from "../../components/ui.ts";
import { errorMessage, trpc } from "../../lib/trpc.ts";
import { EndBlockDialog } from "./EndBlockDialog.tsx";
import { EndExamDialog } from "./EndExamDialog.tsx";
import type { ExamView } from "./ExamResult.tsx";
import { HighlightedStem, selectedRange } from "./HighlightedStem.tsx";
import { LabValuesPanel } from "./LabValuesPanel.tsx";
import { AnsweredTools, NoteEditor } from "../../components/QuestionTools.tsx";
import { useExamCountdown } from "./useExamCountdown.ts";
import { useExamKeys } from "./useExamKeys.ts";

type ByIndex<T> = Record<number, T>;
const byIndex = <T,>(items: ExamView["questions"], pick: (q: ExamView["questions"][number]) => T): ByIndex<T> => Object.fromEntries(items.map((q) => [q.index, pick(q)]));

/**
 * The exam as it runs. Positions (`pos`) walk the questions on screen; every save names the
 * question's own index in the exam, which in a mock's second block starts at 90.
 */
export function ExamRunner({ exam, onSubmitted }: { exam: ExamView; onSubmitted: (saved: boolean) => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const questions = exam.questions;
  const [pos, setPos] = useState(() => Math.max(0, questions.findIndex((q) => !q.chosen)));
  const [chosen, setChosen] = useState<ByIndex<Letter | null>>(() => byIndex(questions, (q) => q.chosen as Letter | null));
  const [flags, setFlags] = useState<ByIndex<boolean>>(() => byIndex(questions, (q) => q.flagged));
  const [struck, setStruck] = useState<ByIndex<Letter[]>>(() => byIndex(questions, (q) => q.struck as Letter[]));
  const [marks, setMarks] = useState<ByIndex<Range[]>>(() => byIndex(questions, (q) => q.highlights as Range[]));
  const [labsOpen, setLabsOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const dialog = useRef<HTMLDivElement>(null); // the End Exam? dialog, there only while it is open
  const blockDialog = useRef<HTMLDivElement>(null); // the End Block? dialog, likewise
  const stem = useRef<HTMLParagraphElement>(null);
  const key = trpc.exam.get.queryKey({ examId: exam.id });

  const answer = useMutation(trpc.exam.answer.mutationOptions());
  const flag = useMutation(trpc.exam.flag.mutationOptions());
  const strike = useMutation(trpc.exam.strike.mutationOptions());
  const highlight = useMutation(trpc.exam.highlight.mutationOptions());
  const endBlock = useMutation(trpc.exam.endBlock.mutationOptions({ onSettled: () => void queryClient.invalidateQueries({ queryKey: key }) }));
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

  const total = questions.length;
  const q = questions[pos]!;
  const index = q.index;
  const tutor = exam.config.mode === "tutor";
  const block = exam.block;
  const lastBlock = !block || block.current >= block.count - 1;

  // Seconds on each question, counted while it is on screen, sent with the answer.
  const seconds = useRef<ByIndex<number>>(byIndex(questions, (x) => x.seconds));
  const shownAt = useRef(Date.now());
  useEffect(() => {
    shownAt.current = Date.now();
    return () => {
      seconds.current[index] = (seconds.current[index] ?? 0) + (Date.now() - shownAt.current) / 1000;
    };
  }, [index]);
  const secondsSoFar = () => Math.min(3600, Math.round((seconds.current[index] ?? 0) + (Date.now() - shownAt.current) / 1000));

  const failed = (e: unknown) => setError(errorMessage(e, "Your answer could not be saved. Check your connection and try again."));

  const choose = useCallback(
    async (letter: Letter) => {
      if (tutor && chosen[index]) return; // a tutor-mode answer locks once its explanation shows
      setChosen((c) => ({ ...c, [index]: letter }));
      try {
        await answer.mutateAsync({ examId: exam.id, index, letter, seconds: secondsSoFar() });
        if (tutor) await queryClient.invalidateQueries({ queryKey: key });
      } catch (e) {
        failed(e);
      }
    },
    [answer, chosen, exam.id, index, key, queryClient, tutor],
  );

  const toggleStrike = useCallback(
    (letter: Letter) => {
      const current = struck[index] ?? [];
      const next = current.includes(letter) ? current.filter((l) => l !== letter) : [...current, letter];
      setStruck((s) => ({ ...s, [index]: next }));
      strike.mutate({ examId: exam.id, index, letters: next }, { onError: failed });
    },
    [exam.id, index, strike, struck],
  );

  const highlightSelection = useCallback(() => {
    const range = selectedRange(stem.current);
    if (!range) return;
    const next = addRange(marks[index] ?? [], range);
    setMarks((m) => ({ ...m, [index]: next }));
    window.getSelection()?.removeAllRanges();
    highlight.mutate({ examId: exam.id, index, ranges: next }, { onError: failed });
  }, [exam.id, highlight, index, marks]);

  const clearHighlights = () => {
    setMarks((m) => ({ ...m, [index]: [] }));
    highlight.mutate({ examId: exam.id, index, ranges: [] }, { onError: failed });
  };

  const toggleFlag = useCallback(() => {
    const next = !flags[index];
    setFlags((f) => ({ ...f, [index]: next }));
    flag.mutate({ examId: exam.id, index, flagged: next });
  }, [exam.id, flag, flags, index]);

  const go = useCallback((p: number) => setPos(Math.min(total - 1, Math.max(0, p))), [total]);

  // Time reaching zero completes the exam; in a mock's first block the server moves on to the break.
  const msLeft = useExamCountdown(exam.expiresAt, exam.serverNow, () => {
    if (!lastBlock) void queryClient.invalidateQueries({ queryKey: key });
    else if (!submit.isPending && !submit.isSuccess) submit.mutate({ examId: exam.id });
  });

  const keys = useMemo(
    () => ({
      choose: (l: Letter) => void choose(l),
      strike: toggleStrike,
      next: () => go(pos + 1),
      previous: () => go(pos - 1),
      toggleFlag,
      highlight: highlightSelection,
      toggleLabs: () => setLabsOpen((o) => !o),
    }),
    [choose, go, pos, toggleFlag, toggleStrike, highlightSelection],
  );
  // Shortcuts pause while a dialog is open.
  useExamKeys(keys, useCallback(() => dialog.current !== null || blockDialog.current !== null, []));

  const answeredCount = Object.values(chosen).filter(Boolean).length;
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 pb-[50vh] lg:pb-6">
      <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <p className="text-sm">
          {block && (
            <span className="mr-2 rounded bg-slate-100 px-2 py-0.5 font-semibold dark:bg-slate-800">
              Block {block.current + 1} of {block.count}
            </span>
          )}
          Question <strong>{pos + 1}</strong> of {total} · {answeredCount} answered
        </p>
        <p role="timer" aria-label="Time remaining" className={`font-mono text-lg font-bold ${msLeft < 5 * 60_000 ? "text-red-600" : ""}`}>
          {formatCountdown(msLeft)}
        </p>
        <div className="flex gap-2">
          <button type="button" aria-pressed={labsOpen} onClick={() => setLabsOpen((o) => !o)} className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold dark:border-slate-700">
            Lab values
          </button>
          <EndExamDialog ref={dialog} onEnd={() => void navigate({ to: "/practice-builder" })} />
        </div>
      </div>
      {labsOpen && <LabValuesPanel onClose={() => setLabsOpen(false)} />}

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_16rem]">
        <div className={cardClass}>
          <HighlightedStem ref={stem} id="question-stem" text={q.stem} ranges={marks[index] ?? []} />
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={highlightSelection} className="rounded-md border border-yellow-400 px-2 py-1 font-medium text-yellow-800 dark:text-yellow-300">
              Highlight selection
            </button>
            {(marks[index]?.length ?? 0) > 0 && (
              <button type="button" onClick={clearHighlights} className="rounded-md border border-slate-300 px-2 py-1 dark:border-slate-700">
                Clear highlights
              </button>
            )}
          </div>
          <FigureSlot figure={q.figure} />
          <div role="radiogroup" aria-labelledby="question-stem" className="mt-5 space-y-2">
            {q.options.map((text, i) => {
              const letter = LETTERS[i]!;
              const selected = chosen[index] === letter;
              const isStruck = (struck[index] ?? []).includes(letter);
              const revealed = q.correctLetter !== undefined;
              const tone = revealed && letter === q.correctLetter ? "border-green-600 bg-green-50 dark:bg-green-950/50" : revealed && selected ? "border-red-500 bg-red-50 dark:bg-red-950/50" : selected ? "border-teal-600 bg-teal-50 dark:bg-teal-950/40" : "border-slate-200 dark:border-slate-700";
              return (
                <div key={letter} className="flex items-stretch gap-2">
                  <button
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    onClick={() => void choose(letter)}
                    onContextMenu={(e) => {
                      e.preventDefault();
                      toggleStrike(letter);
                    }}
                    className={`flex flex-1 gap-3 rounded-lg border-2 p-3 text-left transition hover:border-teal-400 ${tone} ${isStruck ? "opacity-50" : ""}`}
                  >
                    <span className="font-bold">{letter}.</span>
                    <span className={isStruck ? "line-through" : ""}>{text}</span>
                  </button>
                  <button
                    type="button"
                    aria-pressed={isStruck}
                    aria-label={`${isStruck ? "Restore" : "Strike out"} option ${letter}`}
                    title="Strike out (right-click the option, or X then the letter)"
                    onClick={() => toggleStrike(letter)}
                    className={`w-10 shrink-0 rounded-lg border text-lg ${isStruck ? "border-slate-500 bg-slate-200 dark:bg-slate-700" : "border-slate-200 dark:border-slate-700"}`}
                  >
                    <span aria-hidden="true">⌫</span>
                  </button>
                </div>
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
              <AnsweredTools examId={exam.id} index={index} questionId={q.id} chosen={chosen[index] ?? null} correctLetter={q.correctLetter} correct={q.correct} note={q.note} />
            </div>
          )}
          {!q.explanation && (
            <div className="mt-4">
              <NoteEditor key={q.id} questionId={q.id} initial={q.note} />
            </div>
          )}
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <button type="button" onClick={() => go(pos - 1)} disabled={pos === 0} className="rounded-lg border border-slate-300 px-4 py-2 font-semibold disabled:opacity-40 dark:border-slate-700">
              Previous
            </button>
            <button type="button" aria-pressed={Boolean(flags[index])} onClick={toggleFlag} className={`rounded-lg px-4 py-2 font-semibold ${flags[index] ? "bg-amber-500 text-white" : "border border-amber-400 text-amber-700 dark:text-amber-300"}`}>
              {flags[index] ? "Flagged" : "Flag"}
            </button>
            {pos < total - 1 ? (
              <button type="button" onClick={() => go(pos + 1)} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700">
                Next
              </button>
            ) : !lastBlock ? (
              <EndBlockDialog ref={blockDialog} block={block!.current + 1} pending={endBlock.isPending} onEnd={() => endBlock.mutate({ examId: exam.id, block: block!.current })} />
            ) : (
              <button type="button" disabled={submit.isPending} onClick={() => submit.mutate({ examId: exam.id })} className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-700 disabled:opacity-60">
                {submit.isPending ? "Submitting..." : "Submit Exam"}
              </button>
            )}
          </div>
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">Keyboard: A-D to answer, X then A-D to strike out, N/P or arrow keys to move, F to flag, H to highlight selected text, L for lab values.</p>
        </div>

        <nav aria-label="Question navigator" className={cardClass}>
          <p className="text-sm font-semibold">Questions</p>
          <ol className="mt-3 grid grid-cols-5 gap-1.5">
            {questions.map((item, p) => (
              <li key={item.index}>
                <button
                  type="button"
                  onClick={() => go(p)}
                  aria-current={p === pos ? "step" : undefined}
                  aria-label={`Question ${p + 1}${chosen[item.index] ? ", answered" : ", unanswered"}${flags[item.index] ? ", flagged" : ""}`}
                  className={`relative h-9 w-full rounded-md text-sm font-medium ${p === pos ? "ring-2 ring-teal-500" : ""} ${chosen[item.index] ? "bg-teal-700 text-white" : "bg-slate-100 dark:bg-slate-800"}`}
                >
                  {p + 1}
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
