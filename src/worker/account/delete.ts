// "Delete my account": the password is asked again (a session left open on a shared computer must
// not be enough), any subscription that could still charge is stopped at Stripe first, and only
// then is the account deleted, with everything that cascades from it.
import { and, eq } from "drizzle-orm";
import { account, subscriptions } from "../../../drizzle/schema.ts";
import { isEndedSubscriptionStatus } from "../../shared/access.ts";
import { consumeQuota } from "../ai/rate-limit.ts";
import { billingConfig } from "../billing/config.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { verifyPassword } from "../password.ts";
import { eraseUser } from "./erase.ts";


/** Password checks per user per window: enough for typos, too few to guess with a stolen session. */
const ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 };

export type DeleteOutcome = "deleted" | "too-many-attempts" | "no-password" | "wrong-password" | "billing-failed";

export async function deleteAccount(env: Env, db: Db, userId: string, password: string): Promise<DeleteOutcome> {
  const quota = await consumeQuota(env.DB, `delete-account:${userId}`, ATTEMPTS.limit, ATTEMPTS.windowMs);
  if (!quota.allowed) return "too-many-attempts";

  const credential = await db.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, "credential")),
  });
  if (!credential?.password) return "no-password";
  if (!(await verifyPassword({ hash: credential.password, password }))) return "wrong-password";

  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!(await stopBilling(env, sub))) return "billing-failed";

  await eraseUser(db, userId);
  return "deleted";
}

/**
 * Cancels the user's Stripe subscription at once, so a deleted account is never charged again.
 * False when Stripe could not confirm it: the caller then deletes nothing, and the user can retry.
 */
async function stopBilling(env: Env, sub: typeof subscriptions.$inferSelect | undefined): Promise<boolean> {
  const id = sub?.stripeSubscriptionId;
  // Demo billing never charges anyone; demo ids were never at Stripe.
  if (!id || id.startsWith("demo_") || isEndedSubscriptionStatus(sub.status)) return true;
  const config = billingConfig(env);
  // A real subscription and no working Stripe setup: deleting now would leave it charging.
  if (config.mode !== "stripe") return false;
  try {
    await config.stripe.subscriptions.cancel(id, { cancellation_details: { comment: "The customer deleted their account." } });
    return true;
  } catch (cancelError) {
    // Stripe refuses to cancel what is already canceled ("No such subscription"), which our row may
    // not know yet if the webhook is late: ask what the subscription's state really is.
    try {
      const current = await config.stripe.subscriptions.retrieve(id);
      if (isEndedSubscriptionStatus(current.status)) return true;
    } catch {
      // fall through: we cannot tell, so we must not delete
    }
    console.error(`stripe: could not cancel subscription ${id} before deleting its account:`, cancelError);
    return false;
  }
}
