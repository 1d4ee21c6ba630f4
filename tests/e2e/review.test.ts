import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("Review area", () => {
  it("searches, filters by topic and subtopic, and expands one card at a time", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Rae Review", "rv");

    await page.goto("/pulse-check");
    await page.getByText("8 topics · 80 subtopics · 240 review items").waitFor();

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
    await page.waitForFunction(() => document.querySelectorAll("article").length === 3);
    expect(await cards.count()).toBe(3);

    await page.getByLabel("Search review content").fill("zzzz-no-such-thing");
    await page.getByText("No results", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForFunction(() => document.querySelectorAll("article").length === 240);
  });
});
