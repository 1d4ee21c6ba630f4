// Turns Stripe's objects into the BillingEvent that state.ts applies. The subscription is always
// re-read from Stripe, so the state written is Stripe's current truth whatever order events arrive in.
import Stripe from "stripe";
import { isEndedSubscriptionStatus, isLiveSubscriptionStatus } from "../../shared/access.ts";
import type { BillingEvent, InvoiceSnapshot, SubscriptionSnapshot } from "./state.ts";

/** Stripe dates everything in epoch seconds; we keep milliseconds like every other timestamp. */
export const fromStripeTime = (seconds: number): Date => new Date(seconds * 1000);
/**
 * News we make ourselves (a read of Stripe's current state) is dated to the second as Stripe dates its
 * events, so an event of the same second still counts as newer or equal, as it did between two events.
 */
export const toStripeSecond = (time: Date): Date => new Date(Math.floor(time.getTime() / 1000) * 1000);
const fromStripeTimeOrNull = (seconds: number | null | undefined): Date | null => (seconds == null ? null : fromStripeTime(seconds));

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === "string" ? v : v.id);

export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  return {
    status: sub.status,
    priceId: item?.price.id ?? null,
    // Since API 2025-03-31 the period lives on the items; a trial's end is the period end.
    currentPeriodEnd: fromStripeTimeOrNull(item?.current_period_end ?? sub.trial_end),
    customerId: idOf(sub.customer),
    subscriptionId: sub.id,
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at != null,
    cancelAt: fromStripeTimeOrNull(sub.cancel_at ?? (sub.cancel_at_period_end ? item?.current_period_end : null)),
    hadTrial: sub.trial_start != null || sub.trial_end != null || sub.status === "trialing",
  };
}

function invoiceSnapshot(inv: Stripe.Invoice, amountRefunded = 0): InvoiceSnapshot {
  return {
    id: inv.id ?? "",
    amountPaid: inv.amount_paid,
    currency: inv.currency,
    status: inv.status ?? "open",
    description: inv.lines?.data[0]?.description ?? null,
    hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
    created: fromStripeTime(inv.created),
    amountRefunded,
  };
}

function invoiceSubscriptionId(inv: Stripe.Invoice): string | null {
  const parent = (inv as { parent?: { subscription_details?: { subscription?: string | { id: string } } } }).parent;
  const legacy = (inv as { subscription?: string | { id: string } | null }).subscription;
  return idOf(parent?.subscription_details?.subscription ?? legacy);
}

const HANDLED = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
]);

/** The BillingEvent for a Stripe event, or null for event types we do not act on. */
export async function fromStripeEvent(stripe: Stripe, event: Stripe.Event): Promise<BillingEvent | null> {
  if (!HANDLED.has(event.type)) return null;
  const object = event.data.object as { object: string; id: string; metadata?: Record<string, string> | null };
  let subscriptionId: string | null = null;
  let userId: string | null = object.metadata?.userId ?? null;
  let invoice: InvoiceSnapshot | null = null;

  if (object.object === "checkout.session") {
    const session = object as unknown as Stripe.Checkout.Session;
    subscriptionId = idOf(session.subscription);
    userId = session.client_reference_id ?? userId;
  } else if (object.object === "subscription") {
    subscriptionId = object.id;
  } else if (object.object === "invoice") {
    const inv = object as unknown as Stripe.Invoice;
    subscriptionId = invoiceSubscriptionId(inv);
    invoice = invoiceSnapshot(inv);
  } else if (object.object === "charge") {
    const refund = await refundOf(stripe, object as unknown as Stripe.Charge);
    if (!refund) return null;
    subscriptionId = refund.subscriptionId;
    invoice = refund.invoice;
  }

  const sub = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  return {
    id: event.id,
    type: event.type,
    created: fromStripeTime(event.created),
    userId: userId ?? sub?.metadata?.userId ?? null,
    subscription: sub ? subscriptionSnapshot(sub) : null,
    invoice,
  };
}

/**
 * A student can hold two live subscriptions (two tabs with two plans): we keep one. When the one we
 * keep ends, the other is adopted at once rather than at its next event a month or a year later.
 */
export async function successorEvent(stripe: Stripe, event: BillingEvent): Promise<BillingEvent | null> {
  const ended = event.subscription;
  if (!ended?.customerId || !isEndedSubscriptionStatus(ended.status)) return null;
  const subs = await customerSubscriptions(stripe, ended.customerId);
  const live = subs.find((sub) => sub.id !== ended.subscriptionId && isLiveSubscriptionStatus(sub.status));
  if (!live) return null;
  return {
    id: `${event.id}:successor`,
    type: "subscription.successor",
    created: event.created,
    userId: event.userId,
    subscription: subscriptionSnapshot(live),
    invoice: null,
  };
}

/**
 * A refunded charge: the order it paid for is marked refunded. A full refund of the payment for the
 * current period (the pass guarantee refunds it all) also ends that subscription at once: the student
 * got their money back. Refunding an older payment (goodwill), part of one, or a duplicate charge is a
 * correction, not a goodbye, and ends nothing.
 */
async function refundOf(stripe: Stripe, charge: Stripe.Charge) {
  const invoiceId = await invoiceOfCharge(stripe, charge);
  if (!invoiceId) return null;
  const inv = await stripe.invoices.retrieve(invoiceId);
  const subscriptionId = invoiceSubscriptionId(inv);
  const fullRefund = charge.refunded || charge.amount_refunded >= charge.amount;
  if (fullRefund && subscriptionId) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    const paysCurrentPeriod = idOf(sub.latest_invoice) === invoiceId;
    if (paysCurrentPeriod && !isEndedSubscriptionStatus(sub.status) && !(await latestRefundWasDuplicate(stripe, charge.id))) {
      await endSubscription(stripe, subscriptionId);
    }
  }
  return { subscriptionId, invoice: invoiceSnapshot(inv, charge.amount_refunded) };
}

/** Since API 2025-03-31 a charge no longer names its invoice: the invoice payment of its PaymentIntent does. */
async function invoiceOfCharge(stripe: Stripe, charge: Stripe.Charge): Promise<string | null> {
  const paymentIntent = idOf(charge.payment_intent);
  if (paymentIntent) {
    const payments = await stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntent }, limit: 1 });
    const invoice = payments.data[0]?.invoice;
    if (invoice) return idOf(invoice);
  }
  return idOf((charge as { invoice?: string | { id: string } | null }).invoice);
}

/** The refund that completed the full refund is the newest one (Stripe lists newest first). */
async function latestRefundWasDuplicate(stripe: Stripe, chargeId: string): Promise<boolean> {
  const refunds = await stripe.refunds.list({ charge: chargeId, limit: 1 });
  return refunds.data[0]?.reason === "duplicate";
}

/** Cancels now (no proration, no final invoice): the student got their money back. */
function endSubscription(stripe: Stripe, subscriptionId: string) {
  return cancelSubscriptionNow(stripe, subscriptionId, { prorate: false, invoice_now: false, cancellation_details: { comment: "Fully refunded." } });
}

/** Every subscription of a customer, ended ones included (Stripe's list leaves canceled ones out unless asked). */
export async function customerSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  return (await stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })).data;
}

/**
 * Cancels a subscription at once. One that has already ended counts as done: Stripe refuses to cancel
 * it again ("No such subscription"), and our row may not know yet, so its real state is read. Throws
 * when Stripe cannot confirm the subscription is over.
 */
export async function cancelSubscriptionNow(stripe: Stripe, id: string, params: Stripe.SubscriptionCancelParams) {
  try {
    await stripe.subscriptions.cancel(id, params);
  } catch (cancelError) {
    const current = await stripe.subscriptions.retrieve(id).catch(() => null);
    if (current && isEndedSubscriptionStatus(current.status)) return;
    throw cancelError;
  }
}

/** Stripe's answer for an object that does not exist (for a customer: deleted, or from the other mode's keys). */
export function isResourceMissing(e: unknown, param?: string): boolean {
  return e instanceof Stripe.errors.StripeInvalidRequestError && e.code === "resource_missing" && (param === undefined || e.param === param);
}
