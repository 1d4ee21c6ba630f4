import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FREE_QUIZ_NOT_SERVED_MESSAGE } from "../../src/shared/free-pages.ts";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

/** The ids of the next set the server sends (the batch link answers with a list of results). */
function nextQuizIds(page: Page): Promise<string[]> {
  return page
    .waitForResponse((r) => r.url().includes("/api/trpc/free.quiz"))
    .then(async (r) => ((await r.json()) as { result: { data: { questions: { id: string }[] } } }[])[0]!.result.data.questions.map((q) => q.id));
}

describe("free pages for visitors", () => {
  it("runs the free quiz to a banded result, and Try Again brings a new set", async () => {
    const page = b.page;
    const firstSet = nextQuizIds(page);
    await page.goto("/free-practice");
    await page.getByRole("heading", { level: 1, name: "Free NCCAA Practice Questions" }).waitFor();
    expect(await firstSet).toHaveLength(10);

    const next = page.getByRole("button", { name: /^(Next Question|See Results)$/ });
    const options = page.getByRole("group").getByRole("button");
    let correct = 0;
    for (let i = 1; i <= 10; i++) {
      await page.getByText(`Question ${i} of 10`).waitFor();
      expect(await next.isDisabled()).toBe(true);
      // Alternate A and D: the server decides which is right.
      await options.nth(i % 2 ? 0 : 3).click();
      const verdict = page.getByText(/^(Correct!|Incorrect\. The correct answer is [A-D]\.)$/);
      await verdict.waitFor();
      if ((await verdict.textContent()) === "Correct!") correct += 1;
      // Locked: another pick changes nothing, and the right answer is named in text, not colour only.
      await options.nth(1).click({ force: true });
      expect(await options.nth(1).getAttribute("aria-pressed")).toBe("false");
      expect(await options.filter({ hasText: /Correct answer$/ }).count()).toBe(1);
      expect(await next.isDisabled()).toBe(false);
      await next.click();
    }

    const band = correct >= 8 ? "Excellent Work!" : correct >= 6 ? "Good Job!" : "Keep Practicing!";
    await page.getByRole("heading", { level: 2, name: band }).waitFor();
    await page.getByText(`${correct * 10}%`, { exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "View Pricing Plans" }).getAttribute("href")).toBe("/pricing");

    const secondSet = nextQuizIds(page);
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText("Question 1 of 10").waitFor();
    expect(await secondSet).not.toEqual(await firstSet);

    // The article and FAQ sit under the quiz.
    await page.getByRole("heading", { level: 2, name: "Frequently asked questions" }).waitFor();
  });

  it("says so when the questions cannot load, and Try Again recovers", async () => {
    const page = b.page;
    await page.route("**/api/trpc/free.quiz**", (route) => route.abort());
    await page.goto("/free-practice");
    await page.getByRole("alert").getByText("We couldn't load the free questions.").waitFor();
    await page.unroute("**/api/trpc/free.quiz**");
    await page.getByRole("button", { name: "Try Again" }).click();
    await page.getByText("Question 1 of 10").waitFor();
  });

  it("says so when the quiz can no longer be checked, and starts a new one", async () => {
    const page = b.page;
    // A token the server did not sign, as an expired or copied one would be: the check is refused.
    await page.route("**/api/trpc/free.check**", (route) => {
      const batch = route.request().postDataJSON() as Record<string, { token: string }>;
      for (const call of Object.values(batch)) call.token = `${call.token}x`;
      return route.continue({ postData: JSON.stringify(batch) });
    });
    const firstSet = nextQuizIds(page);
    await page.goto("/free-practice");
    await page.getByText("Question 1 of 10").waitFor();
    await firstSet;
    await page.getByRole("group").getByRole("button").first().click();
    const alert = page.getByRole("alert");
    await alert.getByText(FREE_QUIZ_NOT_SERVED_MESSAGE).waitFor();
    // No verdict was given away, and the options unlocked.
    expect(await page.getByText(/^(Correct!|Incorrect\. The correct answer is [A-D]\.)$/).count()).toBe(0);

    await page.unroute("**/api/trpc/free.check**");
    const secondSet = nextQuizIds(page);
    await alert.getByRole("button", { name: "Start a New Quiz" }).click();
    expect(await secondSet).toHaveLength(10);
    await page.getByText("Question 1 of 10").waitFor();
    await page.getByRole("group").getByRole("button").first().click();
    await page.getByText(/^(Correct!|Incorrect\. The correct answer is [A-D]\.)$/).waitFor();
  });

  it("flips free flashcards, fills the dots, and offers Review Again after all 10", async () => {
    const page = b.page;
    await page.goto("/free-flashcards");
    await page.getByRole("heading", { level: 1, name: "Free Anesthesia Flashcards" }).waitFor();
    const seen = () => page.locator('li[data-done="true"]').count();
    const previous = page.getByRole("button", { name: "Previous" });
    const nextCard = page.getByRole("button", { name: "Next" });
    await page.getByText("Card 1 of 10").waitFor();
    expect(await previous.isDisabled()).toBe(true);
    expect(await seen()).toBe(0);

    await page.getByRole("button", { name: /^Question/ }).click();
    await page.getByRole("button", { name: /^Answer/ }).waitFor();
    expect(await seen()).toBe(1);
    // Flipping back does not unsee it; Next shows the next front.
    await page.getByRole("button", { name: /^Answer/ }).click();
    expect(await seen()).toBe(1);
    await page.getByRole("link", { name: "See plans and pricing" }).waitFor();

    for (let i = 2; i <= 10; i++) {
      await nextCard.click();
      await page.getByText(`Card ${i} of 10`).waitFor();
      // Space flips when the focus is not on a control.
      if (i === 2) {
        await page.locator("h1").click();
        await page.keyboard.press("Space");
      } else {
        await page.getByRole("button", { name: /^Question/ }).click();
      }
      await page.getByRole("button", { name: /^Answer/ }).waitFor();
      expect(await seen()).toBe(i);
    }
    expect(await nextCard.isDisabled()).toBe(true);
    await page.getByRole("heading", { name: "You've seen all the free flashcards!" }).waitFor();

    await page.getByRole("button", { name: "Review Again" }).click();
    await page.getByText("Card 1 of 10").waitFor();
    expect(await seen()).toBe(0);
    await page.getByRole("link", { name: "See plans and pricing" }).waitFor();
  });

  it("reveals and rates the free review cards, moving on by itself, then offers Review Again", async () => {
    const page = b.page;
    await page.goto("/free-review-cards");
    await page.getByRole("heading", { level: 1, name: "Free Anesthesia Review Cards" }).waitFor();
    const labels = ["Need Review", "Somewhat", "Confident"];
    for (let i = 1; i <= 10; i++) {
      await page.getByText(`Card ${i} of 10`).waitFor();
      await page.getByRole("button", { name: "Reveal Answer" }).click();
      await page.getByText("Key point", { exact: true }).waitFor();
      if (i === 10) await page.keyboard.press("3");
      else await page.getByRole("button", { name: labels[i % 3] }).click();
    }
    await page.getByRole("heading", { name: "You've reviewed all the free cards!" }).waitFor();
    // The last card stays put: no auto-advance after it.
    await page.waitForTimeout(700);
    await page.getByText("Card 10 of 10").waitFor();
    expect(await page.locator('li[data-done="true"]').count()).toBe(10);

    await page.getByRole("button", { name: "Review Again" }).click();
    await page.getByText("Card 1 of 10").waitFor();
    await page.getByRole("button", { name: "Reveal Answer" }).waitFor();
    expect(await page.locator('li[data-done="true"]').count()).toBe(0);
  });
});
