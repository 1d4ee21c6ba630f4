// One headless Chromium per test file, a fresh context (cookies, storage) per test.
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
  const state: { page: Page } = { page: undefined as unknown as Page };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
    state.page = await context.newPage();
  });
  afterEach(async () => {
    await state.page?.context().close();
  });

  return {
    baseUrl,
    get page() {
      return state.page;
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "e2e") {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}
