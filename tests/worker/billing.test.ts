import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { STRIPE_API_VERSION } from "../../src/worker/billing/config.ts";
import { call, callWith, count, query, signUp, uniqueEmail } from "./http.ts";
import { deliver, FAKE, fakeSubscription, stripeEvent, subscriptionRow } from "./stripe-helpers.ts";

const DAY = 86_400;

describe("Stripe webhooks", () => {
  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    await fakeSubscription("sub_badsig", "trialing", userId, 1_900_000_000);
    const event = stripeEvent("checkout.session.completed", { object: "checkout.session", id: "cs_badsig", client_reference_id: userId, subscription: "sub_badsig" }, 1_800_000_000);
    const before = await count("select count(*) n from billing_events");
    const res = await deliver(event, "whsec_wrong_secret");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: "Invalid Stripe signature" } });
    expect(await count("select count(*) n from billing_events")).toBe(before);
    expect(await subscriptionRow(userId)).toBeNull();

    const unsigned = await call("/api/stripe/webhook", { method: "POST", body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
  });

  it("starts a trial from checkout.session.completed, and the same event 10 times has one effect", async () => {
    const { body, cookie } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    const trialEnd = Math.floor(Date.now() / 1000) + 3 * DAY;
    await fakeSubscription("sub_replay", "trialing", userId, trialEnd);
    const completed = stripeEvent("checkout.session.completed", { object: "checkout.session", id: "cs_replay", client_reference_id: userId, subscription: "sub_replay" }, 1_800_000_100);
    const paid = stripeEvent(
      "invoice.paid",
      { object: "invoice", id: "in_replay", amount_paid: 0, currency: "usd", status: "paid", created: 1_800_000_101, parent: { subscription_details: { subscription: "sub_replay" } } },
      1_800_000_101,
    );
    for (let i = 0; i < 10; i++) {
      expect((await deliver(completed)).status).toBe(200);
      expect((await deliver(paid)).status).toBe(200);
    }
    expect(await subscriptionRow(userId)).toMatchObject({
      status: "trialing",
      price_id: "price_yearly_test",
      current_period_end: trialEnd * 1000, // Stripe's seconds, stored as milliseconds
      stripe_subscription_id: "sub_replay",
    });
    expect(await count("select count(*) n from billing_events where id in (?1, ?2)", completed.id, paid.id)).toBe(2);
    expect(await count("select count(*) n from invoices where user_id = ?1", userId)).toBe(1);
    const me = await query("account.me", cookie);
    expect(me.ok && (me.data as { access: { state: string } }).access.state).toBe("access");
  });

  it("ends canceled when subscription.deleted arrives before checkout.session.completed", async () => {
    const { body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    await fakeSubscription("sub_order", "canceled", userId, 1_900_000_000);
    const completed = stripeEvent("checkout.session.completed", { object: "checkout.session", id: "cs_order", client_reference_id: userId, subscription: "sub_order" }, 1_800_000_200);
    const deleted = stripeEvent("customer.subscription.deleted", { object: "subscription", id: "sub_order", metadata: { userId } }, 1_800_000_900);
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(completed)).status).toBe(200);
    expect((await subscriptionRow(userId))!.status).toBe("canceled");
  });

  it("never lets an older event overwrite newer state", async () => {
    const { body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    await fakeSubscription("sub_stale", "active", userId, 1_900_000_000);
    expect((await deliver(stripeEvent("customer.subscription.updated", { object: "subscription", id: "sub_stale", metadata: { userId } }, 1_800_000_500))).status).toBe(200);
    // Stripe now (wrongly, for this test) reports trialing, but the event is older than the state.
    await fakeSubscription("sub_stale", "trialing", userId, 1_900_000_000);
    await deliver(stripeEvent("customer.subscription.created", { object: "subscription", id: "sub_stale", metadata: { userId } }, 1_800_000_400));
    expect((await subscriptionRow(userId))!.status).toBe("active");
  });
});

describe("events about deleted accounts", () => {
  it("records a late event for a user who deleted their account as unmatched, with 200, not 500", async () => {
    const { body } = await signUp(uniqueEmail("gone"));
    const userId = body.user!.id;
    await fakeSubscription("sub_gone", "canceled", userId, 1_900_000_000);
    await env.DB.prepare("delete from user where id = ?1").bind(userId).run();
    const deleted = stripeEvent("customer.subscription.deleted", { object: "subscription", id: "sub_gone", metadata: { userId } }, 1_800_001_000);
    const res = await deliver(deleted);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, result: "unmatched" });
    expect(await subscriptionRow(userId)).toBeNull();
    // A replay is still recognised.
    expect(await (await deliver(deleted)).json()).toEqual({ received: true, result: "duplicate" });
  });
});

describe("checkout and portal with Stripe", () => {
  it("creates a subscription-mode session with a 3-day trial and the success and cancel URLs", async () => {
    const { cookie } = await signUp(uniqueEmail());
    const res = await call("/api/trpc/billing.createCheckout", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "yearly", from: "pricing" }),
    });
    const { result } = (await res.json()) as { result: { data: { url: string } } };
    expect(result.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const id = result.data.url.split("/").pop()!;
    const session = (await (await fetch(`${FAKE}/v1/checkout/sessions/${id}`)).json()) as Record<string, string>;
    expect(session).toMatchObject({
      mode: "subscription",
      trial_days: "3",
      price: "price_yearly_test",
      success_url: "http://localhost/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost/complete-signup",
    });
    // Every call names the pinned API version, the one the webhook endpoint must be created with.
    const { version } = (await (await fetch(`${FAKE}/__fake/version?session=${id}`)).json()) as { version: string };
    expect(version).toBe(STRIPE_API_VERSION);
  });
});

describe("the success page's reconciliation", () => {
  it("reads the finished checkout from Stripe without waiting for the webhook, once", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    const created = await call("/api/trpc/billing.createCheckout", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "monthly", from: "signup" }),
    });
    const url = ((await created.json()) as { result: { data: { url: string } } }).result.data.url;
    const sessionId = url.split("/").pop()!;
    await fakeSubscription("sub_sync", "trialing", userId, 1_900_000_000, "price_monthly_test");
    await fetch(`${FAKE}/__fake/complete-session`, { method: "POST", body: JSON.stringify({ sessionId, subscriptionId: "sub_sync" }) });

    for (let i = 0; i < 2; i++) {
      const res = await call("/api/trpc/billing.confirmCheckout", {
        method: "POST",
        cookie,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId }),
      });
      expect(res.status).toBe(200);
    }
    expect(await subscriptionRow(userId)).toMatchObject({ status: "trialing", price_id: "price_monthly_test", stripe_subscription_id: "sub_sync" });
    expect(await count("select count(*) n from billing_events where user_id = ?1", userId)).toBe(1);
  });

  it("ignores a session that belongs to someone else", async () => {
    const owner = await signUp(uniqueEmail());
    const other = await signUp(uniqueEmail());
    const created = await call("/api/trpc/billing.createCheckout", {
      method: "POST",
      cookie: owner.cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ plan: "monthly", from: "pricing" }),
    });
    const sessionId = ((await created.json()) as { result: { data: { url: string } } }).result.data.url.split("/").pop()!;
    await fakeSubscription("sub_theft", "active", owner.body.user!.id, 1_900_000_000, "price_monthly_test");
    await fetch(`${FAKE}/__fake/complete-session`, { method: "POST", body: JSON.stringify({ sessionId, subscriptionId: "sub_theft" }) });
    await call("/api/trpc/billing.confirmCheckout", {
      method: "POST",
      cookie: other.cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId }),
    });
    expect(await subscriptionRow(other.body.user!.id)).toBeNull();
  });
});

describe("demo billing (no Stripe key)", () => {
  const demo = { STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: "" };
  const demoCall = async (path: string, cookie: string, input: unknown, method: "GET" | "POST" = "POST") => {
    const qs = method === "GET" ? `?input=${encodeURIComponent(JSON.stringify(input))}` : "";
    const res = await callWith(demo, `/api/trpc/${path}${qs}`, { method, cookie, body: method === "POST" ? JSON.stringify(input) : undefined });
    return (await res.json()) as { result?: { data: Record<string, unknown> }; error?: { message: string } };
  };

  it("checks out to the local test page, starts one trial however often it is confirmed, then ends the trial and cancels", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    const checkout = await demoCall("billing.createCheckout", cookie, { plan: "monthly", from: "signup" });
    const url = new URL(checkout.result!.data.url as string);
    expect(url.pathname).toBe("/demo-checkout");
    const sessionId = url.searchParams.get("session_id")!;

    const details = await demoCall("billing.demoCheckout", cookie, { sessionId }, "GET");
    expect(details.result!.data).toMatchObject({ status: "open", plan: { price: 79 }, cancelUrl: "http://localhost/login?plan=monthly&intent=signup" });

    const [a, b] = await Promise.all([
      demoCall("billing.demoConfirm", cookie, { sessionId }),
      demoCall("billing.demoConfirm", cookie, { sessionId }),
    ]);
    expect(a.result!.data.url).toBe(`http://localhost/success?session_id=${sessionId}`);
    expect(b.result!.data.url).toBe(a.result!.data.url);
    expect(await count("select count(*) n from billing_events where user_id = ?1", userId)).toBe(1);
    const trial = await subscriptionRow(userId);
    expect(trial!.status).toBe("trialing");
    expect(trial!.current_period_end - Date.now()).toBeGreaterThan((3 * DAY - 60) * 1000);

    const summary = await demoCall("billing.summary", cookie, undefined, "GET");
    expect(summary.result!.data).toMatchObject({ status: "trialing", planName: "AA Board Prep Monthly", mode: "demo" });

    await demoCall("billing.demoPortal", cookie, { action: "end-trial" });
    expect((await subscriptionRow(userId))!.status).toBe("active");
    const orders = await demoCall("billing.orders", cookie, undefined, "GET");
    expect((orders.result!.data as unknown as { amountPaid: number }[]).map((o) => o.amountPaid)).toEqual([7900, 0]);

    await demoCall("billing.demoPortal", cookie, { action: "cancel" });
    const me = await query("account.me", cookie);
    expect((me as { data: { access: { state: string } } }).data.access.state).toBe("reactivate");
  });

  it("reuses an open checkout for a double click, and a returning customer pays at once instead of a second trial", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    const userId = body.user!.id;
    const [a, b] = await Promise.all([
      demoCall("billing.createCheckout", cookie, { plan: "yearly", from: "pricing" }),
      demoCall("billing.createCheckout", cookie, { plan: "yearly", from: "pricing" }),
    ]);
    const firstUrl = a.result!.data.url as string;
    expect(b.result!.data.url).toBe(firstUrl);
    const sessionId = new URL(firstUrl).searchParams.get("session_id")!;
    expect((await demoCall("billing.demoCheckout", cookie, { sessionId }, "GET")).result!.data.trial).toBe(true);
    await demoCall("billing.demoConfirm", cookie, { sessionId });

    await demoCall("billing.demoPortal", cookie, { action: "cancel-at-period-end" });
    const ending = (await demoCall("billing.summary", cookie, undefined, "GET")).result!.data;
    expect(ending).toMatchObject({ status: "trialing", trialAvailable: false });
    expect(ending.endsAt).toBe(ending.currentPeriodEnd);
    await demoCall("billing.demoPortal", cookie, { action: "cancel" });

    const again = await demoCall("billing.createCheckout", cookie, { plan: "monthly", from: "pricing" });
    const againId = new URL(again.result!.data.url as string).searchParams.get("session_id")!;
    expect(againId).not.toBe(sessionId);
    expect((await demoCall("billing.demoCheckout", cookie, { sessionId: againId }, "GET")).result!.data.trial).toBe(false);
    await demoCall("billing.demoConfirm", cookie, { sessionId: againId });
    expect(await subscriptionRow(userId)).toMatchObject({ status: "active", price_id: "demo_price_monthly", cancel_at_period_end: 0 });
    const orders = await demoCall("billing.orders", cookie, undefined, "GET");
    expect((orders.result!.data as unknown as { amountPaid: number }[]).map((o) => o.amountPaid)).toEqual([7900, 0]);
  });

  it("refuses the demo endpoints when real Stripe is configured", async () => {
    const { cookie } = await signUp(uniqueEmail());
    const res = await call(`/api/trpc/billing.demoPortal`, {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "cancel" }),
    });
    expect(res.status).toBe(403);
  });
});
