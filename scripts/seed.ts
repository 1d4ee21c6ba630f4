// Loads content/ into D1: `npm run seed` for the local database, `npm run seed -- --remote` for the
// deployed one, `--persist-to DIR` for another local state folder (the end-to-end tests use it).
// Idempotent: unchanged items are not written; edited items are updated by id; items that left the
// files are unpublished. It prints what it did per kind and the counts per topic.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { getTableName } from "drizzle-orm";
import { describeCounts, loadContent } from "./content.ts";
import { bin, capture, DEV_STATE, root } from "./lib.ts";
import { seedPlan } from "./seed/plan.ts";
import { diffRows, unpublishMissing, upsertStatements } from "./seed/sql.ts";

const { values: flags } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    "persist-to": { type: "string", default: DEV_STATE },
    // The folder holding content/ (tests seed a modified copy).
    "content-root": { type: "string", default: root },
  },
});

const target = flags.remote ? ["--remote"] : ["--local", "--persist-to", flags["persist-to"]!];
const d1 = async (args: string[]) =>
  JSON.parse(await capture(bin("wrangler"), ["d1", "execute", "DB", "-c", "wrangler.toml", ...target, "--json", ...args])) as {
    results: Record<string, unknown>[];
  }[];

const { content, problems } = await loadContent(flags["content-root"]);
if (problems.length) {
  console.error(`seed: content has ${problems.length} problem(s); nothing was written:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

const plan = seedPlan(content, Date.now());
const existing = await d1(["--command", plan.map((s) => `SELECT * FROM "${getTableName(s.table)}"`).join("; ")]);
const statements = plan.flatMap((s) => [
  ...upsertStatements(s.table, s.rows, s.options),
  unpublishMissing(s.table, s.rows.map((r) => String(r.id))),
]);

const sqlFile = path.join(root, ".wrangler", "seed", "seed.sql");
await mkdir(path.dirname(sqlFile), { recursive: true });
await writeFile(sqlFile, statements.join("\n") + "\n");
await d1(["--file", sqlFile]);

console.log(`seed (${flags.remote ? "remote" : "local"} D1):`);
plan.forEach((step, i) => {
  const d = diffRows(step.table, step.rows, existing[i]?.results ?? [], step.options);
  console.log(
    `  ${step.kind.padEnd(20)} ${String(step.rows.length).padStart(5)} items: ${d.added} added, ${d.changed} updated, ${d.unchanged} unchanged, ${d.unpublished} unpublished`,
  );
});
console.log(describeCounts(content));
