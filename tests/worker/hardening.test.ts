// The production-hardening rules, each against the real Worker in workerd: verified e-mail before
// owner rights, billing and the dev mailbox failing closed off localhost, per-account sign-in
// throttling, cross-site and non-JSON writes refused, bounded batches, readable validation errors,
// malformed URLs and security headers.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { messages } from "../../src/shared/messages.ts";
import { BILLING_RATE_LIMIT } from "../../src/shared/plans.ts";
import { FIRST_LOCK_MS, FREE_SIGN_IN_FAILURES } from "../../src/shared/sign-in-throttle.ts";
import { createApp } from "../../src/worker/app.ts";
import { call, callWith, cookieFrom, query, setSubscription, signIn, signUp, uniqueEmail, type Settings } from "./http.ts";

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function mutate(path: string, cookie: string | undefined, input: unknown, headers: Record<string, string> = {}) {
  const res = await call(`/api/trpc/${path}`, { ...json(input, headers), cookie });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown }; error?: { message: string; data: Record<string, unknown> } } };
}

describe("owner rights need a verified e-mail", () => {
  it("mails a verification link at sign-up; following it gives the owner's rights to whoever holds the mailbox", async () => {
    // Someone registers the owner's address first, with a password of their own.
    const { cookie: squatter, body } = await signUp("second-owner@example.com", "squatters-pass", "Sam Squatter");
    expect((await query("admin.overview", squatter)).ok).toBe(false);

    const mail = await env.DB.prepare(`select subject, text from dev_mailbox where "to" = ?1 and subject like 'Confirm%'`)
      .bind("second-owner@example.com")
      .first<{ subject: string; text: string }>();
    expect(mail?.subject).toBe("Confirm your e-mail address for AA Board Prep");
    const link = /http:\/\/localhost(\/api\/auth\/verify-email\?\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    // The real owner opens the link from their mailbox (another browser: no cookie).
    const verified = await call(link!, { redirect: "manual" });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/profile?verified=1");
    const row = await env.DB.prepare("select email_verified from user where id = ?1").bind(body.user!.id).first<{ email_verified: number }>();
    expect(row?.email_verified).toBe(1);

    // The link signed its opener in, as the owner.
    const owner = cookieFrom(verified);
    expect(owner).toMatch(/session_token=/);
    expect(await query("account.me", owner)).toMatchObject({ ok: true, data: { access: { isOwner: true, isAdmin: true, state: "access" } } });
    expect((await query("admin.overview", owner)).ok).toBe(true);

    // The squatter's session and password no longer work; the owner was mailed a link to set a password.
    expect(await query("account.me", squatter)).toMatchObject({ ok: true, data: null });
    expect((await signIn("second-owner@example.com", "squatters-pass")).res.status).toBe(401);
    const reset = await env.DB.prepare(`select count(*) n from dev_mailbox where "to" = ?1 and subject like 'Reset%'`).bind("second-owner@example.com").first<{ n: number }>();
    expect(reset?.n).toBe(1);
  });

  it("a forged verification token changes nothing", async () => {
    const { body } = await signUp(uniqueEmail("forged"));
    const res = await call("/api/auth/verify-email?token=not-a-real-token", { redirect: "manual" });
    expect(res.status).toBeGreaterThanOrEqual(300);
    const row = await env.DB.prepare("select email_verified from user where id = ?1").bind(body.user!.id).first<{ email_verified: number }>();
    expect(row?.email_verified).toBe(0);
  });
});

describe("a deployment that is not localhost fails closed", () => {
  const ORIGIN = "https://prep.example.com";
  /** The same Worker with the configuration of a public deployment that has no Stripe key. */
  const deployed = (path: string, init: RequestInit & { cookie?: string } = {}, overrides: Settings = {}) =>
    callWith({ BETTER_AUTH_URL: ORIGIN, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, ...overrides }, path, init, ORIGIN);

  async function deployedStudent(overrides: Settings = {}) {
    const res = await deployed("/api/auth/sign-up/email", json({ email: uniqueEmail("deployed"), password: "secret123", name: "Dee Ployed" }), overrides);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { id: string } };
    return { cookie: cookieFrom(res), userId: body.user.id };
  }

  it("refuses checkout and the portal with 503 and grants nothing", async () => {
    const { cookie, userId } = await deployedStudent();
    const checkout = await deployed("/api/trpc/billing.createCheckout", { ...json({ plan: "yearly", from: "pricing" }), cookie });
    expect(checkout.status).toBe(503);
    expect(((await checkout.json()) as { error: { message: string } }).error.message).toBe(messages.billingNotConfigured);
    const portal = await deployed("/api/trpc/billing.portal", { ...json({}), cookie });
    expect(portal.status).toBe(503);

    const demo = await env.DB.prepare("select count(*) n from demo_checkouts where user_id = ?1").bind(userId).first<{ n: number }>();
    expect(demo?.n).toBe(0);
    const sub = await env.DB.prepare("select status from subscriptions where user_id = ?1").bind(userId).first();
    expect(sub).toBeNull();
    // Even a demo session id from elsewhere cannot be confirmed here.
    const confirm = await deployed("/api/trpc/billing.demoConfirm", { ...json({ sessionId: "demo_cs_anything" }), cookie });
    expect(confirm.status).toBe(403);
  });

  it("treats a partial Stripe setup as unconfigured too", async () => {
    const overrides = { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_WEBHOOK_SECRET: undefined };
    const { cookie } = await deployedStudent(overrides);
    const checkout = await deployed("/api/trpc/billing.createCheckout", { ...json({ plan: "monthly", from: "pricing" }), cookie }, overrides);
    expect(checkout.status).toBe(503);
  });

  it("hides the dev mailbox, trusts only its own origin, and sends HSTS", async () => {
    const mailbox = await deployed("/api/trpc/dev.mailbox");
    expect(mailbox.status).toBe(404);
    // The Vite dev server's origin is trusted only in development.
    const fromDevServer = await deployed("/api/auth/sign-up/email", {
      ...json({ email: uniqueEmail("vite"), password: "secret123", name: "Vi Te" }),
      headers: { "content-type": "application/json", origin: "http://localhost:5173" },
    });
    expect(fromDevServer.status).toBe(403);
    const health = await deployed("/api/health");
    expect(health.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(health.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("refuses every request when it is configured for localhost but reached under a public host name", async () => {
    const res = await callWith({ BETTER_AUTH_URL: "http://localhost:8787" }, "/api/health", {}, ORIGIN);
    expect(res.status).toBe(500);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe("Server configuration error. Please contact support.");
    const mailbox = await callWith({ BETTER_AUTH_URL: "http://localhost:8787" }, "/api/trpc/dev.mailbox", {}, ORIGIN);
    expect(mailbox.status).toBe(500);
  });

  it("keeps the local conveniences on localhost", async () => {
    expect((await call("/api/trpc/dev.mailbox")).status).toBe(200);
    expect((await call("/api/health")).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("sign-in throttling per account", () => {
  it("makes the account wait after repeated failures, from any address, then doubles the wait", async () => {
    const email = uniqueEmail("throttle");
    await signUp(email, "right-password");
    // Every attempt from a different address: the per-address limit never sees more than one.
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) expect((await signIn(email, `wrong-${i}`)).res.status).toBe(401);

    const locked = await signIn(email, "right-password");
    expect(locked.res.status).toBe(429);
    expect(Number(locked.res.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await locked.res.json()) as { message: string };
    expect(body.message).toBe(messages.signInLocked(FIRST_LOCK_MS / 1000));
    expect(locked.cookie).toBe("");

    // Once the wait has passed (moved back in time here), one more failure doubles it.
    const rewind = (ms: number) =>
      env.DB.prepare("update sign_in_failures set last_failure_at = last_failure_at - ?1 where email = ?2").bind(ms, email).run();
    await rewind(FIRST_LOCK_MS + 1000);
    expect((await signIn(email, "wrong-again")).res.status).toBe(401);
    const again = await signIn(email, "right-password");
    expect(again.res.status).toBe(429);
    expect(((await again.res.json()) as { message: string }).message).toBe(messages.signInLocked((2 * FIRST_LOCK_MS) / 1000));

    // The right password after the wait signs in and clears the record.
    await rewind(2 * FIRST_LOCK_MS + 1000);
    expect((await signIn(email, "right-password")).res.status).toBe(200);
    const row = await env.DB.prepare("select failures from sign_in_failures where email = ?1").bind(email).first();
    expect(row).toBeNull();
  });

  it("does not hold back another account from the same address, and ignores the address's case", async () => {
    const victim = uniqueEmail("Victim");
    const neighbour = uniqueEmail("neighbour");
    await signUp(victim, "right-password");
    await signUp(neighbour, "right-password");
    const from = (ip: string) => ({ "content-type": "application/json", "cf-connecting-ip": ip });
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) {
      const res = await call("/api/auth/sign-in/email", { method: "POST", headers: from("10.200.0.1"), body: JSON.stringify({ email: victim, password: `wrong-${i}` }) });
      expect(res.status).toBe(401);
    }
    const upper = await call("/api/auth/sign-in/email", { method: "POST", headers: from("10.200.0.2"), body: JSON.stringify({ email: victim.toUpperCase(), password: "right-password" }) });
    expect(upper.status).toBe(429);
    const other = await call("/api/auth/sign-in/email", { method: "POST", headers: from("10.200.0.1"), body: JSON.stringify({ email: neighbour, password: "right-password" }) });
    expect(other.status).toBe(200);
  });

  it("lets the owner of the mailbox back in at once after a password reset", async () => {
    const email = uniqueEmail("locked-out");
    await signUp(email, "old-password");
    for (let i = 0; i < FREE_SIGN_IN_FAILURES; i++) await signIn(email, `guess-${i}`);
    expect((await signIn(email, "old-password")).res.status).toBe(429);
    await call("/api/auth/request-password-reset", json({ email, redirectTo: "http://localhost/reset-password" }));
    const mail = await env.DB.prepare(`select text from dev_mailbox where "to" = ?1 and subject like 'Reset%'`).bind(email).first<{ text: string }>();
    const token = /\/api\/auth\/reset-password\/([^?\s]+)/.exec(mail!.text)![1];
    expect((await call("/api/auth/reset-password", json({ token, newPassword: "new-password" }))).status).toBe(200);
    expect((await signIn(email, "new-password")).res.status).toBe(200);
  });
});

describe("writes come from our own pages, as JSON", () => {
  it("refuses a cross-site origin, a cross-site fetch, a form post and a text/plain body", async () => {
    const { cookie, body } = await signUp(uniqueEmail("csrf"));
    await setSubscription(body.user!.id, "active");
    const input = { name: "Mallory Changed", bio: "", location: "", timezone: "America/New_York" };

    const crossOrigin = await mutate("profile.updateProfile", cookie, input, { origin: "https://evil.example" });
    expect(crossOrigin.status).toBe(403);
    expect(crossOrigin.body.error?.message).toBe(messages.crossSite);

    // No Origin header at all, only the browser's Sec-Fetch-Site (call() would add our origin).
    const crossSite = await createApp().fetch(
      new Request("http://localhost/api/trpc/profile.updateProfile", {
        method: "POST",
        headers: { cookie, "content-type": "application/json", "sec-fetch-site": "cross-site" },
        body: JSON.stringify(input),
      }),
      env,
      createExecutionContext(),
    );
    expect(crossSite.status).toBe(403);

    const form = await call("/api/trpc/profile.updateProfile", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Mallory",
    });
    expect(form.status).toBe(415);
    const plain = await call("/api/ai/chat", { method: "POST", cookie, headers: { "content-type": "text/plain" }, body: JSON.stringify({ messages: [{ role: "user", text: "hi" }] }) });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { error: { message: string } }).error.message).toBe(messages.jsonOnly);

    const me = await query("account.me", cookie);
    expect((me as { data: { user: { name: string } } }).data.user.name).toBe("Ada Lovelace");
  });

  it("accepts the app's own JSON writes", async () => {
    const { cookie, body } = await signUp(uniqueEmail("csrf-ok"));
    await setSubscription(body.user!.id, "active");
    const ok = await mutate("dashboard.checkIn", cookie, {});
    expect(ok.status).toBe(200);
  });
});

describe("sign-up input", () => {
  it("bounds the name and e-mail with a sentence", async () => {
    const long = await call("/api/auth/sign-up/email", json({ email: uniqueEmail("long"), password: "secret123", name: "N".repeat(5000) }));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe(messages.nameTooLong);
    const email = await call("/api/auth/sign-up/email", json({ email: `${"e".repeat(300)}@example.com`, password: "secret123", name: "Ok Name" }));
    expect(email.status).toBe(400);
  });
});

describe("one request pipeline", () => {
  it("reads the session once and the subscription once for a batch of subscribed procedures", async () => {
    const { cookie, body } = await signUp(uniqueEmail("batch"));
    await setSubscription(body.user!.id, "active");
    const statements: string[] = [];
    // The same D1, with every prepared statement noted.
    const db = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") return (sql: string) => (statements.push(sql), target.prepare(sql));
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const paths = "dashboard.greeting,dashboard.stats,exam.current,account.me,billing.summary";
    const res = await callWith({ DB: db }, `/api/trpc/${paths}?batch=1&input=${encodeURIComponent("{}")}`, { cookie });
    expect(res.status).toBe(200);
    expect(statements.filter((s) => /from "subscriptions"/i.test(s))).toHaveLength(1);
    expect(statements.filter((s) => /from "session"/i.test(s))).toHaveLength(1);
  });
});

describe("billing calls per user", () => {
  it("limits checkout, portal and the success reconciliation, each with a sentence", async () => {
    const { cookie, body } = await signUp(uniqueEmail("billing-limit"));
    const userId = body.user!.id;
    const { limit } = BILLING_RATE_LIMIT;
    for (const [kind, path, input] of [
      ["checkout", "billing.createCheckout", { plan: "monthly", from: "pricing" }],
      ["portal", "billing.portal", {}],
      ["sync", "billing.confirmCheckout", { sessionId: "cs_test_limit" }],
    ] as const) {
      await env.DB.prepare("insert into ai_rate_limits (key, window_start, count) values (?1, ?2, ?3)").bind(`billing-${kind}:${userId}`, Date.now(), limit).run();
      const refused = await mutate(path, cookie, input);
      expect(refused.status, path).toBe(429);
      expect(refused.body.error?.message).toMatch(/^Too many billing requests\. Please wait \d+ minutes? and try again\.$/);
    }
    // Another user is not held back.
    const other = await signUp(uniqueEmail("billing-free"));
    expect((await mutate("billing.createCheckout", other.cookie, { plan: "monthly", from: "pricing" })).status).toBe(200);
  });
});

describe("bounded requests", () => {
  it("caps tRPC batches at 10 procedures with a sentence", async () => {
    const ten = Array.from({ length: 10 }, () => "programs.list").join(",");
    expect((await call(`/api/trpc/${ten}?batch=1&input=${encodeURIComponent("{}")}`)).status).toBe(200);
    const eleven = `${ten},programs.list`;
    const res = await call(`/api/trpc/${eleven}?batch=1&input=${encodeURIComponent("{}")}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.batchTooLarge(10));
  });

  it("answers a malformed percent-encoded URL with 400, not 500", async () => {
    for (const path of ["/api/trpc/exam.create?input=%E0%A4%A", "/api/auth/get-session?x=%ZZ", "/api/trpc/%E0%A4%A"]) {
      const res = await call(path);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(messages.badUrl);
    }
  });

  it("answers bad input with a sentence and field errors, never zod's JSON", async () => {
    const { cookie, body } = await signUp(uniqueEmail("valid"));
    await setSubscription(body.user!.id, "active");
    const count = await mutate("exam.create", cookie, { questionCount: 30, difficulty: "mixed", topics: "All", timeLimit: 60 });
    expect(count.status).toBe(400);
    expect(count.body.error?.message).toMatch(/^Question count must be 25, 50, 75 or 100/);
    expect(count.body.error?.data.fieldErrors).toMatchObject({ questionCount: [expect.stringMatching(/^Question count must be/)] });

    const many = await mutate("exam.create", cookie, { questionCount: 25, difficulty: "mixed", topics: Array.from({ length: 150 }, (_, i) => `t${i}`), timeLimit: 60 });
    expect(many.status).toBe(400);
    expect(many.body.error?.message).toMatch(/^Topics must /);
  });

  it("sends security headers on API answers", async () => {
    const res = await call("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });
});
