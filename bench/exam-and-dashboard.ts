// Benchmark (prints figures, asserts nothing): with 2,000 questions and 200,000 recorded answers
// for 1,000 users in a local D1, time exam creation (100 questions, from each question source), the
// full mock exam, the builder's counts, the dashboard stats and the standing panel (percentiles over
// every peer) through the real Worker under `wrangler dev`, each also as a ratio to the health check
// measured in the same run (the floor). Run: `npm run bench:exam`.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { bin, offlineEnv, root, run, startDetached, stopGroup, waitForHttp } from "../scripts/lib.ts";
import { domainOf } from "../src/shared/blueprint.ts";
import { TAXONOMY } from "../src/shared/taxonomy.ts";

const STATE = path.join(root, ".wrangler", "bench-state");
const PORT = 8799;
const BASE = `http://localhost:${PORT}`;
const QUESTIONS = 2_000;
const USERS = 1_000;
const ANSWERS = 200_000;
const RUNS = 40;

const q = (s: string) => `'${s.replaceAll("'", "''")}'`;
const pairs = TAXONOMY.flatMap((t) => t.subtopics.map((s) => [t.id, s.id] as const));

async function seedData() {
  const lines: string[] = [];
  const chunk = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
  const qs = Array.from({ length: QUESTIONS }, (_, i) => {
    const [topic, sub] = pairs[i % pairs.length]!;
    const diff = ["easy", "medium", "hard"][i % 3];
    return `(${q(`bq-${i}`)}, ${q(topic)}, ${q(sub)}, ${q(domainOf(sub) ?? "")}, ${q(diff!)}, ${q(`Bench stem ${i}?`)}, 'a', 'b', 'c', 'd', 'B', 'why', 'ref', 'published', 0, 0)`;
  });
  for (const c of chunk(qs, 200)) {
    lines.push(`insert into questions (id, topic_id, subtopic_id, domain_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, status, created_at, updated_at) values ${c.join(",")};`);
  }
  const users = Array.from({ length: USERS }, (_, i) => `(${q(`bu-${i}`)}, ${q(`Bench ${i}`)}, ${q(`bench-${i}@example.com`)}, 0, 'student', 0, 0)`);
  for (const c of chunk(users, 200)) lines.push(`insert into user (id, name, email, email_verified, role, created_at, updated_at) values ${c.join(",")};`);
  const day0 = Date.UTC(2026, 8, 1);
  const answers = Array.from({ length: ANSWERS }, (_, i) => {
    // Spread each user's answers over many questions (answer i belongs to user i % USERS).
    const qi = (i * 7919 + Math.floor(i / USERS) * 37) % QUESTIONS;
    const [topic, sub] = pairs[qi % pairs.length]!;
    const at = day0 + (i % 84) * 86_400_000;
    return `(${q(`ba-${i}`)}, ${q(`bu-${i % USERS}`)}, ${q(`bq-${qi}`)}, ${q(topic)}, ${q(sub)}, ${q(domainOf(sub) ?? "")}, 'B', ${i % 3 ? 1 : 0}, 'exam', ${30 + (i % 90)}, ${at}, ${q(new Date(at).toISOString().slice(0, 10))})`;
  });
  for (const c of chunk(answers, 500)) {
    lines.push(`insert into answers (id, user_id, question_id, topic_id, subtopic_id, domain_id, chosen_letter, correct, mode, seconds_spent, answered_at, day) values ${c.join(",")};`);
  }
  const file = path.join(STATE, "bench.sql");
  await writeFile(file, lines.join("\n"));
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--persist-to", STATE, "--file", file], { stdio: "ignore" });
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

let floor = 0;

async function time(label: string, call: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await call();
    await res.text();
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status}`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const ratio = floor > 0 ? `   ${(p50 / floor).toFixed(1)}x the floor` : "";
  console.log(`${label.padEnd(40)} p50 ${p50.toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms${ratio}   (${RUNS} runs)`);
  return p50;
}

await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
let t = performance.now();
await run(process.execPath, ["scripts/migrate.ts", "--persist-to", STATE], { stdio: "ignore" });
await seedData();
console.log(`seeded ${QUESTIONS} questions, ${USERS} users, ${ANSWERS} answers in ${((performance.now() - t) / 1000).toFixed(1)} s`);

await run(bin("vite"), ["build", "--logLevel", "error"], { env: offlineEnv({ NODE_ENV: "production" }) });
const server = startDetached(bin("wrangler"), ["dev", "--port", String(PORT), "--persist-to", STATE, "--show-interactive-dev-session=false", "--var", `BETTER_AUTH_URL:${BASE}`, "--var", "BETTER_AUTH_SECRET:bench-secret-0123456789abcdef", "--var", "OWNER_EMAILS:bench-owner@example.com"], { stdio: "ignore" });
try {
  await waitForHttp(`${BASE}/api/health`, 60_000, () => server.exitCode !== null);
  // The owner passes the subscription check; give them a share of the answers like everyone else.
  const signUp = await fetch(`${BASE}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email: "bench-owner@example.com", password: "bench-pass-1", name: "Bench Owner" }),
  });
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const ownerId = ((await signUp.json()) as { user: { id: string } }).user.id;
  // Hand the owner one bench user's 200 answers, so the dashboard has real work to do; owner rights
  // need a verified address, which the bench marks directly instead of following the mailed link.
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--persist-to", STATE, "--command", `update answers set user_id = '${ownerId}' where user_id = 'bu-0'; update user set email_verified = 1 where id = '${ownerId}'`], { stdio: "ignore" });
  const json = { "content-type": "application/json", origin: BASE, cookie };
  t = performance.now();
  floor = await time("floor: /api/health", () => fetch(`${BASE}/api/health`));
  // The measured student got about a third of 200 questions wrong: an Incorrect-only test of 50.
  for (const [source, questionCount] of [["All", 100], ["Unused", 100], ["Incorrect", 50]] as const) {
    await time(`exam.create (${questionCount}, source ${source})`, () =>
      fetch(`${BASE}/api/trpc/exam.create`, { method: "POST", headers: json, body: JSON.stringify({ questionCount, difficulty: "mixed", topics: "All", timeLimit: 120, source }) }),
    );
  }
  await time("exam.createMock (180 by blueprint)", () => fetch(`${BASE}/api/trpc/exam.createMock`, { method: "POST", headers: json, body: JSON.stringify({ kind: "mock", withBreak: true }) }));
  const countsOf = (source: string) => `${BASE}/api/trpc/exam.builderCounts?input=${encodeURIComponent(JSON.stringify({ source }))}`;
  await time("exam.builderCounts (Incorrect)", () => fetch(countsOf("Incorrect"), { headers: { cookie } }));
  await time("dashboard.stats (200 answers/user)", () => fetch(`${BASE}/api/trpc/dashboard.stats`, { headers: { cookie } }));
  await time("dashboard.standing (percentiles)", () => fetch(`${BASE}/api/trpc/dashboard.standing`, { headers: { cookie } }));
  const standing = (await (await fetch(`${BASE}/api/trpc/dashboard.standing`, { headers: { cookie } })).json()) as { result: { data: { peers: { overall: { cohort: number; percentile: number | null } } } } };
  console.log(`(percentile ${standing.result.data.peers.overall.percentile} among ${standing.result.data.peers.overall.cohort} peers)`);
  const check = (await (await fetch(`${BASE}/api/trpc/dashboard.stats`, { headers: { cookie } })).json()) as { result: { data: { attempted: number } } };
  console.log(`(the measured user has ${check.result.data.attempted} answers)`);
} finally {
  stopGroup(server);
}
