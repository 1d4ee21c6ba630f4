import { describe, expect, it } from "vitest";
import { countsOf } from "../../scripts/prerender.ts";
import { loadContent } from "../../scripts/content.ts";
import { publicPages } from "../../src/shared/seo.ts";
import { seriousViolations, useBrowser } from "./browser.ts";

const b = useBrowser();
const { content } = await loadContent();
const pages = publicPages(countsOf(content));

describe("accessibility of public pages (axe-core)", () => {
  for (const theme of ["dark", "light"] as const) {
    it.each(pages.map((p) => [p.path, p] as const))(`%s in the ${theme} theme: its heading renders, no serious or critical violations`, async (route, page) => {
      await b.page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await b.page.goto(route);
      await b.page.getByRole("heading", { level: 1, name: page.heading }).waitFor();
      expect(await seriousViolations(b.page)).toBe("");
    });
  }
});
