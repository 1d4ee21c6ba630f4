import { describe, expect, it } from "vitest";
import { markEmailVerified, query, setRole, setSubscription, signUp, uniqueEmail } from "./http.ts";

describe("procedure tiers", () => {
  it("subscribedProcedure refuses a visitor with UNAUTHORIZED", async () => {
    const r = await query("dashboard.greeting");
    expect(r).toMatchObject({
      ok: false,
      status: 401,
      error: { message: "Please sign in to continue.", data: { code: "UNAUTHORIZED", redirectTo: "/login" } },
    });
  });

  it("subscribedProcedure refuses a signed-in user without a subscription, then admits 'trialing'", async () => {
    const { cookie, body } = await signUp(uniqueEmail(), "secret123", "Grace Hopper");
    const refused = await query("dashboard.greeting", cookie);
    expect(refused).toMatchObject({
      ok: false,
      status: 403,
      error: {
        message: "An active subscription is required. Start your 3-day free trial to continue.",
        data: { code: "FORBIDDEN", redirectTo: "/pricing" },
      },
    });

    await setSubscription(body.user!.id, "trialing");
    const admitted = await query("dashboard.greeting", cookie);
    expect(admitted).toMatchObject({ ok: true, data: { name: "Grace Hopper", isOwner: false } });
  });

  it("sends a canceled subscriber to reactivation", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    await setSubscription(body.user!.id, "canceled");
    const r = await query("dashboard.greeting", cookie);
    expect(r).toMatchObject({ ok: false, status: 403, error: { data: { redirectTo: "/complete-signup" } } });
  });

  it("adminProcedure refuses a subscribed student and admits an admin", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    await setSubscription(body.user!.id, "active");
    const refused = await query("admin.overview", cookie);
    expect(refused).toMatchObject({
      ok: false,
      status: 403,
      error: { message: "This area is for administrators only.", data: { redirectTo: "/dashboard" } },
    });

    await setRole(body.user!.id, "admin");
    const admitted = await query("admin.overview", cookie);
    expect(admitted.ok).toBe(true);
    expect((admitted as { data: { users: number } }).data.users).toBeGreaterThan(0);
  });

  it("an admin still needs a subscription", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    await setRole(body.user!.id, "admin");
    const r = await query("admin.overview", cookie);
    expect(r).toMatchObject({ ok: false, status: 403, error: { data: { redirectTo: "/pricing" } } });
  });

  it("an owner e-mail from OWNER_EMAILS gives nothing until it is verified, then passes without a subscription, whatever its case", async () => {
    const { cookie, body } = await signUp(`owner@example.com`, "secret123", "Olive Owner");
    // Whoever registers an owner's address first must not get the owner's rights by that alone.
    expect(await query("dashboard.greeting", cookie)).toMatchObject({ ok: false, status: 403, error: { data: { redirectTo: "/pricing" } } });
    expect(await query("admin.overview", cookie)).toMatchObject({ ok: false, status: 403 });
    await markEmailVerified(body.user!.id);
    const r = await query("dashboard.greeting", cookie);
    expect(r).toMatchObject({ ok: true, data: { name: "Olive Owner", isOwner: true } });
    const admin = await query("admin.overview", cookie);
    expect(admin.ok).toBe(true);
  });
});
