import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, signIn, signUp, uniqueEmail } from "./http.ts";

const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("password reset through the dev mailbox", () => {
  it("mails a one-hour link, sets a new password with it, and signs other sessions out", async () => {
    const email = uniqueEmail("reset");
    const { cookie: oldSession } = await signUp(email, "old-secret-1");
    const res = await call("/api/auth/request-password-reset", json({ email, redirectTo: "http://localhost/reset-password" }));
    expect(res.status).toBe(200);

    const mail = await env.DB.prepare("select subject, text from dev_mailbox where \"to\" = ?1 and subject like 'Reset%'").bind(email).first<{ subject: string; text: string }>();
    expect(mail!.subject).toBe("Reset your AA Board Prep password");
    const link = /http:\/\/localhost\/api\/auth\/reset-password\/(\S+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = link![1]!.split("?")[0]!;

    const redirect = await call(`/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("http://localhost/reset-password")}`, {
      redirect: "manual",
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe(`http://localhost/reset-password?token=${token}`);

    const reset = await call("/api/auth/reset-password", json({ token, newPassword: "new-secret-2" }));
    expect(reset.status).toBe(200);
    expect((await signIn(email, "old-secret-1")).res.status).toBe(401);
    expect((await signIn(email, "new-secret-2")).res.status).toBe(200);
    const session = await call("/api/auth/get-session", { cookie: oldSession });
    expect(await session.json()).toBeNull();

    // A used token does not work twice.
    expect((await call("/api/auth/reset-password", json({ token, newPassword: "third-secret-3" }))).status).toBe(400);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = (await env.DB.prepare("select count(*) n from dev_mailbox").first<{ n: number }>())!.n;
    const res = await call("/api/auth/request-password-reset", json({ email: uniqueEmail("nobody"), redirectTo: "http://localhost/reset-password" }));
    expect(res.status).toBe(200);
    expect((await env.DB.prepare("select count(*) n from dev_mailbox").first<{ n: number }>())!.n).toBe(before);
  });
});

describe("rate limits (stored in D1)", () => {
  it("allows 10 sign-in attempts a minute from one address, then answers 429", async () => {
    const statuses: number[] = [];
    // A different account each time: the per-account limit (hardening.test.ts) must not be what answers.
    for (let i = 0; i < 11; i++) {
      const email = uniqueEmail("limited");
      const res = await call("/api/auth/sign-in/email", { ...json({ email, password: "wrong-password" }), headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.7" } });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const rows = (await env.DB.prepare("select count(*) n from rate_limit").first<{ n: number }>())!.n;
    expect(rows).toBeGreaterThan(0);
  });
});
