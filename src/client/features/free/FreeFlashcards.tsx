import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer } from "react";
import { deckComplete, deckReducer, initialDeck } from "../../../shared/free-pages.ts";
import { Loading } from "../../components/Loading.tsx";
import { cardClass } from "../../components/ui.ts";
import { trpc } from "../../lib/trpc.ts";
import { ProgressBar } from "./ProgressBar.tsx";
import { SeenDots } from "./SeenDots.tsx";
import { secondaryButtonClass } from "./styles.ts";
import { UpgradeBanner, UpgradePrompt } from "./Upgrade.tsx";

type Card = { id: string; front: string; back: string };

const faceClass =
  "flex min-h-56 flex-col rounded-2xl border-2 p-5 text-left [backface-visibility:hidden] [grid-area:1/1] sm:min-h-64 sm:p-6";

export function FreeFlashcards() {
  const cards = useQuery(trpc.free.flashcards.queryOptions());
  if (cards.isPending) return <Loading label="Loading flashcards..." />;
  if (cards.isError) {
    return (
      <div role="alert" className={`${cardClass} text-center`}>
        <p className="font-semibold">We couldn't load the flashcards.</p>
        <button type="button" onClick={() => void cards.refetch()} className={`${secondaryButtonClass} mt-4`}>
          Try Again
        </button>
      </div>
    );
  }
  if (!cards.data.length) return <p className={`${cardClass} text-center`}>No flashcards available</p>;
  return <Deck cards={cards.data} />;
}

function Deck({ cards }: { cards: Card[] }) {
  const [deck, dispatch] = useReducer(deckReducer, cards.length, initialDeck);
  const card = cards[deck.index]!;
  const complete = deckComplete(deck);

  // Keyboard: Space/Enter flip (the card itself is a button too), arrows move between cards.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable], button, a, summary")) return;
      if (e.key === " " || e.key === "Enter") dispatch({ type: "flip" });
      else if (e.key === "ArrowLeft") dispatch({ type: "previous" });
      else if (e.key === "ArrowRight") dispatch({ type: "next" });
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <div className="mx-auto max-w-2xl">
      <ProgressBar label={`Card ${deck.index + 1} of ${deck.total}`} value={deck.seen.length} max={deck.total} />

      {/* Keyed by card so moving between cards shows the new front at once, without a flip. */}
      <div key={deck.index} className="mt-5 [perspective:1400px]">
        <button
          type="button"
          aria-pressed={deck.flipped}
          onClick={() => dispatch({ type: "flip" })}
          className={`grid w-full cursor-pointer rounded-2xl transition-transform duration-500 ease-in-out [transform-style:preserve-3d] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 motion-reduce:transition-none dark:focus-visible:ring-offset-slate-900 ${
            deck.flipped ? "[transform:rotateY(180deg)]" : ""
          }`}
        >
          {/* Only the face in view is read out, so the button's name is what it shows. */}
          <span aria-hidden={deck.flipped} className={`${faceClass} border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Question</span>
            <span className="my-auto py-4 text-center text-lg font-medium leading-relaxed sm:text-xl">{card.front}</span>
            <span className="text-center text-xs text-slate-600 dark:text-slate-300">Click or press Space to flip</span>
          </span>
          <span aria-hidden={!deck.flipped} className={`${faceClass} border-teal-300 bg-teal-50 [transform:rotateY(180deg)] dark:border-teal-800 dark:bg-teal-950`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-200">Answer</span>
            <span className="my-auto py-4 text-center text-base leading-relaxed sm:text-lg">{card.back}</span>
          </span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {deck.flipped ? `Answer: ${card.back}` : ""}
      </p>

      <div className="mt-5">
        <SeenDots total={deck.total} current={deck.index} isDone={(i) => deck.seen.includes(i)} label={`${deck.seen.length} of ${deck.total} cards seen`} />
      </div>

      <div className="mt-5 flex items-center justify-between gap-2">
        <button type="button" onClick={() => dispatch({ type: "previous" })} disabled={deck.index === 0} className={secondaryButtonClass}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <button type="button" onClick={() => dispatch({ type: "reset" })} className="rounded-lg px-3 py-2 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-200">
          Reset
        </button>
        <button type="button" onClick={() => dispatch({ type: "next" })} disabled={deck.index === deck.total - 1} className={secondaryButtonClass}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>

      {complete ? (
        <UpgradeBanner
          title="You've seen all the free flashcards!"
          message={`Nice work getting through all ${deck.total} cards.`}
          againLabel="Review Again"
          onAgain={() => dispatch({ type: "reset" })}
        />
      ) : (
        <UpgradePrompt>Want more than {deck.total} cards? Subscribers study a full flashcard bank with spaced repetition.</UpgradePrompt>
      )}
    </div>
  );
}
