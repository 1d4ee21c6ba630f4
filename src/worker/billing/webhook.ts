import Stripe from "stripe";
import type { Context } from "hono";
import { createDb } from "../db.ts";
import type { AppEnv } from "../viewer.ts";
import { stripeConnection } from "./config.ts";
import { applyBillingEvent, isEventRecorded } from "./state.ts";
import { fromStripeEvent, successorEvent } from "./stripe-events.ts";

/**
 * POST /api/stripe/webhook. The signature is checked on the raw body before anything else; a bad
 * one is a 400 and changes nothing. Each event is applied once, by id.
 */
export async function stripeWebhook(c: Context<AppEnv>) {
  const config = stripeConnection(c.env);
  if (!config.ok) return c.json({ error: { message: "Stripe webhooks are not configured" } }, 503);
  const body = await c.req.text();
  let event: Stripe.Event;
  try {
    event = await config.stripe.webhooks.constructEventAsync(
      body,
      c.req.header("stripe-signature") ?? "",
      config.webhookSecret,
      undefined,
      Stripe.createSubtleCryptoProvider(),
    );
  } catch {
    return c.json({ error: { message: "Invalid Stripe signature" } }, 400);
  }
  const db = createDb(c.env.DB);
  // Checked before reading Stripe too: a replayed refund must not act (cancel) a second time.
  if (await isEventRecorded(db, event.id)) return c.json({ received: true, result: "duplicate" });
  const billingEvent = await fromStripeEvent(config.stripe, event);
  if (!billingEvent) return c.json({ received: true, result: "ignored" });
  const result = await applyBillingEvent(db, billingEvent, c.get("now"));
  // Best effort: the event itself is applied; the other subscription's own next event would bring it too.
  const successor =
    result === "applied"
      ? await successorEvent(config.stripe, billingEvent).catch((e: unknown) => {
          console.error(`stripe: looking for another live subscription after ${event.id} failed:`, e);
          return null;
        })
      : null;
  if (successor) await applyBillingEvent(db, successor, c.get("now"));
  return c.json({ received: true, result });
}
