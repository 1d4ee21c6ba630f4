// One headless Chromium per test file, a fresh context (cookies, storage) per test.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, afterEach, inject } from "vitest";
import { CHROMIUM_PATH } from "./config.ts";

// Without the background-networking flags Chromium keeps trying to reach Google on a closed network.
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function useBrowser() {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  const state: { page: Page; violations: string[] } = { page: undefined as unknown as Page, violations: [] };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    // Every page of every test reports Content-Security-Policy violations; any one fails the test.
    state.violations = [];
    await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => {
      state.violations.push(`${page.url()}: ${text}`);
    });
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
          `${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
        );
      });
    });
    state.page = await context.newPage();
  });
  afterEach(async () => {
    await state.page?.context().close();
    if (state.violations.length) throw new Error(`Content-Security-Policy violations:\n${state.violations.join("\n")}`);
  });

  return {
    baseUrl,
    get page() {
      return state.page;
    },
    /** The violations reported so far, which then no longer fail the test (for tests that provoke one). */
    takeViolations() {
      return state.violations.splice(0);
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Signs a new student up and completes the demo checkout through the API, as a distinct client
 * address: sign-ups are rate limited per address, and every test here comes from localhost.
 * (In production Cloudflare sets cf-connecting-ip itself; wrangler dev passes ours through.)
 */
export async function subscribeNewStudent(page: Page, baseUrl: string, name: string, prefix = "e2e") {
  const ip = `10.${(counter * 7) % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const headers = { origin: baseUrl, "content-type": "application/json", "cf-connecting-ip": ip };
  const email = uniqueEmail(prefix);
  const signUp = await page.request.post("/api/auth/sign-up/email", { data: { email, password: "secret123", name }, headers });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const checkout = await page.request.post("/api/trpc/billing.createCheckout", { data: { plan: "yearly", from: "pricing" }, headers });
  const url = new URL(((await checkout.json()) as { result: { data: { url: string } } }).result.data.url);
  await page.request.post("/api/trpc/billing.demoConfirm", { data: { sessionId: url.searchParams.get("session_id") }, headers });
  return { email };
}

// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
// (an injected <script> tag would be blocked, and reported, as it should be).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The page's serious or critical axe-core violations as it is now, one per line (empty when none). */
export async function seriousViolations(page: Page): Promise<string> {
  await page.evaluate(axeSource);
  const result = (await page.evaluate(() => (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"] }))) as {
    violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
  };
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)
    .join("\n");
}
