// The /diagnostic page's probes. They are mutations so nothing caches them, they are public so a
// visitor who cannot sign in can still see what is wrong, and they are rate limited per client
// address. Visitors get a health check with no internals (migration names, model, host) and no
// model call; administrators get the full probe, test answer included.
import type { D1Database } from "@cloudflare/workers-types";
import { TRPCError } from "@trpc/server";
import { APICallError, generateText } from "ai";
import { count, sql } from "drizzle-orm";
import journal from "../../../../migrations/meta/_journal.json";
import { questions, session, user } from "../../../../drizzle/schema.ts";
import {
  AI_PROBE_TIMEOUT_MS,
  AI_SLOW_MS,
  DB_SLOW_MS,
  diagnosticMessages as m,
  DIAGNOSTICS_RATE_LIMIT,
  latencyStatus,
  type DiagnosticResult,
} from "../../../shared/diagnostics.ts";
import { decideAccess } from "../../../shared/access.ts";
import { AI_OUTPUT_TOKENS, failureMessage } from "../../../shared/ai.ts";
import { aiConfiguration } from "../../ai/configuration.ts";
import { AiTimeout, classifyFailure } from "../../ai/failures.ts";
import { tutorSystem } from "../../ai/prompts.ts";
import { chooseAi } from "../../ai/provider.ts";
import type { Context } from "../init.ts";
import { publicProcedure } from "../init.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { isPublished } from "../../content/published.ts";

/** The newest migration this build ships (drizzle-kit's journal, read at bundle time); wrangler records it as `<tag>.sql`. */
const SHIPPED_MIGRATIONS = journal.entries.map((e) => `${e.tag}.sql`);

// A tutor-style question with no sources: the offline tutor answers that it has nothing on it,
// a hosted model answers briefly. Either way a non-empty reply proves the whole path works.
const PROBE_QUESTION = "In one sentence: what does end-tidal CO2 monitoring confirm after intubation?";

/** The caller's address as Cloudflare reports it. */
const clientIp = (ctx: Context) => ctx.clientIp || "unknown";

/** Both probes share one counter per address, so the page cannot be used to hammer the AI provider. */
async function consumeDiagnosticsQuota(db: D1Database, ip: string, now: Date) {
  const { limit, windowSeconds } = DIAGNOSTICS_RATE_LIMIT;
  const decision = await consumeQuota(db, `diag:${ip}`, limit, windowSeconds * 1000, now);
  if (!decision.allowed) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: m.rateLimited(decision.retryAfterSeconds) });
}

/** A missing table is worth naming; any other database error text stays in the log. */
function missingTable(error: unknown): string | null {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ""}` : "";
  return /no such table: (\w+)/.exec(text)?.[1] ?? null;
}

function tableFailure(test: string, what: string, error: unknown): DiagnosticResult {
  console.warn(`diagnostics ${test}:`, error instanceof Error ? error.message : error);
  const table = missingTable(error);
  return {
    test,
    status: "error",
    message: table ? m.tableMissing(table) : m.tableFailed(what),
    details: table ? "The migrations that create it have not been applied." : "The query failed; the server log has the database's error.",
    action: m.tableAction,
  };
}

async function probeDatabase(ctx: Context, full: boolean): Promise<DiagnosticResult[]> {
  const started = performance.now();
  try {
    await ctx.db.run(sql`select 1`);
  } catch (error) {
    console.warn("diagnostics connection:", error instanceof Error ? error.message : error);
    return [
      { test: "Connection", status: "error", message: m.connectionFailed, details: m.connectionFailedDetails, action: m.connectionFailedAction },
    ];
  }
  const ms = Math.round(performance.now() - started);
  const speed = latencyStatus(ms, DB_SLOW_MS);
  const results: DiagnosticResult[] = [
    speed === "success"
      ? { test: "Connection", status: "success", message: m.connectionOk(ms), details: "select 1 answered." }
      : { test: "Connection", status: "warning", message: m.connectionSlow(ms), details: `Slower than ${DB_SLOW_MS} ms.`, action: m.connectionSlowAction },
  ];

  results.push(await probeSchema(ctx, full));

  try {
    const [row] = await ctx.db.select({ n: count() }).from(questions).where(isPublished(questions));
    const n = row?.n ?? 0;
    results.push(
      n > 0
        ? { test: "Study content", status: "success", message: m.contentOk(n), details: "Read from the question bank." }
        : { test: "Study content", status: "warning", message: m.contentEmpty, details: "The questions table is empty.", action: m.contentEmptyAction },
    );
  } catch (error) {
    results.push(tableFailure("Study content", "question bank", error));
  }

  // Read with limit 1: the check asks whether these tables answer, not how many accounts exist.
  try {
    await ctx.db.batch([ctx.db.select({ id: user.id }).from(user).limit(1), ctx.db.select({ id: session.id }).from(session).limit(1)]);
    results.push({ test: "Accounts", status: "success", message: m.accountsOk, details: "Read the user and session tables." });
  } catch (error) {
    results.push(tableFailure("Accounts", "accounts tables", error));
  }
  return results;
}

async function probeSchema(ctx: Context, full: boolean): Promise<DiagnosticResult> {
  const test = "Schema version";
  const expected = SHIPPED_MIGRATIONS.at(-1) ?? "";
  let applied: string[];
  try {
    const rows = await ctx.db.all<{ name: string }>(sql`select name from d1_migrations order by id`);
    applied = rows.map((r) => r.name);
  } catch (error) {
    if (!missingTable(error)) return tableFailure(test, "migration history", error);
    applied = [];
  }
  const last = applied.at(-1);
  if (!last) return { test, status: "warning", message: m.schemaUnknown, details: full ? m.schemaUnknownDetails : "", action: m.schemaAction };
  const pending = SHIPPED_MIGRATIONS.filter((name) => !applied.includes(name)).length;
  if (pending === 0) {
    return full
      ? { test, status: "success", message: m.schemaCurrent(last), details: `${applied.length} migrations applied.` }
      : { test, status: "success", message: m.schemaCurrentPublic, details: "" };
  }
  const details = full ? m.schemaBehindDetails(last, expected) : m.schemaBehindPublicDetails;
  return { test, status: "warning", message: m.schemaBehind(pending), details, action: m.schemaAction };
}

/**
 * Which provider answers, and for administrators what is wrong with the AI settings (one line per
 * problem: an error when it sent the tools to the offline provider, else a warning). Read from the
 * configuration, so it costs nothing and is always shown. Visitors never see the settings.
 */
function providerResults(ctx: Context, full: boolean): DiagnosticResult[] {
  const { provider, problems, fellBack } = aiConfiguration(ctx.env);
  if (!full) {
    const hosted = provider.kind !== "offline";
    return [{ test: "Provider", status: "success", message: m.providerPublic(hosted), details: hosted ? m.providerPublicDetails : m.providerOfflineDetails }];
  }
  const details = fellBack ? m.providerFellBackDetails : provider.kind === "offline" ? m.providerOfflineDetails : m.providerHostedDetails(provider.model);
  return [
    { test: "Provider", status: "success", message: m.provider(provider.label), details },
    ...problems.map(
      (problem): DiagnosticResult => ({
        test: "AI settings",
        status: fellBack ? "error" : "warning",
        message: problem,
        details: fellBack ? m.settingsFellBackDetails : m.settingsIgnoredDetails,
        action: m.settingsAction,
      }),
    ),
  ];
}

async function probeAi(ctx: Context, full: boolean): Promise<DiagnosticResult[]> {
  const { provider } = aiConfiguration(ctx.env);
  const results: DiagnosticResult[] = providerResults(ctx, full);
  if (!full) {
    results.push({ test: "Test answer", status: "pending", message: m.testAnswerAdminsOnly, details: m.testAnswerAdminsOnlyDetails });
    return results;
  }

  const test = "Test answer";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AiTimeout(AI_PROBE_TIMEOUT_MS)), AI_PROBE_TIMEOUT_MS);
  const started = performance.now();
  try {
    const ai = await chooseAi(ctx.env);
    const { text } = await generateText({
      model: ai.model,
      system: tutorSystem([]),
      prompt: PROBE_QUESTION,
      maxOutputTokens: AI_OUTPUT_TOKENS.probe,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const ms = Math.round(performance.now() - started);
    if (!text.trim()) {
      results.push({ test, status: "error", message: m.generationEmpty, details: "The reply had no text.", action: m.generationEmptyAction });
    } else if (latencyStatus(ms, AI_SLOW_MS) === "warning") {
      results.push({ test, status: "warning", message: m.generationSlow(ms), details: `Slower than ${AI_SLOW_MS / 1000} s.`, action: m.generationSlowAction });
    } else {
      results.push({ test, status: "success", message: m.generationOk(ms), details: `Reply of ${text.trim().length} characters.` });
    }
  } catch (error) {
    const cause = controller.signal.aborted ? new AiTimeout(AI_PROBE_TIMEOUT_MS) : error;
    const kind = classifyFailure(cause);
    console.warn(`diagnostics AI ${provider.kind} (${kind}):`, cause instanceof Error ? cause.message : cause);
    // Only the failure kind and HTTP status go out: provider error bodies can echo keys or URLs.
    const status = APICallError.isInstance(cause) ? cause.statusCode : undefined;
    results.push({ test, status: "error", message: failureMessage(kind), details: m.generationFailedDetails(kind, status), action: m.generationFailedAction });
  } finally {
    clearTimeout(timer);
  }
  return results;
}

/** The full probe (internals, a model call) is for administrators; everyone else gets the health check. */
async function isAdmin(ctx: Context): Promise<boolean> {
  return decideAccess((await ctx.viewer.access())?.access ?? null, "admin").allow;
}

export const diagnosticsRouter = {
  database: publicProcedure.mutation(async ({ ctx }) => {
    try {
      await consumeDiagnosticsQuota(ctx.env.DB, clientIp(ctx), ctx.now);
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      // The counter lives in the database under test; the probe itself says what is wrong with it,
      // and its few cheap queries need no limit while the counter cannot be written.
      console.warn("diagnostics quota:", error instanceof Error ? error.message : error);
    }
    return probeDatabase(ctx, await isAdmin(ctx));
  }),

  ai: publicProcedure.mutation(async ({ ctx }) => {
    try {
      await consumeDiagnosticsQuota(ctx.env.DB, clientIp(ctx), ctx.now);
    } catch (error) {
      if (error instanceof TRPCError) throw error;
      // Without the counter the probe could be repeated without limit, so it is not run.
      console.warn("diagnostics quota:", error instanceof Error ? error.message : error);
      return [
        ...providerResults(ctx, await isAdmin(ctx)),
        { test: "Test answer", status: "error", message: m.aiNotRun, details: m.aiNotRunDetails, action: m.aiNotRunAction },
      ] satisfies DiagnosticResult[];
    }
    return probeAi(ctx, await isAdmin(ctx));
  }),
};
