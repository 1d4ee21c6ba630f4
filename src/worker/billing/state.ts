// The one place subscription state changes. Stripe webhooks, the checkout confirmation and the
// offline demo billing all describe what happened as a BillingEvent and hand it here.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { billingEvents, invoices, subscriptions, user } from "../../../drizzle/schema.ts";
import type { Db } from "../db.ts";

export type SubscriptionSnapshot = {
  status: string;
  priceId: string | null;
  /** epoch seconds */
  currentPeriodEnd: number | null;
  customerId: string | null;
  subscriptionId: string | null;
};

export type InvoiceSnapshot = {
  id: string;
  amountPaid: number;
  currency: string;
  status: string;
  description: string | null;
  hostedInvoiceUrl: string | null;
  /** epoch seconds */
  created: number;
};

export type BillingEvent = {
  /** Stripe's event id, or a demo id: applying the same id twice changes nothing. */
  id: string;
  type: string;
  /** epoch seconds when the event happened: older events never overwrite newer state. */
  created: number;
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

export async function applyBillingEvent(db: Db, event: BillingEvent): Promise<ApplyResult> {
  const seen = await db.query.billingEvents.findFirst({ where: eq(billingEvents.id, event.id) });
  if (seen) return "duplicate";
  const userId = await resolveUser(db, event);
  const record = db
    .insert(billingEvents)
    .values({ id: event.id, type: event.type, userId, receivedAt: new Date() })
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
    writes.push(
      db
        .insert(subscriptions)
        .values({
          userId,
          status: s.status,
          priceId: s.priceId,
          currentPeriodEnd: s.currentPeriodEnd,
          stripeCustomerId: s.customerId,
          stripeSubscriptionId: s.subscriptionId,
          stateAsOf: event.created,
          updatedAt: new Date(),
        })
        .onConflictDoUpdate({
          target: subscriptions.userId,
          set: {
            status: s.status,
            priceId: s.priceId,
            currentPeriodEnd: s.currentPeriodEnd,
            stripeCustomerId: sql`coalesce(excluded.stripe_customer_id, ${subscriptions.stripeCustomerId})`,
            stripeSubscriptionId: sql`coalesce(excluded.stripe_subscription_id, ${subscriptions.stripeSubscriptionId})`,
            stateAsOf: event.created,
            updatedAt: new Date(),
          },
          setWhere: and(sql`${subscriptions.stateAsOf} <= ${event.created}`, notYetApplied),
        }),
    );
  }
  const inv = event.invoice;
  if (inv && inv.status === "paid") {
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
        })
        .onConflictDoNothing(),
    );
  }
  // The event record goes last: the guarded writes above must still see it missing.
  const [first, ...rest]: BatchItem<"sqlite">[] = [...writes, record];
  await db.batch([first!, ...rest]);
  return "applied";
}

/** The user's orders (paid invoices), newest first. */
export function listOrders(db: Db, userId: string) {
  // Same-second invoices (a trial's $0 invoice, then the first payment) keep insertion order.
  return db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.orderDate), desc(sql`rowid`));
}
