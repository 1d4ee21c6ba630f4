// Benchmark (prints figures, asserts nothing): time to the first streamed byte and total time of a
// study guide and of a tutor answer from the offline provider, through the real Worker under
// `wrangler dev` with the seeded content. Run: `npm run bench:ai`.
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { bin, offlineEnv, root, run, startDetached, stopGroup, waitForHttp } from "../scripts/lib.ts";
import { TAXONOMY } from "../src/shared/taxonomy.ts";

const STATE = path.join(root, ".wrangler", "bench-ai-state");
const PORT = 8797;
const BASE = `http://localhost:${PORT}`;
const RUNS = 20;
// The guide limit is 10 per user per 10 minutes: spread the runs over three owner accounts.
const OWNERS = ["bench-ai-1@example.com", "bench-ai-2@example.com", "bench-ai-3@example.com"];

const QUESTIONS = [
  "How does sugammadex reverse rocuronium?",
  "What are the early signs of malignant hyperthermia?",
  "Why does capnography show a shark fin in bronchospasm?",
  "How do I treat local anesthetic systemic toxicity?",
  "What causes hypotension after spinal anesthesia?",
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const report = (label: string, values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return `${label} p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms`;
};

async function measure(label: string, call: (i: number) => Promise<Response>) {
  const first: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await call(i);
    if (!res.ok || !res.body) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
    const reader = res.body.getReader();
    let firstAt = 0;
    for (;;) {
      const { done } = await reader.read();
      if (!firstAt) firstAt = performance.now() - t;
      if (done) break;
    }
    first.push(firstAt);
    total.push(performance.now() - t);
  }
  console.log(`${label.padEnd(22)} first byte: ${report("", first)}   total: ${report("", total)}   (${RUNS} runs)`);
}

await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
await run(process.execPath, ["scripts/migrate.ts", "--persist-to", STATE], { stdio: "ignore" });
await run(process.execPath, ["scripts/seed.ts", "--persist-to", STATE], { stdio: "ignore" });
await run(bin("vite"), ["build", "--logLevel", "error"], { env: offlineEnv({ NODE_ENV: "production" }) });
const server = startDetached(
  bin("wrangler"),
  ["dev", "--port", String(PORT), "--persist-to", STATE, "--show-interactive-dev-session=false", "--var", `BETTER_AUTH_URL:${BASE}`, "--var", "BETTER_AUTH_SECRET:bench-secret-0123456789abcdef", "--var", `OWNER_EMAILS:${OWNERS.join(",")}`],
  { stdio: "ignore" },
);
try {
  await waitForHttp(`${BASE}/api/health`, 60_000, () => server.exitCode !== null);
  const cookies: string[] = [];
  for (const email of OWNERS) {
    const res = await fetch(`${BASE}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ email, password: "bench-pass-1", name: "Bench Owner" }),
    });
    cookies.push(res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; "));
  }
  // Owner rights need a verified address: marked directly instead of following the mailed links.
  const verify = `update user set email_verified = 1 where email in (${OWNERS.map((e) => `'${e}'`).join(", ")})`;
  await run(bin("wrangler"), ["d1", "execute", "DB", "--local", "-c", "wrangler.toml", "--persist-to", STATE, "--command", verify], { stdio: "ignore" });
  const post = (url: string, cookie: string, body: unknown) =>
    fetch(`${BASE}${url}`, { method: "POST", headers: { "content-type": "application/json", origin: BASE, cookie }, body: JSON.stringify(body) });
  const pairs = TAXONOMY.flatMap((t) => t.subtopics.map((s) => ({ topicId: t.id, subtopicId: s.id })));

  console.log("offline provider, default pacing (12 ms between chunks of 3 words)");
  await measure("study guide", (i) => post("/api/ai/study-guide", cookies[i % cookies.length]!, { mode: "predefined", ...pairs[(i * 7) % pairs.length]! }));
  await measure("tutor answer", (i) => post("/api/ai/chat", cookies[0]!, { messages: [{ role: "user", text: QUESTIONS[i % QUESTIONS.length]! }] }));
} finally {
  stopGroup(server);
}
