// Readies the local environment: a session secret in .dev.vars, migrated and seeded local D1.
// Used by `npm start` and before `npm run dev`.
import { ensureDevVars } from "./dev-vars.ts";
import { run } from "./lib.ts";

export async function prepareLocal() {
  await ensureDevVars();
  await run(process.execPath, ["scripts/migrate.ts"]);
  await run(process.execPath, ["scripts/seed.ts"]);
}

if (import.meta.main) await prepareLocal();
