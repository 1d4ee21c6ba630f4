// "Delete my account": the password is asked again (a session left open on a shared computer must
// not be enough), any subscription that could still charge is stopped at Stripe first, and only
// then is the account deleted, with everything that cascades from it.
import { and, eq } from "drizzle-orm";
import { account, subscriptions } from "../../../drizzle/schema.ts";
import { isEndedSubscriptionStatus } from "../../shared/access.ts";
import { consumeQuota } from "../ai/rate-limit.ts";
import type Stripe from "stripe";
import { stripeConnection } from "../billing/config.ts";
import { cancelSubscriptionNow, customerSubscriptions, isResourceMissing } from "../billing/stripe-events.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { verifyPassword } from "../password.ts";
import { eraseUser } from "./erase.ts";


/** Password checks per user per window: enough for typos, too few to guess with a stolen session. */
const ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 };

export type DeleteOutcome = "deleted" | "too-many-attempts" | "no-password" | "wrong-password" | "billing-failed";

export async function deleteAccount(env: Env, db: Db, userId: string, password: string, now: Date): Promise<DeleteOutcome> {
  const quota = await consumeQuota(env.DB, `delete-account:${userId}`, ATTEMPTS.limit, ATTEMPTS.windowMs, now);
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
 * Cancels at once every subscription of the user that could still charge (the one we hold and any
 * other live one of their Stripe customer, e.g. from a second tab), so a deleted account is never
 * charged again. False when Stripe could not confirm it: the caller then deletes nothing, and the user
 * can retry.
 */
async function stopBilling(env: Env, sub: typeof subscriptions.$inferSelect | undefined): Promise<boolean> {
  const held = sub?.stripeSubscriptionId;
  const customer = sub?.stripeCustomerId;
  // Demo billing never charges anyone; demo ids were never at Stripe.
  const real = (id: string | null | undefined): id is string => Boolean(id) && !id!.startsWith("demo_");
  const heldLive = real(held) && !isEndedSubscriptionStatus(sub!.status);
  if (!heldLive && !real(customer)) return true;
  const connection = stripeConnection(env);
  // A real subscription and no working Stripe setup: deleting now would leave it charging.
  if (!connection.ok) return false;
  const stripe = connection.stripe;
  const ids = new Set<string>(heldLive ? [held!] : []);
  if (real(customer)) {
    try {
      for (const s of await customerSubscriptions(stripe, customer)) if (!isEndedSubscriptionStatus(s.status)) ids.add(s.id);
    } catch (e) {
      // A customer Stripe no longer knows has nothing left to charge; anything else leaves us unsure.
      if (!isResourceMissing(e)) {
        console.error(`stripe: could not list the subscriptions of ${customer} before deleting its account:`, e);
        return false;
      }
    }
  }
  for (const id of ids) if (!(await cancelNow(stripe, id))) return false;
  return true;
}

/** False when Stripe cannot confirm the subscription is over: then nothing may be deleted. */
async function cancelNow(stripe: Stripe, id: string): Promise<boolean> {
  try {
    await cancelSubscriptionNow(stripe, id, { cancellation_details: { comment: "The customer deleted their account." } });
    return true;
  } catch (e) {
    console.error(`stripe: could not cancel subscription ${id} before deleting its account:`, e);
    return false;
  }
}
