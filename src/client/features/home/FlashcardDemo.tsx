import { useReducer, type KeyboardEvent } from "react";
import { demoCounter, flashcardDemoReducer, initialFlashcardDemo } from "../../../shared/home.ts";
import { DemoEmpty, DemoPlaceholder } from "./DemoPlaceholder.tsx";
import { smallButtonClass } from "./styles.ts";

export type DemoCard = { id: string; topic: string; subtopic: string; front: string; back: string };

const faceClass =
  "flex min-h-56 flex-col rounded-2xl border-2 p-5 text-left [backface-visibility:hidden] [grid-area:1/1] sm:min-h-64 sm:p-6";

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
      <div key={deck.index} className="mt-4 [perspective:1400px]">
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
            <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">Front</span>
            <span className="my-auto py-4 text-center text-lg font-medium leading-relaxed sm:text-xl">{card.front}</span>
            <span className="text-center text-xs text-slate-600 dark:text-slate-300">Click or press Space to flip</span>
          </span>
          <span aria-hidden={!deck.flipped} className={`${faceClass} border-teal-300 bg-teal-50 [transform:rotateY(180deg)] dark:border-teal-800 dark:bg-teal-950`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-200">Back</span>
            <span className="my-auto py-4 text-center text-base leading-relaxed sm:text-lg">{card.back}</span>
          </span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {deck.flipped ? `Answer: ${card.back}` : ""}
      </p>

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
