import { beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { AI_OUTPUT_TOKENS, failureMessage } from "../../src/shared/ai.ts";
import { diagnosticMessages, DIAGNOSTICS_RATE_LIMIT, overallStatus, type DiagnosticResult } from "../../src/shared/diagnostics.ts";
import { configurationProblems, DEFAULT_WORKERS_AI_MODEL } from "../../src/worker/ai/configuration.ts";
import { createDb } from "../../src/worker/db.ts";
import { createCallerFactory, router, type Context } from "../../src/worker/trpc/init.ts";
import { diagnosticsRouter } from "../../src/worker/trpc/routers/diagnostics.ts";
import type { Viewer } from "../../src/worker/viewer.ts";
import { fakeWorkersAi } from "./ai-helpers.ts";
import { call, markEmailVerified, signUp } from "./http.ts";

type Answer = { status: number; results?: DiagnosticResult[]; error?: { message: string; data: { code: string } } };

/** A probe from the given client address: a signed-out visitor's, or with a cookie, that user's. */
async function probe(name: "database" | "ai", ip: string, cookie?: string): Promise<Answer> {
  const res = await call(`/api/trpc/diagnostics.${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: "{}",
    cookie,
  });
  const body = (await res.json()) as { result?: { data: DiagnosticResult[] }; error?: Answer["error"] };
  return { status: res.status, results: body.result?.data, error: body.error };
}

const byTest = (results: DiagnosticResult[] | undefined, test: string) => results?.find((r) => r.test === test);

let ownerCookie: string | undefined;
/** An owner (admin rights) with a verified address: the full probe is theirs. */
async function admin() {
  if (!ownerCookie) {
    const { cookie, body } = await signUp("owner@example.com", "secret123", "Olive Owner");
    await markEmailVerified(body.user!.id);
    ownerCookie = cookie;
  }
  return ownerCookie;
}

/** A context for calling the router directly with another configuration. */
function contextFor(envOverride: typeof env, isAdmin: boolean): Context {
  const user = isAdmin ? { id: "admin-1", email: "owner@example.com", name: "Olive", role: "admin", emailVerified: true } : null;
  const viewer: Viewer = {
    user,
    session: null,
    access: async () => (user ? { access: { state: "access", isOwner: true, isAdmin: true }, subscription: null } : null),
  };
  return { db: createDb(env.DB), env: envOverride, auth: undefined as never, viewer, user, session: null, requestId: "test", clientIp: `192.0.2.${isAdmin ? 51 : 52}`, now: new Date() };
}

describe("diagnostics", () => {
  beforeEach(async () => {
    // Each test starts with fresh counters, so they do not spend one another's quota.
    await env.DB.prepare("delete from ai_rate_limits where key like 'diag:%'").run();
  });

  it("checks the database for a signed-out visitor and says to seed an empty one", async () => {
    await env.DB.prepare("delete from questions").run();
    const { status, results } = await probe("database", "192.0.2.1");
    expect(status).toBe(200);
    expect(byTest(results, "Connection")).toMatchObject({ status: "success", message: expect.stringMatching(/^Connected to the database \(round trip \d+ ms\)\.$/) });
    // A visitor learns that the schema is current, not what its migrations are called.
    expect(byTest(results, "Schema version")).toEqual({ test: "Schema version", status: "success", message: diagnosticMessages.schemaCurrentPublic, details: "" });
    expect(JSON.stringify(results)).not.toMatch(/\.sql/);
    expect(byTest(results, "Accounts")).toMatchObject({ status: "success" });
    expect(byTest(results, "Study content")).toMatchObject({
      status: "warning",
      message: diagnosticMessages.contentEmpty,
      action: expect.stringContaining("npm run seed"),
    });
    expect(overallStatus(results!)).toBe("issues");
  });

  it("counts published questions only", async () => {
    await env.DB.batch(
      ["published", "published", "draft"].map((s, i) =>
        env.DB.prepare(
          `insert into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, status, created_at, updated_at)
           values (?1, 'physiology', 'acid-base', 'easy', 'Stem?', 'a', 'b', 'c', 'd', 'A', 'because', 'ref', ?2, 0, 0)`,
        ).bind(`diag-q-${i}`, s),
      ),
    );
    const { results } = await probe("database", "192.0.2.2");
    expect(byTest(results, "Study content")).toMatchObject({ status: "success", message: diagnosticMessages.contentOk(2) });
    expect(overallStatus(results!)).toBe("healthy");
    await env.DB.prepare("delete from questions where id like 'diag-q-%'").run();
  });

  it("reports a schema that is behind the shipped migrations", async () => {
    const last = await env.DB.prepare("select id, name from d1_migrations order by id desc limit 1").first<{ id: number; name: string }>();
    await env.DB.prepare("delete from d1_migrations where id = ?1").bind(last!.id).run();
    try {
      const { results } = await probe("database", "192.0.2.3");
      expect(byTest(results, "Schema version")).toMatchObject({ status: "warning", message: diagnosticMessages.schemaBehind(1) });
    } finally {
      await env.DB.prepare("insert into d1_migrations (id, name) values (?1, ?2)").bind(last!.id, last!.name).run();
    }
  });

  it("shows an administrator the migration names", async () => {
    const { results } = await probe("database", "192.0.2.5", await admin());
    expect(byTest(results, "Schema version")).toMatchObject({ status: "success", message: expect.stringMatching(/latest migration: \d{4}_\w+\.sql/) });
  });

  it("gives a visitor the AI configuration without a model call or internals", async () => {
    // A hosted endpoint nobody listens on: a model call would fail, so a pending test answer proves none was made.
    const hosted = { ...env, AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "probe-model", AI_API_KEY: "sk-not-a-real-key-42" };
    const results = await createCallerFactory(router(diagnosticsRouter))(contextFor(hosted, false)).ai();
    expect(byTest(results, "Provider")).toMatchObject({ status: "success", message: diagnosticMessages.providerPublic(true) });
    expect(byTest(results, "Test answer")).toMatchObject({ status: "pending", message: diagnosticMessages.testAnswerAdminsOnly });
    expect(JSON.stringify(results)).not.toMatch(/probe-model|127\.0\.0\.1|sk-not/);
    expect(overallStatus(results)).toBe("healthy");

    const { results: offline } = await probe("ai", "192.0.2.6");
    expect(byTest(offline, "Provider")).toMatchObject({ message: diagnosticMessages.providerPublic(false) });
    expect(byTest(offline, "Test answer")).toMatchObject({ status: "pending" });
  });

  it("runs a real answer through the offline AI provider for an administrator", async () => {
    const { status, results } = await probe("ai", "192.0.2.4", await admin());
    expect(status).toBe(200);
    expect(byTest(results, "Provider")).toMatchObject({ status: "success", message: expect.stringContaining("Offline tutor") });
    expect(byTest(results, "Test answer")).toMatchObject({ status: "success", message: expect.stringMatching(/^The AI answered a test question in \d+ ms\.$/) });
    expect(JSON.stringify(results)).not.toMatch(/secret|stack|at \w+ \(/i);
  });

  it("reports to an administrator a hosted provider that cannot be reached, without its key or error text", async () => {
    // A configured endpoint nobody listens on: the same failure as a provider outage.
    const hosted = { ...env, AI_BASE_URL: "http://127.0.0.1:9/v1", AI_MODEL: "probe-model", AI_API_KEY: "sk-not-a-real-key-42" };
    const caller = createCallerFactory(router(diagnosticsRouter))(contextFor(hosted, true));
    const results = await caller.ai();
    expect(byTest(results, "Provider")).toMatchObject({ status: "success", message: "AI provider: probe-model (127.0.0.1:9)." });
    const answer = byTest(results, "Test answer")!;
    expect(answer).toMatchObject({ status: "error", action: diagnosticMessages.generationFailedAction });
    // workerd reports a refused connection as a plain Error("Network connection lost."), which
    // ai/failures.ts classifies as "other" today; either way the message is the catalogue's.
    const kind = /^Failure type: (network|other)\.$/.exec(answer.details)?.[1] as "network" | "other" | undefined;
    expect(kind).toBeDefined();
    expect(answer.message).toBe(failureMessage(kind!));
    expect(JSON.stringify(results)).not.toContain("sk-not-a-real-key-42");
    expect(overallStatus(results)).toBe("critical");
  });

  it("lists what is wrong with the AI settings to an administrator, and nothing of it to a visitor", async () => {
    const broken = { ...env, AI_BASE_URL: "api.example.com/v1", AI_MODEL: "probe-model", AI_API_KEY: "sk-not-a-real-key-42" };
    const asAdmin = await createCallerFactory(router(diagnosticsRouter))(contextFor(broken, true)).ai();
    expect(byTest(asAdmin, "Provider")).toMatchObject({ status: "success", message: expect.stringContaining("Offline tutor"), details: diagnosticMessages.providerFellBackDetails });
    expect(asAdmin.filter((r) => r.test === "AI settings")).toEqual([
      {
        test: "AI settings",
        status: "error",
        message: configurationProblems.baseUrlMalformed("api.example.com/v1"),
        details: diagnosticMessages.settingsFellBackDetails,
        action: diagnosticMessages.settingsAction,
      },
    ]);
    // The offline provider answers meanwhile, so the test answer still works.
    expect(byTest(asAdmin, "Test answer")).toMatchObject({ status: "success" });
    expect(overallStatus(asAdmin)).toBe("critical");
    expect(JSON.stringify(asAdmin)).not.toContain("sk-not-a-real-key-42");

    const asVisitor = await createCallerFactory(router(diagnosticsRouter))(contextFor(broken, false)).ai();
    expect(asVisitor.map((r) => r.test)).toEqual(["Provider", "Test answer"]);
    expect(byTest(asVisitor, "Provider")).toMatchObject({ message: diagnosticMessages.providerPublic(false), details: diagnosticMessages.providerOfflineDetails });
    expect(JSON.stringify(asVisitor)).not.toMatch(/AI_BASE_URL|api\.example|probe-model|sk-not/);
  });

  it("reports AI_BASE_URL without AI_MODEL instead of silently answering offline", async () => {
    const noModel = { ...env, AI_BASE_URL: "https://api.example.com/v1" };
    const results = await createCallerFactory(router(diagnosticsRouter))(contextFor(noModel, true)).ai();
    expect(results.filter((r) => r.test === "AI settings").map((r) => [r.status, r.message])).toEqual([["error", configurationProblems.baseUrlWithoutModel]]);
    expect(byTest(results, "Provider")!.message).toContain("Offline tutor");
  });

  it("warns that AI_MODEL does not pick the Workers AI model, while Workers AI keeps answering", async () => {
    const ai = fakeWorkersAi(["End-tidal CO2 confirms that the tube is in the trachea."]);
    const settings = { ...env, AI: ai.binding as never, AI_MODEL: "@cf/meta/llama-3.1-8b-instruct" };
    const results = await createCallerFactory(router(diagnosticsRouter))(contextFor(settings, true)).ai();
    expect(byTest(results, "Provider")).toMatchObject({ message: `AI provider: Workers AI (${DEFAULT_WORKERS_AI_MODEL}).` });
    expect(results.filter((r) => r.test === "AI settings").map((r) => [r.status, r.message])).toEqual([["warning", configurationProblems.modelForWorkersAi]]);
    expect(byTest(results, "Test answer")).toMatchObject({ status: "success" });
    expect(ai.calls.map((c) => [c.model, c.inputs.max_tokens])).toEqual([[DEFAULT_WORKERS_AI_MODEL, AI_OUTPUT_TOKENS.probe]]);
  });

  it("limits both probes together per client address", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < DIAGNOSTICS_RATE_LIMIT.limit; i++) {
      expect((await probe(i % 2 ? "ai" : "database", ip)).status).toBe(200);
    }
    for (const name of ["database", "ai"] as const) {
      const refused = await probe(name, ip);
      expect(refused.status).toBe(429);
      expect(refused.error?.data.code).toBe("TOO_MANY_REQUESTS");
      expect(refused.error?.message).toMatch(/^Diagnostics can run 6 times a minute\. Please try again in \d+ seconds?\.$/);
    }
    // Another visitor is not held back by the first one's runs.
    expect((await probe("database", "198.51.100.8")).status).toBe(200);
  });

  it("lets a client run again once the window has passed", async () => {
    const ip = "198.51.100.9";
    await env.DB.prepare("insert into ai_rate_limits (key, window_start, count) values (?1, ?2, ?3)")
      .bind(`diag:${ip}`, Date.now() - DIAGNOSTICS_RATE_LIMIT.windowSeconds * 1000, DIAGNOSTICS_RATE_LIMIT.limit)
      .run();
    expect((await probe("database", ip)).status).toBe(200);
  });
});
