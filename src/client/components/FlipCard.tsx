// A two-sided card that turns over (a 500 ms flip; still under prefers-reduced-motion).
// The whole card is a button, so click, Space and Enter flip it; only the face in view is read out.

const faceClass =
  "flex min-h-56 flex-col rounded-2xl border-2 p-5 text-left [backface-visibility:hidden] [grid-area:1/1] sm:min-h-64 sm:p-6";

export function FlipCard(props: {
  front: string;
  back: string;
  flipped: boolean;
  onFlip: () => void;
  labels?: { front: string; back: string };
  hint?: string;
}) {
  const labels = props.labels ?? { front: "Question", back: "Answer" };
  return (
    <>
      <div className="[perspective:1400px]">
        <button
          type="button"
          aria-pressed={props.flipped}
          onClick={props.onFlip}
          className={`grid w-full cursor-pointer rounded-2xl transition-transform duration-500 ease-in-out [transform-style:preserve-3d] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-500 focus-visible:ring-offset-2 motion-reduce:transition-none dark:focus-visible:ring-offset-slate-900 ${
            props.flipped ? "[transform:rotateY(180deg)]" : ""
          }`}
        >
          <span aria-hidden={props.flipped} className={`${faceClass} border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{labels.front}</span>
            <span className="my-auto py-4 text-center text-lg font-medium leading-relaxed sm:text-xl">{props.front}</span>
            {props.hint ? <span className="text-center text-xs text-slate-600 dark:text-slate-300">{props.hint}</span> : null}
          </span>
          <span aria-hidden={!props.flipped} className={`${faceClass} border-teal-300 bg-teal-50 [transform:rotateY(180deg)] dark:border-teal-800 dark:bg-teal-950`}>
            <span className="text-xs font-semibold uppercase tracking-wide text-teal-800 dark:text-teal-200">{labels.back}</span>
            <span className="my-auto py-4 text-center text-base leading-relaxed sm:text-lg">{props.back}</span>
          </span>
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {props.flipped ? `Answer: ${props.back}` : ""}
      </p>
    </>
  );
}
