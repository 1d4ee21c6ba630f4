// Talks to the real Worker over HTTP inside workerd, the way a browser would.
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { createApp } from "../../src/worker/app.ts";

const ORIGIN = "http://localhost";
const rand = () => Math.floor(Math.random() * 254) + 1;

type BrowserInit = RequestInit & { cookie?: string };

/** A browser's request to `origin`: its cookie, a client address, and a same-origin JSON body for writes. */
function browserRequest(origin: string, path: string, init: BrowserInit = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  // A fresh client address per request unless a test sets one: rate limits count per IP.
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", `10.${rand()}.${rand()}.${rand()}`);
  // A browser's POST: from our own origin, with a JSON body (anything else is refused as cross-site).
  if (init.method && init.method !== "GET") {
    if (!headers.has("origin")) headers.set("origin", origin);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  return new Request(`${origin}${path}`, { ...init, headers });
}

export async function call(path: string, init: BrowserInit = {}) {
  return exports.default.fetch(browserRequest(ORIGIN, path, init));
}

/** Settings to put in place of the test configuration; `undefined` removes one. */
export type Settings = { [K in keyof typeof env]?: (typeof env)[K] | undefined };

/**
 * The same request to the real Worker (routes, middleware, tRPC) running with other settings: demo
 * billing, a deployment's origin, a provider key, a broken binding. `origin` is where the browser is.
 */
export function callWith(settings: Settings, path: string, init: BrowserInit = {}, origin = ORIGIN) {
  return createApp().fetch(browserRequest(origin, path, init), { ...env, ...settings } as typeof env, createExecutionContext());
}

/** A JSON POST through callWith. */
export const postWith = (settings: Settings, path: string, cookie: string, body: unknown) =>
  callWith(settings, path, { method: "POST", cookie, body: JSON.stringify(body) });

/** The session cookie pair(s) from a Set-Cookie response, ready for a Cookie header. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

let counter = 0;
export function uniqueEmail(prefix = "student") {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export async function signUp(email: string, password = "secret123", name = "Ada Lovelace") {
  const res = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, name }),
  });
  return { res, cookie: cookieFrom(res), body: (await res.json()) as { user?: { id: string; role?: string } } };
}

export async function signIn(email: string, password: string) {
  const res = await call("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { res, cookie: cookieFrom(res) };
}

type TrpcResult =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; error: { message: string; data: { code: string; redirectTo: string | null } } };

/** A tRPC query over plain HTTP (no batching), as the fetch adapter serves it. */
export async function query(path: string, cookie?: string, input?: unknown): Promise<TrpcResult> {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await call(`/api/trpc/${path}${qs}`, { cookie });
  const body = (await res.json()) as { result?: { data: unknown }; error?: never };
  if (body.error) return { ok: false, status: res.status, error: body.error };
  return { ok: true, status: res.status, data: body.result?.data };
}

export async function setSubscription(userId: string, status: string) {
  await env.DB.prepare(
    `insert into subscriptions (user_id, status, updated_at) values (?1, ?2, ?3)
     on conflict(user_id) do update set status = excluded.status, updated_at = excluded.updated_at`,
  )
    .bind(userId, status, Date.now())
    .run();
}

/** A signed-up student with an active subscription. */
export async function subscriber(prefix = "student") {
  const { cookie, body } = await signUp(uniqueEmail(prefix));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

/** The `n` of a `select count(*) n ...` statement against the test D1. */
export const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

export async function setRole(userId: string, role: string) {
  await env.DB.prepare("update user set role = ?1 where id = ?2").bind(role, userId).run();
}

/** Marks the address as verified, as following the verification link would (owner rights need it). */
export async function markEmailVerified(userId: string) {
  await env.DB.prepare("update user set email_verified = 1 where id = ?1").bind(userId).run();
}
