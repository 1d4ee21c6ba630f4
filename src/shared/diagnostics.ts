// The /diagnostic page's rules: result shape, the overall verdict, latency thresholds, the probe
// rate limit and every message the checks can show.

export type DiagnosticStatus = "pending" | "loading" | "success" | "warning" | "error";

/** One line of a check's results. `action` is what to do about it when it is not a success. */
export type DiagnosticResult = {
  test: string;
  status: DiagnosticStatus;
  message: string;
  details: string;
  action?: string;
};

export type CheckId = "database" | "ai";

export const CHECKS: Record<CheckId, { title: string; summary: string }> = {
  database: {
    title: "Database Connection",
    summary: "Connects to the database, checks the schema version and that study content and accounts are readable.",
  },
  ai: {
    title: "AI Services",
    summary: "Shows whether an AI provider is configured; for administrators it also asks it a short test question.",
  },
};

export type OverallStatus = "healthy" | "issues" | "critical";

/** Critical if any check errors, issues if any warns, otherwise healthy. */
export function overallStatus(results: readonly Pick<DiagnosticResult, "status">[]): OverallStatus {
  if (results.some((r) => r.status === "error")) return "critical";
  if (results.some((r) => r.status === "warning")) return "issues";
  return "healthy";
}

export const OVERALL_LABELS: Record<OverallStatus, string> = {
  healthy: "Healthy",
  issues: "Issues found",
  critical: "Critical",
};

export const OVERALL_SUMMARIES: Record<OverallStatus, string> = {
  healthy: "Every check passed.",
  issues: "Everything works, but some checks found something worth fixing.",
  critical: "At least one check failed. See the recommended actions below.",
};

/** How each status reads next to its icon, so colour is never the only signal. */
export const STATUS_LABELS: Record<DiagnosticStatus, string> = {
  pending: "Not run",
  loading: "Running",
  success: "Passed",
  warning: "Warning",
  error: "Failed",
};

/** A round trip slower than these (ms) is a warning, not a failure. */
export const DB_SLOW_MS = 500;
export const AI_SLOW_MS = 5_000;
/** Hosted AI providers get this long to answer the test question before the check fails. */
export const AI_PROBE_TIMEOUT_MS = 10_000;

export function latencyStatus(ms: number, slowMs: number): "success" | "warning" {
  return ms > slowMs ? "warning" : "success";
}

/** Probe runs per client address per window; both checks count, so they cannot hammer the AI provider. */
export const DIAGNOSTICS_RATE_LIMIT = { limit: 6, windowSeconds: 60 } as const;

const MIGRATE = "Run npm run db:migrate (for production: npx wrangler d1 migrations apply DB --remote).";

export const diagnosticMessages = {
  // Database Connection
  connectionOk: (ms: number) => `Connected to the database (round trip ${ms} ms).`,
  connectionSlow: (ms: number) => `Connected to the database, but the round trip took ${ms} ms.`,
  connectionSlowAction: "If this persists, check Cloudflare's status page and the database's region.",
  connectionFailed: "Unable to reach the database.",
  connectionFailedDetails: "A simple query (select 1) failed, so the other database checks were not run.",
  connectionFailedAction:
    "Check that the DB binding in wrangler.toml names an existing D1 database (npx wrangler d1 list). Locally, run npm run db:migrate and restart the server.",
  schemaCurrent: (name: string) => `The database schema is up to date (latest migration: ${name}).`,
  schemaCurrentPublic: "The database schema is up to date.",
  schemaBehind: (pending: number) =>
    `The database schema is behind: ${pending} migration${pending === 1 ? " has" : "s have"} not been applied.`,
  schemaBehindDetails: (applied: string, expected: string) => `Last applied: ${applied}. Expected: ${expected}.`,
  schemaBehindPublicDetails: "An administrator running this check sees which migrations are missing.",
  schemaUnknown: "No migration history was found in the database.",
  schemaUnknownDetails: "The d1_migrations table is missing or empty.",
  schemaAction: MIGRATE,
  contentOk: (questions: number) =>
    `${questions} published practice question${questions === 1 ? " is" : "s are"} available.`,
  contentEmpty: "The database has no published practice questions yet.",
  contentEmptyAction: "Run npm run seed to load the study content (for production: npm run seed -- --remote).",
  accountsOk: "The accounts and sign-in tables are readable.",
  tableMissing: (table: string) => `A required table is missing (${table}).`,
  tableFailed: (what: string) => `Could not read the ${what}.`,
  tableAction: MIGRATE,
  // AI Services
  provider: (label: string) => `AI provider: ${label}.`,
  providerOfflineDetails:
    "No hosted model is configured, so the built-in offline tutor answers from our study library. Configure Workers AI or an OpenAI-compatible endpoint for generated answers.",
  providerHostedDetails: (model: string) => `Model: ${model}.`,
  providerFellBackDetails:
    "The AI settings ask for a hosted model but cannot work as they are (see below), so the built-in offline tutor answers from our study library until they are fixed.",
  settingsFellBackDetails: "Until this is fixed, the AI tools use the built-in offline tutor and their fallback content.",
  settingsIgnoredDetails: "The AI tools work, but this setting does not do what it seems to.",
  settingsAction:
    "Change the variable under [vars] in wrangler.toml (or in the Cloudflare dashboard) and deploy again; the README's configuration table lists the AI settings.",
  providerPublic: (hosted: boolean) => (hosted ? "AI provider: a hosted AI model is configured." : "AI provider: the built-in offline tutor."),
  providerPublicDetails: "Which model and host answer is shown to administrators only.",
  testAnswerAdminsOnly: "The test answer runs only for administrators, so this page cannot be used to spend AI calls.",
  testAnswerAdminsOnlyDetails: "Sign in with an administrator account to run the full AI check.",
  generationOk: (ms: number) => `The AI answered a test question in ${ms} ms.`,
  generationSlow: (ms: number) => `The AI answered a test question, but it took ${ms} ms.`,
  generationSlowAction: "Answers may feel slow. Check the provider's status, or choose a faster model (WORKERS_AI_MODEL or AI_MODEL).",
  generationEmpty: "The AI service returned an empty answer.",
  generationEmptyAction: "Check that WORKERS_AI_MODEL (Workers AI) or AI_MODEL (an OpenAI-compatible endpoint) names a chat model your provider serves.",
  generationFailedDetails: (kind: string, httpStatus?: number) =>
    `Failure type: ${kind}${httpStatus ? `; the provider answered with HTTP ${httpStatus}` : ""}.`,
  generationFailedAction:
    "Check the AI settings (the AI binding and WORKERS_AI_MODEL, or AI_BASE_URL, AI_API_KEY and AI_MODEL) and the provider's status. The study tools use their fallback content meanwhile.",
  aiNotRun: "The AI check was not run: every run must be counted in the database, and the database could not count this one.",
  aiNotRunDetails: "Run the Database Connection check to see what is wrong with the database.",
  aiNotRunAction: "Fix the database first (see the Database Connection check), then run this check again.",
  // Both
  rateLimited: (seconds: number) =>
    `Diagnostics can run ${DIAGNOSTICS_RATE_LIMIT.limit} times a minute. Please try again in ${seconds} second${seconds === 1 ? "" : "s"}.`,
  requestFailed: "Could not reach the server. Check your internet connection and try again.",
  requestFailedAction: "If other sites load, the app's server may be down: try again in a few minutes.",
} as const;
