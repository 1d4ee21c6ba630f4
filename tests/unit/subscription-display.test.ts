import { describe, expect, it } from "vitest";
import { formatBillingDate, subscriptionDateLabel, subscriptionStatusLabel } from "../../src/shared/subscription-display.ts";

describe("subscription display (spec 000 section 4)", () => {
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
  it("formats epoch seconds as a UTC date", () => {
    expect(formatBillingDate(Date.UTC(2026, 10, 25, 12) / 1000)).toBe("November 25, 2026");
    expect(formatBillingDate(null)).toBeNull();
  });
});
