// Qbank-style practice as a student uses it: strike-through and highlights that survive a reload,
// the lab panel by keyboard, an Incorrect-only test after an exam, a missed question turned into a
// due card, domain charts on the result and the dashboard, and a two-block mock with its break.
// PRACTICE_SHOTS=<folder> saves screenshots (desktop and a 360 px phone) for a person to look at.
import { describe, expect, it } from "vitest";
import { seriousViolations, subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();
const shot = async (name: string) => {
  if (process.env.PRACTICE_SHOTS) await b.page.screenshot({ path: `${process.env.PRACTICE_SHOTS}/${name}.png`, fullPage: false });
};

describe("qbank practice", () => {
  it("strikes, highlights, opens the labs, builds an Incorrect-only test and turns a miss into a due card", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Pat Practice", "practice");
    await page.goto("/practice-builder");
    await page.getByRole("heading", { name: "Practice Exam Builder" }).waitFor();
    await page.getByLabel("Number of questions").selectOption("50");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 50").waitFor();

    // Strike C with its button and D with the keyboard; highlight the stem's first words.
    await page.getByRole("button", { name: "Strike out option C" }).click();
    await page.keyboard.press("x");
    await page.keyboard.press("d");
    await page.getByRole("button", { name: "Restore option D" }).waitFor();
    await page.evaluate(() => {
      const stem = document.getElementById("question-stem")!;
      const text = stem.firstChild!.firstChild!;
      const r = document.createRange();
      r.setStart(text, 0);
      r.setEnd(text, 12);
      window.getSelection()!.removeAllRanges();
      window.getSelection()!.addRange(r);
    });
    await page.keyboard.press("h");
    await page.locator("#question-stem mark").waitFor();
    // The lab panel opens and closes by keyboard.
    await page.keyboard.press("l");
    await page.getByRole("complementary", { name: "Lab values" }).getByText("PaCO₂").waitFor();
    await shot("runner-labs-desktop");
    expect(await seriousViolations(page)).toBe("");
    await page.keyboard.press("l");
    expect(await page.getByRole("complementary", { name: "Lab values" }).count()).toBe(0);
    // Answer A on the first question (choose the wrong one on purpose is not knowable: any answer counts).
    await page.keyboard.press("a");
    await page.getByText("1 answered").waitFor();

    // A reload keeps the strikes and the highlight.
    await page.reload();
    await page.getByText("1 answered").waitFor();
    // The runner resumes at the first unanswered question; go back to the first.
    await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: /^Question 1,/ }).click();
    await page.getByRole("button", { name: "Restore option C" }).waitFor();
    await page.getByRole("button", { name: "Restore option D" }).waitFor();
    expect(await page.locator("#question-stem mark").textContent()).toHaveLength(12);

    // On a phone the lab panel leaves the question visible above it.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.keyboard.press("l");
    const panel = page.getByRole("complementary", { name: "Lab values" });
    const box = (await panel.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(780 * 0.46);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot("runner-labs-phone");
    await page.getByRole("button", { name: "Close lab values" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });

    // Submit: the unanswered 49 count as incorrect.
    await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: /^Question 50,/ }).click();
    await page.getByRole("button", { name: "Submit Exam" }).click();
    await page.getByText("Progress saved").waitFor();
    await page.getByRole("list", { name: "Score by exam domain" }).waitFor();
    expect(await seriousViolations(page)).toBe("");
    // The review shows the strikes (struck text) and the highlight.
    const first = page.locator("ol > li").first();
    await first.locator("mark").waitFor();
    expect(await first.locator(".line-through").count()).toBe(2);
    await shot("result-domains-desktop");

    // A missed (unanswered) question becomes a card.
    const missed = page.locator("ol > li", { hasText: "Unanswered" }).first();
    await missed.getByRole("button", { name: "Make a flashcard" }).click();
    await missed.getByText("Added to your flashcards: due today.").waitFor();

    // An Incorrect-only test: at least the 49 unanswered are there.
    await page.goto("/practice-builder");
    await page.getByRole("radio", { name: "Incorrect" }).check({ force: true });
    await expect.poll(async () => Number((await page.locator("p", { hasText: "questions available" }).locator("strong").textContent()) ?? 0)).toBeGreaterThanOrEqual(49);
    await page.getByLabel("Number of questions").selectOption("25");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 25").waitFor();
    await page.getByRole("button", { name: "End Exam" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "End Exam" }).click();

    // The dashboard: domain chart, the missed card due, and the Review missed session.
    await page.goto("/dashboard");
    await page.getByRole("list", { name: "Accuracy by exam domain" }).waitFor();
    await expect.poll(async () => await page.getByTestId("missed-due").textContent()).toBe("1");
    await shot("dashboard-desktop");
    expect(await seriousViolations(page)).toBe("");
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole("list", { name: "Accuracy by exam domain" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot("dashboard-phone");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Review missed" }).click();
    await page.getByText("From a question you missed").first().waitFor();
  });

  it("runs a two-block mock with the break between blocks", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Moe Mock", "mock");
    await page.goto("/practice-builder");
    await page.getByRole("button", { name: "Start Mock Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Block 1 of 2").waitFor();
    await page.getByText("Question 1 of 90").waitFor();
    await page.keyboard.press("b");
    await page.getByText("1 answered").waitFor();
    expect(await page.getByRole("timer").textContent()).toMatch(/^01:(49|50):\d\d$/);

    await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: /^Question 90,/ }).click();
    await page.getByRole("button", { name: "End Block 1" }).click();
    await page.getByRole("dialog", { name: "End block 1?" }).getByRole("button", { name: "End Block 1" }).click();
    await page.getByRole("heading", { name: "Break" }).waitFor();
    await shot("mock-break");
    // The break survives a reload; then block 2 starts on request.
    await page.reload();
    await page.getByRole("button", { name: "Start Block 2" }).click();
    await page.getByText("Block 2 of 2").waitFor();
    await page.getByText("Question 1 of 90").waitFor();
    await page.getByText("0 answered").waitFor();

    await page.getByRole("navigation", { name: "Question navigator" }).getByRole("button", { name: /^Question 90,/ }).click();
    await page.getByRole("button", { name: "Submit Exam" }).click();
    await page.getByText(/of 180 correct/).waitFor();
    await page.getByRole("list", { name: "Score by exam domain" }).waitFor();
    expect(await page.getByRole("list", { name: "Score by exam domain" }).getByRole("listitem").count()).toBe(6);
  });

  it("in tutor mode shows how peers answered (or why not yet), reports a problem and keeps a note", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Tu Tor", "tutor");
    await page.goto("/practice-builder");
    await page.getByRole("radio", { name: "Tutor (explanation after each answer)" }).check({ force: true });
    await page.getByLabel("Number of questions").selectOption("25");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 25").waitFor();
    await page.keyboard.press("c");
    await page.getByRole("button", { name: "Report a problem with this question" }).waitFor();
    // A fresh bank has too few answers for shares: the page says how many there are so far.
    await page.getByText(/Peer answers appear once 20 students have answered this question \(\d+ so far\)/).waitFor();
    await page.getByRole("button", { name: "Report a problem with this question" }).click();
    await page.getByLabel("What is wrong?").selectOption("Unclear or ambiguous");
    await page.getByLabel("Details").fill("The stem does not say which side.");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thanks: our editors will review this question.").waitFor();
    await page.getByRole("button", { name: "Add a note" }).click();
    await page.getByLabel("Your note").fill("Left-sided DLT for most cases");
    await page.getByRole("button", { name: "Save note" }).click();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.goto("/notes");
    await page.getByLabel("Search notes").fill("DLT");
    await page.getByText("Left-sided DLT for most cases").waitFor();
  });
});
