import { messages } from "../../../shared/messages.ts";
import type { PlanKey } from "../../../shared/plans.ts";
import { trpcClient } from "../../lib/trpc.ts";

export type CheckoutResult = { ok: true } | { ok: false; message: string };

/** Creates a checkout session and sends the browser to it (Stripe, or the local demo checkout). */
export async function startCheckout(plan: PlanKey, from: "pricing" | "signup"): Promise<CheckoutResult> {
  try {
    const { url } = await trpcClient.billing.createCheckout.mutate({ plan, from });
    if (!url) return { ok: false, message: messages.checkoutFailed };
    window.location.assign(url);
    return { ok: true };
  } catch {
    return { ok: false, message: messages.checkoutFailed };
  }
}
