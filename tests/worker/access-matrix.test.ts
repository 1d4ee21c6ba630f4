// Every access state against one procedure of each tier (spec 000 sections 4 and 6).
import { describe, expect, it } from "vitest";
import { query, setRole, setSubscription, signUp, uniqueEmail } from "./http.ts";

type State = "visitor" | "no subscription" | "trialing" | "active" | "canceled" | "admin" | "owner";
const PROCEDURES = ["programs.list", "account.subscription", "dashboard.greeting", "admin.overview"] as const;

// What each state gets from [public, authed, subscribed, admin]: "ok" or the HTTP status.
const EXPECTED: Record<State, (number | "ok")[]> = {
  visitor: ["ok", 401, 401, 401],
  "no subscription": ["ok", "ok", 403, 403],
  trialing: ["ok", "ok", "ok", 403],
  active: ["ok", "ok", "ok", 403],
  canceled: ["ok", "ok", 403, 403],
  admin: ["ok", "ok", "ok", "ok"],
  owner: ["ok", "ok", "ok", "ok"],
};

async function cookieFor(state: State): Promise<string | undefined> {
  if (state === "visitor") return undefined;
  const email = state === "owner" ? "second-owner@example.com" : uniqueEmail(state.replace(" ", "-"));
  const { cookie, body } = await signUp(email);
  const id = body.user!.id;
  if (state === "trialing" || state === "active" || state === "canceled") await setSubscription(id, state);
  if (state === "admin") {
    await setSubscription(id, "active");
    await setRole(id, "admin");
  }
  return cookie;
}

describe("access matrix", () => {
  for (const [state, expected] of Object.entries(EXPECTED) as [State, (number | "ok")[]][]) {
    it(`${state}: public, authed, subscribed, admin -> ${expected.join(", ")}`, async () => {
      const cookie = await cookieFor(state);
      const got = await Promise.all(PROCEDURES.map(async (p) => {
        const r = await query(p, cookie);
        return r.ok ? "ok" : r.status;
      }));
      expect(got).toEqual(expected);
    });
  }
});
