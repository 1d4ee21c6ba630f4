import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("adaptive questions", () => {
  it("starts a session, answers a question with the keyboard, updates the stats and ends with a summary", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Ada Adaptive", "ad");

    await page.goto("/ai-features");
    await page.getByRole("button", { name: /^Adaptive Questions/ }).click();
    await page.getByRole("button", { name: "Start Adaptive Session" }).click();

    const stats = page.getByRole("definition");
    const question = page.locator("#adaptive-question");
    await question.waitFor();
    expect(await stats.allTextContents()).toEqual(["0", "0", "0", "0%"]);
    await page.getByText("Difficulty stays at medium until you have answered 3 questions.").waitFor();

    const submit = page.getByRole("button", { name: "Submit Answer" });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole("radio").count()).toBe(4);
    await page.keyboard.press("b");
    expect(await page.getByRole("radio").nth(1).isChecked()).toBe(true);
    await submit.click();

    await page.getByRole("status").getByText(/^(Correct! Great job understanding this concept\.|Incorrect\. The correct answer is: .+)$/).waitFor();
    await page.getByText("Explanation").waitFor();
    const [answered, correct] = await stats.allTextContents();
    expect(answered).toBe("1");
    expect(["0", "1"]).toContain(correct);
    expect(await page.getByRole("radio").first().isDisabled()).toBe(true); // options lock after submitting

    const firstStem = await question.textContent();
    await page.getByRole("button", { name: "Next Question" }).click();
    await page.getByRole("button", { name: "Submit Answer" }).waitFor();
    expect(await question.textContent()).not.toBe(firstStem);

    await page.getByRole("button", { name: "End Session" }).click();
    await page.getByRole("heading", { name: "Session Summary" }).waitFor();
    expect(await page.getByRole("list", { name: "Questions this session" }).getByRole("listitem").count()).toBe(1);
    await page.getByRole("button", { name: "Start New Session" }).waitFor();
  });
});
