// Per-account sign-in throttling (OWASP ASVS 2.2.1): whatever address the attempts come from, an
// account that keeps failing makes every further attempt wait, twice as long each time.

/** Failures allowed before the account starts to wait. */
export const FREE_SIGN_IN_FAILURES = 5;
/** The first wait; it doubles with every further failure... */
export const FIRST_LOCK_MS = 30_000;
/** ...up to this. */
export const MAX_LOCK_MS = 15 * 60_000;
/** A day without a failure forgets the earlier ones. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export type FailureRecord = { failures: number; lastFailureAt: number };

/** How long the account must wait after its last failure before the next attempt. */
export function lockDurationMs(failures: number): number {
  if (failures < FREE_SIGN_IN_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_SIGN_IN_FAILURES), MAX_LOCK_MS);
}

/** The failures that still count at `now` (old ones are forgotten). */
export function activeFailures(record: FailureRecord | null, now: number): number {
  if (!record || now - record.lastFailureAt >= FAILURE_MEMORY_MS) return 0;
  return record.failures;
}

/** Milliseconds until this account may try again (0 = now). */
export function waitBeforeAttemptMs(record: FailureRecord | null, now: number): number {
  const failures = activeFailures(record, now);
  if (!record || failures === 0) return 0;
  return Math.max(0, record.lastFailureAt + lockDurationMs(failures) - now);
}
