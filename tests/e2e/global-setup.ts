// Builds the app, gives it a fresh local D1 (migrated and seeded), and serves it with wrangler dev
// on its own port and state folder, so a running `npm start` is left alone.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { bin, offlineEnv, root, run, startDetached, stopGroup, waitForHttp } from "../../scripts/lib.ts";
import { CHROMIUM_PATH, E2E_OWNER_EMAIL } from "./config.ts";

// E2E_PORT lets a second run (a helper session, a bench) use its own server and state folder.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const STATE = path.join(root, ".wrangler", PORT === 8788 ? "e2e-state" : `e2e-state-${PORT}`);

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`);
  }
  await rm(STATE, { recursive: true, force: true });
  await run(process.execPath, ["scripts/migrate.ts", "--persist-to", STATE], { stdio: "ignore" });
  await run(process.execPath, ["scripts/seed.ts", "--persist-to", STATE], { stdio: "ignore" });
  // Vitest sets NODE_ENV=test, which would give a development React build; test what ships.
  await run(bin("vite"), ["build", "--logLevel", "error"], { env: offlineEnv({ NODE_ENV: "production" }) });

  const baseUrl = `http://localhost:${PORT}`;
  const server = startDetached(
    bin("wrangler"),
    [
      "dev",
      "--port",
      String(PORT),
      "--persist-to",
      STATE,
      "--show-interactive-dev-session=false",
      "--var",
      `BETTER_AUTH_URL:${baseUrl}`,
      "--var",
      "BETTER_AUTH_SECRET:e2e-secret-not-for-production-0123456789",
      "--var",
      `OWNER_EMAILS:${E2E_OWNER_EMAIL}`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  await waitForHttp(`${baseUrl}/api/health`, 60_000, () => server.exitCode !== null);
  project.provide("baseUrl", baseUrl);
  return () => stopGroup(server);
}

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
