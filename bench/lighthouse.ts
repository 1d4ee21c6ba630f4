// Benchmark (prints figures, asserts nothing): Lighthouse with its default mobile settings (simulated
// slow 4G and 4x CPU slowdown, so LCP is Lighthouse's estimate, not a wall-clock time) on the public
// pages of the production build served by `wrangler dev` with the seeded content, plus the gzip size
// of the JavaScript each page loads first. Run: `npm run bench:lighthouse`.
//
// "JS loaded first" = every script from our own origin in Lighthouse's network log for that page
// load (the entry, its modulepreloads and the lazy route chunks fetched before the page went quiet),
// each re-fetched here and gzipped at level 9 as `npm run bench` does, because `wrangler dev` may
// serve them uncompressed while Cloudflare compresses in production.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { bin, offlineEnv, root, run, startDetached, stopGroup, waitForHttp } from "../scripts/lib.ts";

const STATE = path.join(root, ".wrangler", "bench-lh-state");
const PORT = 8796;
const BASE = `http://localhost:${PORT}`;
const ROUTES = ["/", "/pricing", "/aa-schools", "/free-practice", "/glossary"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type NetworkRow = { url: string; resourceType?: string };

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  gzipCache.set(url, size);
  return size;
}

await rm(STATE, { recursive: true, force: true });
await mkdir(STATE, { recursive: true });
await run(process.execPath, ["scripts/migrate.ts", "--persist-to", STATE], { stdio: "ignore" });
await run(process.execPath, ["scripts/seed.ts", "--persist-to", STATE], { stdio: "ignore" });
// The prerendered HTML's canonical URL must be this server's, or the SEO audit flags a foreign canonical.
await run(bin("vite"), ["build", "--logLevel", "error"], { env: offlineEnv({ NODE_ENV: "production", PUBLIC_SITE_URL: BASE }) });
const server = startDetached(
  bin("wrangler"),
  ["dev", "--port", String(PORT), "--persist-to", STATE, "--show-interactive-dev-session=false", "--var", `BETTER_AUTH_URL:${BASE}`, "--var", "BETTER_AUTH_SECRET:bench-secret-0123456789abcdef"],
  { stdio: "ignore" },
);
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForHttp(`${BASE}/api/health`, 60_000, () => server.exitCode !== null);
  // The first hit of each page and API call in a fresh workerd is slower; measure steady state.
  for (const route of ROUTES) await (await fetch(`${BASE}${route}`)).text();

  chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    // chrome-launcher adds its defaults (no background networking, no component updates, no sync...),
    // which keeps Chromium off the internet; QUIC is the one probe they leave on.
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic"],
  });

  const rows: string[][] = [];
  const notes: string[] = [];
  let version = "";
  for (const route of ROUTES) {
    const result = await lighthouse(`${BASE}${route}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`${route}: Lighthouse returned no result`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = CATEGORIES.map((c) => {
      const score = lhr.categories[c]?.score;
      return score === null || score === undefined ? "n/a" : String(Math.round(score * 100));
    });
    const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
    const details = lhr.audits["network-requests"]?.details as { items?: NetworkRow[] } | undefined;
    const scripts = [...new Set((details?.items ?? []).filter((r) => r.resourceType === "Script" && new URL(r.url).origin === BASE).map((r) => r.url))];
    let js = 0;
    for (const url of scripts) js += await gzipBytes(url);
    rows.push([route, ...scores, lcp === undefined ? "n/a" : lcp.toFixed(0), `${(js / 1024).toFixed(1)} KB (${scripts.length} files)`]);

    // Name what cost points outside performance, so a score below 100 says where to look.
    for (const c of CATEGORIES.slice(1)) {
      const failing = (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      if (failing.length) notes.push(`${route} ${c}: ${failing.join(", ")}`);
    }
  }

  const header = ["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "first-load JS (gzip -9)"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : i === cells.length - 1 ? c : c.padStart(widths[i]!))).join("  ");
  console.log(`Lighthouse ${version}, default mobile config, ${BASE} (wrangler dev, production build)`);
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  if (notes.length) console.log(`\naudits below full score:\n  ${notes.join("\n  ")}`);
} finally {
  chrome?.kill();
  stopGroup(server);
}
