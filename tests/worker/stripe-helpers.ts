// Drives the local fake Stripe (tests/worker/fake-stripe.ts) and delivers signed webhook events to the
// Worker, the way Stripe would.
import Stripe from "stripe";
import { env } from "cloudflare:workers";
import { call } from "./http.ts";

export const FAKE = env.STRIPE_API_BASE!;
const stripe = new Stripe("sk_test_fake", { httpClient: Stripe.createFetchHttpClient() });
let eventCounter = 0;

export type FakeSubscriptionOptions = { customer?: string; cancelAtPeriodEnd?: boolean; trialStart?: number | null };

/** Sets what Stripe answers for this subscription from now on. */
export async function fakeSubscription(
  id: string,
  status: string,
  userId: string,
  periodEnd: number,
  priceId = "price_yearly_test",
  options: FakeSubscriptionOptions = {},
) {
  await fake("/__fake/subscription", { id, status, userId, periodEnd, priceId, ...options });
}

/** A test control of the fake (POST with a JSON body). */
export async function fake(path: string, body: unknown) {
  const res = await fetch(`${FAKE}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`fake Stripe ${path}: ${res.status}`);
  return res.json();
}

export async function fakeRead<T>(path: string): Promise<T> {
  return (await (await fetch(`${FAKE}${path}`)).json()) as T;
}

export function stripeEvent(type: string, object: Record<string, unknown>, created: number, id = `evt_${++eventCounter}_${Date.now()}`) {
  return { id, object: "event", type, created, api_version: "2026-10-28.endive", data: { object } };
}

export async function deliver(event: object, secret = "whsec_test_fake") {
  const payload = JSON.stringify(event);
  const header = await stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return call("/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": header, "content-type": "application/json" }, body: payload });
}

/** Tells the Worker (by webhook) that this subscription changed; Stripe is re-read for its state. */
export async function subscriptionChanged(type: string, subscriptionId: string, userId: string, created: number) {
  const res = await deliver(stripeEvent(type, { object: "subscription", id: subscriptionId, metadata: { userId } }, created));
  if (res.status !== 200) throw new Error(`webhook ${type}: ${res.status}`);
  return (await res.json()) as { result: string };
}

export const subscriptionRow = (userId: string) =>
  env.DB.prepare(
    "select status, price_id, current_period_end, stripe_subscription_id, stripe_customer_id, cancel_at_period_end, cancel_at, trial_used from subscriptions where user_id = ?1",
  )
    .bind(userId)
    .first<{
      status: string;
      price_id: string;
      current_period_end: number;
      stripe_subscription_id: string;
      stripe_customer_id: string | null;
      cancel_at_period_end: number;
      cancel_at: number | null;
      trial_used: number;
    }>();


/** billing.createCheckout as the pricing page calls it: the session URL, or the error. */
export async function checkout(cookie: string, plan: "monthly" | "yearly" = "yearly", from: "pricing" | "signup" = "pricing") {
  const res = await call("/api/trpc/billing.createCheckout", { method: "POST", cookie, body: JSON.stringify({ plan, from }) });
  const body = (await res.json()) as { result?: { data: { url: string } }; error?: { message: string } };
  return { status: res.status, url: body.result?.data.url ?? null, error: body.error?.message ?? null };
}
