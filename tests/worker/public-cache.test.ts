import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_QUERIES } from "../../src/worker/public-cache.ts";
import { call, setSubscription, signUp, uniqueEmail } from "./http.ts";

async function countIn(res: Response) {
  return ((await res.json()) as { result: { data: { programs: number } } }).result.data.programs;
}

describe("edge caching of public data", () => {
  it("knows the public-data procedures from their own declaration (publicDataProcedure)", () => {
    expect([...PUBLIC_QUERIES].sort()).toEqual(
      ["billing.plans", "content.stats", "free.flashcards", "free.reviewCards", "glossary.list", "home.demo", "home.stats", "interview.list", "programs.list"].sort(),
    );
  });

  it("caches public queries at the edge and serves the cached copy until it expires", async () => {
    const first = await call("/api/trpc/content.stats");
    expect(first.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const before = await countIn(first);
    // Let the waitUntil(cache.put) land before the data changes.
    await new Promise((r) => setTimeout(r, 50));
    await env.DB.prepare(
      `insert into aa_schools (id, name, location, website_url, degree) values ('cache-test', 'Cache U', 'Austin, TX', 'https://example.edu', 'MS')`,
    ).run();
    const second = await call("/api/trpc/content.stats");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(await countIn(second)).toBe(before);
    // The same data asked together with a per-user procedure is not shared, so it is fresh.
    const mixed = await call(`/api/trpc/content.stats,account.me?batch=1&input=${encodeURIComponent("{}")}`);
    expect(mixed.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const body = (await mixed.json()) as { result: { data: { programs: number } } }[];
    expect(body[0]!.result.data.programs).toBe(before + 1);
  });

  it("never marks signed-in data or mutations as shareable", async () => {
    const { cookie, body } = await signUp(uniqueEmail("cache"));
    await setSubscription(body.user!.id, "active");
    const me = await call("/api/trpc/account.me", { cookie });
    expect(me.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const stats = await call("/api/trpc/dashboard.stats", { cookie });
    expect(stats.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    const quiz = await call("/api/trpc/free.quiz", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(quiz.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
  });
});
