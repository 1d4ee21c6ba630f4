// A local fake of Resend's POST /emails that enforces the documented contract: a User-Agent (403
// without one), a bearer key, a JSON body with from/to/subject, and Idempotency-Key replays that
// deliver once. Tests steer it through /__fake/* (rate-limit the next requests, read deliveries).
import { createServer, type Server } from "node:http";

export const FAKE_RESEND_PORT = Number(process.env.FAKE_RESEND_PORT ?? 12112);

type Delivery = { id: string; to: string[]; subject: string; idempotencyKey: string | null; userAgent: string };
const deliveries: Delivery[] = [];
const byKey = new Map<string, string>();
const attempts: { idempotencyKey: string | null; status: number }[] = [];
let rateLimitNext = 0;

export default async function setup() {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    let text = "";
    for await (const chunk of req) text += chunk;
    const send = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      // No keep-alive: Node closes idle sockets after 5 s, and a client reusing one just then waits for a
      // timeout instead of an answer (seen as rare 15-30 s stalls in the fuzz test).
      res.writeHead(status, { "content-type": "application/json", connection: "close", ...headers });
      res.end(JSON.stringify(json));
    };
    if (req.method === "POST" && url.pathname === "/__fake/rate-limit") {
      rateLimitNext = Number(JSON.parse(text).count ?? 1);
      return send(200, { ok: true });
    }
    if (req.method === "GET" && url.pathname === "/__fake/log") {
      const to = url.searchParams.get("to");
      const mine = deliveries.filter((d) => d.to.includes(to ?? ""));
      const keys = new Set(mine.map((d) => d.idempotencyKey));
      return send(200, { deliveries: mine, attempts: attempts.filter((a) => keys.has(a.idempotencyKey)) });
    }
    if (req.method === "POST" && url.pathname === "/emails") {
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const answer = (status: number, json: unknown, headers?: Record<string, string>) => {
        attempts.push({ idempotencyKey: key, status });
        send(status, json, headers);
      };
      if (!req.headers["user-agent"]) return answer(403, { statusCode: 403, name: "missing_user_agent", message: "User-Agent header is required" });
      if (!/^Bearer re_\w+$/.test(req.headers.authorization ?? "")) return answer(401, { statusCode: 401, name: "missing_api_key", message: "Missing API key" });
      if (rateLimitNext > 0) {
        rateLimitNext -= 1;
        return answer(429, { statusCode: 429, name: "rate_limit_exceeded", message: "Too many requests" }, { "retry-after": "1" });
      }
      let body: { from?: string; to?: string[]; subject?: string };
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, { statusCode: 400, name: "invalid_json", message: "Body is not JSON" });
      }
      if (!body.from || !body.to?.length || !body.subject) {
        return answer(422, { statusCode: 422, name: "validation_error", message: "The `from` field is required." });
      }
      if (key && byKey.has(key)) return answer(200, { id: byKey.get(key) });
      const id = `email_${deliveries.length + 1}`;
      if (key) byKey.set(key, id);
      deliveries.push({ id, to: body.to, subject: body.subject, idempotencyKey: key, userAgent: String(req.headers["user-agent"]) });
      return answer(200, { id });
    }
    send(404, { message: `fake has no ${req.method} ${url.pathname}` });
  });
  // Another test run on the machine may already hold the port: its fake serves just as well.
  const listening = await new Promise<boolean>((resolve, reject) => {
    server.once("error", (err: NodeJS.ErrnoException) => (err.code === "EADDRINUSE" ? resolve(false) : reject(err)));
    server.listen(FAKE_RESEND_PORT, "127.0.0.1", () => resolve(true));
  });
  if (!listening) return () => {};
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
