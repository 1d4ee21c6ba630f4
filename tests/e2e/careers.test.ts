import { describe, expect, it } from "vitest";
import { loadContent } from "../../scripts/content.ts";
import { marketingCount } from "../../src/shared/marketing.ts";
import { useBrowser } from "./browser.ts";

const { content } = await loadContent();
const b = useBrowser();

describe("the career pages", () => {
  it("/career-outlook counts programs from D1, lists the states, and opens FAQ answers from the keyboard", async () => {
    const page = b.page;
    await page.goto("/career-outlook");
    await page.getByRole("heading", { level: 1, name: "Anesthesiologist Assistant Career Outlook" }).waitFor();

    await page.getByText(`Browse the ${content.aaSchools.filter((s) => s.accreditation === "accredited").length} accredited programs by region`).waitFor();
    const states = page.getByRole("list", { name: "States where anesthesiologist assistants practice" }).getByRole("listitem");
    expect(await states.count()).toBe(18);
    expect(await states.allTextContents()).toContain("New Mexico");

    const answer = page.getByText("AAs practice in the states listed on this page");
    expect(await answer.isVisible()).toBe(false);
    // The summary, not its text, takes focus: that is where a keyboard user lands by tabbing.
    await page.locator("summary", { hasText: "Can AAs practice in every state?" }).focus();
    await page.keyboard.press("Enter");
    await answer.waitFor();

    await page.getByRole("link", { name: "Browse AA Schools" }).click();
    await page.waitForURL("**/aa-schools");
  });

  it("/aa-vs-crna is a table on wide screens and stacked cards at 360 px", async () => {
    const page = b.page;
    await page.goto("/aa-vs-crna");
    await page.getByRole("heading", { level: 1, name: "Anesthesiologist Assistant vs CRNA" }).waitFor();
    const row = page.getByRole("table").getByRole("row", { name: /Certifying exam/ });
    await expect(row.textContent()).resolves.toMatch(/NCCAA.*NBCRNA/);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.getByRole("table").isVisible()).toBe(false);
    await page.getByRole("heading", { level: 3, name: "Certifying exam" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("/comparison quotes the live question count and plan prices, and links to free practice", async () => {
    const page = b.page;
    await page.goto("/comparison");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const ours = page.getByRole("table").getByRole("row", { name: /Focus on the AA certifying exam/ });
    await ours.getByText(`${marketingCount(content.questions.length)} questions`).waitFor();
    await page.getByRole("table").getByText("$79/month or $299/year").waitFor();

    await page.getByRole("link", { name: "Try Free Practice Questions" }).click();
    await page.waitForURL("**/free-practice");
  });
});
