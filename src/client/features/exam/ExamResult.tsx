import { Link } from "@tanstack/react-router";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { resultByTopic } from "../../../shared/exam.ts";
import { scoreByDomain } from "../../../shared/practice.ts";
import { BarList } from "../../components/BarList.tsx";
import { HighlightedStem } from "./HighlightedStem.tsx";
import { AnsweredTools } from "../../components/QuestionTools.tsx";
import { topicName } from "../../../shared/taxonomy.ts";
import { cardClass } from "../../components/ui.ts";
import type { trpc } from "../../lib/trpc.ts";
import { LETTERS } from "../../../shared/vocab.ts";
import { FigureSlot } from "../../components/figures/FigureSlot.tsx";

export type ExamView = inferOutput<typeof trpc.exam.get>;

export function ExamResult({ exam, saved }: { exam: ExamView; saved: boolean }) {
  const result = exam.result!;
  const byTopic = resultByTopic(exam.questions);
  const byDomain = scoreByDomain(exam.questions);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      {saved && (
        <p role="status" className="mb-6 rounded-lg bg-teal-50 p-3 text-sm font-medium text-teal-800 dark:bg-teal-950/50 dark:text-teal-200">
          Progress saved
        </p>
      )}
      <div className={`${cardClass} text-center`}>
        <h1 className="text-2xl font-bold">Exam Complete</h1>
        <p className={`mt-4 text-6xl font-extrabold ${result.passed ? "text-green-600" : "text-red-600"}`} data-testid="exam-score">
          {result.percent}%
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          {result.correct} of {result.total} correct
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/practice-builder" className="rounded-lg bg-teal-700 px-5 py-2.5 font-semibold text-white hover:bg-teal-700">
            Take Another Exam
          </Link>
          <Link to="/dashboard" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold dark:border-slate-700">
            Back to Dashboard
          </Link>
        </div>
      </div>

      <div className={`${cardClass} mt-6`}>
        <h2 className="font-semibold">Score report by exam domain</h2>
        <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">The certifying exam's content domains, as a board score report shows them.</p>
        <BarList
          label="Score by exam domain"
          bars={byDomain.map((d) => ({ key: d.domainId, label: d.name, percent: d.percent, detail: `${d.correct}/${d.total} (${d.percent}%)` }))}
        />
      </div>

      <div className={`${cardClass} mt-6`}>
        <h2 className="font-semibold">By topic</h2>
        <ul className="mt-3 space-y-2">
          {byTopic.map((t) => {
            const pct = t.percent;
            const topicId = t.topicId;
            return (
              <li key={topicId}>
                <div className="flex justify-between text-sm">
                  <span>{topicName(topicId)}</span>
                  <span>
                    {t.correct}/{t.total} ({pct}%)
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-200 dark:bg-slate-800" aria-hidden="true">
                  <div className={`h-2 rounded-full ${pct >= 70 ? "bg-green-600" : "bg-red-500"}`} style={{ width: `${pct}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>

      <h2 className="mt-8 text-xl font-semibold">Review</h2>
      <ol className="mt-4 space-y-4">
        {exam.questions.map((q) => (
          <li key={q.id} className={cardClass}>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Question {q.index + 1} · {q.correct ? <span className="text-green-700 dark:text-green-400">Correct</span> : <span className="text-red-700 dark:text-red-400">{q.chosen ? "Incorrect" : "Unanswered"}</span>}
              {q.seconds > 0 && <> · your time {Math.round(q.seconds)} s</>}
            </p>
            <div className="mt-2">
              <HighlightedStem text={q.stem} ranges={q.highlights} />
            </div>
            <FigureSlot figure={q.figure} />
            <ul className="mt-3 space-y-1 text-sm">
              {q.options.map((text, i) => {
                const letter = LETTERS[i]!;
                const isKey = letter === q.correctLetter;
                const isChosen = letter === q.chosen;
                const isStruck = q.struck.includes(letter);
                return (
                  <li key={letter} className={`rounded-md px-3 py-1.5 ${isKey ? "bg-green-100 dark:bg-green-950/60" : isChosen ? "bg-red-100 dark:bg-red-950/60" : ""}`}>
                    <strong>{letter}.</strong> <span className={isStruck ? "line-through opacity-60" : ""}>{text}</span>
                    {isStruck && <span className="sr-only"> (struck out)</span>}
                    {isKey && " (correct answer)"}
                    {isChosen && !isKey && " (your answer)"}
                  </li>
                );
              })}
            </ul>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
              <strong>Explanation:</strong> {q.explanation}
            </p>
            {q.keyConcept && (
              <p className="mt-2 rounded-lg bg-teal-50 p-2 text-sm text-teal-900 dark:bg-teal-950/40 dark:text-teal-100">
                <strong>Key concept:</strong> {q.keyConcept}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{q.reference}</p>
            <AnsweredTools examId={exam.id} index={q.index} questionId={q.id} chosen={q.chosen} correctLetter={q.correctLetter} correct={q.correct} note={q.note} lazyPeers />
          </li>
        ))}
      </ol>
    </section>
  );
}
