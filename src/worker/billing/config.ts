import Stripe from "stripe";
import { DEMO_PRICE_IDS, type PriceIds } from "../../shared/plans.ts";
import { isLocalDeployment } from "../deployment.ts";
import type { Env } from "../env.ts";

/**
 * The Stripe API version every call uses, pinned here rather than left to the SDK's default so an
 * SDK upgrade cannot change response shapes silently. The webhook endpoint in Stripe's dashboard must
 * be created with the same version (README), or event payloads arrive in another shape.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export type BillingConfig =
  | { mode: "stripe"; stripe: Stripe; priceIds: PriceIds; webhookSecret: string }
  | { mode: "demo"; priceIds: PriceIds }
  | { mode: "unconfigured"; problems: string[] };

const PRICE_ID = /^price_[A-Za-z0-9_]+$/;

/**
 * What is wrong with the price settings: blank values are missing, a price id must look like one
 * (`price_...`, not a product id or a pasted amount) and the two plans need two different prices.
 */
function priceProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of ["STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"] as const) {
    const value = env[name]?.trim();
    if (!value) problems.push(name);
    else if (!PRICE_ID.test(value)) problems.push(`${name} (not a Stripe price id: price_...)`);
  }
  const monthly = env.STRIPE_PRICE_MONTHLY?.trim();
  if (monthly && monthly === env.STRIPE_PRICE_YEARLY?.trim()) problems.push("STRIPE_PRICE_YEARLY (the same price as STRIPE_PRICE_MONTHLY)");
  return problems;
}

export type StripeConnection = { ok: true; stripe: Stripe; webhookSecret: string } | { ok: false; problems: string[] };

/**
 * The Stripe client and the webhook secret: all that receiving events and stopping subscriptions
 * need. Kept apart from the price settings on purpose: access is taken away by events (cancellations,
 * refunds), so a price mistake must not stop them.
 */
export function stripeConnection(env: Env): StripeConnection {
  const key = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const problems = [...(key ? [] : ["STRIPE_SECRET_KEY"]), ...(webhookSecret ? [] : ["STRIPE_WEBHOOK_SECRET"])];
  if (!key || !webhookSecret) return { ok: false, problems };
  // A local fake Stripe server for tests; never honoured by a deployment, where it would redirect payments.
  const base = env.STRIPE_API_BASE && isLocalDeployment(env) ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    // The SDK waits 80 s by default; a page waiting on checkout or the success sync should not.
    timeout: 15_000,
    ...(base && {
      host: base.hostname,
      port: base.port,
      protocol: base.protocol.replace(":", "") as "http" | "https",
    }),
  });
  return { ok: true, stripe, webhookSecret };
}

// Logged once per Worker instance, at the first billing call it serves: a deployment with bad settings
// says so in its logs before anyone reports a failed checkout.
let reported = false;

/**
 * Real Stripe when every Stripe setting is present and valid, checked before any call reaches Stripe.
 * Without a Stripe key, the offline demo billing runs only on a local deployment; anywhere else (or
 * with a partial or broken Stripe setup) billing is "unconfigured": checkout and portal refuse and
 * nothing is granted.
 */
export function billingConfig(env: Env): BillingConfig {
  if (!env.STRIPE_SECRET_KEY?.trim()) {
    return isLocalDeployment(env) ? { mode: "demo", priceIds: DEMO_PRICE_IDS } : unconfigured(["STRIPE_SECRET_KEY"]);
  }
  const connection = stripeConnection(env);
  const problems = [...(connection.ok ? [] : connection.problems), ...priceProblems(env)];
  if (!connection.ok || problems.length) return unconfigured(problems);
  return {
    mode: "stripe",
    stripe: connection.stripe,
    priceIds: { monthly: env.STRIPE_PRICE_MONTHLY!.trim(), yearly: env.STRIPE_PRICE_YEARLY!.trim() },
    webhookSecret: connection.webhookSecret,
  };
}

function unconfigured(problems: string[]): BillingConfig {
  if (!reported) {
    reported = true;
    console.error(`Billing is not configured: ${problems.join(", ")}. Checkout, portal and webhooks refuse until this is fixed.`);
  }
  return { mode: "unconfigured", problems };
}
