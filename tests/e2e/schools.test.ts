// /aa-schools beyond the visit in visitor.test.ts: every region tab, the card links, the figures
// of the market overview and the FAQ. Expectations are computed from the seeded content file with
// the product's own region rule, so they follow the data rather than a typed-in number.
import { describe, expect, it } from "vitest";
import { loadContent } from "../../scripts/content.ts";
import { programCountLabel, schoolRegion, SCHOOL_REGIONS } from "../../src/shared/school-region.ts";
import { useBrowser } from "./browser.ts";

const { content } = await loadContent();
const schools = content.aaSchools;
// Only accredited programs are counted; developing ones are listed after them under their own heading.
const accredited = schools.filter((s) => s.accreditation === "accredited");
const b = useBrowser();

const inRegion = (r: string | null) => (s: { location: string }) => r === null || schoolRegion(s.location) === r;
const TABS = [null, ...SCHOOL_REGIONS].map((r) => ({
  label: r ?? "All Programs",
  names: accredited.filter(inRegion(r)).map((s) => s.name),
  developing: schools.filter((s) => s.accreditation === "developing").filter(inRegion(r)).map((s) => s.name),
}));
const sorted = (names: string[]) => [...names].sort((a, z) => a.localeCompare(z));

async function openDirectory() {
  const page = b.page;
  await page.goto("/aa-schools");
  await page.getByRole("heading", { level: 1, name: "Accredited Anesthesiologist Assistant Programs" }).waitFor();
  await page.getByText(programCountLabel(accredited.length), { exact: true }).waitFor();
  return page;
}

describe("/aa-schools", () => {
  it("seeds data that exercises an empty region, a full one and the 'Other' region", () => {
    // Without these the assertions below could pass without testing the empty state, plural or Other.
    // (The singular wording is a unit test of programCountLabel: no region has exactly one program today.)
    const counts = TABS.slice(1).map((t) => t.names.length);
    expect(counts).toContain(0);
    expect(counts.some((n) => n > 1)).toBe(true);
    expect(schools.some((s) => schoolRegion(s.location) === "Other")).toBe(true);
    expect(schools.some((s) => s.accreditation === "developing")).toBe(true);
  });

  it("shows, under each region tab, exactly the programs whose state maps to it", async () => {
    const page = await openDirectory();
    const status = page.getByText(/^Showing \d+ programs?$/);
    for (const tab of TABS) {
      const button = page.getByRole("group", { name: "Filter by region" }).getByRole("button", { name: tab.label, exact: true });
      await button.click();
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      await page.getByText(programCountLabel(tab.names.length), { exact: true }).waitFor();
      const text = await status.textContent();
      expect(text).toBe(tab.names.length === 1 ? "Showing 1 program" : `Showing ${tab.names.length} programs`);
      expect(await page.locator("article h3").allTextContents()).toEqual([...sorted(tab.names), ...sorted(tab.developing)]);
      expect(await page.getByText("No accredited program in this region yet.").isVisible()).toBe(tab.names.length === 0);
    }
  });

  it("switches region from the keyboard", async () => {
    const page = await openDirectory();
    const group = page.getByRole("group", { name: "Filter by region" });
    await group.getByRole("button", { name: "All Programs" }).focus();
    await page.keyboard.press("Tab");
    const second = TABS[1]!;
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(second.label);
    await page.keyboard.press("Enter");
    await page.getByText(programCountLabel(second.names.length), { exact: true }).waitFor();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await page.getByText(programCountLabel(accredited.length), { exact: true }).waitFor();
    expect(await group.getByRole("button", { name: "All Programs" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("links each card's 'Visit Website' to the program's own site, in a new tab", async () => {
    const page = await openDirectory();
    for (const s of schools) {
      const card = page.getByRole("article", { name: s.name, exact: true });
      const link = card.getByRole("link", { name: /^Visit Website/ });
      expect(await link.getAttribute("href")).toBe(s.websiteUrl);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toMatch(/noopener/);
    }
  });

  it("counts the market overview from the data and lists the practice states", async () => {
    const page = await openDirectory();
    const codes = new Set(accredited.map((s) => s.location.split(",").at(-1)!.trim()));
    const states = [...codes].filter((c) => c !== "DC").length;
    const regions = new Set(accredited.map((s) => schoolRegion(s.location)).filter((r) => r !== "Other")).size;
    const overview = page.getByRole("region", { name: "AA Education at a Glance" });
    const figure = (label: string) => overview.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => figure("Accredited programs").textContent()).toBe(String(accredited.length));
    expect(await figure("Regions covered").textContent()).toBe(`${regions} of ${SCHOOL_REGIONS.length}`);
    expect(await figure("States with a program").textContent()).toBe(String(states));
    const listed = page.getByRole("list", { name: "States where anesthesiologist assistants practice" }).getByRole("listitem");
    expect(await listed.count()).toBe(18);
  });

  it("opens FAQ answers and leads on to /pricing", async () => {
    const page = await openDirectory();
    const answer = page.getByText(/Centralized Application Service for Anesthesiologist Assistants/);
    expect(await answer.isVisible()).toBe(false);
    await page.locator("summary", { hasText: "How do I apply to anesthesiologist assistant programs?" }).click();
    await answer.waitFor();
    await page.getByRole("link", { name: "See Board-Prep Plans" }).click();
    await page.waitForURL("**/pricing");
  });

  it("fits a 360 px screen without sideways scrolling", async () => {
    const page = b.page;
    await page.setViewportSize({ width: 360, height: 800 });
    await openDirectory();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
