import { useEffect, useRef } from "react";
import { LETTERS, type Letter } from "../../../shared/vocab.ts";

type ExamKeyActions = {
  choose: (letter: Letter) => void;
  strike: (letter: Letter) => void;
  next: () => void;
  previous: () => void;
  toggleFlag: () => void;
  highlight: () => void;
  toggleLabs: () => void;
};

/**
 * The runner's keyboard: A-D choose, X then A-D strikes an option through, N / right arrow next,
 * P / left arrow previous, F flags, H highlights the selected stem text, L opens the lab values.
 * Ignored with a modifier, while typing in a field, and while `paused` (a dialog is open).
 */
export function useExamKeys(actions: ExamKeyActions, paused: () => boolean) {
  const striking = useRef(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || paused()) return;
      if ((e.target as HTMLElement).closest("input, textarea, select")) return;
      const k = e.key.toUpperCase();
      const isLetter = (LETTERS as readonly string[]).includes(k);
      if (striking.current) {
        striking.current = false;
        if (isLetter) {
          actions.strike(k as Letter);
          e.preventDefault();
          return;
        }
      }
      if (isLetter) actions.choose(k as Letter);
      else if (k === "X") striking.current = true;
      else if (k === "N" || e.key === "ArrowRight") actions.next();
      else if (k === "P" || e.key === "ArrowLeft") actions.previous();
      else if (k === "F") actions.toggleFlag();
      else if (k === "H") actions.highlight();
      else if (k === "L") actions.toggleLabs();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions, paused]);
}
