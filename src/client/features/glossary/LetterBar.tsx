import type { MouseEvent } from "react";
import { LETTERS } from "../../../shared/glossary.ts";

export const letterHeadingId = (letter: string) => `letter-${letter === "#" ? "other" : letter}`;

/** A-Z jump links; letters with no term in the current results are shown but not linked. */
export function LetterBar({ present }: { present: ReadonlySet<string> }) {
  function jump(e: MouseEvent<HTMLAnchorElement>, letter: string) {
    // Scroll by hand: a hash in the URL would clash with the ?q= search kept in sync, and moving focus
    // to the heading lets keyboard and screen reader users continue reading from there.
    e.preventDefault();
    const heading = document.getElementById(letterHeadingId(letter));
    heading?.scrollIntoView({ block: "start" });
    heading?.focus({ preventScroll: true });
  }

  return (
    <nav aria-label="Jump to letter" className="flex flex-wrap gap-1">
      {LETTERS.map((letter) =>
        present.has(letter) ? (
          <a
            key={letter}
            href={`#${letterHeadingId(letter)}`}
            onClick={(e) => jump(e, letter)}
            aria-label={letter === "#" ? "Terms starting with a number or symbol" : `Letter ${letter}`}
            className="flex h-9 w-9 items-center justify-center rounded-md text-sm font-semibold text-teal-700 hover:bg-teal-50 focus:outline-none focus:ring-2 focus:ring-teal-500 dark:text-teal-300 dark:hover:bg-slate-800"
          >
            {letter}
          </a>
        ) : (
          <span key={letter} aria-hidden="true" className="flex h-9 w-9 items-center justify-center text-sm text-slate-500 dark:text-slate-400">
            {letter}
          </span>
        ),
      )}
    </nav>
  );
}
