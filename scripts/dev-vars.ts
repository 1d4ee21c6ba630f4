// Local secrets live in .dev.vars (git-ignored). The first run writes a random session secret so
// sign-in works out of the box; production sets its own with `wrangler secret put`.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { appendFile, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { root } from "./lib.ts";

export async function ensureDevVars() {
  const file = path.join(root, ".dev.vars");
  const current = existsSync(file) ? await readFile(file, "utf8") : "";
  if (/^BETTER_AUTH_SECRET=.+/m.test(current)) return;
  const line = `BETTER_AUTH_SECRET=${randomBytes(32).toString("hex")}\n`;
  if (current) await appendFile(file, (current.endsWith("\n") ? "" : "\n") + line);
  else await writeFile(file, `# Local secrets for wrangler dev. Never commit this file.\n${line}`);
  console.log("start: wrote a new BETTER_AUTH_SECRET to .dev.vars");
}
