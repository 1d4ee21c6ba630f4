// Stripe's edge cases that only show with real customers: several subscriptions per student, unpaid
// and paused subscriptions, double clicks, repeated trials, deleted customers, refunds, cancellation at
// the period's end and broken price settings. Each goes through the real Stripe SDK against the fake.
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { messages } from "../../src/shared/messages.ts";
import { call, callWith, query, signUp, uniqueEmail } from "./http.ts";
import { checkout, deliver, fake, fakeRead, fakeSubscription, stripeEvent, subscriptionChanged, subscriptionRow } from "./stripe-helpers.ts";

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
let n = 0;
/** Ids unique to this run: the fake keeps its state across test files and runs. */
const unique = (prefix: string) => `${prefix}_${Date.now()}_${++n}`;

async function student() {
  const { body, cookie } = await signUp(uniqueEmail("billing"));
  return { userId: body.user!.id, cookie };
}

const accessState = async (cookie: string) => ((await query("account.me", cookie)) as { data: { access: { state: string } } }).data.access.state;
const summary = async (cookie: string) => ((await query("billing.summary", cookie)) as { data: Record<string, unknown> }).data;
const sessionsCreated = async (userId: string) => (await fakeRead<{ count: number }>(`/__fake/sessions-created?user=${userId}`)).count;
const sessionOf = (url: string) => fakeRead<Record<string, string | null>>(`/__fake/session?id=${url.split("/").pop()}`);

describe("one subscription row, several Stripe subscriptions", () => {
  it("a late 'deleted' about an old subscription does not lock out a student who re-subscribed", async () => {
    const { userId, cookie } = await student();
    const [old, renewed] = [unique("sub_old"), unique("sub_new")];
    await fakeSubscription(old, "active", userId, now() + 30 * DAY);
    await subscriptionChanged("customer.subscription.created", old, userId, 1_800_000_000);
    await fakeSubscription(old, "canceled", userId, now());
    await subscriptionChanged("customer.subscription.deleted", old, userId, 1_800_000_100);
    expect(await accessState(cookie)).toBe("reactivate");

    await fakeSubscription(renewed, "active", userId, now() + 365 * DAY);
    await subscriptionChanged("customer.subscription.created", renewed, userId, 1_800_000_200);
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", stripe_subscription_id: renewed });

    // Stripe sends the old subscription's news again, later than anything about the new one.
    expect((await subscriptionChanged("customer.subscription.deleted", old, userId, 1_800_000_900)).result).toBe("applied");
    expect((await subscriptionChanged("customer.subscription.updated", old, userId, 1_800_001_000)).result).toBe("applied");
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", stripe_subscription_id: renewed });
    expect(await accessState(cookie)).toBe("access");
  });

  it("a second live subscription waits until the held one ends, then takes over", async () => {
    const { userId } = await student();
    const [held, second] = [unique("sub_held"), unique("sub_second")];
    await fakeSubscription(held, "active", userId, now() + 30 * DAY, "price_monthly_test");
    await subscriptionChanged("customer.subscription.created", held, userId, 1_800_000_000);
    await fakeSubscription(second, "trialing", userId, now() + 3 * DAY);
    await subscriptionChanged("customer.subscription.created", second, userId, 1_800_000_100);
    expect(await subscriptionRow(userId)).toMatchObject({ stripe_subscription_id: held, price_id: "price_monthly_test" });

    await fakeSubscription(held, "canceled", userId, now());
    await subscriptionChanged("customer.subscription.deleted", held, userId, 1_800_000_200);
    // The live one is adopted at once (the customer's subscriptions are read when the held one ends) ...
    expect(await subscriptionRow(userId)).toMatchObject({ status: "trialing", stripe_subscription_id: second, price_id: "price_yearly_test" });
    // ... and its own later news, even with an older timestamp, keeps applying to it.
    await fakeSubscription(second, "active", userId, now() + 365 * DAY);
    await subscriptionChanged("customer.subscription.updated", second, userId, 1_800_000_300);
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", stripe_subscription_id: second });
  });
});

describe("one subscription row: more cases", () => {
  it("a paid subscription takes over from an incomplete one (a first payment that failed)", async () => {
    const { userId, cookie } = await student();
    const [failed, paid] = [unique("sub_incomplete"), unique("sub_paid")];
    await fakeSubscription(failed, "incomplete", userId, now() + DAY);
    await subscriptionChanged("customer.subscription.created", failed, userId, 1_800_000_000);
    await fakeSubscription(paid, "active", userId, now() + 30 * DAY);
    await subscriptionChanged("customer.subscription.created", paid, userId, 1_800_000_100);
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", stripe_subscription_id: paid });
    expect(await accessState(cookie)).toBe("access");
  });

  it("when the held subscription ends, another live one of the customer is adopted at once", async () => {
    const { userId, cookie } = await student();
    const [held, second] = [unique("sub_first"), unique("sub_other_tab")];
    await fakeSubscription(held, "active", userId, now() + 30 * DAY, "price_monthly_test");
    await subscriptionChanged("customer.subscription.created", held, userId, 1_800_000_000);
    await fakeSubscription(second, "active", userId, now() + 365 * DAY);
    await subscriptionChanged("customer.subscription.created", second, userId, 1_800_000_100);
    expect((await subscriptionRow(userId))!.stripe_subscription_id).toBe(held);

    // The student cancels the first one as "the duplicate": no event about the second one is coming.
    await fakeSubscription(held, "canceled", userId, now(), "price_monthly_test");
    await subscriptionChanged("customer.subscription.deleted", held, userId, 1_800_000_200);
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", stripe_subscription_id: second, price_id: "price_yearly_test" });
    expect(await accessState(cookie)).toBe("access");
  });
});

describe("deleting an account", () => {
  it("cancels every live subscription of the customer, not only the one we hold", async () => {
    const { userId, cookie } = await student();
    const customer = unique("cus_two_subs");
    const [held, other] = [unique("sub_held_del"), unique("sub_other_del")];
    await fakeSubscription(held, "active", userId, now() + 30 * DAY, "price_monthly_test", { customer });
    await subscriptionChanged("customer.subscription.created", held, userId, 1_800_000_000);
    await fakeSubscription(other, "trialing", userId, now() + 3 * DAY, "price_yearly_test", { customer });
    const res = await call("/api/trpc/account.deleteAccount", { method: "POST", cookie, body: JSON.stringify({ password: "secret123" }) });
    expect(res.status).toBe(200);
    for (const id of [held, other]) expect((await fakeRead<{ calls: number }>(`/__fake/cancellations?id=${id}`)).calls).toBe(1);
  });
});

describe("unpaid and paused subscriptions", () => {
  it.each(["unpaid", "paused"])("%s: sent to reactivation, checkout refused (no second subscription), the portal opens", async (status) => {
    const { userId, cookie } = await student();
    const sub = unique("sub_owing");
    await fakeSubscription(sub, status, userId, now() - DAY);
    await subscriptionChanged("customer.subscription.updated", sub, userId, 1_800_000_000);
    expect(await accessState(cookie)).toBe("reactivate");
    const dashboard = await query("dashboard.stats", cookie);
    expect(dashboard.ok ? null : dashboard.error.data.redirectTo).toBe("/complete-signup");

    const attempt = await checkout(cookie);
    expect(attempt).toMatchObject({ status: 400, url: null, error: messages.fixPaymentInPortal });
    expect(await sessionsCreated(userId)).toBe(0);

    const portal = await call("/api/trpc/billing.portal", { method: "POST", cookie, body: "{}" });
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { result: { data: { url: string } } }).result.data.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
  });
});

describe("fixing payment", () => {
  it("an unpaid student pays the open invoice on its own payment page", async () => {
    const { userId, cookie } = await student();
    const sub = unique("sub_unpaid_invoice");
    await fakeSubscription(sub, "unpaid", userId, now() - DAY);
    await fake("/__fake/invoice", { id: unique("in_open"), subscription: sub, amountPaid: 0, paymentIntent: unique("pi_open"), status: "open", hostedUrl: "https://invoice.stripe.test/i/open" });
    await subscriptionChanged("customer.subscription.updated", sub, userId, 1_800_000_000);
    const res = await call("/api/trpc/billing.fixPayment", { method: "POST", cookie, body: "{}" });
    expect(((await res.json()) as { result: { data: { url: string } } }).result.data.url).toBe("https://invoice.stripe.test/i/open");
  });

  it("an unpaid subscription whose customer is gone at Stripe ends, and checkout opens again (no dead end)", async () => {
    const { userId, cookie } = await student();
    const customer = unique("cus_unpaid_gone");
    const sub = unique("sub_unpaid_gone");
    await fakeSubscription(sub, "unpaid", userId, now() - DAY, "price_yearly_test", { customer });
    await subscriptionChanged("customer.subscription.updated", sub, userId, 1_800_000_000);
    await fake("/__fake/delete-customer", { id: customer });
    await fake("/__fake/subscription", { id: sub, status: "canceled", userId, periodEnd: now() - DAY, priceId: "price_yearly_test", customer });

    const res = await call("/api/trpc/billing.fixPayment", { method: "POST", cookie, body: "{}" });
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.noBillingAccount);
    expect(await subscriptionRow(userId)).toMatchObject({ status: "canceled", stripe_customer_id: null });
    const again = await checkout(cookie);
    expect(again.status).toBe(200);
  });
});

describe("checkout", () => {
  it("a double click or a second tab gets the same checkout session: one subscription can start", async () => {
    const { userId, cookie } = await student();
    const [a, b] = await Promise.all([checkout(cookie), checkout(cookie)]);
    const c = await checkout(cookie);
    expect(a.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    expect(b.url).toBe(a.url);
    expect(c.url).toBe(a.url);
    expect(await sessionsCreated(userId)).toBe(1);
    // Another plan is another request.
    const monthly = await checkout(cookie, "monthly");
    expect(monthly.url).not.toBe(a.url);
    expect(await sessionsCreated(userId)).toBe(2);
  });

  it("a completed checkout is not handed out again: the same request then gets a new session", async () => {
    const { userId, cookie } = await student();
    const first = await checkout(cookie);
    await fake("/__fake/complete-session", { sessionId: first.url!.split("/").pop(), subscriptionId: unique("sub_done") });
    const again = await checkout(cookie);
    expect(again.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    expect(again.url).not.toBe(first.url);
    expect(await sessionsCreated(userId)).toBe(2);
  });

  it("no second trial for an e-mail address whose Stripe customer already had one (account deleted and made again)", async () => {
    const email = uniqueEmail("returning");
    const { body, cookie } = await signUp(email);
    const userId = body.user!.id;
    const earlier = unique("cus_earlier_account");
    await fake("/__fake/customer", { id: earlier, email });
    await fakeSubscription(unique("sub_earlier_trial"), "canceled", "someone-deleted", now() - 30 * DAY, "price_yearly_test", { customer: earlier, trialStart: now() - 40 * DAY });
    const attempt = await checkout(cookie);
    expect(attempt.status).toBe(200);
    expect((await sessionOf(attempt.url!)).trial_days).toBeNull();
    expect(await sessionsCreated(userId)).toBe(1);
  });

  it("offers the 3-day trial once: not again after cancelling and re-subscribing", async () => {
    const { userId, cookie } = await student();
    const first = await checkout(cookie);
    expect((await sessionOf(first.url!)).trial_days).toBe("3");
    expect((await summary(cookie)).trialAvailable).toBe(true);

    const sub = unique("sub_trial");
    await fakeSubscription(sub, "trialing", userId, now() + 3 * DAY);
    await subscriptionChanged("customer.subscription.created", sub, userId, 1_800_000_000);
    await fakeSubscription(sub, "canceled", userId, now(), "price_yearly_test", { trialStart: now() - DAY });
    await subscriptionChanged("customer.subscription.deleted", sub, userId, 1_800_000_100);
    expect(await accessState(cookie)).toBe("reactivate");
    expect((await summary(cookie)).trialAvailable).toBe(false);

    const again = await checkout(cookie, "monthly");
    expect(again.status).toBe(200);
    const session = await sessionOf(again.url!);
    expect(session.trial_days).toBeNull();
    expect(session.customer).toBe(`cus_${userId}`);
  });

  it("asks Stripe when our records do not know of an earlier trial (a customer from before the trial flag)", async () => {
    const { userId, cookie } = await student();
    const customer = unique("cus_legacy");
    const sub = unique("sub_legacy");
    await fakeSubscription(sub, "canceled", userId, now() - 10 * DAY, "price_yearly_test", { customer, trialStart: now() - 60 * DAY });
    await env.DB.prepare("insert into subscriptions (user_id, status, stripe_customer_id, stripe_subscription_id, updated_at) values (?1, 'canceled', ?2, ?3, ?4)")
      .bind(userId, customer, sub, Date.now())
      .run();
    const again = await checkout(cookie);
    expect(again.status).toBe(200);
    expect((await sessionOf(again.url!)).trial_days).toBeNull();
  });

  it("starts over from the e-mail address when the stored Stripe customer was deleted", async () => {
    const { userId, cookie } = await student();
    const customer = unique("cus_gone");
    const sub = unique("sub_gone");
    await fakeSubscription(sub, "trialing", userId, now() + 3 * DAY, "price_yearly_test", { customer });
    await subscriptionChanged("customer.subscription.created", sub, userId, 1_800_000_000);
    await fakeSubscription(sub, "canceled", userId, now(), "price_yearly_test", { customer });
    await subscriptionChanged("customer.subscription.deleted", sub, userId, 1_800_000_100);
    expect((await subscriptionRow(userId))!.stripe_customer_id).toBe(customer);
    await fake("/__fake/delete-customer", { id: customer });

    const again = await checkout(cookie);
    expect(again).toMatchObject({ status: 200, error: null });
    const session = await sessionOf(again.url!);
    expect(session.customer).toBeNull();
    expect(session.customer_email).toMatch(/^billing-.*@example\.com$/);
    // No trial for a customer who had one, whatever happened to their Stripe record.
    expect(session.trial_days).toBeNull();
    expect((await subscriptionRow(userId))!.stripe_customer_id).toBeNull();
  });

  it("the portal of a deleted customer says there is no billing account, and forgets the id", async () => {
    const { userId, cookie } = await student();
    const customer = unique("cus_portal_gone");
    const sub = unique("sub_portal_gone");
    await fakeSubscription(sub, "active", userId, now() + 30 * DAY, "price_yearly_test", { customer });
    await subscriptionChanged("customer.subscription.created", sub, userId, 1_800_000_000);
    await fake("/__fake/delete-customer", { id: customer });
    const res = await call("/api/trpc/billing.portal", { method: "POST", cookie, body: "{}" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.noBillingAccount);
    expect((await subscriptionRow(userId))!.stripe_customer_id).toBeNull();
  });
});

describe("refunds", () => {
  async function paidStudent() {
    const s = await student();
    const sub = unique("sub_paid");
    const invoice = unique("in_paid");
    const paymentIntent = unique("pi_paid");
    await fakeSubscription(sub, "active", s.userId, now() + 365 * DAY);
    await fake("/__fake/invoice", { id: invoice, subscription: sub, amountPaid: 29_900, paymentIntent });
    const paid = stripeEvent(
      "invoice.paid",
      { object: "invoice", id: invoice, amount_paid: 29_900, currency: "usd", status: "paid", created: 1_800_000_000, parent: { subscription_details: { subscription: sub } } },
      1_800_000_000,
    );
    expect((await deliver(paid)).status).toBe(200);
    return { ...s, sub, invoice, paymentIntent };
  }
  const refunded = (charge: string, paymentIntent: string, amountRefunded: number) =>
    stripeEvent("charge.refunded", { object: "charge", id: charge, amount: 29_900, amount_refunded: amountRefunded, refunded: amountRefunded === 29_900, payment_intent: paymentIntent }, 1_800_100_000);
  const orders = async (cookie: string) => ((await query("billing.orders", cookie)) as { data: { id: string; amountPaid: number; amountRefunded: number }[] }).data;
  const cancellations = async (sub: string) => (await fakeRead<{ calls: number }>(`/__fake/cancellations?id=${sub}`)).calls;

  it("a full refund (the pass guarantee) marks the order refunded and ends the subscription, once", async () => {
    const s = await paidStudent();
    const charge = unique("ch_full");
    await fake("/__fake/refund", { charge, reason: "requested_by_customer" });
    const event = refunded(charge, s.paymentIntent, 29_900);
    const res = await deliver(event);
    expect(await res.json()).toEqual({ received: true, result: "applied" });
    expect(await orders(s.cookie)).toEqual([expect.objectContaining({ id: s.invoice, amountPaid: 29_900, amountRefunded: 29_900 })]);
    expect(await cancellations(s.sub)).toBe(1);
    expect((await subscriptionRow(s.userId))!.status).toBe("canceled");
    expect(await accessState(s.cookie)).toBe("reactivate");

    // A replay is recognised before Stripe is asked anything.
    expect(await (await deliver(event)).json()).toEqual({ received: true, result: "duplicate" });
    expect(await cancellations(s.sub)).toBe(1);
  });

  it("a partial refund marks the order and keeps the subscription", async () => {
    const s = await paidStudent();
    const charge = unique("ch_part");
    await fake("/__fake/refund", { charge, reason: "requested_by_customer" });
    await deliver(refunded(charge, s.paymentIntent, 5_000));
    expect(await orders(s.cookie)).toEqual([expect.objectContaining({ id: s.invoice, amountRefunded: 5_000 })]);
    expect(await cancellations(s.sub)).toBe(0);
    expect(await accessState(s.cookie)).toBe("access");
  });

  it("a full refund of an older payment (not the current period's) ends nothing", async () => {
    const s = await paidStudent();
    // A newer invoice pays the current period now.
    await fake("/__fake/invoice", { id: unique("in_newer"), subscription: s.sub, amountPaid: 29_900, paymentIntent: unique("pi_newer") });
    const charge = unique("ch_old");
    await fake("/__fake/refund", { charge, reason: "requested_by_customer" });
    await deliver(refunded(charge, s.paymentIntent, 29_900));
    expect(await orders(s.cookie)).toEqual([expect.objectContaining({ id: s.invoice, amountRefunded: 29_900 })]);
    expect(await cancellations(s.sub)).toBe(0);
    expect(await accessState(s.cookie)).toBe("access");
  });

  it("decides on the refund that completed the full refund, not an earlier partial one", async () => {
    const s = await paidStudent();
    const charge = unique("ch_two_refunds");
    // A small duplicate charge was refunded first; the guarantee refund completed it later.
    await fake("/__fake/refund", { charge, reason: "duplicate" });
    await fake("/__fake/refund", { charge, reason: "requested_by_customer" });
    await deliver(refunded(charge, s.paymentIntent, 29_900));
    expect(await cancellations(s.sub)).toBe(1);
  });

  it("a full refund of a duplicate charge ends nothing", async () => {
    const s = await paidStudent();
    const charge = unique("ch_dup");
    await fake("/__fake/refund", { charge, reason: "duplicate" });
    await deliver(refunded(charge, s.paymentIntent, 29_900));
    expect(await orders(s.cookie)).toEqual([expect.objectContaining({ amountRefunded: 29_900 })]);
    expect(await cancellations(s.sub)).toBe(0);
    expect(await accessState(s.cookie)).toBe("access");
  });
});

describe("cancel at period end", () => {
  it("is stored, keeps access, and the summary says when it ends", async () => {
    const { userId, cookie } = await student();
    const sub = unique("sub_ending");
    const periodEnd = now() + 20 * DAY;
    await fakeSubscription(sub, "active", userId, periodEnd);
    await subscriptionChanged("customer.subscription.created", sub, userId, 1_800_000_000);
    expect(await summary(cookie)).toMatchObject({ endsAt: null });

    await fakeSubscription(sub, "active", userId, periodEnd, "price_yearly_test", { cancelAtPeriodEnd: true });
    await subscriptionChanged("customer.subscription.updated", sub, userId, 1_800_000_100);
    // Stripe dates in seconds; we store and send milliseconds.
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", cancel_at_period_end: 1, cancel_at: periodEnd * 1000 });
    expect(await summary(cookie)).toMatchObject({ status: "active", endsAt: periodEnd * 1000 });
    expect(await accessState(cookie)).toBe("access");

    // Taken back in the portal.
    await fakeSubscription(sub, "active", userId, periodEnd);
    await subscriptionChanged("customer.subscription.updated", sub, userId, 1_800_000_200);
    expect(await summary(cookie)).toMatchObject({ endsAt: null });
  });
});

describe("Stripe settings", () => {
  it("webhooks still apply with broken price settings: cancellations must not wait for a fix", async () => {
    const { userId } = await student();
    const sub = unique("sub_bad_prices");
    await fakeSubscription(sub, "canceled", userId, now());
    const payload = JSON.stringify(stripeEvent("customer.subscription.deleted", { object: "subscription", id: sub, metadata: { userId } }, 1_800_000_000));
    const header = await new Stripe("sk_test_fake").webhooks.generateTestHeaderStringAsync({ payload, secret: "whsec_test_fake", cryptoProvider: Stripe.createSubtleCryptoProvider() });
    const res = await callWith({ STRIPE_PRICE_MONTHLY: "" }, "/api/stripe/webhook", { method: "POST", headers: { "stripe-signature": header }, body: payload });
    expect(res.status).toBe(200);
    expect((await subscriptionRow(userId))!.status).toBe("canceled");
  });

  it.each([
    ["blank", { STRIPE_PRICE_MONTHLY: "   " }],
    ["a product id", { STRIPE_PRICE_YEARLY: "prod_123" }],
    ["the same price twice", { STRIPE_PRICE_YEARLY: "price_monthly_test" }],
  ])("a price id that is %s refuses billing as unconfigured before any call reaches Stripe", async (_, override) => {
    const { userId, cookie } = await student();
    const res = await callWith(override, "/api/trpc/billing.createCheckout", { method: "POST", cookie, body: JSON.stringify({ plan: "yearly", from: "pricing" }) });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.billingNotConfigured);
    expect(await sessionsCreated(userId)).toBe(0);
  });
});
