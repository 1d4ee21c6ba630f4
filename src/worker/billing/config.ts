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
  | { mode: "unconfigured"; missing: string[] };

/**
 * Real Stripe when every Stripe setting is present. Without a Stripe key, the offline demo billing
 * runs only on a local deployment; anywhere else (or with a partial Stripe setup) billing is
 * "unconfigured": checkout and portal refuse and nothing is granted.
 */
export function billingConfig(env: Env): BillingConfig {
  if (!env.STRIPE_SECRET_KEY) {
    return isLocalDeployment(env) ? { mode: "demo", priceIds: DEMO_PRICE_IDS } : { mode: "unconfigured", missing: ["STRIPE_SECRET_KEY"] };
  }
  const missing = (["STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"] as const).filter((name) => !env[name]);
  if (missing.length) return { mode: "unconfigured", missing };
  // A local fake Stripe server for tests; never honoured by a deployment, where it would redirect payments.
  const base = env.STRIPE_API_BASE && isLocalDeployment(env) ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
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
  return {
    mode: "stripe",
    stripe,
    priceIds: { monthly: env.STRIPE_PRICE_MONTHLY!, yearly: env.STRIPE_PRICE_YEARLY! },
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
  };
}
