// Load benchmark (prints figures, asserts nothing): LOAD_CONNECTIONS subscribed students (default 50),
// one per connection, each looping for LOAD_SECONDS (default 60) over the traffic of a studying
// subscriber: dashboard page loads, exam answers, Review searches and AI tutor questions, against the
// production build served by `wrangler dev` (offline, its own port and state folder).
// Prints requests, errors (by kind and status, with a sample message), requests/s and p50/p95/p99
// latency overall and per kind. Run: `npm run bench:load` (quick: LOAD_SECONDS=10 LOAD_CONNECTIONS=10).
import { execFileSync } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { bin, capture, offlineEnv, root, run, startDetached, waitForHttp } from "../scripts/lib.ts";
import { AI_RATE_LIMITS } from "../src/shared/ai.ts";

const PORT = Number(process.env.LOAD_PORT ?? 8796);
const BASE = `http://localhost:${PORT}`;
const STATE = path.join(root, ".wrangler", `bench-load-state-${PORT}`);
const LOG = path.join(STATE, "wrangler.log");
const SECONDS = positive("LOAD_SECONDS", 60);
const CONNECTIONS = positive("LOAD_CONNECTIONS", 50);
// Tutor answers per user in one run: under the per-user limit (30 per 10 minutes), so no 429 is earned.
const TUTOR_CAP = Math.min(20, AI_RATE_LIMITS.chat.limit - 1);
const EXAM_QUESTIONS = 25;
const REQUEST_TIMEOUT_MS = 60_000;

const SEARCHES = ["propofol", "airway", "hypoxia", "sevo", "malignant hyperthermia", "rocuronium", "capnography", "spinal", "oxygen", "heparin"];
const TUTOR_QUESTIONS = [
  "How does sugammadex reverse rocuronium?",
  "What are the early signs of malignant hyperthermia?",
  "Why does capnography show a shark fin in bronchospasm?",
  "How do I treat local anesthetic systemic toxicity?",
  "What causes hypotension after spinal anesthesia?",
  "When is a rapid sequence induction indicated?",
];
// Share of the non-tutor steps per connection (a dashboard page load is three requests).
const MIX = { dashboard: 0.5, answer: 0.3, search: 0.2 };

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${raw}")`);
  return n;
}

// ---------------------------------------------------------------- server lifetime

let server: ChildProcess | null = null;

/** Ends the server's process group (wrangler and its workerd), forcefully if it lingers. */
async function stopServer() {
  const pid = server?.pid;
  server = null;
  if (pid === undefined) return;
  const alive = () => {
    try {
      process.kill(-pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 5_000;
  while (alive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive()) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server`);
    void stopServer().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- one user's HTTP client

type Kind =
  | "dashboard: account.me"
  | "dashboard: greeting+stats"
  | "dashboard: checkIn"
  | "exam.answer"
  | "review.search"
  | "tutor (/api/ai/chat)";
const KINDS: Kind[] = ["dashboard: account.me", "dashboard: greeting+stats", "dashboard: checkIn", "exam.answer", "review.search", "tutor (/api/ai/chat)"];

type Outcome = { ok: true; ms: number; firstByteMs?: number } | { ok: false; ms: number; status: string; message: string };

class User {
  readonly ip: string;
  private jar = new Map<string, string>();
  examId = "";
  tutorCalls = 0;
  answerIndex = 0;

  constructor(n: number) {
    // Sign-ups are limited per address (10 a minute): every user gets their own.
    this.ip = `10.96.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  private headers(post: boolean): Record<string, string> {
    const h: Record<string, string> = { "cf-connecting-ip": this.ip };
    if (this.jar.size) h.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
    // The CSRF rule: state-changing requests are JSON from our own origin.
    if (post) Object.assign(h, { origin: BASE, "content-type": "application/json" });
    return h;
  }

  private keep(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /max-age=0\b/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  fetch(url: string, body?: unknown): Promise<Response> {
    const post = body !== undefined;
    return fetch(`${BASE}${url}`, {
      method: post ? "POST" : "GET",
      headers: this.headers(post),
      body: post ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }).then((res) => (this.keep(res), res));
  }

  /** One timed request: the whole body read, tRPC batch entries and AI stream parts inspected. */
  async timed(url: string, body?: unknown, opts: { stream?: boolean } = {}): Promise<Outcome> {
    const t0 = performance.now();
    try {
      const res = await this.fetch(url, body);
      let firstByteMs: number | undefined;
      let text = "";
      if (opts.stream && res.body) {
        const decoder = new TextDecoder();
        const reader = res.body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (value?.length && firstByteMs === undefined) firstByteMs = performance.now() - t0;
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
      } else {
        text = await res.text();
      }
      const ms = performance.now() - t0;
      if (res.status >= 400) return { ok: false, ms, status: String(res.status), message: messageOf(text) };
      if (url.startsWith("/api/trpc/")) {
        const entries = safeJson(text);
        for (const e of Array.isArray(entries) ? entries : [entries]) {
          const err = (e as { error?: { message?: string; data?: { httpStatus?: number } } } | null)?.error;
          if (err) return { ok: false, ms, status: `${res.status}/trpc ${err.data?.httpStatus ?? "?"}`, message: err.message ?? text.slice(0, 200) };
        }
      }
      if (opts.stream) {
        const problem = streamProblem(text);
        if (problem) return { ok: false, ms, status: `${res.status}/${problem.part}`, message: problem.message };
      }
      return { ok: true, ms, firstByteMs };
    } catch (e) {
      const err = e as Error & { cause?: { code?: string; message?: string } };
      const reason = err.name === "TimeoutError" ? `no full answer within ${REQUEST_TIMEOUT_MS / 1000} s` : `${err.message}${err.cause ? ` (${err.cause.code ?? err.cause.message})` : ""}`;
      return { ok: false, ms: performance.now() - t0, status: err.name === "TimeoutError" ? "timeout" : "network", message: reason };
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(text: string): string {
  const json = safeJson(text) as { error?: { message?: string }; message?: string } | { error?: { message?: string } }[] | null;
  const first = Array.isArray(json) ? json.find((e) => e?.error)?.error?.message : (json?.error?.message ?? (json as { message?: string } | null)?.message);
  return (first ?? text).slice(0, 300) || "(empty body)";
}

/** A UI message stream that carried an error part or a fallback notice did not answer properly. */
function streamProblem(text: string): { part: string; message: string } | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith("data: ")) continue;
    const part = safeJson(line.slice(6)) as { type?: string; errorText?: string; data?: { message?: string } } | null;
    if (part?.type === "error") return { part: "stream error", message: part.errorText ?? line };
    if (part?.type === "data-notice") return { part: "fallback notice", message: part.data?.message ?? line };
  }
  return null;
}

/** A tRPC call as the client's httpBatchLink sends it (a batch of one). */
const trpcQuery = (paths: string[], inputs: unknown[] = []) =>
  `/api/trpc/${paths.join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(inputs.map((v, i) => [i, v]))))}`;
const trpcMutation = (p: string) => `/api/trpc/${p}?batch=1`;

// ---------------------------------------------------------------- setup

async function expectOk(res: Response, what: string): Promise<any> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return safeJson(text);
}

async function prepareUser(n: number): Promise<User> {
  const u = new User(n);
  await expectOk(await u.fetch("/api/auth/sign-up/email", { email: `load-${n}-${Date.now()}@example.com`, password: "load-pass-123", name: `Load Student ${n}` }), `sign-up of user ${n}`);
  const checkout = await expectOk(await u.fetch("/api/trpc/billing.createCheckout", { plan: "yearly", from: "pricing" }), `billing.createCheckout of user ${n}`);
  const sessionId = new URL(checkout.result.data.url, BASE).searchParams.get("session_id");
  await expectOk(await u.fetch("/api/trpc/billing.demoConfirm", { sessionId }), `billing.demoConfirm of user ${n}`);
  const exam = await expectOk(
    await u.fetch("/api/trpc/exam.create", { questionCount: EXAM_QUESTIONS, difficulty: "mixed", topics: "All", timeLimit: 120, mode: "timed" }),
    `exam.create of user ${n}`,
  );
  u.examId = exam.result.data.examId;
  return u;
}

/** Runs `task` over 0..count-1, at most `limit` at a time. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await task(i);
      }
    }),
  );
  return out;
}

// ---------------------------------------------------------------- the load

type Stats = { ms: number[]; firstByte: number[]; errors: Map<string, { count: number; sample: string }> };
const stats = new Map<Kind, Stats>(KINDS.map((k) => [k, { ms: [], firstByte: [], errors: new Map() }]));

function record(kind: Kind, o: Outcome) {
  const s = stats.get(kind)!;
  s.ms.push(o.ms);
  if (o.ok) {
    if (o.firstByteMs !== undefined) s.firstByte.push(o.firstByteMs);
    return;
  }
  const e = s.errors.get(o.status) ?? { count: 0, sample: o.message };
  e.count++;
  s.errors.set(o.status, e);
}

async function connection(u: User, startedAt: number, endAt: number) {
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  while (performance.now() < endAt) {
    // Tutor questions are spread over the run: never ahead of an even share of the cap.
    const share = ((performance.now() - startedAt) / (endAt - startedAt)) * TUTOR_CAP;
    if (u.tutorCalls < TUTOR_CAP && u.tutorCalls < share && Math.random() < 0.15) {
      u.tutorCalls++;
      record("tutor (/api/ai/chat)", await u.timed("/api/ai/chat", { messages: [{ role: "user", text: pick(TUTOR_QUESTIONS) }] }, { stream: true }));
      continue;
    }
    const r = Math.random();
    if (r < MIX.dashboard) {
      // The /dashboard page: the route guard's account.me, then the page's two queries (one batch)
      // and its check-in mutation.
      record("dashboard: account.me", await u.timed(trpcQuery(["account.me"], [undefined])));
      record("dashboard: greeting+stats", await u.timed(trpcQuery(["dashboard.greeting", "dashboard.stats"], [undefined, undefined])));
      record("dashboard: checkIn", await u.timed(trpcMutation("dashboard.checkIn"), {}));
    } else if (r < MIX.dashboard + MIX.answer) {
      const index = u.answerIndex++ % EXAM_QUESTIONS;
      record("exam.answer", await u.timed(trpcMutation("exam.answer"), { 0: { examId: u.examId, index, letter: pick(["A", "B", "C", "D"] as const) } }));
    } else {
      record("review.search", await u.timed(trpcQuery(["review.search"], [{ q: pick(SEARCHES) }])));
    }
  }
}

// ---------------------------------------------------------------- report

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function report(elapsedS: number) {
  const fmt = (n: number) => (Number.isNaN(n) ? "-" : n < 10 ? n.toFixed(1) : n.toFixed(0));
  const cols = ["requests", "errors", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms"];
  const line = (label: string, ms: number[], errors: number) => {
    const s = [...ms].sort((a, b) => a - b);
    const cells = [String(ms.length), String(errors), (ms.length / elapsedS).toFixed(1), fmt(percentile(s, 50)), fmt(percentile(s, 95)), fmt(percentile(s, 99)), fmt(s.at(-1) ?? NaN)];
    return `${label.padEnd(28)}${cells.map((c, i) => c.padStart(i === 0 ? 9 : 8)).join("")}`;
  };
  console.log(`${"kind".padEnd(28)}${cols.map((c, i) => c.padStart(i === 0 ? 9 : 8)).join("")}`);
  console.log("-".repeat(28 + 9 + 8 * 6));
  const all: number[] = [];
  let errors = 0;
  for (const [kind, s] of stats) {
    const e = [...s.errors.values()].reduce((n, x) => n + x.count, 0);
    errors += e;
    all.push(...s.ms);
    console.log(line(kind, s.ms, e));
  }
  console.log("-".repeat(28 + 9 + 8 * 6));
  console.log(line("overall", all, errors));
  const tutor = stats.get("tutor (/api/ai/chat)")!;
  const fb = [...tutor.firstByte].sort((a, b) => a - b);
  if (fb.length) console.log(`tutor time to first byte: p50 ${fmt(percentile(fb, 50))} ms, p95 ${fmt(percentile(fb, 95))} ms, p99 ${fmt(percentile(fb, 99))} ms (${fb.length} answers)`);
  console.log("");
  if (errors === 0) {
    console.log(`errors: 0 (target 0) - OK`);
  } else {
    console.log(`errors: ${errors} of ${all.length} requests (target 0) - TARGET MISSED`);
    for (const [kind, s] of stats) {
      for (const [status, e] of s.errors) console.log(`  ${kind} | ${status} | ${e.count}x | e.g. ${e.sample}`);
    }
  }
  return errors;
}

/** The Worker's own complaints during the run (uncaught errors, D1 trouble), from wrangler's output. */
function serverProblems() {
  let text = "";
  try {
    text = readFileSync(LOG, "utf8");
  } catch {
    return;
  }
  const lines = text.split("\n").filter((l) => /\b(error|exception|SQLITE_\w+|uncaught|✘)\b/i.test(l) && !/\b[23]\d\d\b.*\(\d+ms\)/.test(l));
  if (!lines.length) {
    console.log(`server log: no errors (${LOG.replace(root + path.sep, "")})`);
    return;
  }
  console.log(`server log: ${lines.length} error line(s) in ${LOG.replace(root + path.sep, "")}, first ones:`);
  for (const l of lines.slice(0, 5)) console.log(`  ${l.slice(0, 300)}`);
}

/** CPU seconds used so far by each process of the server's group (Linux /proc; empty elsewhere). */
function serverCpu(): Map<string, number> {
  const out = new Map<string, number>();
  const pgid = server?.pid;
  if (pgid === undefined || process.platform !== "linux") return out;
  try {
    const rows = execFileSync("ps", ["-e", "-o", "pgid=,pid=,comm="], { encoding: "utf8" }).trim().split("\n");
    for (const row of rows) {
      const [group, pid, comm] = row.trim().split(/\s+/);
      if (group !== String(pgid)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      out.set(`${comm} ${pid}`, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in ticks of 10 ms
    }
  } catch {
    // a process ended meanwhile, or no ps: leave the figure out
  }
  return out;
}

function reportCpu(before: Map<string, number>, after: Map<string, number>, elapsedS: number) {
  const used = [...after]
    .map(([name, s]) => [name, s - (before.get(name) ?? 0)] as const)
    .filter(([, s]) => s >= 0.5)
    .sort((a, b) => b[1] - a[1]);
  if (!used.length) return;
  const parts = used.map(([name, s]) => `${name.split(" ")[0]} ${s.toFixed(1)} s (${((s / elapsedS) * 100).toFixed(0)}% of a core)`);
  console.log(`server CPU during the run, by process: ${parts.join(", ")}`);
}

// ---------------------------------------------------------------- main

let failed = false;
try {
  const tSetup = performance.now();
  await rm(STATE, { recursive: true, force: true });
  await mkdir(STATE, { recursive: true });
  await run(process.execPath, ["scripts/migrate.ts", "--persist-to", STATE], { stdio: "ignore" });
  await run(process.execPath, ["scripts/seed.ts", "--persist-to", STATE], { stdio: "ignore" });
  // What ships: a production React build, served by the Worker's static assets.
  await run(bin("vite"), ["build", "--logLevel", "error"], { env: offlineEnv({ NODE_ENV: "production" }) });
  const wranglerVersion = (await capture(bin("wrangler"), ["--version"])).trim().split("\n").at(-1);
  const source = await capture("git", ["describe", "--always", "--dirty=+uncommitted changes"], { stdio: ["ignore", "pipe", "ignore"] }).then(
    (s) => s.trim(),
    () => "not a git checkout",
  );

  const log = openSync(LOG, "w");
  server = startDetached(
    bin("wrangler"),
    ["dev", "--port", String(PORT), "--persist-to", STATE, "--show-interactive-dev-session=false", "--var", `BETTER_AUTH_URL:${BASE}`, "--var", "BETTER_AUTH_SECRET:bench-load-secret-0123456789abcdef"],
    { stdio: ["ignore", log, log] },
  );
  closeSync(log);
  const child = server;
  await waitForHttp(`${BASE}/api/health`, 60_000, () => child.exitCode !== null);

  const users = await pool(CONNECTIONS, 8, prepareUser);
  console.log(`setup: build, fresh D1 (migrated, seeded), ${CONNECTIONS} subscribed students with a ${EXAM_QUESTIONS}-question exam each in ${((performance.now() - tSetup) / 1000).toFixed(1)} s`);

  console.log("");
  console.log(`load: ${CONNECTIONS} connections (one subscribed student each) for ${SECONDS} s against ${BASE}`);
  console.log(`server: vite production build (NODE_ENV=production) of ${source} under wrangler dev ${wranglerVersion} (local workerd + Miniflare D1), offline AI provider`);
  console.log(
    `machine: ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model.trim() ?? ""}, load average ${os.loadavg()[0]!.toFixed(1)} before the run, node ${process.version}; load generator on the same machine`,
  );
  console.log(
    `mix per connection: ${MIX.dashboard * 100}% dashboard page loads (account.me, greeting+stats batch, checkIn), ${MIX.answer * 100}% exam answers, ${MIX.search * 100}% Review searches; tutor questions spread over the run, at most ${TUTOR_CAP} per user (limit ${AI_RATE_LIMITS.chat.limit} per ${AI_RATE_LIMITS.chat.windowMinutes} min)`,
  );
  console.log("");

  const cpuBefore = serverCpu();
  const startedAt = performance.now();
  const endAt = startedAt + SECONDS * 1000;
  await Promise.all(users.map((u) => connection(u, startedAt, endAt)));
  const elapsedS = (performance.now() - startedAt) / 1000;
  console.log(`ran ${elapsedS.toFixed(1)} s (the last requests finish after the deadline)`);
  const cpuAfter = serverCpu();
  report(elapsedS);
  reportCpu(cpuBefore, cpuAfter, elapsedS);
  serverProblems();
} catch (e) {
  failed = true;
  console.error(`bench:load setup failed: ${e instanceof Error ? e.message : String(e)}`);
  console.error(`(server output: ${LOG.replace(root + path.sep, "")})`);
} finally {
  await stopServer();
}
process.exit(failed ? 1 : 0);
