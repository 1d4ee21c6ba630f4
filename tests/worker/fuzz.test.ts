// Whatever a client sends, the Worker answers with a 2xx or a 4xx that a person can read: never a
// 5xx, never a schema dump or a stack trace. Every procedure of the router and both streamed AI
// routes get generated bad inputs from an owner (admitted everywhere), whole and field by field,
// plus raw HTTP oddities. All failures are collected and shown in one assertion, so one run shows
// everything that is still wrong.
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../src/worker/trpc/router.ts";
import { AI_RATE_LIMITS } from "../../src/shared/ai.ts";
import { call, markEmailVerified, setSubscription, signUp, uniqueEmail } from "./http.ts";

// ---------------------------------------------------------------- what is sent

/** JSON text spliced in as is: values JSON.stringify cannot produce (1e999 parses as Infinity). */
class Raw {
  readonly json: string;
  constructor(json: string) {
    this.json = json;
  }
}

function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `\u0000raw${raws.push(v.json) - 1}\u0000` : v));
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)]!);
}

const nestedArrays = (depth: number): unknown => (depth === 0 ? "x" : [nestedArrays(depth - 1)]);
const nestedObjects = (depth: number): unknown => (depth === 0 ? "x" : { a: nestedObjects(depth - 1) });

type Bad = readonly [label: string, value: unknown];

const BAD: Bad[] = [
  ["-1", -1],
  ["0.5", 0.5],
  ["1e308", 1e308],
  ["-1e308", -1e308],
  ["1e999", new Raw("1e999")],
  ["a string", "hello"],
  ["empty string", ""],
  ["true", true],
  ["null", null],
  ["[]", []],
  ["{}", {}],
  ["string(100000)", "a".repeat(100_000)],
  ["array(10000)", Array.from({ length: 10_000 }, () => "x")],
  ["nested arrays(200)", nestedArrays(200)],
  ["nested objects(200)", nestedObjects(200)],
  ["RTL override", "\u202Eevil\u202C.exe"],
  ["emoji", "👩🏽‍⚕️💉🩺"],
  ["lone high surrogate", "a\ud800b"],
  ["lone low surrogate", "\udc00"],
  ["NUL", "a\u0000b"],
];
const pick = (...labels: string[]) => BAD.filter(([l]) => labels.includes(l));
const skip = (...labels: string[]) => BAD.filter(([l]) => !labels.includes(l));
/** Field by field, near-duplicates of other values are left out to keep the run fast. */
const FIELD_BAD = skip("-1e308", "lone low surrogate", "nested arrays(200)");
/** Inside nested objects, a shorter list keeps the run fast. */
const NESTED_BAD = pick("1e308", "a string", "null", "{}", "string(100000)", "array(10000)", "lone high surrogate", "NUL");
/** Procedures without an input parser never read the input; these only probe the transport. */
const NO_INPUT_BAD = pick("a string", "null", "string(100000)", "nested objects(200)", "lone high surrogate");

const MISSING = Symbol("missing");

type Variant = { label: string; input: unknown };

// ---------------------------------------------------------------- plausible valid inputs

// String fields whose name tells what a real client would send.
const KNOWN_STRINGS: Record<string, string> = {
  topicId: "pharmacology",
  moduleId: "pharmacology",
  subtopicId: "opioids",
  topic: "Pharmacology",
  subtopic: "Opioids",
  name: "Opioids",
  q: "opioid",
  text: "What does MAC mean?",
  question: "What does MAC mean?",
  markdown: "## Overview\nOpioids act on mu receptors.",
  href: "/review#item",
  // Never the fuzz users' password, so nothing is ever deleted by a plausible base.
  password: "not-the-password-1",
  email: "someone@example.com",
};

type Def = { type: string; [k: string]: unknown };
type Schema = { _zod: { def: Def }; safeParse: (v: unknown) => { success: boolean } };
const defOf = (s: unknown) => (s as Schema)._zod.def;
const passes = (s: unknown, v: unknown) => (s as Schema).safeParse(v).success;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch"]);

/** A value the schema accepts where one is easy to find, else something close to it. */
function sample(schema: unknown, key = ""): unknown {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return sample(def.innerType, key);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sample(v, k)]));
    }
    case "pipe":
      return sample(def.in, key);
    case "union":
      return sample((def.options as unknown[])[0], key);
    case "literal":
      return (def.values as unknown[])[0];
    case "enum":
      return Object.values(def.entries as Record<string, unknown>)[0];
    case "boolean":
      return true;
    case "array":
      return [sample(def.element, key)];
    case "record":
      return {};
    case "number": {
      const candidates = [1, 5, 25, 30, 60, 0, 100, 3];
      return candidates.find((n) => passes(schema, n)) ?? 1;
    }
    case "string": {
      const candidates = [KNOWN_STRINGS[key], crypto.randomUUID(), "2027-06-01", "pharmacology", "x", "/x"].filter(
        (c): c is string => c !== undefined,
      );
      return candidates.find((c) => passes(schema, c)) ?? "x";
    }
    default:
      return undefined;
  }
}

// Where sampling cannot guess well: exams need a real topic list.
const BASES: Record<string, unknown> = {
  "exam.create": { questionCount: 25, difficulty: "mixed", topics: ["pharmacology"], timeLimit: 30, mode: "timed" },
  "POST /api/ai/study-guide": { mode: "predefined", topicId: "pharmacology", subtopicId: "opioids" },
  "POST /api/ai/chat": { messages: [{ role: "user", text: "What does MAC mean?" }], context: "Pharmacology" },
};

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** `base` with the value at `path` replaced (or removed, for MISSING). */
function replaceAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[head as number] = replaceAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = { ...(base as Record<string, unknown>) };
  if (rest.length === 0 && value === MISSING) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, value);
  return copy;
}

/** The base's fields, one level into nested objects and into the first element of arrays of objects. */
function fieldPaths(base: unknown): { path: (string | number)[]; nested: boolean }[] {
  if (!isPlainObject(base)) return [];
  const out: { path: (string | number)[]; nested: boolean }[] = [];
  for (const [k, v] of Object.entries(base)) {
    out.push({ path: [k], nested: false });
    const inner = isPlainObject(v) ? { at: [k], obj: v } : Array.isArray(v) && isPlainObject(v[0]) ? { at: [k, 0], obj: v[0] } : null;
    if (inner) for (const sub of Object.keys(inner.obj)) out.push({ path: [...inner.at, sub], nested: true });
  }
  return out;
}

const pathText = (path: (string | number)[]) => path.map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`)).join("").slice(1);

/** The schemas a value at `path` may be checked by (every branch of a union), wrappers removed. */
function schemasAt(schema: unknown, path: (string | number)[]): unknown[] {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return schemasAt(def.innerType, path);
  if (def.type === "pipe") return schemasAt(def.in, path);
  if (def.type === "union") return (def.options as unknown[]).flatMap((o) => schemasAt(o, path));
  if (path.length === 0) return [schema];
  const [head, ...rest] = path;
  if (def.type === "object" && typeof head === "string") {
    const field = (def.shape as Record<string, unknown>)[head];
    return field ? schemasAt(field, rest) : [];
  }
  if (def.type === "array" && typeof head === "number") return schemasAt(def.element, rest);
  return [];
}

const maxLength = (schema: unknown) =>
  ((defOf(schema).checks ?? []) as { _zod: { def: { check: string; maximum?: number } } }[]).find((c) => c._zod.def.check === "max_length")?._zod
    .def.maximum;

/**
 * Lists and texts exactly as long as the schema allows: the largest input validation lets through,
 * which is where a query with one bound parameter per item overflows (D1 allows 100 per statement).
 */
function atMaximum(schema: unknown, base: unknown, path: (string | number)[]): Variant[] {
  const out: Variant[] = [];
  for (const s of schemasAt(schema, path)) {
    const max = maxLength(s);
    if (max === undefined || max > 100_000) continue;
    const type = defOf(s).type;
    if (type === "array") {
      const element = sample(defOf(s).element, String(path.at(-1) ?? ""));
      // Distinct strings, so no de-duplication on the way hides the size.
      const items = Array.from({ length: max }, (_, i) => (typeof element === "string" && i > 0 ? `${element.slice(0, 60)}-${i}` : element));
      out.push({ label: `${pathText(path) || "input"} = ${max} items (its maximum)`, input: replaceAt(base, path, items) });
    } else if (type === "string") {
      out.push({ label: `${pathText(path) || "input"} = ${max} × "é" (its maximum)`, input: replaceAt(base, path, "é".repeat(max)) });
    }
  }
  return out;
}

function variantsFor(base: unknown, hasInput: boolean, schema?: unknown): Variant[] {
  if (!hasInput) return NO_INPUT_BAD.map(([label, value]) => ({ label: `input = ${label}`, input: value }));
  const out: Variant[] = [
    { label: "no input", input: undefined },
    { label: "plausible base", input: base },
    ...BAD.map(([label, value]) => ({ label: `input = ${label}`, input: value })),
  ];
  for (const { path, nested } of fieldPaths(base)) {
    if (schema) out.push(...atMaximum(schema, base, path));
    out.push({ label: `${pathText(path)} missing`, input: replaceAt(base, path, MISSING) });
    for (const [label, value] of nested ? NESTED_BAD : FIELD_BAD) {
      out.push({ label: `${pathText(path)} = ${label}`, input: replaceAt(base, path, value) });
    }
  }
  return out;
}

// ---------------------------------------------------------------- how answers are judged

type Failure = { path: string; input: string; status: number; problem: string; message: string };

/** Why a 4xx message would not help a person, or null when it reads fine. */
function unreadable(message: unknown): string | null {
  if (typeof message !== "string" || message.trim() === "") return "no message";
  const m = message.trim();
  if (m.startsWith("[") || m.startsWith("{")) return "message is JSON";
  if (m.includes("ZodError")) return "message names ZodError";
  if (/\n\s*at\s|\bat\s+\S+\s+\(.*:\d+:\d+\)/.test(m)) return "message has a stack trace";
  if (m.length > 300) return `message is ${m.length} characters`;
  return null;
}

/** The messages a failed response carries: tRPC (single or batch), the streamed routes and the Hono app. */
function messagesOf(body: unknown): unknown[] {
  const one = (b: unknown): unknown => {
    if (!isPlainObject(b)) return undefined;
    if (isPlainObject(b.error)) return b.error.message;
    return b.message;
  };
  if (Array.isArray(body)) return body.filter((b) => isPlainObject(b) && "error" in b).map(one);
  return [one(body)];
}

async function judge(res: Response, path: string, input: string, failures: Failure[], expectStatus?: number) {
  if (res.status < 400 && expectStatus === undefined) {
    // Streams and large payloads are not needed: only the verdict is.
    await res.body?.cancel();
    return;
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const messages = body === undefined ? [] : messagesOf(body);
  const first = messages.find((m) => typeof m === "string") as string | undefined;
  const shown = first ?? text.slice(0, 160);
  const fail = (problem: string) => failures.push({ path, input, status: res.status, problem, message: shown.slice(0, 300) });
  if (expectStatus !== undefined && res.status !== expectStatus) fail(`expected ${expectStatus}`);
  if (res.status >= 500) return fail("server error");
  if (res.status < 400) return;
  if (body === undefined) return fail("body is not JSON");
  if (messages.length === 0) return fail("no message");
  for (const m of messages) {
    const problem = unreadable(m);
    if (problem) return fail(problem);
  }
}

function report(failures: Failure[]): string {
  const groups = new Map<string, { f: Failure; inputs: string[] }>();
  for (const f of failures) {
    const key = `${f.path}|${f.status}|${f.problem}|${f.message.slice(0, 80)}`;
    const g = groups.get(key) ?? { f, inputs: [] };
    g.inputs.push(f.input);
    groups.set(key, g);
  }
  const lines = [...groups.values()].map(({ f, inputs }) => {
    const shown = inputs.slice(0, 3).join("; ") + (inputs.length > 3 ? `; +${inputs.length - 3} more` : "");
    const message = f.message.replace(/\s+/g, " ").slice(0, 160);
    return `${f.path} | ${shown} | ${f.status} | ${f.problem}: ${message}`;
  });
  return `${failures.length} failing answers:\n${lines.join("\n")}`;
}

// A request that hangs is a finding too, and must not stall the whole run.
// Above the Stripe SDK's 15 s timeout plus its one retry: a call that reaches the local fake Stripe
// now and then waits out that timeout (about one fuzz run in three on this machine; the cause is in
// the local fake or workerd's outbound connection, not found yet). The answer must still come, readable.
const DEADLINE_MS = 45_000;
async function withDeadline(answer: Promise<Response>): Promise<Response | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), DEADLINE_MS);
  });
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

// ---------------------------------------------------------------- the run

type ProcedureLike = { _def: { type: "query" | "mutation" | "subscription"; inputs: unknown[] } };
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureLike>;

/** Deleting is tried by a user of its own, after everything else, with passwords that are never theirs. */
const DESTRUCTIVE = new Set(["account.deleteAccount"]);

async function send(path: string, variant: Variant, cookie: string): Promise<Response> {
  const body = variant.input === undefined ? undefined : toJson(variant.input);
  if (path.startsWith("POST ")) return call(path.slice(5), { method: "POST", cookie, body });
  if (procedures[path]!._def.type === "query") {
    return call(`/api/trpc/${path}${body === undefined ? "" : `?input=${encodeURIComponent(body)}`}`, { cookie });
  }
  return call(`/api/trpc/${path}`, { method: "POST", cookie, body });
}

async function signedUp(email: string, verified: boolean): Promise<string> {
  const { cookie, body } = await signUp(email);
  if (!body.user) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(body)}`);
  if (verified) await markEmailVerified(body.user.id);
  return cookie;
}

async function subscriber(): Promise<string> {
  const { cookie, body } = await signUp(uniqueEmail("fuzz-ai"));
  if (!body.user) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  await setSubscription(body.user.id, "active");
  return cookie;
}

describe("fuzz: no input causes a 5xx, every 4xx reads well", () => {
  let owner = "";
  let doomed = "";
  beforeAll(async () => {
    owner = await signedUp("owner@example.com", true);
    doomed = await signedUp(uniqueEmail("fuzz-delete"), false);
  });

  it("every procedure and streamed route, whole input and field by field", { timeout: 120_000 }, async () => {
    const failures: Failure[] = [];
    const jobs: { path: string; variant: Variant; cookie: string }[] = [];
    const last: typeof jobs = [];
    for (const [path, procedure] of Object.entries(procedures)) {
      const schema = procedure._def.inputs[0];
      const base = BASES[path] ?? (schema ? sample(schema) : undefined);
      for (const variant of variantsFor(base, schema !== undefined, schema)) {
        (DESTRUCTIVE.has(path) ? last : jobs).push({ path, variant, cookie: DESTRUCTIVE.has(path) ? doomed : owner });
      }
    }
    // A streamed call whose body passes validation spends the caller's AI quota, so the bodies are
    // spread over enough subscribers that validation, not the limit, answers.
    const GUIDE = "POST /api/ai/study-guide";
    const CHAT = "POST /api/ai/chat";
    const customGuide = { mode: "custom", text: "Opioid pharmacology" };
    const streamed: { path: string; variant: Variant }[] = [
      ...variantsFor(BASES[GUIDE], true).map((variant) => ({ path: GUIDE, variant })),
      ...fieldPaths(customGuide).flatMap(({ path, nested }) =>
        (nested ? NESTED_BAD : FIELD_BAD).map(([label, value]) => ({
          path: GUIDE,
          variant: { label: `custom ${pathText(path)} = ${label}`, input: replaceAt(customGuide, path, value) },
        })),
      ),
      ...variantsFor(BASES[CHAT], true).map((variant) => ({ path: CHAT, variant })),
    ];
    const perUser: Record<string, number> = { [GUIDE]: AI_RATE_LIMITS.guide.limit - 1, [CHAT]: AI_RATE_LIMITS.chat.limit - 1 };
    for (const route of [GUIDE, CHAT]) {
      const mine = streamed.filter((j) => j.path === route);
      const cookies = await Promise.all(Array.from({ length: Math.ceil(mine.length / perUser[route]!) }, () => subscriber()));
      mine.forEach((j, i) => jobs.push({ ...j, cookie: cookies[Math.floor(i / perUser[route]!)]! }));
    }

    const run = async ({ path, variant, cookie }: (typeof jobs)[number]) => {
      try {
        const res = await withDeadline(send(path, variant, cookie));
        if (!res) failures.push({ path, input: variant.label, status: 0, problem: `no answer within ${DEADLINE_MS / 1000} s`, message: "" });
        else await judge(res, path, variant.label, failures);
      } catch (error) {
        failures.push({ path, input: variant.label, status: 0, problem: "request threw", message: String(error) });
      }
    };
    await pool(jobs, 6, run);
    await pool(last, 1, run);
    expect(failures.length, report(failures)).toBe(0);
  });

  it("raw HTTP oddities", { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    const json = { "content-type": "application/json" };
    const publicQueries = ["programs.list", "glossary.list", "interview.list", "content.stats", "billing.plans", "home.demo", "home.stats", "free.flashcards", "free.reviewCards", "account.me", "programs.list"];
    const cases: { label: string; path: string; init?: RequestInit & { cookie?: string }; status?: number }[] = [
      { label: "malformed JSON body", path: "/api/trpc/exam.create", init: { method: "POST", body: '{"questionCount":', cookie: owner } },
      { label: "body that is not JSON", path: "/api/trpc/exam.create", init: { method: "POST", body: "questionCount=25", cookie: owner } },
      { label: "?input= not JSON", path: "/api/trpc/exam.get?input=not-json", init: { cookie: owner } },
      { label: "?input= truncated JSON", path: "/api/trpc/exam.get?input=%7B%22examId%22", init: { cookie: owner } },
      { label: "malformed percent-encoding in ?input=", path: "/api/trpc/exam.create?input=%E0%A4%A", init: { cookie: owner } },
      { label: "malformed percent-encoding in a query's ?input=", path: "/api/trpc/exam.get?input=%E0%A4%A", init: { cookie: owner } },
      { label: "malformed percent-encoding in the path", path: "/api/trpc/exam.get%E0%A4%A", init: { cookie: owner } },
      { label: "batch of 11 queries", path: `/api/trpc/${publicQueries.join(",")}?batch=1&input=%7B%7D`, status: 400 },
      {
        label: "batch of 11 mutations",
        path: `/api/trpc/${Array.from({ length: 11 }, () => "dashboard.checkIn").join(",")}?batch=1`,
        init: { method: "POST", body: "{}", cookie: owner },
        status: 400,
      },
      { label: "batch whose input is an array", path: "/api/trpc/programs.list,glossary.list?batch=1&input=%5B1%5D" },
      { label: "batch with a bad input per index", path: `/api/trpc/exam.get,review.page?batch=1&input=${encodeURIComponent('{"0":5,"1":{"q":null}}')}`, init: { cookie: owner } },
      { label: "unknown procedure", path: "/api/trpc/nothing.here" },
      { label: "procedure name of 10000 characters", path: `/api/trpc/${"a".repeat(10_000)}` },
      { label: "empty procedure path", path: "/api/trpc/" },
      { label: "GET on a mutation", path: "/api/trpc/exam.create", init: { cookie: owner } },
      { label: "POST on a query", path: "/api/trpc/programs.list", init: { method: "POST", body: "{}" } },
      { label: "POST as text/plain", path: "/api/trpc/exam.create", init: { method: "POST", body: "{}", headers: { "content-type": "text/plain" }, cookie: owner } },
      { label: "POST from another origin", path: "/api/trpc/exam.create", init: { method: "POST", body: "{}", headers: { ...json, origin: "https://evil.example" }, cookie: owner } },
      { label: "streamed guide, malformed JSON", path: "/api/ai/study-guide", init: { method: "POST", body: '{"mode":', cookie: owner } },
      { label: "streamed chat, text/plain", path: "/api/ai/chat", init: { method: "POST", body: "hello", headers: { "content-type": "text/plain" }, cookie: owner } },
      { label: "streamed chat, GET", path: "/api/ai/chat", init: { cookie: owner } },
      { label: "unknown API path", path: "/api/nothing-here" },
    ];
    await pool(cases, 6, async (c) => {
      try {
        const res = await withDeadline(call(c.path, c.init));
        if (!res) failures.push({ path: c.path.slice(0, 80), input: c.label, status: 0, problem: `no answer within ${DEADLINE_MS / 1000} s`, message: "" });
        else await judge(res, c.path.slice(0, 80), c.label, failures, c.status);
      } catch (error) {
        failures.push({ path: c.path.slice(0, 80), input: c.label, status: 0, problem: "request threw", message: String(error) });
      }
    });
    expect(failures.length, report(failures)).toBe(0);
  });
});
