import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES, securityHeaders } from "../../src/worker/security-headers.ts";

describe("Content-Security-Policy", () => {
  it("lists the hash of every inline script in index.html (change the script, update the hash)", () => {
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `sha256-${createHash("sha256").update(m[1]!).digest("base64")}`);
    expect(inline.length).toBeGreaterThan(0);
    expect([...INLINE_SCRIPT_HASHES].sort()).toEqual(inline.sort());
  });

  it("never allows eval, framing or plugins", () => {
    for (const https of [true, false]) {
      const csp = contentSecurityPolicy(https);
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });

  it("sends HSTS and upgrades requests only over HTTPS", () => {
    expect(securityHeaders(true)["Strict-Transport-Security"]).toMatch(/^max-age=\d+/);
    expect(securityHeaders(false)["Strict-Transport-Security"]).toBeUndefined();
    expect(contentSecurityPolicy(true)).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy(false)).not.toContain("upgrade-insecure-requests");
  });
});
