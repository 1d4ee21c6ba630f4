// Where a question shows its figure. The drawing code loads only when a question has one, so pages
// without figures (and the entry chunk) do not carry it.
import { lazy, Suspense } from "react";
import type { Figure } from "../../../shared/figures.ts";

const QuestionFigure = lazy(() => import("./QuestionFigure.tsx").then((m) => ({ default: m.QuestionFigure })));

export function FigureSlot({ figure }: { figure: Figure | null | undefined }) {
  if (!figure) return null;
  return (
    <Suspense fallback={<div className="my-4 h-48 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" role="status" aria-label="Loading figure" />}>
      <QuestionFigure figure={figure} className="my-4" />
    </Suspense>
  );
}
