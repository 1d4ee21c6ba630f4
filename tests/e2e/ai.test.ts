import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();


describe("AI tools (offline provider)", () => {
  it("streams a study guide section by section, saves it, lists it and deletes it", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Gia Guide", "ai");
    await page.goto("/ai-features");
    await page.getByRole("heading", { name: "AI Features" }).waitFor();
    await page.getByRole("button", { name: /AI Study Guide/ }).click();
    await page.getByRole("heading", { name: "Create a Study Guide" }).waitFor();
    await page.getByText("No Saved Study Guides").waitFor();

    await page.getByRole("button", { name: /^Emergency Management/ }).click();
    await page.getByRole("radio", { name: "Malignant Hyperthermia" }).check();
    await page.getByRole("button", { name: "Generate Study Guide" }).click();

    // The overview is on screen while the model is still writing: the progress bar is there and
    // the last section has not arrived yet.
    await page.getByRole("heading", { name: "Overview", level: 3 }).waitFor();
    expect(await page.getByRole("progressbar").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Practice Questions" }).count()).toBe(0);
    await page.getByRole("heading", { name: "Practice Questions" }).waitFor();
    await page.getByText("Answered by Offline tutor").first().waitFor();
    // Citations link to the Review area.
    expect(await page.getByRole("link", { name: /^Source 1: Malignant Hyperthermia/ }).count()).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Save Guide" }).click();
    await page.getByRole("status").getByText("Study guide saved successfully!").waitFor();
    await page.getByText("Saved", { exact: true }).waitFor();
    await page.getByRole("complementary", { name: "AI Study Assistant" }).waitFor();

    await page.getByRole("button", { name: "Generate New" }).click();
    const row = page.getByRole("listitem").filter({ hasText: "Emergency Management: Malignant Hyperthermia" });
    await row.waitFor();
    page.once("dialog", (d) => {
      expect(d.message()).toBe("Are you sure you want to delete this study guide?");
      void d.accept();
    });
    await row.getByRole("button", { name: /^Delete/ }).click();
    await page.getByText("No Saved Study Guides").waitFor();
  });

  it("answers a tutor question as a stream, with citations and the provider named", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Theo Tutor", "ai");
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Ask the AI tutor" }).click();
    const panel = page.getByRole("dialog", { name: "AI Tutor" });
    const input = panel.getByRole("textbox", { name: "Your question" });
    await input.fill("   ");
    await input.press("Enter");
    expect(await panel.getByTestId("bot-answer").count()).toBe(0);

    await input.fill("How does sugammadex reverse rocuronium?");
    await input.press("Enter");
    const answer = panel.getByTestId("bot-answer").first();
    await answer.waitFor();
    // Sample the answer while it streams: it must grow in several steps, not land all at once.
    const lengths = new Set<number>();
    let stableSince = Date.now();
    let last = -1;
    while (Date.now() - stableSince < 800) {
      const n = ((await answer.textContent()) ?? "").length;
      if (n !== last) {
        lengths.add(n);
        last = n;
        stableSince = Date.now();
      }
      await page.waitForTimeout(25);
    }
    expect(lengths.size).toBeGreaterThan(2);
    expect(await answer.textContent()).toMatch(/sugammadex/i);
    expect(await panel.getByRole("link", { name: /^Source \d+:/ }).count()).toBeGreaterThan(0);
    await panel.getByText("Answered by Offline tutor").waitFor();

    // The conversation is kept for the session: close, move to another page, reopen.
    await panel.getByRole("button", { name: "Close tutor" }).click();
    await page.goto("/courses");
    await page.getByRole("heading", { name: "Courses" }).waitFor();
    await page.getByRole("button", { name: "Ask the AI tutor" }).click();
    await page.getByRole("dialog", { name: "AI Tutor" }).getByText("How does sugammadex reverse rocuronium?").waitFor();
  });
});
