// Checkout and the billing portal, with Stripe or, offline, the demo billing mode. Either way the
// caller gets a URL to send the browser to.
import { eq, and } from "drizzle-orm";
import { demoCheckouts, subscriptions } from "../../../drizzle/schema.ts";
import { messages } from "../../shared/messages.ts";
import { DEMO_PRICE_IDS, PLANS, TRIAL_DAYS, planForPriceId, type PlanKey } from "../../shared/plans.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { configuredOrigin } from "../deployment.ts";
import { billingConfig } from "./config.ts";
import { applyBillingEvent, type BillingEvent } from "./state.ts";
import { subscriptionSnapshot } from "./stripe-events.ts";

export type CheckoutOrigin = "pricing" | "signup";

const appOrigin = configuredOrigin;

/** The portal manages an existing Stripe customer; someone who never checked out has none. */
export class NoBillingAccount extends Error {}

/** Billing cannot run here (no Stripe configuration outside local development): refuse, grant nothing. */
export class BillingNotConfigured extends Error {
  constructor(missing: string[]) {
    super(`Billing is not configured: missing ${missing.join(", ")}`);
  }
}

/** The spec's URLs: success carries the session id; cancel returns to where the user came from. */
export function checkoutUrls(origin: string, plan: PlanKey, from: CheckoutOrigin) {
  return {
    success: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel: from === "pricing" ? `${origin}/complete-signup` : `${origin}/login?plan=${plan}&intent=signup`,
  };
}

export async function createCheckout(
  env: Env,
  db: Db,
  user: { id: string; email: string },
  plan: PlanKey,
  from: CheckoutOrigin,
): Promise<string> {
  const config = billingConfig(env);
  if (config.mode === "unconfigured") throw new BillingNotConfigured(config.missing);
  const origin = appOrigin(env);
  const urls = checkoutUrls(origin, plan, from);
  const priceId = config.priceIds[plan];
  if (config.mode === "demo") {
    const id = `demo_cs_${crypto.randomUUID()}`;
    await db.insert(demoCheckouts).values({
      id,
      userId: user.id,
      priceId,
      successUrl: urls.success.replace("{CHECKOUT_SESSION_ID}", id),
      cancelUrl: urls.cancel,
      createdAt: new Date(),
    });
    return `${origin}/demo-checkout?session_id=${id}`;
  }
  const existing = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  const session = await config.stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: urls.success,
    cancel_url: urls.cancel,
    client_reference_id: user.id,
    ...(existing?.stripeCustomerId ? { customer: existing.stripeCustomerId } : { customer_email: user.email }),
    payment_method_collection: "always",
    subscription_data: { trial_period_days: TRIAL_DAYS, metadata: { userId: user.id } },
    metadata: { userId: user.id, plan },
  });
  if (!session.url) throw new Error(messages.noCheckoutUrl);
  return session.url;
}

export async function createPortal(env: Env, db: Db, userId: string): Promise<string> {
  const config = billingConfig(env);
  if (config.mode === "unconfigured") throw new BillingNotConfigured(config.missing);
  const returnUrl = `${appOrigin(env)}/profile`;
  if (config.mode === "demo") return `${appOrigin(env)}/demo-portal`;
  const row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!row?.stripeCustomerId) throw new NoBillingAccount();
  const portal = await config.stripe.billingPortal.sessions.create({ customer: row.stripeCustomerId, return_url: returnUrl });
  return portal.url;
}

/**
 * On the success page, ask Stripe directly instead of waiting for the webhook ("when in doubt,
 * fetch"). Applied through the same state code, keyed so it counts once per session.
 */
export async function syncCheckout(env: Env, db: Db, userId: string, sessionId: string) {
  const config = billingConfig(env);
  if (config.mode !== "stripe") return;
  const session = await config.stripe.checkout.sessions.retrieve(sessionId);
  if (session.client_reference_id !== userId || !session.subscription) return;
  const subId = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
  const sub = await config.stripe.subscriptions.retrieve(subId);
  await applyBillingEvent(db, {
    id: `sync_${session.id}`,
    type: "checkout.session.synced",
    created: Math.floor(Date.now() / 1000),
    userId,
    subscription: subscriptionSnapshot(sub),
    invoice: null,
  });
}

// ---------------------------------------------------------------- demo billing

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

function demoEvent(
  type: string,
  userId: string,
  status: string,
  priceId: string,
  periodEnd: number,
  paid?: { amount: number; description: string },
): BillingEvent {
  const id = `demo_evt_${crypto.randomUUID()}`;
  return {
    id,
    type,
    created: now(),
    userId,
    subscription: {
      status,
      priceId,
      currentPeriodEnd: periodEnd,
      customerId: `demo_cus_${userId}`,
      subscriptionId: `demo_sub_${userId}`,
    },
    invoice:
      paid === undefined
        ? null
        : { id: `demo_in_${id}`, amountPaid: paid.amount, currency: "usd", status: "paid", description: paid.description, hostedInvoiceUrl: null, created: now() },
  };
}

export async function demoCheckoutDetails(db: Db, userId: string, sessionId: string) {
  const row = await db.query.demoCheckouts.findFirst({
    where: and(eq(demoCheckouts.id, sessionId), eq(demoCheckouts.userId, userId)),
  });
  if (!row) return null;
  const plan = planForPriceId(row.priceId, DEMO_PRICE_IDS);
  return { id: row.id, status: row.status, plan, cancelUrl: row.cancelUrl, successUrl: row.successUrl };
}

/** Confirming the demo checkout starts a 3-day trial, exactly as Stripe's webhooks would report it. */
export async function confirmDemoCheckout(db: Db, userId: string, sessionId: string) {
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
    // Only the request that claimed the session starts the trial: a double submit starts one.
    if (claimed.length) {
      const plan = planForPriceId(row.priceId, DEMO_PRICE_IDS);
      await applyBillingEvent(
        db,
        demoEvent("checkout.session.completed", userId, "trialing", row.priceId, now() + TRIAL_DAYS * DAY, {
          amount: 0,
          description: `${plan?.name ?? "Unknown"} plan, ${TRIAL_DAYS}-day free trial`,
        }),
      );
    }
  }
  return row.successUrl;
}

export type DemoPortalAction = "end-trial" | "cancel";

/** The demo portal's actions: end the trial now (first payment) or cancel. */
export async function demoPortalAction(db: Db, userId: string, action: DemoPortalAction) {
  const current = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!current?.priceId) return false;
  const plan = planForPriceId(current.priceId, DEMO_PRICE_IDS) ?? PLANS.monthly;
  const period = plan.interval === "year" ? 365 * DAY : 30 * DAY;
  const event =
    action === "end-trial"
      ? demoEvent("invoice.paid", userId, "active", current.priceId, now() + period, { amount: plan.price * 100, description: `${plan.name} plan` })
      : demoEvent("customer.subscription.deleted", userId, "canceled", current.priceId, current.currentPeriodEnd ?? now());
  await applyBillingEvent(db, event);
  return true;
}
