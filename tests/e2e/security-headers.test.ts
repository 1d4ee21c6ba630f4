// The served pages carry the security headers (they run through the Worker), and the browser
// really enforces the policy: the listener every e2e test relies on does see a violation.
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

describe("security headers on HTML", () => {
  it.each(["/", "/glossary", "/dashboard", "/no-such-page"])("%s is served with CSP, frame-ancestors and friends", async (route) => {
    const res = await fetch(`${inject("baseUrl")}${route}`, { redirect: "manual" });
    expect(res.headers.get("content-type")).toContain("text/html");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("the theme script runs under the policy, and an injected inline script is blocked and reported", async () => {
    const page = b.page;
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    // The allowed inline script ran: the theme class is on <html> before React.
    expect(await page.evaluate(() => document.documentElement.classList.contains("js"))).toBe(true);
    expect(b.takeViolations()).toEqual([]);

    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.head.appendChild(s);
    });
    await expect.poll(() => b.takeViolations().length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});
