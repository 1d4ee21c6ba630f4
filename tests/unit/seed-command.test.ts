// The seed command end to end against a real local D1 (wrangler + Miniflare) in a temporary folder:
// a second run changes nothing, an edit updates one row, a removal unpublishes one row.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bin, offlineEnv, root } from "../../scripts/lib.ts";

const exec = promisify(execFile);
let dir: string;

async function node(script: string, ...args: string[]) {
  const { stdout } = await exec(process.execPath, [path.join(root, script), ...args], { cwd: root, env: offlineEnv() });
  return stdout;
}
const seed = () => node("scripts/seed.ts", "--persist-to", path.join(dir, "state"), "--content-root", dir);
async function query(sql: string) {
  const { stdout } = await exec(
    bin("wrangler"),
    ["d1", "execute", "DB", "-c", "wrangler.toml", "--local", "--persist-to", path.join(dir, "state"), "--json", "--command", sql],
    { cwd: root, env: offlineEnv() },
  );
  return (JSON.parse(stdout) as { results: Record<string, unknown>[] }[])[0]!.results;
}
const line = (out: string, kind: string) => out.split("\n").find((l) => l.trimStart().startsWith(kind)) ?? "";

describe("npm run seed", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "seed-test-"));
    await cp(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
    await node("scripts/migrate.ts", "--persist-to", path.join(dir, "state"));
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("loads everything, then changes nothing when run again, then applies one edit and one removal", async () => {
    const first = await seed();
    expect(line(first, "questions")).toMatch(/ 0 updated, 0 unchanged, 0 unpublished/);

    const second = await seed();
    for (const kind of ["questions", "flashcards", "review items", "glossary terms", "AA programs"]) {
      expect(line(second, kind)).toMatch(/: 0 added, 0 updated, \d+ unchanged, 0 unpublished$/);
    }

    const file = path.join(dir, "content", "aa-schools.json");
    const schools = JSON.parse(await readFile(file, "utf8")) as { id: string; notable?: string }[];
    schools[0]!.notable = "Edited by the seed test.";
    const removed = schools.pop()!;
    await writeFile(file, JSON.stringify(schools));
    const third = await seed();
    expect(line(third, "AA programs")).toMatch(/: 0 added, 1 updated, \d+ unchanged, 1 unpublished$/);

    // The removed program is still there, only unpublished; the edit landed.
    const rows = await query(`select id, status, notable from aa_schools where id in ('${removed.id}', '${schools[0]!.id}')`);
    expect(rows).toContainEqual({ id: removed.id, status: "draft", notable: removed.notable ?? null });
    expect(rows).toContainEqual({ id: schools[0]!.id, status: "published", notable: "Edited by the seed test." });
  }, 120_000);
});
