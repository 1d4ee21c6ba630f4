import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer, useRef } from "react";
import {
  autoAdvances,
  initialReview,
  ratedCount,
  REVIEW_AUTO_ADVANCE_MS,
  REVIEW_CONFIDENCE,
  reviewComplete,
  reviewReducer,
  type Confidence,
} from "../../../shared/free-pages.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { SeenDots } from "./SeenDots.tsx";
import { primaryButtonClass, secondaryButtonClass } from "./styles.ts";
import { UpgradeBanner, UpgradePrompt } from "./Upgrade.tsx";

type ReviewCard = { id: string; concept: string; question: string; answer: string; keyPoint: string };

const CONFIDENCE_TONE: Record<Confidence, string> = {
  low: "border-red-600 text-red-800 hover:bg-red-50 dark:border-red-500 dark:text-red-200 dark:hover:bg-red-950/40",
  medium: "border-amber-600 text-amber-800 hover:bg-amber-50 dark:border-amber-500 dark:text-amber-200 dark:hover:bg-amber-950/40",
  high: "border-green-700 text-green-800 hover:bg-green-50 dark:border-green-500 dark:text-green-200 dark:hover:bg-green-950/40",
};
const CHOSEN_TONE: Record<Confidence, string> = {
  low: "border-red-700 bg-red-700 text-white",
  medium: "border-amber-700 bg-amber-700 text-white",
  high: "border-green-700 bg-green-700 text-white",
};

export function FreeReviewCards() {
  const cards = useQuery(trpc.free.reviewCards.queryOptions());
  if (cards.isPending) return <Loading label="Loading review cards..." />;
  if (cards.isError) {
    return (
      <div role="alert" className={`${cardClass} text-center`}>
        <p className="font-semibold">We couldn't load the review cards.</p>
        <button type="button" onClick={() => void cards.refetch()} className={`${secondaryButtonClass} mt-4`}>
          Try Again
        </button>
      </div>
    );
  }
  if (!cards.data.length) return <p className={`${cardClass} text-center`}>No review cards available</p>;
  return <ReviewDeck cards={cards.data} />;
}

function ReviewDeck({ cards }: { cards: ReviewCard[] }) {
  const [state, dispatch] = useReducer(reviewReducer, cards.length, initialReview);
  const card = cards[state.index]!;
  const rating = state.ratings[state.index];
  const complete = reviewComplete(state);
  const answerHeading = useRef<HTMLParagraphElement>(null);
  const revealButton = useRef<HTMLButtonElement>(null);
  const advancing = autoAdvances(state);

  useEffect(() => {
    if (!advancing) return;
    const t = setTimeout(() => dispatch({ type: "advance" }), REVIEW_AUTO_ADVANCE_MS);
    return () => clearTimeout(t);
  }, [advancing]);

  // Keep keyboard focus with the flow: the answer once revealed, the Reveal button on a new card.
  useEffect(() => {
    if (state.revealed) answerHeading.current?.focus();
  }, [state.revealed]);
  const firstCard = useRef(true);
  useEffect(() => {
    if (firstCard.current) {
      firstCard.current = false;
      return;
    }
    revealButton.current?.focus();
  }, [state.index]);

  // Keyboard: Space/Enter reveal, 1-3 rate (Need Review, Somewhat, Confident).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable]")) return;
      const level = REVIEW_CONFIDENCE[Number(e.key) - 1];
      if ((e.key === " " || e.key === "Enter") && !target.closest("button, a, summary")) dispatch({ type: "reveal" });
      else if (level && e.key.length === 1) dispatch({ type: "rate", confidence: level.value });
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="mx-auto max-w-2xl">
      <ProgressBar label={`Card ${state.index + 1} of ${state.total}`} value={ratedCount(state)} max={state.total} />

      <article aria-labelledby="review-concept" className={`${cardClass} mt-5`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-200">Concept</p>
        <h2 id="review-concept" className="mt-1 text-xl font-bold">
          {card.concept}
        </h2>
        <p className="mt-4 text-lg leading-relaxed">{card.question}</p>

        {!state.revealed ? (
          <button ref={revealButton} type="button" onClick={() => dispatch({ type: "reveal" })} className={`${primaryButtonClass} mt-6 w-full`}>
            Reveal Answer
          </button>
        ) : (
          <div className="mt-6 space-y-4">
            <div className="rounded-lg bg-slate-50 p-4 dark:bg-slate-800/70">
              <p ref={answerHeading} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none dark:text-white">
                Answer
              </p>
              <p className="mt-1 leading-relaxed">{card.answer}</p>
            </div>
            <div className="rounded-lg border-l-4 border-teal-600 bg-teal-50 p-4 dark:bg-teal-950/50">
              <p className="text-sm font-semibold text-teal-900 dark:text-teal-100">Key point</p>
              <p className="mt-1 leading-relaxed">{card.keyPoint}</p>
            </div>
            <fieldset>
              <legend className="text-sm font-medium">How confident are you with this concept?</legend>
              <div className="mt-3 grid grid-cols-3 gap-2">
                {REVIEW_CONFIDENCE.map((c) => {
                  const chosen = rating === c.value;
                  return (
                    <button
                      key={c.value}
                      type="button"
                      aria-pressed={chosen}
                      aria-disabled={Boolean(rating)}
                      onClick={() => dispatch({ type: "rate", confidence: c.value })}
                      className={`min-h-11 rounded-lg border-2 px-2 py-2 text-sm font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 ${
                        chosen ? CHOSEN_TONE[c.value] : rating ? "border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-300" : CONFIDENCE_TONE[c.value]
                      }`}
                    >
                      {chosen && <span aria-hidden="true">✓ </span>}
                      {c.label}
                    </button>
                  );
                })}
              </div>
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Keys: 1 Need Review, 2 Somewhat, 3 Confident.</p>
            </fieldset>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {rating ? `Rated ${REVIEW_CONFIDENCE.find((c) => c.value === rating)!.label}.${advancing ? " Next card coming up." : ""}${complete ? " All cards rated." : ""}` : ""}
        </p>
      </article>

      <div className="mt-5">
        <SeenDots total={state.total} current={state.index} isDone={(i) => Boolean(state.ratings[i])} label={`${ratedCount(state)} of ${state.total} cards rated`} />
      </div>
      <div className="mt-4 text-center">
        <button type="button" onClick={() => dispatch({ type: "reset" })} className="rounded-lg px-3 py-2 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-200">
          Reset
        </button>
      </div>

      {complete ? (
        <UpgradeBanner
          title="You've reviewed all the free cards!"
          message={`You rated all ${state.total} concepts. Go back over the ones you marked Need Review, or unlock the full Review area.`}
          againLabel="Review Again"
          onAgain={() => dispatch({ type: "reset" })}
        />
      ) : (
        <UpgradePrompt>Subscribers get the full Review area with quick-reference notes across every topic.</UpgradePrompt>
      )}
    </div>
  );
}
