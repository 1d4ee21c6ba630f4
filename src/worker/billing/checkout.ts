// Checkout and the billing portal, with Stripe or, offline, the demo billing mode. Either way the
// caller gets a URL to send the browser to.
import { eq, and } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "../../../drizzle/schema.ts";
import { messages } from "../../shared/messages.ts";
import { CHECKOUT_REUSE_WINDOW_SECONDS, TRIAL_DAYS, type PlanKey } from "../../shared/plans.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { configuredOrigin } from "../deployment.ts";
import { billingConfig } from "./config.ts";
import { createDemoCheckout } from "./demo.ts";
import { applyBillingEvent } from "./state.ts";
import { isResourceMissing, subscriptionSnapshot } from "./stripe-events.ts";

export type CheckoutOrigin = "pricing" | "signup";

const appOrigin = configuredOrigin;

/** The portal manages an existing Stripe customer; someone who never checked out has none. */
export class NoBillingAccount extends Error {}

/** Billing cannot run here (no Stripe configuration outside local development): refuse, grant nothing. */
export class BillingNotConfigured extends Error {
  constructor(problems: string[]) {
    super(`Billing is not configured: ${problems.join(", ")}`);
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
  if (config.mode === "unconfigured") throw new BillingNotConfigured(config.problems);
  const origin = appOrigin(env);
  const urls = checkoutUrls(origin, plan, from);
  const priceId = config.priceIds[plan];
  if (config.mode === "demo") return createDemoCheckout(db, origin, user.id, priceId, urls);
  return stripeCheckout(config.stripe, db, user, { priceId, plan, from, urls });
}


type CheckoutRequest = { priceId: string; plan: PlanKey; from: CheckoutOrigin; urls: ReturnType<typeof checkoutUrls> };

async function stripeCheckout(stripe: Stripe, db: Db, user: { id: string; email: string }, request: CheckoutRequest) {
  const held = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  let customerId = held?.stripeCustomerId ?? null;
  let trial = !held?.trialUsed;
  if (customerId && trial) {
    try {
      trial = !(await customerHadTrial(stripe, customerId));
    } catch (e) {
      if (!isResourceMissing(e)) throw e;
      customerId = await forgetCustomer(db, user.id, customerId);
    }
  }
  try {
    return await createSession(stripe, user, request, customerId, trial);
  } catch (e) {
    if (!customerId || !isResourceMissing(e, "customer")) throw e;
    // The customer was deleted at Stripe, or belongs to the other mode (test keys swapped for live):
    // start over from the e-mail address, as a first checkout would.
    await forgetCustomer(db, user.id, customerId);
    return createSession(stripe, user, request, null, trial);
  }
}

async function createSession(
  stripe: Stripe,
  user: { id: string; email: string },
  { priceId, plan, urls }: CheckoutRequest,
  customerId: string | null,
  trial: boolean,
): Promise<string> {
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: "subscription",
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: urls.success,
    cancel_url: urls.cancel,
    client_reference_id: user.id,
    ...(customerId ? { customer: customerId } : { customer_email: user.email }),
    payment_method_collection: "always",
    subscription_data: { ...(trial && { trial_period_days: TRIAL_DAYS }), metadata: { userId: user.id } },
    metadata: { userId: user.id, plan },
  };
  // The same request within the window gets the same session from Stripe, so two clicks or two tabs
  // cannot start two subscriptions. The key covers every parameter: a changed request is a new one.
  const window = Math.floor(Date.now() / 1000 / CHECKOUT_REUSE_WINDOW_SECONDS);
  const idempotencyKey = `checkout-${user.id}-${window}-${await digest(JSON.stringify(params))}`;
  const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
  if (!session.url) throw new Error(messages.noCheckoutUrl);
  return session.url;
}

/** Whether any of this Stripe customer's subscriptions, past or present, had a free trial. */
async function customerHadTrial(stripe: Stripe, customerId: string): Promise<boolean> {
  const subs = await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 });
  return subs.data.some((sub) => subscriptionSnapshot(sub).hadTrial);
}

async function forgetCustomer(db: Db, userId: string, customerId: string): Promise<null> {
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.stripeCustomerId, customerId)));
  return null;
}

async function digest(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function createPortal(env: Env, db: Db, userId: string): Promise<string> {
  const config = billingConfig(env);
  if (config.mode === "unconfigured") throw new BillingNotConfigured(config.problems);
  const returnUrl = `${appOrigin(env)}/profile`;
  if (config.mode === "demo") return `${appOrigin(env)}/demo-portal`;
  const row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!row?.stripeCustomerId) throw new NoBillingAccount();
  try {
    const portal = await config.stripe.billingPortal.sessions.create({ customer: row.stripeCustomerId, return_url: returnUrl });
    return portal.url;
  } catch (e) {
    if (!isResourceMissing(e, "customer")) throw e;
    // Nothing left at Stripe to manage: the next checkout starts a new customer.
    await forgetCustomer(db, userId, row.stripeCustomerId);
    throw new NoBillingAccount();
  }
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
