import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

describe("a visitor", () => {
  it("opens /, follows the footer nav to /aa-schools and sees the programs from D1", async () => {
    const seeded = JSON.parse(await readFile("content/aa-schools.json", "utf8")) as { name: string; location: string; accreditation: string }[];
    const accredited = seeded.filter((s) => s.accreditation === "accredited");
    const developing = seeded.filter((s) => s.accreditation === "developing");
    const inMidwest = (s: { location: string }) => /, (OH|IN|WI|MO)$/.test(s.location);
    const byName = (list: { name: string }[]) => list.map((s) => s.name).sort((a, z) => a.localeCompare(z));
    const page = b.page;

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toMatch(/Pass your AA boards/);
    // Start from the bottom: the app scrolls to the top on every path change.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "AA Schools" }).click();
    await page.waitForURL("**/aa-schools");

    await page.getByText(`Showing ${accredited.length} programs`).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const names = await page.locator("article h3").allTextContents();
    // Accredited programs first, then the developing ones under their own heading.
    expect(names).toEqual([...byName(accredited), ...byName(developing)]);

    await page.getByRole("button", { name: "Midwest" }).click();
    await page.getByText(`Showing ${accredited.filter(inMidwest).length} programs`).waitFor();
    expect(await page.locator("article").count()).toBe(seeded.filter(inMidwest).length);
  });

  it("is sent from a deep link to /dashboard to /login, remembering where it came from", async () => {
    const page = b.page;
    await page.goto("/dashboard");
    await page.waitForURL(/\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("redirect")).toBe("/dashboard");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  });

  it("shows 'Loading...' while the session check is slow, then redirects", async () => {
    const page = b.page;
    await page.route("**/api/trpc/account.me**", async (route) => {
      await new Promise((r) => setTimeout(r, 1_200));
      await route.continue();
    });
    await page.goto("/dashboard");
    await page.getByRole("status").getByText("Loading...").waitFor();
    await page.waitForURL(/\/login\?/);
  });

  it("goes home from an unknown path, and from /study-guides to the guarded AI page (so /login)", async () => {
    const page = b.page;
    await page.goto("/no-such-page");
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto("/study-guides");
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/ai-study-buddy");
  });

  it("starts in dark theme and keeps the light theme after a reload", async () => {
    const page = b.page;
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.getByRole("button", { name: "Switch to light theme" }).first().click();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
  });
});
