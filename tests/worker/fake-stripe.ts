// A local fake of the Stripe HTTP endpoints we call, so the worker tests exercise the real Stripe SDK
// (requests, parsing, errors, webhook signatures) without the network. It keeps to Stripe's documented
// behaviour where our code depends on it: idempotency keys replay the first answer (and refuse a
// different request under the same key), deleted customers and unknown prices are `resource_missing`
// errors naming the parameter, canceled subscriptions cannot be canceled again. Runs in Node as the
// worker project's globalSetup; tests steer it through /__fake/*.
import { createServer, type IncomingMessage, type Server } from "node:http";

export const FAKE_STRIPE_PORT = Number(process.env.FAKE_STRIPE_PORT ?? 12111);

type Json = Record<string, unknown>;
const subscriptions = new Map<string, Json>();
const sessions = new Map<string, Json>();
const invoices = new Map<string, Json>();
/** Invoice id by the PaymentIntent that paid it (Stripe's invoice payments). */
const invoiceByPaymentIntent = new Map<string, string>();
const refunds: { charge: string; reason: string | null }[] = [];
const deletedCustomers = new Set<string>();
/** Customers by id, with their e-mail (Stripe creates one per checkout with customer_email). */
const customers = new Map<string, { id: string; email: string }>();
/** Idempotency-Key -> the request body it was first used with and the answer given. */
const idempotent = new Map<string, { request: string; status: number; body: unknown }>();
/** Every DELETE /v1/subscriptions/:id received, in order, whether Stripe accepted it or not. */
const cancelCalls: string[] = [];
/** Checkout sessions created (not replayed), per client_reference_id. */
const sessionsCreated = new Map<string, number>();
let counter = 0;
/** The Stripe-Version header of each API request, by checkout session id created (tests read it back). */
const versions = new Map<string, string>();

type FakeSubscription = {
  id: string;
  status: string;
  priceId: string;
  periodEnd: number;
  userId: string;
  customer?: string;
  cancelAtPeriodEnd?: boolean;
  trialStart?: number | null;
  latestInvoice?: string;
};

function subscription(s: FakeSubscription): Json {
  const trialing = s.status === "trialing";
  return {
    id: s.id,
    object: "subscription",
    status: s.status,
    customer: s.customer ?? `cus_${s.userId}`,
    metadata: { userId: s.userId },
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    trial_start: s.trialStart !== undefined ? s.trialStart : trialing ? s.periodEnd - 3 * 86_400 : null,
    trial_end: trialing ? s.periodEnd : s.trialStart ? s.trialStart + 3 * 86_400 : null,
    latest_invoice: s.latestInvoice ?? null,
    items: { object: "list", data: [{ id: `si_${s.id}`, object: "subscription_item", price: { id: s.priceId, object: "price" }, current_period_end: s.periodEnd }] },
  };
}

const list = (data: Json[], url: string) => ({ object: "list", data, has_more: false, url });
const missing = (message: string, param?: string) => ({ error: { type: "invalid_request_error", code: "resource_missing", message, ...(param && { param }) } });

async function body(req: IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

/** The Stripe API itself: answers what Stripe would, given its state. */
function stripeApi(method: string, url: URL, text: string, req: IncomingMessage): [number, unknown] {
  const form = new URLSearchParams(text);
  if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
    const customer = form.get("customer");
    if (customer && deletedCustomers.has(customer)) return [400, missing(`No such customer: '${customer}'`, "customer")];
    const price = form.get("line_items[0][price]") ?? "";
    if (!/^price_\w+$/.test(price)) return [400, missing(`No such price: '${price}'`, "line_items[0][price]")];
    counter += 1;
    const id = `cs_test_${counter}`;
    versions.set(id, String(req.headers["stripe-version"] ?? ""));
    const user = form.get("client_reference_id") ?? "";
    sessionsCreated.set(user, (sessionsCreated.get(user) ?? 0) + 1);
    const session = {
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.test/pay/${id}`,
      mode: form.get("mode"),
      client_reference_id: user,
      customer,
      customer_email: form.get("customer_email"),
      success_url: form.get("success_url"),
      cancel_url: form.get("cancel_url"),
      status: "open",
      subscription: null,
      trial_days: form.get("subscription_data[trial_period_days]"),
      price,
    };
    sessions.set(id, session);
    return [200, session];
  }
  const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
  if (method === "GET" && sessionMatch) {
    const s = sessions.get(sessionMatch[1]!);
    return s ? [200, s] : [404, missing("No such session")];
  }
  if (method === "GET" && url.pathname === "/v1/subscriptions") {
    const customer = url.searchParams.get("customer");
    if (customer && deletedCustomers.has(customer)) return [400, missing(`No such customer: '${customer}'`, "customer")];
    // Like Stripe: without a status filter, canceled subscriptions are left out; "all" includes them.
    const status = url.searchParams.get("status");
    const data = [...subscriptions.values()].filter(
      (s) => s.customer === customer && (status === "all" || (status ? s.status === status : s.status !== "canceled")),
    );
    return [200, list(data, "/v1/subscriptions")];
  }
  if (method === "GET" && url.pathname === "/v1/customers") {
    const email = url.searchParams.get("email");
    return [200, list([...customers.values()].filter((c) => c.email === email && !deletedCustomers.has(c.id)).map((c) => ({ ...c, object: "customer" })), "/v1/customers")];
  }
  const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
  if (method === "GET" && subMatch) {
    const s = subscriptions.get(subMatch[1]!);
    if (!s) return [404, missing("No such subscription")];
    const expanded = [...url.searchParams.entries()].some(([k, v]) => k.startsWith("expand") && v === "latest_invoice");
    return [200, expanded && typeof s.latest_invoice === "string" ? { ...s, latest_invoice: invoices.get(s.latest_invoice) ?? s.latest_invoice } : s];
  }
  if (method === "DELETE" && subMatch) {
    const id = subMatch[1]!;
    cancelCalls.push(id);
    const s = subscriptions.get(id);
    // Like Stripe: a canceled subscription can still be read, but cancelling it again says it does not exist.
    if (!s || s.status === "canceled") return [404, missing(`No such subscription: '${id}'`)];
    s.status = "canceled";
    s.canceled_at = Math.floor(Date.now() / 1000);
    s.cancel_at_period_end = false;
    return [200, s];
  }
  const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
  if (method === "GET" && invoiceMatch) {
    const inv = invoices.get(invoiceMatch[1]!);
    return inv ? [200, inv] : [404, missing("No such invoice")];
  }
  if (method === "GET" && url.pathname === "/v1/invoice_payments") {
    const pi = url.searchParams.get("payment[payment_intent]") ?? "";
    const invoice = invoiceByPaymentIntent.get(pi);
    const data = invoice ? [{ id: `inpay_${pi}`, object: "invoice_payment", invoice, payment: { type: "payment_intent", payment_intent: pi } }] : [];
    return [200, list(data, "/v1/invoice_payments")];
  }
  if (method === "GET" && url.pathname === "/v1/refunds") {
    const charge = url.searchParams.get("charge");
    // Newest first, as Stripe lists them.
    const limit = Number(url.searchParams.get("limit") ?? 10);
    const data = refunds
      .filter((r) => r.charge === charge)
      .map((r, i) => ({ id: `re_${charge}_${i}`, object: "refund", charge, reason: r.reason }))
      .reverse()
      .slice(0, limit);
    return [200, list(data, "/v1/refunds")];
  }
  if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
    const customer = form.get("customer") ?? "";
    if (deletedCustomers.has(customer)) return [400, missing(`No such customer: '${customer}'`, "customer")];
    return [200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/session/bps_1" }];
  }
  return [404, { error: { type: "invalid_request_error", message: `fake has no ${method} ${url.pathname}` } }];
}

/** Test controls: set up Stripe's state and read back what our code asked of it. */
function controls(method: string, url: URL, text: string): [number, unknown] | null {
  const json = () => JSON.parse(text) as Json;
  if (method === "POST" && url.pathname === "/__fake/subscription") {
    const s = json() as unknown as FakeSubscription;
    const before = subscriptions.get(s.id)?.latest_invoice as string | null | undefined;
    subscriptions.set(s.id, subscription({ latestInvoice: before ?? undefined, ...s }));
    return [200, { ok: true }];
  }
  if (method === "POST" && url.pathname === "/__fake/complete-session") {
    const { sessionId, subscriptionId } = json() as { sessionId: string; subscriptionId: string };
    const session = sessions.get(sessionId);
    if (!session) return [404, { error: { message: "no session" } }];
    session.subscription = subscriptionId;
    session.status = "complete";
    session.url = null;
    return [200, session];
  }
  if (method === "POST" && url.pathname === "/__fake/customer") {
    const c = json() as { id: string; email: string };
    customers.set(c.id, c);
    return [200, { ok: true }];
  }
  if (method === "POST" && url.pathname === "/__fake/delete-customer") {
    deletedCustomers.add(String(json().id));
    return [200, { ok: true }];
  }
  if (method === "POST" && url.pathname === "/__fake/invoice") {
    const { id, subscription: sub, amountPaid, paymentIntent, status = "paid", hostedUrl = null } = json() as {
      id: string;
      subscription: string;
      amountPaid: number;
      paymentIntent: string;
      status?: string;
      hostedUrl?: string | null;
    };
    invoices.set(id, {
      id,
      object: "invoice",
      status,
      amount_paid: amountPaid,
      currency: "usd",
      created: Math.floor(Date.now() / 1000),
      hosted_invoice_url: hostedUrl,
      lines: { object: "list", data: [{ description: "AA Board Prep Yearly" }] },
      parent: { type: "subscription_details", subscription_details: { subscription: sub } },
    });
    invoiceByPaymentIntent.set(paymentIntent, id);
    // The newest invoice of a subscription is its latest_invoice.
    const held = subscriptions.get(sub);
    if (held) held.latest_invoice = id;
    return [200, { ok: true }];
  }
  if (method === "POST" && url.pathname === "/__fake/refund") {
    const { charge, reason } = json() as { charge: string; reason: string | null };
    refunds.push({ charge, reason });
    return [200, { ok: true }];
  }
  if (method === "GET" && url.pathname === "/__fake/version") {
    return [200, { version: versions.get(url.searchParams.get("session") ?? "") ?? null }];
  }
  if (method === "GET" && url.pathname === "/__fake/cancellations") {
    const id = url.searchParams.get("id");
    return [200, { calls: cancelCalls.filter((c) => c === id).length }];
  }
  if (method === "GET" && url.pathname === "/__fake/sessions-created") {
    return [200, { count: sessionsCreated.get(url.searchParams.get("user") ?? "") ?? 0 }];
  }
  if (method === "GET" && url.pathname === "/__fake/session") {
    return [200, sessions.get(url.searchParams.get("id") ?? "") ?? null];
  }
  return null;
}

export default async function setup() {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const send = (status: number, json: unknown, replayed = false) => {
      // No keep-alive: Node closes idle sockets after 5 s, and a client reusing one just then waits for a
      // timeout instead of an answer (seen as rare 15-30 s stalls in the fuzz test).
      res.writeHead(status, { "content-type": "application/json", connection: "close", ...(replayed && { "idempotent-replayed": "true" }) });
      res.end(JSON.stringify(json));
    };
    const text = await body(req);
    const control = controls(method, url, text);
    if (control) return send(...control);

    // Stripe's idempotency: the same key answers the first result again; the same key with other
    // parameters is an error. Keys matter on POST only, as at Stripe.
    const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
    if (typeof key === "string") {
      const first = idempotent.get(key);
      if (first && first.request !== `${url.pathname}?${text}`) {
        return send(400, { error: { type: "idempotency_error", message: "Keys for idempotent requests can only be used with the same parameters they were first used with." } });
      }
      if (first) return send(first.status, first.body, true);
    }
    const [status, answer] = stripeApi(method, url, text, req);
    if (typeof key === "string") idempotent.set(key, { request: `${url.pathname}?${text}`, status, body: answer });
    send(status, answer);
  });
  // A second test run on the same machine finds the port taken: its tests then use the first run's
  // fake, which is just as good since every test works on its own ids.
  const listening = await new Promise<boolean>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => (err.code === "EADDRINUSE" ? resolve(false) : reject(err)));
    server.listen(FAKE_STRIPE_PORT, "127.0.0.1", () => resolve(true));
  });
  if (!listening) return () => {};
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
