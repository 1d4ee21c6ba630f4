import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query } from "./http.ts";

describe("the Hono app", () => {
  it("answers /api/health after reaching D1, with secure headers and a request id", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok" });
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toMatch(/.+/);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { message: "Not found" } });
  });

  it("lists published programs from D1 in name order with their regions", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "insert into aa_schools (id, name, location, website_url, degree, published) values ('b', 'Beta University', 'Denver, CO', 'https://b.example', 'MS', 1)",
      ),
      env.DB.prepare(
        "insert into aa_schools (id, name, location, website_url, degree, published) values ('a', 'Alpha College', 'Atlanta, GA', 'https://a.example', 'MMSc', 1)",
      ),
      env.DB.prepare(
        "insert into aa_schools (id, name, location, website_url, degree, published) values ('c', 'Closed Institute', 'Austin, TX', 'https://c.example', 'MS', 0)",
      ),
    ]);
    const r = await query("programs.list");
    expect(r.ok).toBe(true);
    const programs = (r as { data: { id: string; region: string }[] }).data;
    expect(programs.map((p) => [p.id, p.region])).toEqual([
      ["a", "Southeast"],
      ["b", "West"],
    ]);
  });

  it("hides internal errors behind a generic message", async () => {
    const res = await call("/api/trpc/programs.list", { method: "POST" });
    // A query over POST is a client error, reported as such, never a stack trace.
    const body = await res.text();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(body).not.toMatch(/at .*\.ts:\d+/);
  });
});
