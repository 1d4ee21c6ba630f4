import { accessStateForStatus } from "./access.ts";

// How a subscription reads on /success and the profile's billing tab: status, date labels, refunds.

/** active = 'Active Subscription', trialing = 'Trial Period', anything else its capitalised status. */
export function subscriptionStatusLabel(status: string | null | undefined): string {
  if (status === "active") return "Active Subscription";
  if (status === "trialing") return "Trial Period";
  if (!status) return "No Subscription";
  const words = status.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * 'Ends on' once the student has canceled for the end of the period (nothing more will be charged),
 * else 'Trial ends' while trialing, otherwise 'Next billing'.
 */
export function subscriptionDateLabel(status: string | null | undefined, endsAt: number | null = null): string {
  if (endsAt) return "Ends on";
  return status === "trialing" ? "Trial ends" : "Next billing";
}

/** When a subscription the student canceled in the portal ends (cancel at period end), else null. */
export function subscriptionEndsAt<T>(s: { cancelAtPeriodEnd: boolean; cancelAt: T | null; currentPeriodEnd: T | null } | null | undefined): T | null {
  if (!s || (!s.cancelAtPeriodEnd && !s.cancelAt)) return null;
  return s.cancelAt ?? s.currentPeriodEnd;
}

/**
 * The date shown beside that label: the end date when one is set, else the period's end. Only while
 * the subscription gives access: a canceled, unpaid or paused one has no next billing to announce.
 */
export function subscriptionDate(status: string | null | undefined, currentPeriodEnd: number | null, endsAt: number | null = null): number | null {
  if (accessStateForStatus(status) !== "access") return null;
  return endsAt ?? currentPeriodEnd;
}

/** How an order reads once money went back: 'Refunded' for all of it, 'Partly refunded' for some. */
export function refundLabel(amountPaid: number, amountRefunded: number): string | null {
  if (amountRefunded <= 0) return null;
  return amountRefunded >= amountPaid ? "Refunded" : "Partly refunded";
}

/** An epoch-milliseconds date as a long US date, e.g. "November 25, 2026". */
export function formatBillingDate(epochMs: number | null | undefined): string | null {
  if (!epochMs) return null;
  return new Date(epochMs).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
