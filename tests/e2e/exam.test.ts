// A subscriber builds a 25-question exam, answers with the keyboard, flags, reloads and resumes,
// submits and reviews.
import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

async function subscribeViaDemoCheckout() {
  const page = b.page;
  await subscribeNewStudent(page, b.baseUrl, "Eve Exam", "exam");
}

describe("practice exam", () => {
  it("build, answer with the keyboard, flag, reload and resume, submit, review", async () => {
    const page = b.page;
    await subscribeViaDemoCheckout();
    await page.goto("/practice-builder");
    await page.getByRole("heading", { name: "Practice Exam Builder" }).waitFor();
    await page.getByLabel("Number of questions").selectOption("25");
    await page.getByLabel("Time limit").selectOption("30");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 25").waitFor();
    expect(await page.getByRole("timer").textContent()).toMatch(/^00:(29|30):\d\d$/);

    // Answer the first five with the keyboard, flag the third.
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("b");
      if (i === 2) await page.keyboard.press("f");
      await page.keyboard.press("n");
    }
    await page.getByText("5 answered").waitFor();
    const nav = page.getByRole("navigation", { name: "Question navigator" });
    await nav.getByRole("button", { name: "Question 3, answered, flagged" }).waitFor();

    // A reload resumes the same exam with its answers and flag.
    await page.reload();
    await page.getByText("5 answered").waitFor();
    await nav.getByRole("button", { name: "Question 3, answered, flagged" }).waitFor();

    await nav.getByRole("button", { name: /^Question 25,/ }).click();
    await page.getByRole("button", { name: "Submit Exam" }).click();
    await page.getByText("Progress saved").waitFor();
    const score = await page.getByTestId("exam-score").textContent();
    expect(score).toMatch(/^\d+%$/);
    await page.getByText(/of 25 correct/).waitFor();
    expect(await page.getByText("Explanation:").count()).toBe(25);
    expect(await page.getByText("Unanswered").count()).toBe(20);

    // The dashboard shows the answers, the accuracy and today's heat-map cell.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    const stat = (label: string) => page.locator(`[data-stat="${label}"] [data-value]`);
    await stat("Questions Answered").waitFor();
    expect(await stat("Questions Answered").textContent()).toBe("25");
    expect(await stat("Accuracy Rate").textContent()).toBe(score);
    const todayCell = page.locator('[data-level]:not([data-level="0"])');
    expect(await todayCell.count()).toBe(1);
    expect(Number(await todayCell.getAttribute("data-level"))).toBeGreaterThanOrEqual(4);

    // The answers are recorded: the profile counts them.
    await page.goto("/profile");
    await page.getByText("Questions attempted").waitFor();
    await page.locator("dd", { hasText: /^25$/ }).waitFor();
  });
});
