import { describe, expect, it } from "vitest";
import { POLICY } from "../../src/shared/policy.ts";
import { dataExportFileName, isDueForPurge, purgeCutoff, RETENTION_MS, subscriptionEndedAt } from "../../src/shared/privacy.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 4, 17);
const canceled = (daysAgo: number, stateDaysAgo = daysAgo) => ({
  status: "canceled",
  updatedAtMs: NOW - daysAgo * DAY,
  stateAsOfMs: NOW - stateDaysAgo * DAY,
});

describe("retention after cancellation", () => {
  it("reads the period from the policy the terms quote", () => {
    expect(RETENTION_MS).toBe(POLICY.dataRetentionDaysAfterCancellation * DAY);
    expect(purgeCutoff(NOW)).toBe(NOW - 90 * DAY);
  });

  it("counts only canceled subscriptions as ended", () => {
    for (const status of ["active", "trialing", "past_due", "unpaid", "not_started", "incomplete"]) {
      expect(subscriptionEndedAt({ status, updatedAtMs: 0, stateAsOfMs: 0 })).toBeNull();
      expect(isDueForPurge({ status, updatedAtMs: 0, stateAsOfMs: 0 }, NOW)).toBe(false);
    }
  });

  it("dates the end by the later of the event and our last write", () => {
    expect(subscriptionEndedAt(canceled(100, 95))).toBe(NOW - 95 * DAY);
    expect(subscriptionEndedAt(canceled(95, 100))).toBe(NOW - 95 * DAY);
    // A row no event dated still has its write time.
    expect(subscriptionEndedAt({ status: "canceled", updatedAtMs: NOW - 5 * DAY, stateAsOfMs: 0 })).toBe(NOW - 5 * DAY);
  });

  it("is due only strictly after the retention period, on both clocks", () => {
    expect(isDueForPurge(canceled(91), NOW)).toBe(true);
    expect(isDueForPurge(canceled(89), NOW)).toBe(false);
    expect(isDueForPurge({ status: "canceled", updatedAtMs: NOW - 90 * DAY, stateAsOfMs: 0 }, NOW)).toBe(false);
    expect(isDueForPurge({ status: "canceled", updatedAtMs: NOW - 90 * DAY - 1, stateAsOfMs: 0 }, NOW)).toBe(true);
    // Later news about the account restarts the clock.
    expect(isDueForPurge(canceled(200, 10), NOW)).toBe(false);
    expect(isDueForPurge(canceled(10, 200), NOW)).toBe(false);
  });
});

describe("data export file name", () => {
  it("is dated in local time as YYYY-MM-DD", () => {
    expect(dataExportFileName(new Date(2026, 0, 5, 23, 59))).toBe("aa-board-prep-data-2026-01-05.json");
    expect(dataExportFileName(new Date(2025, 11, 31, 0, 0))).toBe("aa-board-prep-data-2025-12-31.json");
  });
});
