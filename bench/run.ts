// Prints figures, asserts nothing: the client's JavaScript size (raw and gzip) after a build.
// Run with `npm run bench` (builds first if dist/ is missing).
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, root, run } from "../scripts/lib.ts";

const assets = path.join(root, "dist", "client", "assets");
if (!existsSync(assets)) await run(bin("vite"), ["build", "--logLevel", "warn"]);

const html = await readFile(path.join(root, "dist", "client", "index.html"), "utf8");
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
let total = 0;
let totalGzip = 0;
const rows: [string, number, number][] = [];
for (const file of (await readdir(assets)).filter((f) => f.endsWith(".js"))) {
  const bytes = await readFile(path.join(assets, file));
  const gz = gzipSync(bytes, { level: 9 }).length;
  total += bytes.length;
  totalGzip += gz;
  rows.push([file, bytes.length, gz]);
}
rows.sort((a, b) => b[2] - a[2]);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log("client JavaScript (largest first)");
for (const [file, raw, gz] of rows.slice(0, 8)) console.log(`  ${file.padEnd(44)} ${kb(raw).padStart(10)}  gzip ${kb(gz).padStart(9)}`);
const entryRow = rows.find((r) => r[0] === entry);
if (entryRow) console.log(`entry chunk: ${kb(entryRow[1])}, gzip ${kb(entryRow[2])}`);
console.log(`all chunks (${rows.length}): ${kb(total)}, gzip ${kb(totalGzip)}`);
