import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

type Demo = {
  questions: { id: string; correctLetter: "A" | "B" | "C" | "D"; explanation: string }[];
  flashcards: { topic: string; subtopic: string; front: string; back: string }[];
};

/** The demo set the page receives (the batch link may combine it with other procedures). */
function demoResponse(page: Page): Promise<Demo> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname.includes("home.demo"))
    .then(async (r) => {
      const procedures = decodeURIComponent(new URL(r.url()).pathname.replace("/api/trpc/", "")).split(",");
      const body = (await r.json()) as { result: { data: unknown } }[];
      return body[procedures.indexOf("home.demo")]!.result.data as Demo;
    });
}

async function openHome(page: Page) {
  const demo = demoResponse(page);
  await page.goto("/");
  await page.getByRole("heading", { level: 1, name: "Pass your AA boards with confidence" }).waitFor();
  return demo;
}

const LETTERS = ["A", "B", "C", "D"] as const;

describe("home page", () => {
  it("practice demo: a pick locks, shows green/red and the Explanation; next, previous and reset clear it", async () => {
    const page = b.page;
    const demo = await openHome(page);
    expect(demo.questions.length).toBeGreaterThan(1);
    expect(demo.questions.length).toBeLessThanOrEqual(5);
    const total = demo.questions.length;
    const region = page.getByRole("region", { name: "Try it now" });
    const counter = region.getByTestId("demo-counter");
    const options = region.getByRole("group").getByRole("button");
    const explanation = region.getByRole("heading", { name: "Explanation" });
    await counter.getByText(`1 / ${total}`).waitFor();
    expect(await region.getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    expect(await explanation.count()).toBe(0);

    const right = LETTERS.indexOf(demo.questions[0]!.correctLetter);
    const wrong = (right + 1) % 4;
    await options.nth(wrong).click();
    await explanation.waitFor();
    await region.getByText(`Incorrect. The correct answer is ${demo.questions[0]!.correctLetter}.`).waitFor();
    expect(await options.nth(wrong).getAttribute("data-outcome")).toBe("wrong");
    expect(await options.nth(right).getAttribute("data-outcome")).toBe("correct");
    // Red and green, not just any colour: the computed border colours differ and match the verdict.
    const border = (i: number) => options.nth(i).evaluate((el) => getComputedStyle(el).borderColor);
    expect(await border(wrong)).not.toBe(await border(right));

    // Locked: the options say so (aria-disabled), and a forced click changes nothing.
    expect(await options.nth(right).getAttribute("aria-disabled")).toBe("true");
    await options.nth(right).click({ force: true });
    expect(await options.nth(right).getAttribute("aria-pressed")).toBe("false");
    expect(await options.nth(wrong).getAttribute("aria-pressed")).toBe("true");

    await region.getByRole("button", { name: "Next" }).click();
    await counter.getByText(`2 / ${total}`).waitFor();
    expect(await explanation.count()).toBe(0);
    expect(await region.locator("[data-outcome]").count()).toBe(0);
    await options.nth(LETTERS.indexOf(demo.questions[1]!.correctLetter)).click();
    await region.getByText("Correct!").waitFor();

    await region.getByRole("button", { name: "Previous" }).click();
    await counter.getByText(`1 / ${total}`).waitFor();
    expect(await explanation.count()).toBe(0);

    await options.nth(0).click();
    await explanation.waitFor();
    await region.getByRole("button", { name: "Reset" }).click();
    expect(await explanation.count()).toBe(0);
    await counter.getByText(`1 / ${total}`).waitFor();

    for (let i = 1; i < total; i++) await region.getByRole("button", { name: "Next" }).click();
    await counter.getByText(`${total} / ${total}`).waitFor();
    expect(await region.getByRole("button", { name: "Next" }).isDisabled()).toBe(true);
  });

  it("flashcard demo: header, n / total, flip both ways, ends disabled; changing tab resets", async () => {
    const page = b.page;
    const demo = await openHome(page);
    const cards = demo.flashcards;
    expect(cards.length).toBeGreaterThan(1);
    expect(cards.length).toBeLessThanOrEqual(5);
    const region = page.getByRole("region", { name: "Try it now" });
    await region.getByRole("tab", { name: "Flashcards" }).click();
    const counter = region.getByTestId("demo-counter");
    await counter.getByText(`1 / ${cards.length}`).waitFor();
    await region.getByText(cards[0]!.topic, { exact: true }).waitFor();
    await region.getByText(cards[0]!.subtopic, { exact: true }).waitFor();

    const card = region.getByRole("button", { pressed: false }).filter({ hasText: cards[0]!.front });
    expect(await card.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");
    await card.click();
    const flipped = region.getByRole("button", { pressed: true });
    await flipped.waitFor();
    expect(await flipped.textContent()).toContain(cards[0]!.back);
    await region.getByRole("button", { name: "Show Question" }).click();
    await region.getByRole("button", { name: "Show Answer" }).click();
    await flipped.waitFor();

    const previous = region.getByRole("button", { name: "Previous" });
    const next = region.getByRole("button", { name: "Next" });
    expect(await previous.isDisabled()).toBe(true);
    await next.click();
    // A new card shows its question side.
    await counter.getByText(`2 / ${cards.length}`).waitFor();
    expect(await region.getByRole("button", { pressed: true }).count()).toBe(0);
    for (let i = 2; i < cards.length; i++) await next.click();
    await counter.getByText(`${cards.length} / ${cards.length}`).waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);

    // Leaving the tab and coming back starts the demo afresh.
    await region.getByRole("button", { name: "Show Answer" }).click();
    await region.getByRole("tab", { name: "Practice Questions" }).click();
    await region.getByRole("group").getByRole("button").first().click();
    await region.getByRole("heading", { name: "Explanation" }).waitFor();
    await region.getByRole("tab", { name: "Flashcards" }).click();
    await counter.getByText(`1 / ${cards.length}`).waitFor();
    expect(await region.getByRole("button", { pressed: true }).count()).toBe(0);
    await region.getByRole("tab", { name: "Practice Questions" }).click();
    await counter.getByText(`1 / ${demo.questions.length}`).waitFor();
    expect(await region.getByRole("heading", { name: "Explanation" }).count()).toBe(0);
  });

  it("study guide demo shows the pulse oximetry sample with Overview and Key Points", async () => {
    const page = b.page;
    await openHome(page);
    const region = page.getByRole("region", { name: "Try it now" });
    await region.getByRole("tab", { name: "Study Guides" }).click();
    await region.getByRole("heading", { name: "Pulse Oximetry" }).waitFor();
    await region.getByRole("heading", { name: "Overview" }).waitFor();
    await region.getByRole("heading", { name: "Key Points" }).waitFor();
    expect(await region.getByRole("listitem").count()).toBeGreaterThan(2);
  });

  it("shows a loading placeholder while the demo loads", async () => {
    const page = b.page;
    await page.route(
      (url) => url.pathname.includes("home.demo"),
      async (route) => {
        await new Promise((r) => setTimeout(r, 1_500));
        await route.continue();
      },
    );
    await page.goto("/");
    await page.getByRole("status").getByText("Loading questions...").waitFor();
    await page.getByTestId("demo-counter").waitFor();
    expect(await page.getByText("Loading questions...").count()).toBe(0);
  });

  it("dashboard preview is labelled a sample and has an 84-cell heat map and 85% readiness", async () => {
    const page = b.page;
    await openHome(page);
    const preview = page.getByRole("region", { name: "See your progress at a glance" });
    await preview.getByText("Sample preview").waitFor();
    expect(await preview.locator("[data-level]").count()).toBe(84);
    expect(await preview.getByRole("progressbar", { name: "Sample exam readiness" }).getAttribute("aria-valuenow")).toBe("85");
  });

  it("'See All Premium Features' adds two items and 'Show Less' removes them", async () => {
    const page = b.page;
    await openHome(page);
    const features = page.locator("#premium-features > li");
    const before = await features.count();
    expect(before).toBeGreaterThan(0);
    await page.getByRole("button", { name: "See All Premium Features" }).click();
    expect(await features.count()).toBe(before + 2);
    await page.getByRole("button", { name: "Show Less" }).click();
    expect(await features.count()).toBe(before);
  });

  it("links to /pricing and /free-practice", async () => {
    const page = b.page;
    await openHome(page);
    await page.getByRole("main").getByRole("link", { name: "Start Your 3-Day Free Trial" }).click();
    await page.waitForURL("**/pricing");
    await page.getByRole("heading", { level: 1, name: "Choose your plan" }).waitFor();

    // Back home without waiting on the demo: this context may now answer it from its HTTP cache.
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Practice Free Questions" }).click();
    await page.waitForURL("**/free-practice");
    await page.getByRole("heading", { level: 1, name: "Free NCCAA Practice Questions" }).waitFor();
  });
});
