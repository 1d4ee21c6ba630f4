// The offline demo billing (no Stripe key, localhost only): a local checkout page and portal that
// describe what happened as the same BillingEvents Stripe's webhooks would, so the subscription-state
// code under test is the one production runs.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { demoCheckouts, subscriptions } from "../../../drizzle/schema.ts";
import { CHECKOUT_REUSE_WINDOW_SECONDS, DEMO_PRICE_IDS, PLANS, TRIAL_DAYS, planForPriceId } from "../../shared/plans.ts";
import type { Db } from "../db.ts";
import { applyBillingEvent, type BillingEvent, type SubscriptionSnapshot } from "./state.ts";
import { toStripeSecond } from "./stripe-events.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (time: Date, ms: number) => new Date(time.getTime() + ms);

/**
 * Like Stripe with an idempotency key: an open session for the same price and return page from the last
 * minutes is reused, so a double click or a second tab gets the same checkout. The insert happens only
 * if no such session exists, in one statement, so two requests at once still make one.
 */
export async function createDemoCheckout(
  db: Db,
  now: Date,
  origin: string,
  userId: string,
  priceId: string,
  urls: { success: string; cancel: string },
): Promise<string> {
  const id = `demo_cs_${crypto.randomUUID()}`;
  const createdAt = now.getTime();
  const recent = and(
    eq(demoCheckouts.userId, userId),
    eq(demoCheckouts.priceId, priceId),
    eq(demoCheckouts.cancelUrl, urls.cancel),
    eq(demoCheckouts.status, "open"),
    gt(demoCheckouts.createdAt, new Date(createdAt - CHECKOUT_REUSE_WINDOW_SECONDS * 1000)),
  );
  await db.run(sql`
    insert into ${demoCheckouts} (id, user_id, price_id, status, success_url, cancel_url, created_at)
    select ${id}, ${userId}, ${priceId}, 'open', ${urls.success.replace("{CHECKOUT_SESSION_ID}", id)}, ${urls.cancel}, ${createdAt}
    where not exists (select 1 from ${demoCheckouts} where ${recent})`);
  const session = await db.query.demoCheckouts.findFirst({ columns: { id: true }, where: recent, orderBy: asc(demoCheckouts.createdAt) });
  return `${origin}/demo-checkout?session_id=${session?.id ?? id}`;
}

function demoEvent(
  now: Date,
  type: string,
  userId: string,
  subscription: Omit<SubscriptionSnapshot, "customerId" | "subscriptionId">,
  paid?: { amount: number; description: string },
): BillingEvent {
  const id = `demo_evt_${crypto.randomUUID()}`;
  return {
    id,
    type,
    created: toStripeSecond(now),
    userId,
    subscription: { ...subscription, customerId: `demo_cus_${userId}`, subscriptionId: `demo_sub_${userId}` },
    invoice:
      paid === undefined
        ? null
        : {
            id: `demo_in_${id}`,
            amountPaid: paid.amount,
            amountRefunded: 0,
            currency: "usd",
            status: "paid",
            description: paid.description,
            hostedInvoiceUrl: null,
            created: toStripeSecond(now),
          },
  };
}

export async function demoCheckoutDetails(db: Db, userId: string, sessionId: string) {
  const row = await db.query.demoCheckouts.findFirst({
    where: and(eq(demoCheckouts.id, sessionId), eq(demoCheckouts.userId, userId)),
  });
  if (!row) return null;
  const plan = planForPriceId(row.priceId, DEMO_PRICE_IDS);
  const held = await db.query.subscriptions.findFirst({ columns: { trialUsed: true }, where: eq(subscriptions.userId, userId) });
  return { id: row.id, status: row.status, plan, cancelUrl: row.cancelUrl, successUrl: row.successUrl, trial: !held?.trialUsed };
}

const periodMs = (priceId: string) => ((planForPriceId(priceId, DEMO_PRICE_IDS) ?? PLANS.monthly).interval === "year" ? 365 : 30) * DAY_MS;

/**
 * Confirming the demo checkout starts a 3-day trial, exactly as Stripe's webhooks would report it; a
 * customer who already had a trial pays at once instead (the trial is once per customer).
 */
export async function confirmDemoCheckout(db: Db, now: Date, userId: string, sessionId: string) {
  const row = await db.query.demoCheckouts.findFirst({
    where: and(eq(demoCheckouts.id, sessionId), eq(demoCheckouts.userId, userId)),
  });
  if (!row) return null;
  if (row.status === "open") {
    const claimed = await db
      .update(demoCheckouts)
      .set({ status: "complete" })
      .where(and(eq(demoCheckouts.id, sessionId), eq(demoCheckouts.status, "open")))
      .returning();
    // Only the request that claimed the session starts the subscription: a double submit starts one.
    if (claimed.length) {
      const plan = planForPriceId(row.priceId, DEMO_PRICE_IDS) ?? PLANS.monthly;
      const held = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
      const ended = { cancelAtPeriodEnd: false, cancelAt: null, priceId: row.priceId };
      const event = held?.trialUsed
        ? demoEvent(now, "checkout.session.completed", userId, { ...ended, status: "active", currentPeriodEnd: later(now, periodMs(row.priceId)), hadTrial: true }, {
            amount: plan.price * 100,
            description: `${plan.name} plan`,
          })
        : demoEvent(now, "checkout.session.completed", userId, { ...ended, status: "trialing", currentPeriodEnd: later(now, TRIAL_DAYS * DAY_MS), hadTrial: true }, {
            amount: 0,
            description: `${plan.name} plan, ${TRIAL_DAYS}-day free trial`,
          });
      await applyBillingEvent(db, event, now);
    }
  }
  return row.successUrl;
}

/** The first payment: a new period, and a cancellation already asked for moves to its end. */
function demoPaidPeriod(
  now: Date,
  userId: string,
  base: Omit<SubscriptionSnapshot, "customerId" | "subscriptionId">,
  periodEnd: Date,
  plan: { price: number; name: string },
) {
  return demoEvent(
    now,
    "invoice.paid",
    userId,
    { ...base, status: "active", currentPeriodEnd: periodEnd, cancelAt: base.cancelAtPeriodEnd ? periodEnd : null },
    { amount: plan.price * 100, description: `${plan.name} plan` },
  );
}

export const DEMO_PORTAL_ACTIONS = ["end-trial", "cancel", "cancel-at-period-end", "resume"] as const;
export type DemoPortalAction = (typeof DEMO_PORTAL_ACTIONS)[number];

/**
 * The demo portal's actions: end the trial now (first payment), cancel now, cancel at the end of the
 * period (access continues until then), or take that back.
 */
export async function demoPortalAction(db: Db, now: Date, userId: string, action: DemoPortalAction) {
  const current = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!current?.priceId) return false;
  const plan = planForPriceId(current.priceId, DEMO_PRICE_IDS) ?? PLANS.monthly;
  const periodEnd = current.currentPeriodEnd ?? now;
  const base = {
    status: current.status,
    priceId: current.priceId,
    currentPeriodEnd: periodEnd,
    cancelAtPeriodEnd: current.cancelAtPeriodEnd,
    cancelAt: current.cancelAt,
    hadTrial: current.trialUsed,
  };
  const event =
    action === "end-trial"
      ? demoPaidPeriod(now, userId, base, later(now, periodMs(current.priceId)), plan)
      : action === "cancel"
        ? demoEvent(now, "customer.subscription.deleted", userId, { ...base, status: "canceled", cancelAtPeriodEnd: false, cancelAt: null })
        : action === "cancel-at-period-end"
          ? demoEvent(now, "customer.subscription.updated", userId, { ...base, cancelAtPeriodEnd: true, cancelAt: periodEnd })
          : demoEvent(now, "customer.subscription.updated", userId, { ...base, cancelAtPeriodEnd: false, cancelAt: null });
  await applyBillingEvent(db, event, now);
  return true;
}
