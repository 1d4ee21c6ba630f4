import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { averageConfidence, confidenceLabel, formatDuration, formatNextReview, isCorrectConfidence, type Confidence } from "../../../shared/flashcards.ts";
import { STUDY_VISIT_MAX_MINUTES } from "../../../shared/study-time.ts";
import { cardClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";
import { secondaryButtonClass, smallPrimaryButtonClass } from "./styles.ts";
import type { StudyCard } from "./types.ts";

/** 'Session Complete!': the session stats and when each rated card comes back. */
export function SessionComplete(props: {
  cards: StudyCard[];
  seconds: number;
  /** The study visit opened when the session started (null if it could not be opened): the server credits its time once. */
  visitId: string | null;
  finishedAt: number;
  onGenerateMore: () => void;
  onReviewAgain: () => void;
  onClose?: () => void;
}) {
  const rated = props.cards.filter((c): c is StudyCard & { confidence: Confidence } => Boolean(c.confidence));
  const ratings = rated.map((c) => c.confidence);
  const correct = ratings.filter(isCorrectConfidence).length;
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const { mutate: recordTime } = useMutation(trpc.study.record.mutationOptions());
  const recorded = useRef(false);

  useEffect(() => {
    heading.current?.focus();
    // Once per session (the ref survives StrictMode's second effect run).
    if (recorded.current) return;
    recorded.current = true;
    const minutes = Math.min(STUDY_VISIT_MAX_MINUTES, Math.round(props.seconds / 60));
    if (props.visitId && minutes >= 1) {
      recordTime({ visitId: props.visitId, minutes }, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }) });
    }
  }, [props.seconds, props.visitId, queryClient, recordTime]);

  const stats = [
    { label: "Cards Studied", value: String(rated.length) },
    { label: "Correct", value: String(correct) },
    { label: "Average Confidence", value: `${averageConfidence(ratings)}%` },
    { label: "Time Spent", value: formatDuration(props.seconds) },
  ];

  return (
    <section aria-labelledby="session-complete" className="mx-auto max-w-2xl">
      <div className={`${cardClass} text-center`}>
        <h2 id="session-complete" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          Session Complete!
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-500 dark:text-slate-400">{s.label}</dt>
              <dd className="mt-1 text-xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={props.onGenerateMore} className={smallPrimaryButtonClass}>
            Generate More Cards
          </button>
          <button type="button" onClick={props.onReviewAgain} disabled={rated.length === 0} className={secondaryButtonClass}>
            Review These Cards
          </button>
          {props.onClose && (
            <button type="button" onClick={props.onClose} className={secondaryButtonClass}>
              Close
            </button>
          )}
        </div>
      </div>

      {rated.length > 0 && (
        <div className={`${cardClass} mt-4`}>
          <h3 className="font-semibold">Your spaced-repetition schedule</h3>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">Each card comes back when you are about to forget it. Cards due today wait in the Due today session.</p>
          <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Next reviews">
            {rated.map((c, i) => (
              <li key={`${i}-${c.id}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p className="line-clamp-2 text-sm font-medium">{c.front}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {confidenceLabel(c.confidence)} · {c.topic}
                  </p>
                </div>
                <p className={`shrink-0 text-sm ${c.result === "failed" ? "text-red-600 dark:text-red-400" : "text-teal-700 dark:text-teal-300"}`}>
                  {c.result === "failed"
                    ? "Not saved"
                    : c.result
                      ? `Next review: ${formatNextReview(c.result.due, props.finishedAt)}`
                      : "Saving..."}
                </p>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
