import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

const b = useBrowser();

type Term = { term: string; abbreviation: string | null; category: string; definition: string };
const seeded = async () => JSON.parse(await readFile("content/glossary.json", "utf8")) as Term[];
// Counted here from the seed file rather than with the page's own filter, so a broken filter shows up.
const matching = (terms: Term[], word: string) =>
  terms.filter((t) => [t.term, t.abbreviation ?? "", t.definition].some((s) => s.toLowerCase().includes(word))).length;
const found = (n: number) => `${n} ${n === 1 ? "term" : "terms"} found`;

describe("the glossary", () => {
  it("searches, filters by category, shows the empty state and keeps the search in the URL", async () => {
    const terms = await seeded();
    const page = b.page;
    await page.goto("/glossary");
    await page.getByRole("heading", { level: 1, name: "Anesthesia Glossary" }).waitFor();
    await page.getByText(found(terms.length)).waitFor();

    const search = page.getByRole("searchbox", { name: "Search terms" });
    await search.fill("SUGAMMADEX");
    await page.getByText(found(matching(terms, "sugammadex"))).waitFor();
    expect(await page.getByRole("heading", { level: 3, name: "Sugammadex" }).count()).toBe(1);
    await page.waitForURL((u) => u.searchParams.get("q") === "SUGAMMADEX");

    await search.fill("");
    const category = "Organizations";
    const inCategory = terms.filter((t) => t.category === category).length;
    await page.getByRole("combobox", { name: "Category" }).selectOption(category);
    await page.getByText(found(inCategory)).waitFor();
    expect(await page.locator("article").count()).toBe(inCategory);

    await search.fill("no-such-term-xyz");
    await page.getByRole("heading", { name: "No terms found matching your search" }).waitFor();
    await page.getByText(found(0)).waitFor();
    expect(await page.locator("article").count()).toBe(0);
  });

  it("pre-fills the search from /glossary?q=", async () => {
    const terms = await seeded();
    const page = b.page;
    await page.goto("/glossary?q=propofol");
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search terms" }).inputValue()).toBe("propofol");
    await page.getByText(found(matching(terms, "propofol"))).waitFor();
  });
});

describe("interview prep", () => {
  it("keeps one question open at a time across the page", async () => {
    const page = b.page;
    await page.goto("/interview-prep");
    await page.getByRole("heading", { level: 1, name: "Interview Preparation" }).waitFor();
    const school = page.getByRole("region", { name: "School interview questions" }).locator("button[aria-expanded]").first();
    const job = page.getByRole("region", { name: "Job interview questions" }).locator("button[aria-expanded]").first();
    await school.waitFor();

    await school.click();
    expect(await school.getAttribute("aria-expanded")).toBe("true");
    await job.click();
    expect(await job.getAttribute("aria-expanded")).toBe("true");
    expect(await school.getAttribute("aria-expanded")).toBe("false");
    await job.click();
    expect(await page.locator("button[aria-expanded=true]").count()).toBe(0);
  });
});
