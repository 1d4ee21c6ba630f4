// A local fake of the few Stripe HTTP endpoints we call, so the worker tests exercise the real
// Stripe SDK (requests, parsing, webhook signatures) without the network. Runs in Node as the
// worker project's globalSetup; tests steer it through /__fake/*.
import { createServer, type Server } from "node:http";

export const FAKE_STRIPE_PORT = Number(process.env.FAKE_STRIPE_PORT ?? 12111);

type Json = Record<string, unknown>;
const subscriptions = new Map<string, Json>();
const sessions = new Map<string, Json>();
/** Every DELETE /v1/subscriptions/:id received, in order, whether Stripe accepted it or not. */
const cancelCalls: string[] = [];
let counter = 0;
/** The Stripe-Version header of each API request, by checkout session id created (tests read it back). */
const versions = new Map<string, string>();

function subscription(id: string, status: string, priceId: string, periodEnd: number, userId: string): Json {
  return {
    id,
    object: "subscription",
    status,
    customer: `cus_${userId}`,
    metadata: { userId },
    trial_end: status === "trialing" ? periodEnd : null,
    items: { object: "list", data: [{ id: `si_${id}`, object: "subscription_item", price: { id: priceId, object: "price" }, current_period_end: periodEnd }] },
  };
}

async function body(req: import("node:http").IncomingMessage) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text;
}

export default async function setup() {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const send = (status: number, json: unknown) => {
      // No keep-alive: Node closes idle sockets after 5 s, and a client reusing one just then waits for a
      // timeout instead of an answer (seen as rare 15-30 s stalls in the fuzz test).
      res.writeHead(status, { "content-type": "application/json", connection: "close" });
      res.end(JSON.stringify(json));
    };
    const text = await body(req);
    if (req.method === "POST" && url.pathname === "/__fake/subscription") {
      const s = JSON.parse(text) as { id: string; status: string; priceId: string; periodEnd: number; userId: string };
      subscriptions.set(s.id, subscription(s.id, s.status, s.priceId, s.periodEnd, s.userId));
      return send(200, { ok: true });
    }
    if (req.method === "POST" && url.pathname === "/__fake/complete-session") {
      const { sessionId, subscriptionId } = JSON.parse(text) as { sessionId: string; subscriptionId: string };
      const session = sessions.get(sessionId);
      if (!session) return send(404, { error: { message: "no session" } });
      session.subscription = subscriptionId;
      session.status = "complete";
      return send(200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = new URLSearchParams(text);
      counter += 1;
      const id = `cs_test_${counter}`;
      versions.set(id, String(req.headers["stripe-version"] ?? ""));
      const session = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/pay/${id}`,
        mode: form.get("mode"),
        client_reference_id: form.get("client_reference_id"),
        success_url: form.get("success_url"),
        cancel_url: form.get("cancel_url"),
        subscription: null,
        trial_days: form.get("subscription_data[trial_period_days]"),
        price: form.get("line_items[0][price]"),
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && sessionMatch) {
      const s = sessions.get(sessionMatch[1]!);
      return s ? send(200, s) : send(404, { error: { type: "invalid_request_error", message: "No such session" } });
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && subMatch) {
      const s = subscriptions.get(subMatch[1]!);
      return s ? send(200, s) : send(404, { error: { type: "invalid_request_error", message: "No such subscription" } });
    }
    if (req.method === "GET" && url.pathname === "/__fake/version") {
      return send(200, { version: versions.get(url.searchParams.get("session") ?? "") ?? null });
    }
    if (req.method === "GET" && url.pathname === "/__fake/cancellations") {
      const id = url.searchParams.get("id");
      return send(200, { calls: cancelCalls.filter((c) => c === id).length });
    }
    if (req.method === "DELETE" && subMatch) {
      const id = subMatch[1]!;
      cancelCalls.push(id);
      const s = subscriptions.get(id);
      // Like Stripe: a canceled subscription can still be read, but cancelling it again says it does not exist.
      if (!s || s.status === "canceled") {
        return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such subscription: '${id}'` } });
      }
      s.status = "canceled";
      s.canceled_at = Math.floor(Date.now() / 1000);
      return send(200, s);
    }
    if (req.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      return send(200, { id: "bps_1", object: "billing_portal.session", url: "https://billing.stripe.test/session/bps_1" });
    }
    send(404, { error: { type: "invalid_request_error", message: `fake has no ${req.method} ${url.pathname}` } });
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
