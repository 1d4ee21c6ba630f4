// Turns Stripe's objects into the BillingEvent that state.ts applies. The subscription is always
// re-read from Stripe, so the state written is Stripe's current truth whatever order events arrive in.
import type Stripe from "stripe";
import type { BillingEvent, InvoiceSnapshot, SubscriptionSnapshot } from "./state.ts";

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === "string" ? v : v.id);

export function subscriptionSnapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  const item = sub.items.data[0];
  return {
    status: sub.status,
    priceId: item?.price.id ?? null,
    // Since API 2025-03-31 the period lives on the items; a trial's end is the period end.
    currentPeriodEnd: item?.current_period_end ?? sub.trial_end ?? null,
    customerId: idOf(sub.customer),
    subscriptionId: sub.id,
  };
}

function invoiceSnapshot(inv: Stripe.Invoice): InvoiceSnapshot {
  return {
    id: inv.id ?? "",
    amountPaid: inv.amount_paid,
    currency: inv.currency,
    status: inv.status ?? "open",
    description: inv.lines?.data[0]?.description ?? null,
    hostedInvoiceUrl: inv.hosted_invoice_url ?? null,
    created: inv.created,
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
  }

  const sub = subscriptionId ? await stripe.subscriptions.retrieve(subscriptionId) : null;
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    userId: userId ?? sub?.metadata?.userId ?? null,
    subscription: sub ? subscriptionSnapshot(sub) : null,
    invoice,
  };
}
