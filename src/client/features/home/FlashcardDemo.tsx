import { useReducer, type KeyboardEvent } from "react";
import { demoCounter, flashcardDemoReducer, initialFlashcardDemo } from "../../../shared/home.ts";
import { DemoEmpty, DemoPlaceholder } from "./DemoPlaceholder.tsx";
import { smallButtonClass } from "./styles.ts";
import { FlipCard } from "../../components/FlipCard.tsx";

export type DemoCard = { id: string; topic: string; subtopic: string; front: string; back: string };


export function FlashcardDemo({ cards }: { cards: DemoCard[] | undefined }) {
  if (!cards) return <DemoPlaceholder label="Loading flashcards..." />;
  if (!cards.length) return <DemoEmpty>No flashcards available</DemoEmpty>;
  return <Deck cards={cards} />;
}

function Deck({ cards }: { cards: DemoCard[] }) {
  const [deck, dispatch] = useReducer(flashcardDemoReducer, cards.length, initialFlashcardDemo);
  const card = cards[deck.index]!;

  // Arrows move between cards while focus is in the demo; Space and Enter flip (the card is a button).
  function onKeyDown(e: KeyboardEvent) {
    if (e.key === "ArrowLeft") dispatch({ type: "previous" });
    else if (e.key === "ArrowRight") dispatch({ type: "next" });
    else return;
    e.preventDefault();
  }

  return (
    <div onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-teal-800 dark:text-teal-300">{card.topic}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{card.subtopic}</p>
        </div>
        <span className="text-sm font-medium text-slate-700 dark:text-slate-200" aria-live="polite" data-testid="demo-counter">
          {demoCounter(deck.index, deck.total)}
        </span>
      </div>

      {/* Keyed by card so moving between cards shows the new front at once, without a flip. */}
      <div key={deck.index} className="mt-4">
        <FlipCard
          front={card.front}
          back={card.back}
          flipped={deck.flipped}
          onFlip={() => dispatch({ type: "flip" })}
          labels={{ front: "Front", back: "Back" }}
          hint="Click or press Space to flip"
        />
      </div>

      <div className="mt-5 flex items-center justify-between gap-2">
        <button type="button" onClick={() => dispatch({ type: "previous" })} disabled={deck.index === 0} className={smallButtonClass}>
          <span aria-hidden="true">←</span> Previous
        </button>
        <button type="button" onClick={() => dispatch({ type: "flip" })} className="rounded-lg px-3 py-2 text-sm font-semibold text-teal-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 dark:text-teal-200">
          {deck.flipped ? "Show Question" : "Show Answer"}
        </button>
        <button type="button" onClick={() => dispatch({ type: "next" })} disabled={deck.index === deck.total - 1} className={smallButtonClass}>
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </div>
  );
}
