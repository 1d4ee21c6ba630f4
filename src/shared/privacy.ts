// What the terms and the privacy policy promise about personal data, as rules: when a canceled
// account's data comes due for deletion, and how a copy of it is named and bounded.
import { POLICY } from "./policy.ts";

const DAY_MS = 86_400_000;

/** How long personal data outlives the subscription (the terms' "Your data after cancellation"). */
export const RETENTION_MS = POLICY.dataRetentionDaysAfterCancellation * DAY_MS;

/** The subscription row's fields that tell whether, and since when, it has ended. */
export type SubscriptionEndFacts = {
  status: string;
  /** When we last wrote the row, in epoch milliseconds. */
  updatedAtMs: number;
  /** When the Stripe (or demo) event that set this state happened, in epoch milliseconds (0 when unknown). */
  stateAsOfMs: number;
};

/**
 * When the subscription ended, in epoch milliseconds, or null while it has not.
 *
 * The rule: a subscription has ended once its status is `canceled` (Stripe only sets that when the
 * paid period is over or the subscription was stopped at once; until then a cancellation keeps it
 * `active`). It ended at the later of the event that made it canceled (`state_as_of`) and our last
 * write of the row (`updated_at`). Both only move forward, so any later news about the account
 * restarts the clock instead of shortening it, and a row we cannot date (state_as_of 0) still has
 * its write time. `current_period_end` is not used: after an immediate cancellation it can lie
 * months past the end, and the terms count from the end of the subscription, not of the period.
 */
export function subscriptionEndedAt(s: SubscriptionEndFacts): number | null {
  if (s.status !== "canceled") return null;
  return Math.max(s.updatedAtMs, s.stateAsOfMs);
}

/** Subscriptions that ended strictly before this instant (epoch ms) have outlived the retention period. */
export function purgeCutoff(nowMs: number): number {
  return nowMs - RETENTION_MS;
}

/** True once the retention period after the end of the subscription is over. */
export function isDueForPurge(s: SubscriptionEndFacts, nowMs: number): boolean {
  const ended = subscriptionEndedAt(s);
  return ended !== null && ended < purgeCutoff(nowMs);
}

/** Accounts deleted per scheduled run: each cascades over a student's whole history, and a run must stay within Worker limits. */
export const PURGE_BATCH_SIZE = 100;

/**
 * Rows per table in a data export, so one download stays within a Worker's memory (tens of MB of
 * JSON at most). A student answering 60 questions a day for two years stays under it; past it the
 * copy says which tables were cut short and how to ask for the rest.
 */
export const EXPORT_ROWS_PER_TABLE = 50_000;

/** `aa-board-prep-data-YYYY-MM-DD.json`, dated in the downloader's own timezone. */
export function dataExportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `aa-board-prep-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}
