import { describe, expect, it } from "vitest";
import { loadContent } from "../../scripts/content.ts";
import { findTopic } from "../../src/shared/taxonomy.ts";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const { content } = await loadContent();
const b = useBrowser();

describe("courses", () => {
  it("lists modules, studies a subtopic's flashcards and answers the practice quiz", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Cory Course", "co");

    await page.goto("/courses");
    await page.getByRole("heading", { name: "Courses" }).waitFor();
    const card = page.getByRole("link", { name: /^Pharmacology/ });
    // A card names the first 3 subtopics, then how many more there are.
    await card.getByText(`+${findTopic("pharmacology")!.subtopics.length - 3} more topics`).waitFor();
    await card.click();
    await page.waitForURL("**/courses/pharmacology");

    // The first module is the topic's first subtopic; its deck is that subtopic's published flashcards.
    const first = findTopic("pharmacology")!.subtopics[0]!.id;
    const deck = content.flashcards.filter((f) => f.subtopic === first && f.status === "published").length;
    await page.getByRole("button", { name: "Study" }).first().click();
    await page.getByText(`1 / ${deck}`).waitFor();
    await page.getByRole("button", { name: "Show Answer" }).click();
    await page.getByRole("button", { name: "Previous" }).click();
    await page.getByText(`${deck} / ${deck}`).waitFor();

    await page.getByRole("tab", { name: "Practice Quiz" }).click();
    await page.locator("ol > li").first().getByRole("button").first().click();
    await page.getByRole("status").getByText(/^(Correct!|Incorrect)$/).waitFor();
    expect(await page.locator("ol > li").count()).toBe(5);

    await page.goto("/courses/not-a-module");
    await page.getByRole("heading", { name: "Module not found" }).waitFor();
  });
});
