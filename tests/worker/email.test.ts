// Outgoing e-mail through the real code path against a fake Resend that enforces its documented
// contract (tests/worker/fake-resend.ts): the request Workers would send must be one Resend accepts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { EmailDeliveryFailed, sendWithResend } from "../../src/worker/resend.ts";
import { callWith, signUp, uniqueEmail } from "./http.ts";

const FAKE = env.TEST_FAKE_RESEND_BASE;
const KEY = "re_test_fake_key_42";
type Log = { deliveries: { to: string[]; subject: string; idempotencyKey: string | null; userAgent: string }[]; attempts: { status: number; idempotencyKey: string | null }[] };
const log = async (to: string) => (await (await fetch(`${FAKE}/__fake/log?to=${encodeURIComponent(to)}`)).json()) as Log;
const mail = (to: string) => ({ from: "AA Board Prep <no-reply@example.com>", to, subject: "Hello", text: "Body" });

afterEach(() => vi.restoreAllMocks());

describe("e-mail through Resend", () => {
  it("the fake refuses a request without a User-Agent, as Resend does", async () => {
    const res = await fetch(`${FAKE}/emails`, { method: "POST", headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" }, body: JSON.stringify(mail("x@example.com")) });
    expect(res.status).toBe(403);
  });

  it("sends with a User-Agent, the key and an Idempotency-Key, delivered once", async () => {
    const to = uniqueEmail("resend");
    await sendWithResend(KEY, mail(to), FAKE);
    const { deliveries } = await log(to);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.userAgent).toMatch(/^AA-Board-Prep\//);
    expect(deliveries[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("waits out a 429 and retries once with the same Idempotency-Key", async () => {
    const to = uniqueEmail("limited");
    await fetch(`${FAKE}/__fake/rate-limit`, { method: "POST", body: JSON.stringify({ count: 1 }) });
    const started = Date.now();
    await sendWithResend(KEY, mail(to), FAKE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const { deliveries, attempts } = await log(to);
    expect(deliveries).toHaveLength(1);
    expect(attempts.map((a) => a.status)).toEqual([429, 200]);
    expect(new Set(attempts.map((a) => a.idempotencyKey)).size).toBe(1);
  });

  it("gives up after the one retry, and logs the provider's error body but never the key", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await fetch(`${FAKE}/__fake/rate-limit`, { method: "POST", body: JSON.stringify({ count: 2 }) });
    await expect(sendWithResend(KEY, mail(uniqueEmail("twice")), FAKE)).rejects.toBeInstanceOf(EmailDeliveryFailed);
    await expect(sendWithResend(KEY, { ...mail(uniqueEmail("invalid")), from: "" }, FAKE)).rejects.toThrow("E-mail provider answered 422");
    const logged = errors.mock.calls.map((c) => c.join(" ")).join("\n");
    expect(logged).toContain("The `from` field is required.");
    expect(logged).not.toContain(KEY);
  });

  it("sends the password-reset mail of a configured app through Resend, not the dev mailbox", async () => {
    const email = uniqueEmail("reset-resend");
    await signUp(email, "secret123");
    const res = await callWith({ RESEND_API_KEY: KEY, RESEND_API_BASE: FAKE }, "/api/auth/request-password-reset", {
      method: "POST",
      headers: { "cf-connecting-ip": "10.66.0.1" },
      body: JSON.stringify({ email, redirectTo: "http://localhost/reset-password" }),
    });
    expect(res.status).toBe(200);
    const { deliveries } = await log(email);
    expect(deliveries.map((d) => d.subject)).toEqual(["Reset your AA Board Prep password"]);
  });
});
