import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";
import { loadContent } from "../../scripts/content.ts";
import { TAXONOMY } from "../../src/shared/taxonomy.ts";

const b = useBrowser();

describe("Review area", () => {
  it("searches, filters by topic and subtopic, and expands one card at a time", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Rae Review", "rv");

    await page.goto("/pulse-check");
    const { content } = await loadContent();
    const published = content.reviewItems.filter((r) => r.status === "published").length;
    const subtopics = TAXONOMY.reduce((n, t) => n + t.subtopics.length, 0);
    await page.getByText(`${TAXONOMY.length} topics · ${subtopics} subtopics · ${published} review items`).waitFor();

    await page.getByLabel("Search review content").fill("dantrolene");
    await page.getByText(/^\d+ results?$/).waitFor();
    const cards = page.locator("article");
    expect(await cards.count()).toBeGreaterThan(0);
    await cards.first().getByRole("button").click();
    await cards.first().getByRole("heading", { name: "Content" }).waitFor();
    await cards.first().getByRole("heading", { name: "Clinical Insights" }).waitFor();
    expect(await page.getByRole("heading", { name: "Content" }).count()).toBe(1);
    await page.getByRole("button", { name: "Clear", exact: true }).click();

    const topics = page.getByRole("navigation", { name: "Topics" });
    await topics.getByRole("button", { name: "Emergency Management" }).click();
    await topics.getByRole("button", { name: "Malignant Hyperthermia" }).click();
    const mh = Math.min(25, content.reviewItems.filter((r) => r.status === "published" && r.subtopic === "malignant-hyperthermia").length);
    await page.waitForFunction((n) => document.querySelectorAll("article").length === n, mh);
    expect(await cards.count()).toBe(mh);

    await page.getByLabel("Search review content").fill("zzzz-no-such-thing");
    await page.getByText("No results", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    // The library arrives a page at a time: the first page, then more on request (or as the end scrolls into view).
    await page.getByText(new RegExp(`^(Show more \\(\\d+ of ${published}\\)|${published} of ${published} shown)$`)).waitFor();
    const before = await cards.count();
    expect(before).toBeGreaterThanOrEqual(Math.min(25, published));
    if (published > before) {
      await page.getByRole("button", { name: /^Show more/ }).click();
      await page.waitForFunction((n) => document.querySelectorAll("article").length > n, before);
    }
  });
});
