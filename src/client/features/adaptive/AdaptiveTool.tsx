import { Loading } from "../../components/Loading.tsx";
import { cardClass, primaryButtonClass } from "../../components/ui.ts";
import { AdaptationNote } from "./AdaptationNote.tsx";
import { QuestionCard } from "./QuestionCard.tsx";
import { SessionStats } from "./SessionStats.tsx";
import { SessionSummary } from "./SessionSummary.tsx";
import { useAdaptiveSession } from "./useAdaptiveSession.ts";

/** Spec 001 section 2.6 adaptive questions tool: intro, session (stats, adaptation note, question, result), summary. */
export function AdaptiveTool() {
  const s = useAdaptiveSession();
  const session = s.session;

  return (
    <section aria-labelledby="adaptive-title" className="space-y-5">
      <header>
        <h2 id="adaptive-title" className="text-2xl font-bold tracking-tight">
          Adaptive Questions
        </h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">Questions that adjust to how you are doing, one topic after another.</p>
      </header>

      {s.phase === "intro" ? (
        <div className={`${cardClass} space-y-4`}>
          <p>
            Each session walks through up to 10 topics at random. The first questions are of medium difficulty; after three answers the difficulty follows
            your last three: below 40% correct brings easier questions, 70% or more brings harder ones.
          </p>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
            <li>Pick an option (or press A-D), then Submit Answer to see the explanation.</li>
            <li>Every answer counts toward your dashboard progress.</li>
            <li>End the session whenever you like to see your summary.</li>
          </ul>
          {s.error ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {s.error}
            </p>
          ) : null}
          <button type="button" onClick={() => void s.start()} disabled={s.starting} className={`${primaryButtonClass} sm:w-auto`}>
            {s.starting ? "Starting..." : "Start Adaptive Session"}
          </button>
        </div>
      ) : null}

      {s.phase === "summary" ? (
        <SessionSummary stats={s.stats} history={session?.history ?? []} difficulty={session?.difficulty ?? "medium"} onRestart={() => void s.start()} />
      ) : null}

      {s.phase === "loading" || s.phase === "question" || s.phase === "result" ? (
        <>
          <SessionStats stats={s.stats} />
          {session ? (
            // While a question is up, the note explains the level it was asked at; the result then says what comes next.
            s.phase === "loading" || !s.askedAt ? (
              <AdaptationNote difficulty={session.difficulty} note={session.note} />
            ) : (
              <AdaptationNote difficulty={s.askedAt.difficulty} note={s.askedAt.note} reason={s.question?.adaptiveReason} notice={s.question?.notice} />
            )
          ) : null}
          {session?.generator ? <p className="text-xs text-slate-500 dark:text-slate-400">Questions written by {session.generator}, checked before they are shown.</p> : null}
          {s.phase === "loading" ? (
            s.error ? (
              <div className={`${cardClass} space-y-3`}>
                <p role="alert" className="text-red-600 dark:text-red-400">
                  {s.error}
                </p>
                <div className="flex flex-wrap gap-3">
                  <button type="button" onClick={s.retry} className={`${primaryButtonClass} sm:w-auto`}>
                    Try Again
                  </button>
                  <button type="button" onClick={s.end} className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold dark:border-slate-700">
                    End Session
                  </button>
                </div>
              </div>
            ) : (
              <Loading label="Preparing your next question..." />
            )
          ) : s.question ? (
            <QuestionCard
              question={s.question}
              number={(session?.history.length ?? 0) + (s.phase === "result" ? 0 : 1)}
              picked={s.picked}
              result={s.result}
              submitting={s.submitting}
              error={s.error}
              onChoose={s.choose}
              onSubmit={() => void s.submit()}
              onNext={s.next}
              onEnd={s.end}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
