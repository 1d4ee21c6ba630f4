import { describe, expect, it } from "vitest";
import { waitText } from "../../src/shared/messages.ts";
import {
  FAILURE_MEMORY_MS,
  FIRST_LOCK_MS,
  FREE_SIGN_IN_FAILURES,
  lockDurationMs,
  MAX_LOCK_MS,
  waitBeforeAttemptMs,
} from "../../src/shared/sign-in-throttle.ts";

describe("per-account sign-in throttling", () => {
  it("lets the first failures through, then waits 30 s, doubling up to 15 minutes", () => {
    expect(lockDurationMs(FREE_SIGN_IN_FAILURES - 1)).toBe(0);
    expect(lockDurationMs(FREE_SIGN_IN_FAILURES)).toBe(FIRST_LOCK_MS);
    expect(lockDurationMs(FREE_SIGN_IN_FAILURES + 1)).toBe(2 * FIRST_LOCK_MS);
    expect(lockDurationMs(FREE_SIGN_IN_FAILURES + 4)).toBe(16 * FIRST_LOCK_MS);
    expect(lockDurationMs(FREE_SIGN_IN_FAILURES + 5)).toBe(MAX_LOCK_MS);
    expect(lockDurationMs(100)).toBe(MAX_LOCK_MS);
  });

  it("counts the wait from the last failure and forgets failures after a day", () => {
    const last = 1_000_000_000;
    const record = { failures: FREE_SIGN_IN_FAILURES, lastFailureAt: last };
    expect(waitBeforeAttemptMs(null, last)).toBe(0);
    expect(waitBeforeAttemptMs(record, last)).toBe(FIRST_LOCK_MS);
    expect(waitBeforeAttemptMs(record, last + FIRST_LOCK_MS - 1)).toBe(1);
    expect(waitBeforeAttemptMs(record, last + FIRST_LOCK_MS)).toBe(0);
    expect(waitBeforeAttemptMs({ failures: 50, lastFailureAt: last }, last + FAILURE_MEMORY_MS)).toBe(0);
    expect(waitBeforeAttemptMs({ failures: 50, lastFailureAt: last }, last + MAX_LOCK_MS - 1)).toBe(1);
  });

  it("tells the wait in words", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(30)).toBe("30 seconds");
    expect(waitText(60)).toBe("1 minute");
    expect(waitText(61)).toBe("2 minutes");
    expect(waitText(0)).toBe("1 second");
  });
});
