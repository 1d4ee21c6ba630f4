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
import { FlipCard } from "../../components/FlipCard.tsx";

type Card = { id: string; front: string; back: string };


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
      <div key={deck.index} className="mt-5">
        <FlipCard front={card.front} back={card.back} flipped={deck.flipped} onFlip={() => dispatch({ type: "flip" })} hint="Click or press Space to flip" />
      </div>

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
