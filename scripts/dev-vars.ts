// Local secrets live in .dev.vars (git-ignored). The first run writes a random session secret so
// sign-in works out of the box; production sets its own with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { root } from "./lib.ts";

export async function ensureDevVars() {
  const file = path.join(root, ".dev.vars");
  let current = existsSync(file) ? await readFile(file, "utf8") : "";
  const add = async (line: string, what: string) => {
    if (current) await appendFile(file, (current.endsWith("\n") ? "" : "\n") + line);
    else await writeFile(file, `# Local settings for wrangler dev. Never commit this file.\n${line}`);
    current = await readFile(file, "utf8");
    console.log(`start: wrote ${what} to .dev.vars`);
  };
  if (!/^BETTER_AUTH_SECRET=.+/m.test(current)) await add(`BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`, "a new BETTER_AUTH_SECRET");
  // The public origin lives here, not in wrangler.toml, so a deploy never carries localhost to production.
  if (!/^BETTER_AUTH_URL=.+/m.test(current)) await add("BETTER_AUTH_URL=http://localhost:8787\n", "BETTER_AUTH_URL=http://localhost:8787");
}
