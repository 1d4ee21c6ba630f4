// Checkout and the billing portal, with Stripe or, offline, the demo billing mode. Either way the
// caller gets a URL to send the browser to.
import { eq, and } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "../../../drizzle/schema.ts";
import { messages } from "../../shared/messages.ts";
import { TRIAL_DAYS, type PlanKey } from "../../shared/plans.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { configuredOrigin } from "../deployment.ts";
import { billingConfig } from "./config.ts";
import { createDemoCheckout } from "./demo.ts";
import { reusableCheckoutUrl } from "./checkout-reuse.ts";
import { applyBillingEvent, type SubscriptionSnapshot } from "./state.ts";
import { customerSubscriptions, isResourceMissing, subscriptionSnapshot, toStripeSecond } from "./stripe-events.ts";

export type CheckoutOrigin = "pricing" | "signup";

/** What billing needs from a request: configuration, database and the request's clock. */
export type BillingDeps = { env: Env; db: Db; now: Date };

const appOrigin = configuredOrigin;

/** The portal manages an existing Stripe customer; someone who never checked out has none. */
export class NoBillingAccount extends Error {}

/** Billing cannot run here (no Stripe configuration outside local development): refuse, grant nothing. */
export class BillingNotConfigured extends Error {
  constructor(problems: string[]) {
    super(`Billing is not configured: ${problems.join(", ")}`);
  }
}

/** Checkout return URLs: success carries the session id; cancel returns to where the user came from. */
export function checkoutUrls(origin: string, plan: PlanKey, from: CheckoutOrigin) {
  return {
    success: `${origin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel: from === "pricing" ? `${origin}/complete-signup` : `${origin}/login?plan=${plan}&intent=signup`,
  };
}

export async function createCheckout(
  { env, db, now }: BillingDeps,
  user: { id: string; email: string },
  plan: PlanKey,
  from: CheckoutOrigin,
): Promise<string> {
  const config = billingConfig(env);
  if (config.mode === "unconfigured") throw new BillingNotConfigured(config.problems);
  const origin = appOrigin(env);
  const urls = checkoutUrls(origin, plan, from);
  const priceId = config.priceIds[plan];
  if (config.mode === "demo") return createDemoCheckout(db, now, origin, user.id, priceId, urls);
  return stripeCheckout(config.stripe, db, now, user, { priceId, plan, urls });
}

type CheckoutRequest = { priceId: string; plan: PlanKey; urls: ReturnType<typeof checkoutUrls> };

async function stripeCheckout(stripe: Stripe, db: Db, now: Date, user: { id: string; email: string }, request: CheckoutRequest) {
  const held = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  let customerId = held?.stripeCustomerId ?? null;
  const trial = !held?.trialUsed && !(await hadTrialBefore(stripe, customerId, user.email));
  try {
    return await createSession(stripe, db, now, user, request, customerId, trial);
  } catch (e) {
    if (!customerId || !isResourceMissing(e, "customer")) throw e;
    // The customer was deleted at Stripe, or belongs to the other mode (test keys swapped for live):
    // start over from the e-mail address, as a first checkout would.
    customerId = await forgetCustomer(db, now, user.id, customerId);
    return createSession(stripe, db, now, user, request, customerId, trial);
  }
}

async function createSession(
  stripe: Stripe,
  db: Db,
  now: Date,
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
  const url = await reusableCheckoutUrl(stripe, db, user.id, params, now);
  if (!url) throw new Error(messages.noCheckoutUrl);
  return url;
}

/**
 * The 3-day trial is once per customer. Our own flag covers subscriptions we saw; Stripe's history
 * covers the rest: the stored customer, and any customer with this e-mail address (a student who
 * deleted their account and signed up again keeps their Stripe customer, and its trial).
 */
async function hadTrialBefore(stripe: Stripe, customerId: string | null, email: string): Promise<boolean> {
  const customers = new Set<string>(customerId ? [customerId] : []);
  const byEmail = await stripe.customers.list({ email, limit: 10 });
  for (const c of byEmail.data) customers.add(c.id);
  for (const id of customers) {
    try {
      if ((await customerSubscriptions(stripe, id)).some((sub) => subscriptionSnapshot(sub).hadTrial)) return true;
    } catch (e) {
      // A customer Stripe no longer knows has no history to count.
      if (!isResourceMissing(e)) throw e;
    }
  }
  return false;
}

async function forgetCustomer(db: Db, now: Date, userId: string, customerId: string): Promise<null> {
  await db
    .update(subscriptions)
    .set({ stripeCustomerId: null, updatedAt: now })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.stripeCustomerId, customerId)));
  return null;
}

/**
 * The billing portal (or the demo portal). A customer Stripe no longer knows is forgotten, and the
 * subscription we hold is read again from Stripe: gone with its customer, it is recorded as ended, so
 * the student is offered a new plan instead of a portal that cannot open.
 */
export async function createPortal({ env, db, now }: BillingDeps, userId: string): Promise<string> {
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
    if (row.stripeSubscriptionId) await reconcileHeldSubscription(config.stripe, db, now, userId, row.stripeSubscriptionId, row.stateAsOf);
    // After the reconciliation, which would write the id Stripe's subscription still names.
    await forgetCustomer(db, now, userId, row.stripeCustomerId);
    throw new NoBillingAccount();
  }
}

/**
 * Where a student whose payment failed for good (unpaid) pays: the open invoice's own payment page
 * when there is one (paying it revives the subscription), else the billing portal.
 */
export async function fixPaymentUrl(deps: BillingDeps, userId: string): Promise<string> {
  const config = billingConfig(deps.env);
  if (config.mode === "stripe") {
    const row = await deps.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
    if (row?.stripeSubscriptionId) {
      const sub = await config.stripe.subscriptions.retrieve(row.stripeSubscriptionId, { expand: ["latest_invoice"] });
      const invoice = typeof sub.latest_invoice === "object" ? sub.latest_invoice : null;
      if (invoice?.status === "open" && invoice.hosted_invoice_url) return invoice.hosted_invoice_url;
    }
  }
  return createPortal(deps, userId);
}

/** Stripe's current state of the held subscription, recorded as the newest news (it is read now). */
async function reconcileHeldSubscription(stripe: Stripe, db: Db, now: Date, userId: string, subscriptionId: string, stateAsOf: Date) {
  let snapshot: SubscriptionSnapshot | null = null;
  try {
    snapshot = subscriptionSnapshot(await stripe.subscriptions.retrieve(subscriptionId));
  } catch (e) {
    if (!isResourceMissing(e)) throw e;
  }
  await applyBillingEvent(
    db,
    {
    id: `reconcile_${subscriptionId}_${crypto.randomUUID()}`,
    type: "subscription.reconciled",
    created: new Date(Math.max(toStripeSecond(now).getTime(), stateAsOf.getTime())),
    userId,
    subscription: snapshot ?? {
      status: "canceled",
      priceId: null,
      currentPeriodEnd: null,
      customerId: null,
      subscriptionId,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      hadTrial: false,
    },
    invoice: null,
    },
    now,
  );
}

/**
 * On the success page, ask Stripe directly instead of waiting for the webhook ("when in doubt,
 * fetch"). Applied through the same state code, keyed so it counts once per session.
 */
export async function syncCheckout({ env, db, now }: BillingDeps, userId: string, sessionId: string) {
  const config = billingConfig(env);
  if (config.mode !== "stripe") return;
  const session = await config.stripe.checkout.sessions.retrieve(sessionId);
  if (session.client_reference_id !== userId || !session.subscription) return;
  const subId = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
  const sub = await config.stripe.subscriptions.retrieve(subId);
  await applyBillingEvent(db, {
    id: `sync_${session.id}`,
    type: "checkout.session.synced",
    created: toStripeSecond(now),
    userId,
    subscription: subscriptionSnapshot(sub),
    invoice: null,
  }, now);
}
