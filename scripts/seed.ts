// Loads content/ into D1: `npm run seed` for the local database, `npm run seed -- --remote` for the
// deployed one, `--persist-to DIR` for another local state folder (the end-to-end tests use it).
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { aaSchools } from "../drizzle/content.ts";
import { aaSchoolSchema, ContentError, validateItems } from "../src/shared/content/schemas.ts";
import { bin, capture, DEV_STATE, root } from "./lib.ts";
import { unpublishMissing, upsertStatements } from "./seed/sql.ts";

const { values: flags } = parseArgs({
  options: { remote: { type: "boolean", default: false }, "persist-to": { type: "string", default: DEV_STATE } },
});

async function readJson(file: string): Promise<unknown> {
  const text = await readFile(path.join(root, file), "utf8");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new ContentError(`${file}: invalid JSON: ${(e as Error).message}`);
  }
}

async function main() {
  const schoolsFile = "content/aa-schools.json";
  const schools = validateItems(schoolsFile, aaSchoolSchema, await readJson(schoolsFile));

  const statements = [...upsertStatements(aaSchools, schools), unpublishMissing(aaSchools, schools.map((s) => s.id))];
  const sqlFile = path.join(root, ".wrangler", "seed", "seed.sql");
  await mkdir(path.dirname(sqlFile), { recursive: true });
  await writeFile(sqlFile, statements.join("\n") + "\n");

  const target = flags.remote ? ["--remote"] : ["--local", "--persist-to", flags["persist-to"]!];
  const wrangler = (args: string[]) => capture(bin("wrangler"), ["d1", "execute", "DB", "-c", "wrangler.toml", ...target, ...args]);
  await wrangler(["--file", sqlFile, "--json"]);

  const counts = JSON.parse(
    await wrangler(["--json", "--command", "select count(*) filter (where published = 1) as published, count(*) as total from aa_schools"]),
  ) as { results: { published: number; total: number }[] }[];
  const row = counts[0]!.results[0]!;
  console.log(`seed: aa_schools ${schools.length} in content, ${row.published} published of ${row.total} rows`);
}

main().catch((e: unknown) => {
  console.error(e instanceof ContentError ? `Content error:\n${e.message}` : e);
  process.exit(1);
});
