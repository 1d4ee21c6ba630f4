import type { Ref } from "react";
import { splitByRanges, type Range } from "../../../shared/highlights.ts";

/** Character offset of a point (node, offset) inside `root`'s text. */
function offsetIn(root: HTMLElement, node: Node, offset: number): number {
  const r = document.createRange();
  r.selectNodeContents(root);
  r.setEnd(node, offset);
  return r.toString().length;
}

/** The current text selection inside `root`, as a range of its text; null when there is none. */
export function selectedRange(root: HTMLElement | null): Range | null {
  const sel = window.getSelection();
  if (!root || !sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const r = sel.getRangeAt(0);
  if (!root.contains(r.startContainer) || !root.contains(r.endContainer)) return null;
  const start = offsetIn(root, r.startContainer, r.startOffset);
  const end = offsetIn(root, r.endContainer, r.endOffset);
  return start === end ? null : [Math.min(start, end), Math.max(start, end)];
}

/** The stem with the student's highlights drawn in. */
export function HighlightedStem({ text, ranges, id, ref }: { text: string; ranges: readonly Range[]; id?: string; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <p ref={ref} id={id} className="text-lg font-medium leading-relaxed">
      {splitByRanges(text, ranges).map((piece) =>
        piece.marked ? (
          <mark key={piece.start} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-600/60">
            {piece.text}
          </mark>
        ) : (
          <span key={piece.start}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
