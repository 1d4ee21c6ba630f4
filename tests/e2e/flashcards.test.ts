import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("AI flashcards", () => {
  it("rates 5 flashcards and sees each one scheduled for review", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Flo Cards", "fc");

    await page.goto("/ai-features");
    await page.getByRole("button", { name: "AI Flashcards" }).click();
    await page.getByText("Due today: 0").waitFor();
    const start = page.getByRole("button", { name: "Start Studying" });
    // A topic is required before starting.
    expect(await start.isDisabled()).toBe(true);
    await page.getByLabel("Number of cards").selectOption("5");
    await page.getByText("Estimated study time: 7.5-10 minutes").waitFor();
    await page.getByRole("button", { name: "Select All" }).click();
    await start.click();

    // One rating of each level; the last card is done with the keyboard (Space flips, digits rate).
    for (let i = 1; i <= 5; i++) {
      await page.getByText(`Card ${i} of 5`).waitFor();
      if (i < 5) {
        await page.getByRole("button", { name: "Show Answer" }).click();
        await page.getByRole("button", { name: new RegExp(`^${i} `) }).click();
      } else {
        await page.keyboard.press("Space");
        await page.getByRole("button", { name: "5 Extremely confident" }).waitFor();
        await page.keyboard.press("5");
      }
    }

    await page.getByRole("heading", { name: "Session Complete!" }).waitFor();
    const stat = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]").textContent();
    expect(await stat("Cards Studied")).toBe("5");
    // 3, 4 and 5 count as correct; the average is (1+2+3+4+5)/5 * 20.
    expect(await stat("Correct")).toBe("3");
    expect(await stat("Average Confidence")).toBe("60%");

    const schedule = page.getByRole("list", { name: "Next reviews" }).getByRole("listitem");
    await page.waitForFunction(() => !document.body.textContent?.includes("Saving..."));
    expect(await schedule.count()).toBe(5);
    const times = await schedule.locator("p", { hasText: "Next review:" }).allTextContents();
    expect(times).toHaveLength(5);
    // Again -> 1 min, Hard -> 6 min, Good -> 10 min, Easy -> days away.
    expect(times.slice(0, 4)).toEqual(["Next review: in 1 min", "Next review: in 1 min", "Next review: in 6 min", "Next review: in 10 min"]);
    expect(times[4]).toMatch(/^Next review: in \d+ days$/);

    await page.getByRole("button", { name: "Review These Cards" }).click();
    await page.getByText("Card 1 of 5").waitFor();
  });
});
