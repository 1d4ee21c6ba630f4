// A checkout request repeated within minutes (a double click, a second tab, a reload) gets the
// Checkout Session of the first one back, so one student cannot start two subscriptions by accident.
// The first request claims an attempt id in the user's subscription row; every request that finds the
// same claim creates its session with that id as Stripe's idempotency key, so even requests at the
// same instant get one session.
import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type Stripe from "stripe";
import { subscriptions } from "../../../drizzle/schema.ts";
import { CHECKOUT_REUSE_WINDOW_SECONDS } from "../../shared/plans.ts";
import type { Db } from "../db.ts";

export async function requestDigest(params: unknown): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(params))));
  return Array.from(bytes.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The attempt this request belongs to: the user's latest one when it was the same request and is
 * recent, else a new one (claimed in one statement, so two requests at once agree on it).
 */
async function claimAttempt(db: Db, userId: string, requestHash: string, now: Date) {
  const attemptId = crypto.randomUUID();
  const stale = new Date(now.getTime() - CHECKOUT_REUSE_WINDOW_SECONDS * 1000);
  await db
    .insert(subscriptions)
    .values({ userId, updatedAt: now, checkoutAttemptId: attemptId, checkoutRequestHash: requestHash, checkoutStartedAt: now })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { checkoutAttemptId: attemptId, checkoutRequestHash: requestHash, checkoutSessionId: null, checkoutStartedAt: now },
      setWhere: or(
        isNull(subscriptions.checkoutAttemptId),
        ne(subscriptions.checkoutRequestHash, requestHash),
        lt(subscriptions.checkoutStartedAt, stale),
      ),
    });
  const row = await db.query.subscriptions.findFirst({
    columns: { checkoutAttemptId: true, checkoutSessionId: true },
    where: eq(subscriptions.userId, userId),
  });
  return { attemptId: row!.checkoutAttemptId!, sessionId: row!.checkoutSessionId };
}

/** Drops a claim whose session can no longer be paid (completed or expired), unless a newer one replaced it. */
async function releaseAttempt(db: Db, userId: string, attemptId: string) {
  await db
    .update(subscriptions)
    .set({ checkoutAttemptId: null, checkoutSessionId: null })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.checkoutAttemptId, attemptId)));
}

/** The URL of an open Checkout Session for this request: the recent one if still open, else a new one. */
export async function reusableCheckoutUrl(
  stripe: Stripe,
  db: Db,
  userId: string,
  params: Stripe.Checkout.SessionCreateParams,
  now: Date,
): Promise<string | null> {
  const requestHash = await requestDigest(params);
  for (let round = 0; round < 2; round++) {
    const attempt = await claimAttempt(db, userId, requestHash, now);
    if (attempt.sessionId) {
      const existing = await stripe.checkout.sessions.retrieve(attempt.sessionId);
      if (existing.status === "open" && existing.url) return existing.url;
      await releaseAttempt(db, userId, attempt.attemptId);
      continue;
    }
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${attempt.attemptId}` });
    await db
      .update(subscriptions)
      .set({ checkoutSessionId: session.id })
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.checkoutAttemptId, attempt.attemptId)));
    return session.url;
  }
  return null;
}
