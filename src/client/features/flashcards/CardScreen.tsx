import { useEffect, useRef } from "react";
import { CONFIDENCE_LEVELS, confidenceLabel, isConfidence, type Confidence } from "../../../shared/flashcards.ts";
import { linkButtonClass, secondaryButtonClass, smallPrimaryButtonClass, SOURCE_LABELS } from "./styles.ts";
import type { StudyCard } from "./types.ts";
import { FlipCard } from "../../components/FlipCard.tsx";

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);


/** The card screen: question, Show Answer (a 500 ms flip), confidence 1-5, previous, reset and close. */
export function CardScreen(props: {
  card: StudyCard;
  position: number;
  total: number;
  studied: number;
  flipped: boolean;
  notice: string | null;
  onFlip: () => void;
  onRate: (c: Confidence) => void;
  onPrevious: () => void;
  onNext: () => void;
  onReset: () => void;
  onClose?: () => void;
}) {
  const { card, flipped, onFlip, onRate, onPrevious, onNext } = props;
  const rated = card.confidence;
  const flipButton = useRef<HTMLButtonElement>(null);

  // A rated card's buttons go disabled and drop focus: each new card takes it back.
  useEffect(() => {
    flipButton.current?.focus({ preventScroll: true });
  }, [props.position]);

  // Keyboard: Space/Enter flip, 1-5 rate, arrows move.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement;
      if (target.closest("input, textarea, select, [contenteditable]")) return;
      const onControl = Boolean(target.closest("button, a, summary"));
      if ((e.key === " " || e.key === "Enter") && !onControl) onFlip();
      else if (isConfidence(Number(e.key)) && e.key.length === 1) onRate(Number(e.key) as Confidence);
      else if (e.key === "ArrowLeft") onPrevious();
      else if (e.key === "ArrowRight") onNext();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onFlip, onRate, onPrevious, onNext]);

  const percent = Math.round((props.studied / props.total) * 100);
  return (
    <section aria-labelledby="flashcard-progress" className="mx-auto max-w-2xl pb-20 sm:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="flashcard-progress" aria-live="polite" className="text-sm font-medium">
          Card {props.position} of {props.total}
        </p>
        <div className="flex gap-1">
          <button type="button" onClick={props.onReset} className={linkButtonClass}>
            Reset Session
          </button>
          {props.onClose && (
            <button type="button" onClick={props.onClose} className={linkButtonClass}>
              Close
            </button>
          )}
        </div>
      </div>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800" role="progressbar" aria-label="Cards studied" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="h-full rounded-full bg-teal-700 transition-all" style={{ width: `${percent}%` }} />
      </div>

      {props.notice && (
        <p role="status" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200">
          {props.notice}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-teal-100 px-2.5 py-0.5 font-medium text-teal-800 dark:bg-teal-900/60 dark:text-teal-200">{card.topic}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{card.subtopic}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{capitalise(card.difficulty)}</span>
        <span className="ml-auto text-slate-500 dark:text-slate-400">{SOURCE_LABELS[card.source]}</span>
      </div>

      {/* Keyed by card so moving between cards shows the new one at once, without a flip. */}
      <div key={props.position} className="mt-3">
        <FlipCard front={card.front} back={card.back} flipped={flipped} onFlip={onFlip} />
      </div>
      {flipped && card.reference && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Source: {card.reference}</p>}

      <button ref={flipButton} type="button" onClick={onFlip} className={`${smallPrimaryButtonClass} mt-4 w-full`}>
        {flipped ? "Show Question" : "Show Answer"}
      </button>

      {flipped && (
        <fieldset className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <legend className="sr-only">How confident were you?</legend>
          <p className="text-sm font-medium" aria-hidden="true">
            How confident were you?
          </p>
          <div className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
            {CONFIDENCE_LEVELS.map((level) => {
              const chosen = rated === level.value;
              return (
                <button
                  key={level.value}
                  type="button"
                  aria-label={`${level.value} ${confidenceLabel(level.value)}`}
                  aria-pressed={chosen}
                  disabled={Boolean(rated)}
                  onClick={() => onRate(level.value)}
                  className={`flex min-h-16 flex-col items-center justify-center rounded-lg border-2 px-1 py-2 text-center transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 disabled:cursor-default ${
                    chosen
                      ? "border-teal-600 bg-teal-700 text-white"
                      : "border-slate-200 hover:border-teal-400 disabled:opacity-50 dark:border-slate-700"
                  }`}
                >
                  <span className="text-lg font-bold">{level.value}</span>
                  <span className="text-[0.65rem] leading-tight sm:text-xs">{level.label}</span>
                  <span className="hidden text-[0.65rem] opacity-75 sm:block">{level.percent}%</span>
                </button>
              );
            })}
          </div>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">3 or more counts as correct. Keys: Space flips, 1-5 rate, arrows move.</p>
        </fieldset>
      )}
      {!flipped && <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">Think of the answer, then press Show Answer (or Space).</p>}

      <div className="mt-4 flex items-center justify-between gap-3">
        <button type="button" onClick={onPrevious} disabled={props.position <= 1} className={secondaryButtonClass}>
          Previous
        </button>
        {rated && (
          <button type="button" onClick={onNext} className={secondaryButtonClass}>
            Next
          </button>
        )}
      </div>
    </section>
  );
}
