import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query, signIn, signUp, uniqueEmail } from "./http.ts";

describe("sign-up and sign-in over HTTP", () => {
  it("creates a student with a session cookie, and signs in again with the same password", async () => {
    const email = uniqueEmail();
    const { res, cookie, body } = await signUp(email, "secret123", "Ada Lovelace");
    expect(res.status).toBe(200);
    expect(cookie).toMatch(/session_token=/);
    expect(body.user?.role).toBe("student");

    const me = await query("account.me", cookie);
    expect(me.ok && me.data).toMatchObject({
      user: { email, name: "Ada Lovelace", role: "student" },
      access: { state: "checkout", isOwner: false, isAdmin: false },
      subscription: null,
    });

    const login = await signIn(email, "secret123");
    expect(login.res.status).toBe(200);
    expect(login.cookie).toMatch(/session_token=/);
  });

  it("stores the password as a node:crypto scrypt hash in better-auth's format", async () => {
    const email = uniqueEmail();
    const { body } = await signUp(email);
    const row = await env.DB.prepare("select password from account where user_id = ?1")
      .bind(body.user!.id)
      .first<{ password: string }>();
    expect(row!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it("refuses a wrong password and a short one", async () => {
    const email = uniqueEmail();
    await signUp(email, "secret123");
    const wrong = await signIn(email, "not-the-password");
    expect(wrong.res.status).toBe(401);
    expect(wrong.cookie).toBe("");

    const short = await signUp(uniqueEmail(), "12345");
    expect(short.res.status).toBe(400);
  });

  it("ignores a role sent by the client at sign-up", async () => {
    const res = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("sneaky"), password: "secret123", name: "Eve", role: "admin" }),
    });
    // The field is marked input: false, so better-auth drops it and the default applies.
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("student");
    const admins = await env.DB.prepare("select count(*) as n from user where role = 'admin'").first<{ n: number }>();
    expect(admins!.n).toBe(0);
  });

  it("answers null for a visitor", async () => {
    const me = await query("account.me");
    expect(me).toMatchObject({ ok: true, data: null });
  });
});
