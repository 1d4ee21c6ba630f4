// The two plans: 79 USD monthly and 299 USD yearly, each with a 3-day trial. Stripe price ids come
// from configuration on the server.
export type PlanKey = "monthly" | "yearly";

export type Plan = {
  key: PlanKey;
  name: string;
  price: number;
  currency: "usd";
  interval: "month" | "year";
  featured: boolean;
  trialDays: number;
};

export const TRIAL_DAYS = 3;

export const PLANS: Record<PlanKey, Plan> = {
  monthly: {
    key: "monthly",
    name: "Monthly",
    price: 79,
    currency: "usd",
    interval: "month",
    featured: false,
    trialDays: TRIAL_DAYS,
  },
  yearly: {
    key: "yearly",
    name: "Annual",
    price: 299,
    currency: "usd",
    interval: "year",
    featured: true,
    trialDays: TRIAL_DAYS,
  },
};

export function isPlanKey(value: unknown): value is PlanKey {
  return value === "monthly" || value === "yearly";
}

/** 12 times the monthly price minus the yearly price. */
export function yearlySaving(plans: Record<PlanKey, Plan> = PLANS): number {
  return plans.monthly.price * 12 - plans.yearly.price;
}

/** The yearly price divided by 12, with 2 decimals. */
export function yearlyPerMonth(plans: Record<PlanKey, Plan> = PLANS): string {
  return (plans.yearly.price / 12).toFixed(2);
}

/** Stripe price ids per plan, from configuration (or the demo billing mode's fixed ids). */
export type PriceIds = Record<PlanKey, string>;

export const DEMO_PRICE_IDS: PriceIds = { monthly: "demo_price_monthly", yearly: "demo_price_yearly" };

export function planForPriceId(priceId: string | null | undefined, priceIds: PriceIds): Plan | null {
  if (!priceId) return null;
  if (priceId === priceIds.yearly) return PLANS.yearly;
  if (priceId === priceIds.monthly) return PLANS.monthly;
  return null;
}

/** '{product} Yearly', '{product} Monthly', or 'Unknown Plan' for a price id of neither plan. */
export function planDisplayName(product: string, priceId: string | null | undefined, priceIds: PriceIds): string {
  const plan = planForPriceId(priceId, priceIds);
  if (!plan) return "Unknown Plan";
  return `${product} ${plan.interval === "year" ? "Yearly" : "Monthly"}`;
}

/** How long a repeated checkout request (double click, second tab) gets the same checkout session back. */
export const CHECKOUT_REUSE_WINDOW_SECONDS = 10 * 60;

/**
 * Per-user limits on the billing calls that reach Stripe (checkout, portal, success reconciliation):
 * a person needs a handful; a loop would run up Stripe API usage and rate limits for everyone.
 */
export const BILLING_RATE_LIMIT = { limit: 10, windowMinutes: 10 } as const;
