// Study time the pass guarantee relies on: what one visit to a timed page may add. The browser says
// how long it stayed; the server believes it only as far as its own clock allows.

export const STUDY_ACTIVITIES = ["review", "exam", "flashcards", "guide"] as const;
export type StudyActivity = (typeof STUDY_ACTIVITIES)[number];

/** The most one visit can add: four hours, a long study block. */
export const STUDY_VISIT_MAX_MINUTES = 240;

const MINUTE_MS = 60_000;

/**
 * Whole minutes to credit for a visit: the browser's claim, but never more than the server's clock
 * has seen pass since the visit began, less what other visits of the user were credited since then
 * (another tab), nor more than the per-visit cap. So however many visits run side by side, what
 * they credit together never exceeds the wall-clock time they span.
 */
export function creditedMinutes(visit: { claimed: number; startedAt: number; now: number; creditedSince?: number }): number {
  const elapsed = Math.floor((visit.now - visit.startedAt) / MINUTE_MS);
  const credit = Math.min(Math.floor(visit.claimed), elapsed - (visit.creditedSince ?? 0), STUDY_VISIT_MAX_MINUTES);
  return Number.isFinite(credit) && credit > 0 ? credit : 0;
}

/** Visits a user may open per hour: far above real page changes, low enough that nobody fills the table. */
export const STUDY_VISIT_RATE_LIMIT = { limit: 120, windowMinutes: 60 } as const;
/** A visit never reported within two days never will be (the tab is long gone): the daily job drops it. */
export const STALE_VISIT_MS = 2 * 24 * 60 * 60_000;
