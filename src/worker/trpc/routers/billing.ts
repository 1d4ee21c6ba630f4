import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { BRAND } from "../../../shared/brand.ts";
import { messages } from "../../../shared/messages.ts";
import { PLANS, planDisplayName, planForPriceId } from "../../../shared/plans.ts";
import { billingConfig } from "../../billing/config.ts";
import {
  confirmDemoCheckout,
  createCheckout,
  createPortal,
  demoCheckoutDetails,
  demoPortalAction,
  syncCheckout,
} from "../../billing/checkout.ts";
import { listOrders } from "../../billing/state.ts";
import { authedProcedure, loadAccess, publicProcedure } from "../init.ts";

const planKey = z.enum(["monthly", "yearly"]);

function requireDemo(mode: string) {
  if (mode !== "demo") throw new TRPCError({ code: "FORBIDDEN", message: "Demo billing is turned off on this server." });
}

export const billingRouter = {
  /** The plans and whether checkout is real Stripe or the offline demo. */
  plans: publicProcedure.query(({ ctx }) => ({ mode: billingConfig(ctx.env).mode, plans: PLANS })),

  createCheckout: authedProcedure
    .input(z.object({ plan: planKey, from: z.enum(["pricing", "signup"]) }))
    .mutation(async ({ ctx, input }) => {
      const { access } = await loadAccess(ctx, ctx.user);
      if (access.state === "access") {
        throw new TRPCError({ code: "BAD_REQUEST", message: "You already have an active subscription." });
      }
      try {
        return { url: await createCheckout(ctx.env, ctx.db, ctx.user, input.plan, input.from) };
      } catch (e) {
        console.error(`[${ctx.requestId}] checkout:`, e);
        throw new TRPCError({ code: "BAD_GATEWAY", message: messages.checkoutFallback });
      }
    }),

  portal: authedProcedure.mutation(async ({ ctx }) => {
    try {
      return { url: await createPortal(ctx.env, ctx.db, ctx.user.id) };
    } catch (e) {
      console.error(`[${ctx.requestId}] portal:`, e);
      throw new TRPCError({ code: "BAD_GATEWAY", message: messages.portalFallback });
    }
  }),

  /** The caller's subscription as /success and the billing tab show it. */
  summary: authedProcedure.query(async ({ ctx }) => {
    const { subscription } = await loadAccess(ctx, ctx.user);
    const config = billingConfig(ctx.env);
    return {
      mode: config.mode,
      status: subscription?.status ?? null,
      priceId: subscription?.priceId ?? null,
      planName: planDisplayName(BRAND.name, subscription?.priceId, config.priceIds),
      plan: planForPriceId(subscription?.priceId, config.priceIds),
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
    };
  }),

  /** Orders (paid invoices), newest first. */
  orders: authedProcedure.query(({ ctx }) => listOrders(ctx.db, ctx.user.id)),

  /** Called by /success: reconcile with Stripe rather than wait for the webhook. */
  confirmCheckout: authedProcedure.input(z.object({ sessionId: z.string().min(1) })).mutation(async ({ ctx, input }) => {
    try {
      await syncCheckout(ctx.env, ctx.db, ctx.user.id, input.sessionId);
    } catch (e) {
      // The webhook will still bring the state; the page shows what is known now.
      console.error(`[${ctx.requestId}] checkout sync:`, e);
    }
    return { ok: true };
  }),

  demoCheckout: authedProcedure.input(z.object({ sessionId: z.string().min(1) })).query(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const details = await demoCheckoutDetails(ctx.db, ctx.user.id, input.sessionId);
    if (!details) throw new TRPCError({ code: "NOT_FOUND", message: "This checkout session was not found." });
    return details;
  }),

  demoConfirm: authedProcedure.input(z.object({ sessionId: z.string().min(1) })).mutation(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const url = await confirmDemoCheckout(ctx.db, ctx.user.id, input.sessionId);
    if (!url) throw new TRPCError({ code: "NOT_FOUND", message: "This checkout session was not found." });
    return { url };
  }),

  demoPortal: authedProcedure.input(z.object({ action: z.enum(["end-trial", "cancel"]) })).mutation(async ({ ctx, input }) => {
    requireDemo(billingConfig(ctx.env).mode);
    const ok = await demoPortalAction(ctx.db, ctx.user.id, input.action);
    if (!ok) throw new TRPCError({ code: "BAD_REQUEST", message: "There is no subscription to change." });
    return { ok };
  }),
};
