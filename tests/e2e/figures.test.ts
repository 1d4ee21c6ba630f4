// A question's tracing is drawn from its data wherever the question appears, readable by a screen
// reader and on a phone; the exam builder counts and filters by the certifying exam's domains.
import { describe, expect, it } from "vitest";
import { subscribeNewStudent, useBrowser } from "./browser.ts";

const b = useBrowser();

describe("figures and exam domains", () => {
  it("draws a question's capnogram with its description, in both themes and at phone width", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Fig Ure", "figures");
    await page.goto("/question/q-capnography-03");
    const figure = page.getByRole("img", { name: "Capnogram, three consecutive breaths" });
    await figure.waitFor();
    // The description a screen reader announces is the item's own text.
    const describedBy = await figure.evaluate((svg) => svg.querySelector("desc")?.textContent ?? "");
    expect(describedBy).toMatch(/^Three breaths in which the expiratory upstroke rises slowly/);
    // The tracing itself: a path of many points, not an empty frame.
    expect(await figure.evaluate((svg) => Math.max(...[...svg.querySelectorAll("path")].map((p) => (p.getAttribute("d") ?? "").length)))).toBeGreaterThan(200);

    // It fits a 360 px phone without sideways scrolling, in the dark theme too.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    const box = await figure.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (process.env.FIGURE_SHOTS) await page.screenshot({ path: `${process.env.FIGURE_SHOTS}/question-figure-phone-dark.png`, fullPage: true });
  });

  it("lets the builder pick exam domains, each with its share of the exam and its questions", async () => {
    const page = b.page;
    await subscribeNewStudent(page, b.baseUrl, "Dom Ain", "domains");
    await page.goto("/practice-builder");
    await page.getByRole("heading", { name: "Practice Exam Builder" }).waitFor();
    const domains = page.getByRole("group", { name: "Exam domains" });
    await domains.getByText("31 % of the exam").waitFor();
    const before = Number(await page.locator("p", { hasText: "questions available" }).locator("strong").textContent());
    await domains.getByLabel(/Regional Anesthesia and Pain Management/).check();
    const regional = Number(await page.locator("p", { hasText: "questions available" }).locator("strong").textContent());
    expect(regional).toBeGreaterThanOrEqual(100);
    expect(regional).toBeLessThan(before);
    await page.getByLabel("Number of questions").selectOption("25");
    await page.getByRole("button", { name: "Start Exam" }).click();
    await page.waitForURL(/\/practice-exam\?id=/);
    await page.getByText("Question 1 of 25").waitFor();
  });
});
