// The one place subscription state changes. Stripe webhooks, the checkout confirmation and the
// offline demo billing all describe what happened as a BillingEvent and hand it here.
import { and, desc, eq, isNull, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { billingEvents, invoices, subscriptions, user } from "../../../drizzle/schema.ts";
import { isLiveSubscriptionStatus, LIVE_SUBSCRIPTION_STATUSES } from "../../shared/access.ts";
import type { Db } from "../db.ts";

export type SubscriptionSnapshot = {
  status: string;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The student canceled in the portal: access continues until cancelAt. */
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  /** This subscription had a free trial (the trial is once per customer). */
  hadTrial: boolean;
};

export type InvoiceSnapshot = {
  id: string;
  amountPaid: number;
  currency: string;
  status: string;
  description: string | null;
  hostedInvoiceUrl: string | null;
  created: Date;
  /** Cents refunded so far (0 unless the event is about a refund). */
  amountRefunded: number;
};

export type BillingEvent = {
  /** Stripe's event id, or a demo id: applying the same id twice changes nothing. */
  id: string;
  type: string;
  /** When the event happened (to the second, as Stripe dates events): older events never overwrite newer state. */
  created: Date;
  /** The user, when the event names them (metadata / client_reference_id). */
  userId: string | null;
  subscription: SubscriptionSnapshot | null;
  invoice: InvoiceSnapshot | null;
};

export type ApplyResult = "applied" | "duplicate" | "unmatched";

/**
 * Finds the user an event is about: named directly, or through its Stripe customer or subscription.
 * A user who deleted their account no longer exists: Stripe's late events about them are recorded
 * as unmatched instead of failing (and being retried for days).
 */
async function resolveUser(db: Db, event: BillingEvent): Promise<string | null> {
  if (event.userId) {
    const exists = await db.query.user.findFirst({ columns: { id: true }, where: eq(user.id, event.userId) });
    return exists ? event.userId : null;
  }
  const ids = [event.subscription?.subscriptionId, event.subscription?.customerId].filter((v): v is string => !!v);
  if (!ids.length) return null;
  const row = await db.query.subscriptions.findFirst({
    where: or(
      ...ids.map((id) => eq(subscriptions.stripeSubscriptionId, id)),
      ...ids.map((id) => eq(subscriptions.stripeCustomerId, id)),
    ),
  });
  return row?.userId ?? null;
}

/** Whether an event id was applied already: a replay is answered without asking Stripe anything. */
export async function isEventRecorded(db: Db, eventId: string): Promise<boolean> {
  return Boolean(await db.query.billingEvents.findFirst({ columns: { id: true }, where: eq(billingEvents.id, eventId) }));
}

export async function applyBillingEvent(db: Db, event: BillingEvent, now: Date): Promise<ApplyResult> {
  if (await isEventRecorded(db, event.id)) return "duplicate";
  const userId = await resolveUser(db, event);
  const record = db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, userId, receivedAt: now })
    .onConflictDoNothing();
  if (!userId) {
    await record;
    return "unmatched";
  }

  // Writes run in one batch (a D1 transaction) and only if this event id is still unrecorded, so
  // two deliveries racing each other still apply once.
  const notYetApplied = sql`not exists (select 1 from ${billingEvents} where ${billingEvents.id} = ${event.id})`;
  const writes: BatchItem<"sqlite">[] = [];
  const s = event.subscription;
  if (s) {
    const state = {
      status: s.status,
      priceId: s.priceId,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      cancelAt: s.cancelAt,
      stateAsOf: event.created,
      updatedAt: now,
    };
    writes.push(
      db
        .insert(subscriptions)
        .values({ userId, ...state, stripeCustomerId: s.customerId, stripeSubscriptionId: s.subscriptionId, trialUsed: s.hadTrial })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            ...state,
            stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${subscriptions.stripeCustomerId})`,
            stripeSubscriptionId: sql`coalesce(excluded.stripe_subscription_id, ${subscriptions.stripeSubscriptionId})`,
          },
          setWhere: and(mayReplaceHeldState(s, event.created), notYetApplied),
        }),
    );
    // The trial is the customer's, whichever of their subscriptions had it.
    if (s.hadTrial) writes.push(db.update(subscriptions).set({ trialUsed: true }).where(eq(subscriptions.userId, userId)));
  }
  const inv = event.invoice;
  if (inv && (inv.status === "paid" || inv.amountRefunded > 0)) {
    writes.push(
      db
        .insert(invoices)
        .values({
          id: inv.id,
          userId,
          amountPaid: inv.amountPaid,
          currency: inv.currency,
          status: inv.status,
          description: inv.description,
          hostedInvoiceUrl: inv.hostedInvoiceUrl,
          orderDate: inv.created,
          amountRefunded: inv.amountRefunded,
        })
        // A refund can arrive before or after the payment's own event; refunds only ever grow.
        .onConflictDoUpdate({ target: invoices.id, set: { amountRefunded: sql`max(${invoices.amountRefunded}, excluded.amount_refunded)` } }),
    );
  }
  // The event record goes last: the guarded writes above must still see it missing.
  const [first, ...rest]: BatchItem<"sqlite">[] = [...writes, record];
  await db.batch([first!, ...rest]);
  return "applied";
}

/**
 * Which subscription's news may change the one row we keep per user: the subscription we hold (never
 * from an event older than the state), any subscription when we hold none, or a live one taking over
 * from one that is not live (ended, or never paid: a first payment that failed). So a late "deleted"
 * about an old subscription cannot lock out a student who pays for a new one, and a paid subscription
 * is never kept waiting behind an incomplete one.
 */
function mayReplaceHeldState(s: SubscriptionSnapshot, created: Date): SQL {
  const sameSubscription = s.subscriptionId
    ? or(isNull(subscriptions.stripeSubscriptionId), eq(subscriptions.stripeSubscriptionId, s.subscriptionId))!
    : sql`1`;
  const inOrder = and(sameSubscription, lte(subscriptions.stateAsOf, created))!;
  const takesOver = isLiveSubscriptionStatus(s.status) ? notInArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]) : sql`0`;
  return or(inOrder, takesOver)!;
}

/** The user's orders (paid invoices), newest first. */
export function listOrders(db: Db, userId: string) {
  // Same-second invoices (a trial's $0 invoice, then the first payment) keep insertion order.
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.orderDate), desc(sql`rowid`));
}
