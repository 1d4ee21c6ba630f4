import Stripe from "stripe";
import { DEMO_PRICE_IDS, type PriceIds } from "../../shared/plans.ts";
import type { Env } from "../env.ts";

export type BillingConfig =
  | { mode: "stripe"; stripe: Stripe; priceIds: PriceIds; webhookSecret: string | null }
  | { mode: "demo"; priceIds: PriceIds };

/** Real Stripe when a secret key is configured; otherwise the offline demo billing mode. */
export function billingConfig(env: Env): BillingConfig {
  if (!env.STRIPE_SECRET_KEY) return { mode: "demo", priceIds: DEMO_PRICE_IDS };
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    ...(base && {
      host: base.hostname,
      port: base.port,
      protocol: base.protocol.replace(":", "") as "http" | "https",
    }),
  });
  return {
    mode: "stripe",
    stripe,
    priceIds: { monthly: env.STRIPE_PRICE_MONTHLY ?? "", yearly: env.STRIPE_PRICE_YEARLY ?? "" },
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
  };
}
