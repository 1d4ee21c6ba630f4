import { useEffect, useRef } from "react";
import type { SessionStats as Stats } from "../../../shared/adaptive.ts";
import { cardClass, primaryButtonClass } from "../../components/ui.ts";
import { DifficultyBadge } from "./AdaptationNote.tsx";
import { SessionStats } from "./SessionStats.tsx";
import type { HistoryEntry } from "./useAdaptiveSession.ts";
import type { Difficulty } from "../../../shared/vocab.ts";

const ARROW = { up: "↑ harder next", down: "↓ easier next", same: "→ same level next" } as const;

/** Shown after End Session: the figures, the difficulty reached, and each question's outcome. */
export function SessionSummary({ stats, history, difficulty, onRestart }: { stats: Stats; history: HistoryEntry[]; difficulty: Difficulty; onRestart: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${cardClass} space-y-5`}>
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Session Summary
      </h3>
      {history.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">You ended the session before answering a question.</p>
      ) : (
        <>
          <SessionStats stats={stats} />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            Best streak: <strong>{stats.bestStreak}</strong> · Difficulty reached: <DifficultyBadge difficulty={difficulty} />
          </p>
          <ol aria-label="Questions this session" className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {history.map((h, i) => (
              <li key={`${h.questionId}-${i}`} className="flex items-start gap-3 py-2">
                <span aria-hidden="true" className={h.correct ? "text-green-600" : "text-red-600"}>
                  {h.correct ? "✓" : "✗"}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{h.correct ? "Correct: " : "Incorrect: "}</span>
                  <span className="line-clamp-2">{h.question}</span>
                  <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                    {h.topic} · {h.difficulty} · {ARROW[h.difficultyAdjustment]}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <button type="button" onClick={onRestart} className={`${primaryButtonClass} sm:w-auto`}>
        Start New Session
      </button>
    </div>
  );
}
