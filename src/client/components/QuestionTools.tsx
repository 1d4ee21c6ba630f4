// What a student can do with a question once its answer is shown (review, or tutor mode after
// answering): see how peers answered, turn a miss into a flashcard, report a problem; and, at any
// time, keep a note.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { NOTE_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from "../../shared/practice.ts";
import { LETTERS } from "../../shared/vocab.ts";
import { inputClass, labelClass } from "./ui.ts";
import { errorMessage, trpc } from "../lib/trpc.ts";

const smallButton = "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800";

export function NoteEditor({ questionId, initial }: { questionId: string; initial: string }) {
  const [body, setBody] = useState(initial);
  const [savedBody, setSavedBody] = useState(initial);
  const save = useMutation(trpc.practice.saveNote.mutationOptions({ onSuccess: (_r, vars) => setSavedBody(vars.body) }));
  const [open, setOpen] = useState(initial !== "");
  const id = `note-${questionId}`;
  const persist = () => {
    if (body !== savedBody && !save.isPending) save.mutate({ questionId, body });
  };
  if (!open)
    return (
      <button type="button" className={smallButton} onClick={() => setOpen(true)}>
        Add a note
      </button>
    );
  return (
    <div className="w-full">
      <label htmlFor={id} className={labelClass}>
        Your note
      </label>
      <textarea id={id} className={`${inputClass} min-h-20`} maxLength={NOTE_MAX} value={body} onChange={(e) => setBody(e.target.value)} onBlur={persist} />
      <div className="mt-1 flex items-center gap-3 text-xs">
        <button type="button" className={smallButton} onClick={persist} disabled={body === savedBody || save.isPending}>
          {save.isPending ? "Saving..." : "Save note"}
        </button>
        <span role="status" className="text-slate-500 dark:text-slate-400">
          {save.isError ? errorMessage(save.error, "Could not save the note.") : body === savedBody && savedBody ? "Saved" : ""}
        </span>
      </div>
    </div>
  );
}

export function PeerShares({ examId, index, chosen, correctLetter }: { examId: string; index: number; chosen: string | null; correctLetter?: string }) {
  const peers = useQuery(trpc.practice.peers.queryOptions({ examId, index }, { staleTime: 5 * 60_000, retry: false }));
  if (peers.isPending) return <p className="text-xs text-slate-500">Loading how others answered...</p>;
  if (peers.isError) return null;
  const { shares, answered, medianSeconds } = peers.data;
  if (!shares) return <p className="text-xs text-slate-500 dark:text-slate-400">Peer answers appear once 20 students have answered this question ({answered} so far).</p>;
  return (
    <div className="text-sm">
      <p className="font-semibold">How others answered ({answered} answers{medianSeconds ? `, median time ${medianSeconds} s` : ""})</p>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4" aria-label="Share of answers per option">
        {LETTERS.map((l) => (
          <li key={l} className={`${l === correctLetter ? "font-semibold text-green-700 dark:text-green-400" : ""} ${l === chosen && l !== correctLetter ? "text-red-700 dark:text-red-400" : ""}`}>
            {l}: {shares[l]}%
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Turns a missed question into a card: from an exam (where it is shown as wrong) or a recorded answer (quiz, adaptive). */
export function MissedCardButton({ questionId, exam }: { questionId: string; exam?: { examId: string; index: number } }) {
  const make = useMutation(trpc.practice.missedCard.mutationOptions());
  if (make.isSuccess) return <p role="status" className="text-sm text-teal-700 dark:text-teal-300">{make.data.created ? "Added to your flashcards: due today." : "Already in your flashcards."}</p>;
  return (
    <span>
      <button type="button" className={smallButton} disabled={make.isPending} onClick={() => make.mutate({ questionId, exam })}>
        {make.isPending ? "Adding..." : "Make a flashcard"}
      </button>
      {make.isError && <span role="alert" className="ml-2 text-sm text-red-600">{errorMessage(make.error, "Could not make the card.")}</span>}
    </span>
  );
}

export function ReportProblem({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>(REPORT_REASONS[0]);
  const [details, setDetails] = useState("");
  const report = useMutation(trpc.practice.report.mutationOptions());
  if (report.isSuccess) return <p role="status" className="text-sm text-teal-700 dark:text-teal-300">Thanks: our editors will review this question.</p>;
  if (!open)
    return (
      <button type="button" className={smallButton} onClick={() => setOpen(true)}>
        Report a problem with this question
      </button>
    );
  return (
    <form
      className="w-full space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate({ questionId, reason, details });
      }}
    >
      <label className={labelClass} htmlFor={`reason-${questionId}`}>
        What is wrong?
      </label>
      <select id={`reason-${questionId}`} className={inputClass} value={reason} onChange={(e) => setReason(e.target.value as ReportReason)}>
        {REPORT_REASONS.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <label className={labelClass} htmlFor={`details-${questionId}`}>
        Details
      </label>
      <textarea id={`details-${questionId}`} className={`${inputClass} min-h-16`} maxLength={REPORT_DETAILS_MAX} value={details} onChange={(e) => setDetails(e.target.value)} required minLength={5} />
      {report.isError && <p role="alert" className="text-sm text-red-600">{errorMessage(report.error, "Could not send the report.")}</p>}
      <div className="flex gap-2">
        <button type="submit" className="rounded-md bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50" disabled={report.isPending}>
          {report.isPending ? "Sending..." : "Send report"}
        </button>
        <button type="button" className={smallButton} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The tools under an answered question. In a long review the peer figures load when asked for. */
export function AnsweredTools(props: { examId: string; index: number; questionId: string; chosen: string | null; correctLetter?: string; correct?: boolean; note: string; lazyPeers?: boolean }) {
  const [showPeers, setShowPeers] = useState(!props.lazyPeers);
  return (
    <div className="mt-3 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-700">
      {showPeers ? (
        <PeerShares examId={props.examId} index={props.index} chosen={props.chosen} correctLetter={props.correctLetter} />
      ) : (
        <button type="button" className={smallButton} onClick={() => setShowPeers(true)}>
          How did others answer?
        </button>
      )}
      <div className="flex flex-wrap items-start gap-2">
        {props.correct === false && <MissedCardButton questionId={props.questionId} exam={{ examId: props.examId, index: props.index }} />}
        <ReportProblem questionId={props.questionId} />
      </div>
      <NoteEditor questionId={props.questionId} initial={props.note} />
    </div>
  );
}
