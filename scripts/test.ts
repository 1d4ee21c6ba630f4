// `npm test`: type check, module boundaries, unit tests (Node), worker tests (workerd + D1), end-to-end tests (Chromium).
// Every step runs even after a failure, then one summary; the exit code is non-zero on any failure.
import { existsSync } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { CHROMIUM_PATH } from "../tests/e2e/config.ts";
import { bin, root, run } from "./lib.ts";
import { typecheck } from "./typecheck.ts";

type Outcome = { step: string; ok: boolean; passed: number; failed: number; skipped: number; seconds: number; note?: string };
const outcomes: Outcome[] = [];
const resultsDir = path.join(root, ".test-results");

async function timed(step: string, body: () => Promise<Omit<Outcome, "step" | "seconds">>) {
  console.log(`\n━━ ${step} ━━`);
  const start = performance.now();
  let outcome: Omit<Outcome, "step" | "seconds">;
  try {
    outcome = await body();
  } catch (e) {
    outcome = { ok: false, passed: 0, failed: 0, skipped: 0, note: (e as Error).message };
  }
  outcomes.push({ step, seconds: (performance.now() - start) / 1000, ...outcome });
}

async function vitest(project: string) {
  const report = path.join(resultsDir, `${project}.json`);
  let ok = true;
  try {
    await run(bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`]);
  } catch {
    ok = false;
  }
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 0, skipped: 0, note: "no test report (the run did not start)" };
  const r = JSON.parse(await readFile(report, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTests: number;
  };
  const passed = r.numPassedTests;
  const failed = r.numFailedTests;
  // A project that ran no test at all is a failure, not a pass.
  const note = r.numTotalTests === 0 ? "no tests ran" : undefined;
  return { ok: ok && failed === 0 && r.numTotalTests > 0, passed, failed, skipped: r.numPendingTests + r.numTodoTests, note };
}

/** Debian's chromium for the browser tests: installed with apt-get when missing and we are root. */
async function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it (Debian/Ubuntu): sudo apt-get install -y chromium`);
  }
  console.log("test: installing Debian's chromium for the end-to-end tests (apt-get)...");
  await run("apt-get", ["update", "-qq"], { env: process.env });
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get finished but ${CHROMIUM_PATH} is still missing`);
}

await rm(resultsDir, { recursive: true, force: true });
await mkdir(resultsDir, { recursive: true });

await timed("type check", async () => {
  const failed = await typecheck();
  return { ok: failed.length === 0, passed: 0, failed: 0, skipped: 0, note: failed.length ? `errors in ${failed.map((p) => `tsconfig.${p}.json`).join(", ")}` : undefined };
});
await timed("lint (module boundaries)", async () => {
  await run(bin("depcruise"), ["src", "drizzle", "--config", ".dependency-cruiser.cjs"]);
  return { ok: true, passed: 0, failed: 0, skipped: 0 };
});
await timed("unit (node)", () => vitest("unit"));
await timed("worker (workerd + D1)", () => vitest("worker"));
await timed("end-to-end (chromium)", async () => {
  await ensureChromium();
  return vitest("e2e");
});

const passed = outcomes.reduce((n, o) => n + o.passed, 0);
const failed = outcomes.reduce((n, o) => n + o.failed, 0);
const skipped = outcomes.reduce((n, o) => n + o.skipped, 0);
const allOk = outcomes.every((o) => o.ok);

console.log("\n━━ summary ━━");
for (const o of outcomes) {
  const counts = o.step === "type check" ? "" : `${o.passed} passed, ${o.failed} failed`;
  console.log(`${o.ok ? "PASS" : "FAIL"}  ${o.step.padEnd(24)} ${counts.padEnd(22)} ${o.seconds.toFixed(1)} s${o.note ? `  (${o.note})` : ""}`);
}
console.log(`\n${allOk ? "ALL PASSED" : "FAILED"}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);
