import { describe, expect, it } from "vitest";
import { PLANS, isPlanKey, planDisplayName, planForPriceId, yearlyPerMonth, yearlySaving } from "../../src/shared/plans.ts";

describe("plans: 79 USD monthly, 299 USD yearly, 3-day trial", () => {
  it("monthly 79 and annual 299 with a 3-day trial, annual featured", () => {
    expect(PLANS.monthly).toMatchObject({ price: 79, interval: "month", trialDays: 3, featured: false });
    expect(PLANS.yearly).toMatchObject({ price: 299, interval: "year", trialDays: 3, featured: true });
  });
  it("yearly saving is 12 x monthly - yearly; per-month is yearly / 12 with 2 decimals", () => {
    expect(yearlySaving()).toBe(649);
    expect(yearlyPerMonth()).toBe("24.92");
  });
  it("recognises plan keys", () => {
    expect(isPlanKey("yearly")).toBe(true);
    expect(isPlanKey("weekly")).toBe(false);
  });
});

describe("plan names from price ids", () => {
  const ids = { monthly: "price_m", yearly: "price_y" };
  it("maps the two configured prices and nothing else", () => {
    expect(planDisplayName("AA Board Prep", "price_y", ids)).toBe("AA Board Prep Yearly");
    expect(planDisplayName("AA Board Prep", "price_m", ids)).toBe("AA Board Prep Monthly");
    expect(planDisplayName("AA Board Prep", "price_other", ids)).toBe("Unknown Plan");
    expect(planDisplayName("AA Board Prep", null, ids)).toBe("Unknown Plan");
    expect(planForPriceId("price_y", ids)?.price).toBe(299);
  });
});
