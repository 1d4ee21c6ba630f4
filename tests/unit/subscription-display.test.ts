import { describe, expect, it } from "vitest";
import { formatBillingDate, refundLabel, subscriptionDate, subscriptionDateLabel, subscriptionEndsAt, subscriptionStatusLabel } from "../../src/shared/subscription-display.ts";

describe("subscription display on /success and the billing tab", () => {
  it("labels the status", () => {
    expect(subscriptionStatusLabel("active")).toBe("Active Subscription");
    expect(subscriptionStatusLabel("trialing")).toBe("Trial Period");
    expect(subscriptionStatusLabel("canceled")).toBe("Canceled");
    expect(subscriptionStatusLabel("past_due")).toBe("Past due");
  });
  it("labels the date", () => {
    expect(subscriptionDateLabel("trialing")).toBe("Trial ends");
    expect(subscriptionDateLabel("active")).toBe("Next billing");
  });
  it("says when a canceled-at-period-end subscription ends, trial or not", () => {
    expect(subscriptionDateLabel("active", 1_800_000_000)).toBe("Ends on");
    expect(subscriptionDateLabel("trialing", 1_800_000_000)).toBe("Ends on");
    expect(subscriptionDate("active", 1_700_000_000, 1_800_000_000)).toBe(1_800_000_000);
    expect(subscriptionDate("trialing", 1_700_000_000, null)).toBe(1_700_000_000);
  });
  it("announces no date once the subscription gives no access", () => {
    for (const status of ["canceled", "unpaid", "paused", "incomplete", null]) expect(subscriptionDate(status, 1_700_000_000, 1_800_000_000)).toBeNull();
    expect(subscriptionDate("past_due", 1_700_000_000)).toBe(1_700_000_000);
  });
  it("knows when a subscription canceled for the period's end ends", () => {
    expect(subscriptionEndsAt(null)).toBeNull();
    expect(subscriptionEndsAt({ cancelAtPeriodEnd: false, cancelAt: null, currentPeriodEnd: 1_700_000_000 })).toBeNull();
    expect(subscriptionEndsAt({ cancelAtPeriodEnd: true, cancelAt: null, currentPeriodEnd: 1_700_000_000 })).toBe(1_700_000_000);
    expect(subscriptionEndsAt({ cancelAtPeriodEnd: false, cancelAt: 1_800_000_000, currentPeriodEnd: 1_700_000_000 })).toBe(1_800_000_000);
  });
  it("marks refunded orders", () => {
    expect(refundLabel(29_900, 0)).toBeNull();
    expect(refundLabel(29_900, 100)).toBe("Partly refunded");
    expect(refundLabel(29_900, 29_900)).toBe("Refunded");
    expect(refundLabel(0, 0)).toBeNull();
  });
  it("formats epoch seconds as a UTC date", () => {
    expect(formatBillingDate(Date.UTC(2026, 10, 25, 12))).toBe("November 25, 2026");
    expect(formatBillingDate(null)).toBeNull();
  });
});
