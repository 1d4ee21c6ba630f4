import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { BRAND } from "../../../shared/brand.ts";
import { messages } from "../../../shared/messages.ts";
import { reactivationRoute } from "../../../shared/access.ts";
import { epochMs } from "../../../shared/calendar.ts";
import { subscriptionEndsAt } from "../../../shared/subscription-display.ts";
import { BILLING_RATE_LIMIT, PLANS, planDisplayName, planForPriceId } from "../../../shared/plans.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { billingConfig } from "../../billing/config.ts";
import { BillingNotConfigured, NoBillingAccount, createCheckout, createPortal, fixPaymentUrl, syncCheckout } from "../../billing/checkout.ts";
import { confirmDemoCheckout, DEMO_PORTAL_ACTIONS, demoCheckoutDetails, demoPortalAction } from "../../billing/demo.ts";
import { listOrders } from "../../billing/state.ts";
import { authedProcedure, loadAccess, publicDataProcedure, type Context } from "../init.ts";

const planKey = z.enum(["monthly", "yearly"], { error: "Plan must be monthly or yearly" });
// Stripe's checkout session ids ("cs_test_a1B2...") are about 70 letters, digits and underscores; the
// demo's are "demo_cs_<uuid>". Anything else is refused here rather than sent on to Stripe.
const sessionId = z
  .string({ error: "Session id is required" })
  .min(1, { error: "Session id is required" })
  .max(255)
  .regex(/^[A-Za-z0-9_-]+$/, { error: "Session id is not valid" });

function requireDemo(mode: string) {
  if (mode !== "demo") throw new TRPCError({ code: "FORBIDDEN", message: "Demo billing is turned off on this server." });
}

/** Each billing call that reaches Stripe counts against the user's billing limit. */
async function limitBilling(ctx: Context, userId: string, kind: "checkout" | "portal" | "sync") {
  const { limit, windowMinutes } = BILLING_RATE_LIMIT;
  const decision = await consumeQuota(ctx.env.DB, `billing-${kind}:${userId}`, limit, windowMinutes * 60_000, ctx.now);
  if (!decision.allowed) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: messages.billingTooManyRequests(decision.retryAfterSeconds) });
}

/** A refusal the user can read: unconfigured billing is a 503 that grants nothing; anything else the caller's fallback message. */
function billingFailure(ctx: Context, what: string, e: unknown, fallback: string): TRPCError {
  if (e instanceof NoBillingAccount) return new TRPCError({ code: "BAD_REQUEST", message: messages.noBillingAccount });
  if (e instanceof BillingNotConfigured) {
    console.error(`[${ctx.requestId}] ${what}: ${e.message}`);
    return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: messages.billingNotConfigured });
  }
  console.error(`[${ctx.requestId}] ${what}:`, e);
  return new TRPCError({ code: "BAD_GATEWAY", message: fallback });
}

export const billingRouter = {
  /** The plans and whether checkout is real Stripe or the offline demo. */
  plans: publicDataProcedure.query(({ ctx }) => ({ mode: billingConfig(ctx.env).mode, plans: PLANS })),

  createCheckout: authedProcedure
    .input(z.object({ plan: planKey, from: z.enum(["pricing", "signup"], { error: "Checkout must start from pricing or signup" }) }))
    .mutation(async ({ ctx, input }) => {
      const { access, subscription } = await loadAccess(ctx);
      if (access.state === "access") {
        throw new TRPCError({ code: "BAD_REQUEST", message: "You already have an active subscription." });
      }
      // An unpaid or paused subscription is revived by paying it; a new checkout would start a second one
      // (unless its Stripe customer is gone, and the subscription with it).
      if (access.state === "reactivate" && reactivationRoute(subscription?.status) === "portal" && subscription?.stripeCustomerId) {
        throw new TRPCError({ code: "BAD_REQUEST", message: messages.fixPaymentInPortal });
      }
      await limitBilling(ctx, ctx.user.id, "checkout");
      try {
        return { url: await createCheckout(ctx, ctx.user, input.plan, input.from) };
      } catch (e) {
        throw billingFailure(ctx, "checkout", e, messages.checkoutFallback);
      }
    }),

  portal: authedProcedure.mutation(async ({ ctx }) => {
    await limitBilling(ctx, ctx.user.id, "portal");
    try {
      return { url: await createPortal(ctx, ctx.user.id) };
    } catch (e) {
      throw billingFailure(ctx, "portal", e, messages.portalFallback);
    }
  }),

  /** Reactivation for an unpaid subscription: the open invoice's payment page, else the billing portal. */
  fixPayment: authedProcedure.mutation(async ({ ctx }) => {
    await limitBilling(ctx, ctx.user.id, "portal");
    try {
      return { url: await fixPaymentUrl(ctx, ctx.user.id) };
    } catch (e) {
      throw billingFailure(ctx, "fix payment", e, messages.portalFallback);
    }
  }),

  /** The caller's subscription as /success and the billing tab show it. */
  summary: authedProcedure.query(async ({ ctx }) => {
    const { subscription } = await loadAccess(ctx);
    const config = billingConfig(ctx.env);
    const priceIds = config.mode === "unconfigured" ? { monthly: "", yearly: "" } : config.priceIds;
    return {
      mode: config.mode,
      status: subscription?.status ?? null,
      priceId: subscription?.priceId ?? null,
      planName: planDisplayName(BRAND.name, subscription?.priceId, priceIds),
      plan: planForPriceId(subscription?.priceId, priceIds),
      currentPeriodEnd: epochMs(subscription?.currentPeriodEnd),
      /** Set when the student canceled in the portal: access ends then instead of renewing. */
      endsAt: epochMs(subscriptionEndsAt(subscription)),
      /** The free trial is once per customer. */
      trialAvailable: !subscription?.trialUsed,
    };
  }),

  /** Orders (paid invoices), newest first. */
  orders: authedProcedure.query(async ({ ctx }) => (await listOrders(ctx.db, ctx.user.id)).map((o) => ({ ...o, orderDate: o.orderDate.getTime() }))),

  /** Called by /success: reconcile with Stripe rather than wait for the webhook. */
  confirmCheckout: authedProcedure.input(z.object({ sessionId })).mutation(async ({ ctx, input }) => {
    await limitBilling(ctx, ctx.user.id, "sync");
    try {
      await syncCheckout(ctx, ctx.user.id, input.sessionId);
    } catch (e) {
      // The webhook will still bring the state; the page shows what is known now.
      console.error(`[${ctx.requestId}] checkout sync:`, e);
    }
    return { ok: true };
  }),

  demoCheckout: authedProcedure.input(z.object({ sessionId })).query(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const details = await demoCheckoutDetails(ctx.db, ctx.user.id, input.sessionId);
    if (!details) throw new TRPCError({ code: "NOT_FOUND", message: "This checkout session was not found." });
    return details;
  }),

  demoConfirm: authedProcedure.input(z.object({ sessionId })).mutation(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const url = await confirmDemoCheckout(ctx.db, ctx.now, ctx.user.id, input.sessionId);
    if (!url) throw new TRPCError({ code: "NOT_FOUND", message: "This checkout session was not found." });
    return { url };
  }),

  demoPortal: authedProcedure.input(z.object({ action: z.enum(DEMO_PORTAL_ACTIONS, { error: "Action must be end-trial, cancel, cancel-at-period-end or resume" }) })).mutation(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const ok = await demoPortalAction(ctx.db, ctx.now, ctx.user.id, input.action);
    if (!ok) throw new TRPCError({ code: "BAD_REQUEST", message: "There is no subscription to change." });
    return { ok };
  }),
};
