// Every procedure of the router and both streamed AI routes against every access state (visitor,
// subscription states, admin, owner). The table below is the contract: a procedure added without a row, or a row
// whose procedure is gone, fails the suite, so no endpoint can ship without a decided tier.
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/worker/trpc/router.ts";
import { call, markEmailVerified, setRole, setSubscription, signUp, uniqueEmail } from "./http.ts";

type Tier = "public" | "authed" | "subscribed" | "admin";
type State = "visitor" | "no subscription" | "trialing" | "active" | "canceled" | "admin" | "owner";

const STREAMED = ["POST /api/ai/study-guide", "POST /api/ai/chat"] as const;

const TIERS: Record<string, Tier> = {
  "account.me": "public",
  "account.subscription": "authed",
  "account.exportData": "authed",
  "account.deleteAccount": "authed",

  "adaptive.start": "subscribed",
  "adaptive.next": "subscribed",
  "adaptive.answer": "subscribed",

  "admin.overview": "admin",
  "admin.reports": "admin",
  "admin.resolveReport": "admin",

  "billing.plans": "public",
  "billing.createCheckout": "authed",
  "billing.portal": "authed",
  "billing.fixPayment": "authed",
  "billing.summary": "authed",
  "billing.orders": "authed",
  "billing.confirmCheckout": "authed",
  "billing.demoCheckout": "authed",
  "billing.demoConfirm": "authed",
  "billing.demoPortal": "authed",

  "content.question": "subscribed",
  "content.stats": "public",

  "courses.list": "subscribed",
  "courses.flashcards": "subscribed",
  "courses.quiz": "subscribed",
  "courses.answer": "subscribed",

  "dashboard.greeting": "subscribed",
  "dashboard.checkIn": "subscribed",
  "dashboard.stats": "subscribed",
  "dashboard.standing": "subscribed",

  "dev.mailbox": "public",

  // The /diagnostic page works for a visitor who cannot sign in; administrators get the full probe
  // from the same procedures (tests/worker/diagnostics.test.ts).
  "diagnostics.database": "public",
  "diagnostics.ai": "public",

  "exam.builderCounts": "subscribed",
  "exam.current": "subscribed",
  "exam.create": "subscribed",
  "exam.get": "subscribed",
  "exam.answer": "subscribed",
  "exam.flag": "subscribed",
  "exam.submit": "subscribed",
  "exam.createMock": "subscribed",
  "exam.endBlock": "subscribed",
  "exam.strike": "subscribed",
  "exam.highlight": "subscribed",
  "practice.saveNote": "subscribed",
  "practice.notes": "subscribed",
  "practice.report": "subscribed",
  "practice.peers": "subscribed",
  "practice.missedCard": "subscribed",

  "flashcards.setup": "subscribed",
  "flashcards.batch": "subscribed",
  "flashcards.rate": "subscribed",

  "free.quiz": "public",
  "free.check": "public",
  "free.flashcards": "public",
  "free.reviewCards": "public",

  "glossary.list": "public",
  "home.demo": "public",
  "home.stats": "public",
  "interview.list": "public",

  "profile.get": "authed",
  "profile.updateProfile": "authed",
  "profile.updateGoals": "authed",
  "profile.updateNotifications": "authed",
  "profile.updatePreferences": "authed",

  "programs.list": "public",
  "progress.summary": "authed",

  "review.counts": "subscribed",
  "review.page": "subscribed",
  "review.item": "subscribed",

  "study.record": "subscribed",
  "study.begin": "subscribed",

  "studyGuides.list": "subscribed",
  "studyGuides.get": "subscribed",
  "studyGuides.save": "subscribed",
  "studyGuides.remove": "subscribed",

  [STREAMED[0]]: "subscribed",
  [STREAMED[1]]: "subscribed",
};

// Called after everything else in a state, so whatever they might do cannot change the other answers.
const DESTRUCTIVE = new Set(["account.deleteAccount"]);

const STATES: State[] = ["visitor", "no subscription", "trialing", "active", "canceled", "admin", "owner"];

/** Where a tier sends a state it refuses, or null when it admits it, as the route guard decides. */
function expectedRefusal(state: State, tier: Tier): { status: 401 | 403; redirectTo: string } | null {
  if (tier === "public") return null;
  if (state === "visitor") return { status: 401, redirectTo: "/login" };
  if (tier === "authed") return null;
  if (state === "no subscription") return { status: 403, redirectTo: "/pricing" };
  if (state === "canceled") return { status: 403, redirectTo: "/complete-signup" };
  if (tier === "admin" && (state === "trialing" || state === "active")) return { status: 403, redirectTo: "/dashboard" };
  return null;
}

type ProcedureLike = { _def: { type: "query" | "mutation" | "subscription" } };
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureLike>;

/** The caller's session cookie for a state; the visitor has none. */
async function cookieFor(state: State): Promise<string | undefined> {
  if (state === "visitor") return undefined;
  // One owner address per file keeps this independent of other files' users; owners need a verified address.
  const email = state === "owner" ? "second-owner@example.com" : uniqueEmail(`matrix-${state.replace(" ", "-")}`);
  const { cookie, body } = await signUp(email);
  const id = body.user?.id;
  if (!id) throw new Error(`sign-up for ${state} failed: ${JSON.stringify(body)}`);
  if (state === "trialing" || state === "active" || state === "canceled") await setSubscription(id, state);
  if (state === "admin") {
    await setSubscription(id, "active");
    await setRole(id, "admin");
  }
  if (state === "owner") await markEmailVerified(id);
  return cookie;
}

type Answer = { status: number; redirectTo: string | null; message: string };

/** Calls an endpoint with no input, the way a client that skipped every field would. */
async function hit(endpoint: string, cookie: string | undefined): Promise<Answer> {
  let res: Response;
  if (endpoint.startsWith("POST ")) {
    res = await call(endpoint.slice(5), { method: "POST", cookie });
  } else if (procedures[endpoint]!._def.type === "query") {
    res = await call(`/api/trpc/${endpoint}`, { cookie });
  } else {
    res = await call(`/api/trpc/${endpoint}`, { method: "POST", cookie });
  }
  if (res.ok) {
    // Streamed answers and large payloads are not needed: only the verdict is.
    await res.body?.cancel();
    return { status: res.status, redirectTo: null, message: "" };
  }
  const text = await res.text();
  let error: { message?: unknown; redirectTo?: unknown; data?: { redirectTo?: unknown } } | undefined;
  try {
    error = (JSON.parse(text) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  const redirectTo = error?.data?.redirectTo ?? error?.redirectTo ?? null;
  return {
    status: res.status,
    redirectTo: typeof redirectTo === "string" ? redirectTo : null,
    message: typeof error?.message === "string" ? error.message : text.slice(0, 120),
  };
}

/** A tier refusal is a 401/403 that names where to go; a procedure's own 403 (redirectTo null) admits. */
const isRefusal = (a: Answer) => (a.status === 401 || a.status === 403) && a.redirectTo !== null;

async function pool<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

describe("access matrix", () => {
  const existing = [...Object.keys(procedures), ...STREAMED];

  it("every procedure has a tier in the table, and every row has a procedure", () => {
    const problems = [
      ...Object.keys(procedures)
        .filter((path) => !(path in TIERS))
        .map((path) => `${path}: not in the tier table (add it to the table in tests/worker/access-matrix.test.ts)`),
      ...Object.keys(TIERS)
        .filter((path) => !existing.includes(path))
        .map((path) => `${path}: expected (${TIERS[path]}) but missing from the router`),
    ];
    expect(problems, problems.join("\n")).toEqual([]);
  });

  const cookies = new Map<State, string | undefined>();
  beforeAll(async () => {
    for (const state of STATES) cookies.set(state, await cookieFor(state));
  });

  for (const state of STATES) {
    it(`${state}: each procedure admits or refuses as its tier says`, async () => {
      const cookie = cookies.get(state);
      const endpoints = existing.filter((e) => e in TIERS);
      const ordinary = endpoints.filter((e) => !DESTRUCTIVE.has(e));
      const last = endpoints.filter((e) => DESTRUCTIVE.has(e));
      const answers = [
        ...(await pool(ordinary, 8, async (e) => [e, await hit(e, cookie)] as const)),
        ...(await pool(last, 1, async (e) => [e, await hit(e, cookie)] as const)),
      ];

      const mismatches: string[] = [];
      for (const [endpoint, answer] of answers) {
        const tier = TIERS[endpoint]!;
        const expected = expectedRefusal(state, tier);
        const got = isRefusal(answer) ? `denied ${answer.status} -> ${answer.redirectTo}` : `admitted (${answer.status})`;
        if (!expected && isRefusal(answer)) {
          mismatches.push(`${endpoint} [${tier}]: expected admitted, got ${got}: ${answer.message}`);
        } else if (expected && (!isRefusal(answer) || answer.status !== expected.status || answer.redirectTo !== expected.redirectTo)) {
          mismatches.push(`${endpoint} [${tier}]: expected denied ${expected.status} -> ${expected.redirectTo}, got ${got}: ${answer.message}`);
        }
      }
      expect(mismatches, `${state}:\n${mismatches.join("\n")}`).toEqual([]);
    });
  }
});
