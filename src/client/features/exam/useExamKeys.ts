import { useEffect } from "react";
import { LETTERS, type Letter } from "../../../shared/vocab.ts";

type ExamKeyActions = { choose: (letter: Letter) => void; next: () => void; previous: () => void; toggleFlag: () => void };

/**
 * The runner's keyboard: A-D choose, N / right arrow next, P / left arrow previous, F flags. Ignored
 * with a modifier, while typing in a field, and while `paused` (a dialog is open).
 */
export function useExamKeys(actions: ExamKeyActions, paused: () => boolean) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || paused()) return;
      if ((e.target as HTMLElement).closest("input, textarea, select")) return;
      const k = e.key.toUpperCase();
      if ((LETTERS as readonly string[]).includes(k)) actions.choose(k as Letter);
      else if (k === "N" || e.key === "ArrowRight") actions.next();
      else if (k === "P" || e.key === "ArrowLeft") actions.previous();
      else if (k === "F") actions.toggleFlag();
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [actions, paused]);
}
