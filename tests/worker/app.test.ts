import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, callWith, query } from "./http.ts";

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
        "insert into aa_schools (id, name, location, website_url, degree, status) values ('b', 'Beta University', 'Denver, CO', 'https://b.example', 'MS', 'published')",
      ),
      env.DB.prepare(
        "insert into aa_schools (id, name, location, website_url, degree, status) values ('a', 'Alpha College', 'Atlanta, GA', 'https://a.example', 'MMSc', 'published')",
      ),
      env.DB.prepare(
        "insert into aa_schools (id, name, location, website_url, degree, status) values ('c', 'Closed Institute', 'Austin, TX', 'https://c.example', 'MS', 'draft')",
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

  it("hides a failing query's internals behind a generic message", async () => {
    const broken = new Proxy(env.DB, {
      get(target, prop, receiver) {
        if (prop === "prepare") {
          return () => {
            throw new Error("SECRET-INTERNALS at db.ts:12");
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    // A URL of its own: public data is cached at the edge, and this call must reach the broken database.
    const res = await callWith({ DB: broken }, `/api/trpc/programs.list?fresh=${Date.now()}`);
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text)).toMatchObject({ error: { message: "Something went wrong on our side. Please try again." } });
    expect(text).not.toContain("SECRET-INTERNALS");
    expect(text).not.toMatch(/"stack"/);
  });

  it("refuses to run auth without a session secret, with a JSON error and a request id", async () => {
    const res = await callWith({ BETTER_AUTH_SECRET: "" }, "/api/trpc/account.me");
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { message: string; requestId: string } };
    expect(body.error.message).toBe("Server configuration error. Please contact support.");
    expect(body.error.requestId).toBe(res.headers.get("x-request-id"));
  });
});
