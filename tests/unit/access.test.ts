import { describe, expect, it } from "vitest";
import {
  accessStateForStatus,
  reactivationRoute,
  decideAccess,
  landingPath,
  safeReturnPath,
  isOwnerEmail,
  parseOwnerEmails,
  resolveAccess,
  type Access,
} from "../../src/shared/access.ts";

const owners = parseOwnerEmails(" Owner@Example.com ,, boss@example.org ");

describe("accessStateForStatus", () => {
  it.each([
    ["active", "access"],
    ["trialing", "access"],
    ["canceled", "reactivate"],
    ["not_started", "checkout"],
    [null, "checkout"],
    [undefined, "checkout"],
    ["past_due", "access"],
    ["unpaid", "reactivate"],
    ["paused", "reactivate"],
    ["incomplete_expired", "checkout"],
    ["incomplete", "checkout"],
    ["ACTIVE", "checkout"],
  ] as const)("%s -> %s", (status, state) => {
    expect(accessStateForStatus(status)).toBe(state);
  });
});

describe("reactivationRoute", () => {
  it.each([
    ["unpaid", "portal"],
    ["paused", "portal"],
    ["canceled", "checkout"],
    [null, "checkout"],
  ] as const)("%s -> %s", (status, route) => {
    expect(reactivationRoute(status)).toBe(route);
  });
});

describe("owner e-mails", () => {
  it("parses a comma-separated list, lower-cased, blanks dropped", () => {
    expect(owners).toEqual(["owner@example.com", "boss@example.org"]);
    expect(parseOwnerEmails(undefined)).toEqual([]);
    expect(parseOwnerEmails("")).toEqual([]);
  });
  it("matches regardless of case and spaces, never by substring", () => {
    expect(isOwnerEmail("OWNER@example.com ", owners)).toBe(true);
    expect(isOwnerEmail("notowner@example.com", owners)).toBe(false);
    expect(isOwnerEmail("owner@example.co", owners)).toBe(false);
  });
});

describe("resolveAccess", () => {
  it("an owner always has access and is an admin, even with a canceled or missing subscription", () => {
    for (const status of [null, "canceled", "not_started"]) {
      expect(resolveAccess({ email: "owner@example.com", emailVerified: true, role: "student", subscriptionStatus: status }, owners)).toEqual({
        state: "access",
        isOwner: true,
        isAdmin: true,
      });
    }
  });
  it("role admin comes from the user record; anything else is not admin", () => {
    expect(resolveAccess({ email: "a@x.com", emailVerified: true, role: "admin", subscriptionStatus: "active" }, owners).isAdmin).toBe(true);
    expect(resolveAccess({ email: "a@x.com", emailVerified: true, role: "student", subscriptionStatus: "active" }, owners).isAdmin).toBe(false);
    expect(resolveAccess({ email: "a@x.com", emailVerified: true, role: null, subscriptionStatus: "active" }, owners).isAdmin).toBe(false);
  });
  it("an owner's address that is not verified gives no owner or admin rights", () => {
    const unverified = resolveAccess({ email: "Owner@Example.com", emailVerified: false, role: "student", subscriptionStatus: null }, owners);
    expect(unverified).toEqual({ state: "checkout", isOwner: false, isAdmin: false });
    const trialing = resolveAccess({ email: "owner@example.com", emailVerified: false, role: "student", subscriptionStatus: "trialing" }, owners);
    expect(trialing).toEqual({ state: "access", isOwner: false, isAdmin: false });
  });
  it("no owners configured means nobody is an owner", () => {
    expect(resolveAccess({ email: "owner@example.com", emailVerified: true, role: "student", subscriptionStatus: null }, []).state).toBe(
      "checkout",
    );
  });
});

describe("decideAccess (the route guard)", () => {
  const make = (state: Access["state"], isAdmin = false): Access => ({ state, isOwner: false, isAdmin });

  it("public routes are open to everyone", () => {
    expect(decideAccess(null, "public")).toEqual({ allow: true });
  });
  it("no user goes to /login", () => {
    for (const req of ["signed-in", "subscribed", "admin"] as const) {
      expect(decideAccess(null, req)).toMatchObject({ allow: false, reason: "signed-out", redirectTo: "/login" });
    }
  });
  it("a signed-in route admits any user, whatever the subscription", () => {
    expect(decideAccess(make("checkout"), "signed-in")).toEqual({ allow: true });
    expect(decideAccess(make("reactivate"), "signed-in")).toEqual({ allow: true });
  });
  it("subscription routes: checkout -> /pricing, reactivate -> /complete-signup, access -> allowed", () => {
    expect(decideAccess(make("checkout"), "subscribed")).toMatchObject({ allow: false, redirectTo: "/pricing" });
    expect(decideAccess(make("reactivate"), "subscribed")).toMatchObject({ allow: false, redirectTo: "/complete-signup" });
    expect(decideAccess(make("access"), "subscribed")).toEqual({ allow: true });
  });
  it("admin routes need the admin role and a subscription; non-admins go to /dashboard", () => {
    expect(decideAccess(make("access", false), "admin")).toMatchObject({ allow: false, redirectTo: "/dashboard" });
    expect(decideAccess(make("access", true), "admin")).toEqual({ allow: true });
    expect(decideAccess(make("checkout", true), "admin")).toMatchObject({ allow: false, redirectTo: "/pricing" });
    expect(decideAccess(make("reactivate", true), "admin")).toMatchObject({ allow: false, redirectTo: "/complete-signup" });
  });
});

describe("landingPath", () => {
  it("access -> /dashboard, checkout -> /pricing, reactivate -> /complete-signup", () => {
    expect(landingPath({ state: "access", isOwner: false, isAdmin: false })).toBe("/dashboard");
    expect(landingPath({ state: "checkout", isOwner: false, isAdmin: false })).toBe("/pricing");
    expect(landingPath({ state: "reactivate", isOwner: false, isAdmin: false })).toBe("/complete-signup");
  });
});

describe("safeReturnPath", () => {
  it("keeps same-site paths and refuses other hosts", () => {
    expect(safeReturnPath("/dashboard?x=1")).toBe("/dashboard?x=1");
    expect(safeReturnPath("//evil.example/x")).toBeNull();
    expect(safeReturnPath("https://evil.example")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
