import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { countsOf } from "../../scripts/prerender.ts";
import { loadContent } from "../../scripts/content.ts";
import { publicPages } from "../../src/shared/seo.ts";
import { useBrowser } from "./browser.ts";

const b = useBrowser();
// Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern
// (an injected <script> tag would be blocked, and reported, as it should be).
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const { content } = await loadContent();
const pages = publicPages(countsOf(content));

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };

describe("accessibility of public pages (axe-core)", () => {
  for (const theme of ["dark", "light"] as const) {
    it.each(pages.map((p) => [p.path, p] as const))(`%s in the ${theme} theme: its heading renders, no serious or critical violations`, async (route, page) => {
      await b.page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      await b.page.goto(route);
      await b.page.getByRole("heading", { level: 1, name: page.heading }).waitFor();
      await b.page.evaluate(axeSource);
      const result = (await b.page.evaluate(() => (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ["violations"] }))) as AxeResult;
      const serious = result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
      expect(serious.join("\n")).toBe("");
    });
  }
});
