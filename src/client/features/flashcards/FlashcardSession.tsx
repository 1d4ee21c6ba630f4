import { useEffect, type RefObject } from "react";
import { aiMessages } from "../../../shared/ai.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { useStudyVisit } from "../../lib/study-visit.ts";
import { CardScreen } from "./CardScreen.tsx";
import { SessionComplete } from "./SessionComplete.tsx";
import { linkButtonClass } from "./styles.ts";
import type { SessionConfig, StudyCard } from "./types.ts";
import { useFlashcardSession } from "./useFlashcardSession.ts";
import type { Difficulty } from "../../../shared/vocab.ts";

const EMPTY: Record<SessionConfig["mode"], string> = {
  adaptive: aiMessages.flashcardsFailed,
  weak_areas: aiMessages.flashcardsFailed,
  review: "You have not rated any cards in these topics yet. Study them in Adaptive mode first.",
  due: "No cards are due right now.",
  missed: "No missed-question cards are due. Turn a missed question into a card from an exam review.",
};

export function FlashcardSession(props: {
  config: SessionConfig;
  usedIds: RefObject<string[]>;
  onDifficulty: (d: Difficulty) => void;
  /** Back to setup, with a message when the session could not start. */
  onReset: (message?: string) => void;
  onGenerateMore: () => void;
  onReviewAgain: (cards: StudyCard[]) => void;
  onClose?: () => void;
}) {
  const s = useFlashcardSession(props.config, { usedIds: props.usedIds, onDifficulty: props.onDifficulty });
  // Opened as the session starts, so the server can bound the minutes the summary reports.
  const visit = useStudyVisit("flashcards");
  const { onReset } = props;

  useEffect(() => {
    if (s.phase === "error") onReset(aiMessages.flashcardsFailed);
    else if (s.phase === "empty") onReset(EMPTY[props.config.mode]);
  }, [s.phase, onReset, props.config.mode]);

  if (s.phase === "loading" || s.phase === "error" || s.phase === "empty") return <Loading label="Preparing your flashcards..." />;

  if (s.phase === "waiting") {
    return (
      <section aria-labelledby="loading-next" className={`${cardClass} mx-auto max-w-2xl text-center`}>
        <h2 id="loading-next" className="text-xl font-bold">
          Loading Next Batch
        </h2>
        <div role="status" aria-live="polite" className="mt-4 flex items-center justify-center gap-3 text-slate-500 dark:text-slate-400">
          <span className="h-5 w-5 animate-spin rounded-full border-2 border-teal-500 border-t-transparent" aria-hidden="true" />
          <span>
            Getting card {s.index + 2} of {s.total}...
          </span>
        </div>
        <button type="button" onClick={() => onReset()} className={`${linkButtonClass} mt-4`}>
          Reset Session
        </button>
      </section>
    );
  }

  if (s.phase === "complete") {
    return (
      <SessionComplete
        cards={s.cards}
        seconds={((s.finishedAt ?? Date.now()) - s.startedAt) / 1000}
        visitId={visit.current}
        finishedAt={s.finishedAt ?? Date.now()}
        onGenerateMore={props.onGenerateMore}
        onReviewAgain={() => props.onReviewAgain(s.cards.filter((c) => c.confidence))}
        onClose={props.onClose}
      />
    );
  }

  if (!s.card) return null;
  return (
    <CardScreen
      card={s.card}
      position={s.index + 1}
      total={s.total}
      studied={s.studied}
      flipped={s.flipped}
      notice={s.notice}
      onFlip={s.flip}
      onRate={s.rate}
      onPrevious={s.previous}
      onNext={s.next}
      onReset={() => onReset()}
      onClose={props.onClose}
    />
  );
}
