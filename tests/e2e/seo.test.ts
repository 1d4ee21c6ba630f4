import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { countsOf, fileFor } from "../../scripts/prerender.ts";
import { loadContent } from "../../scripts/content.ts";
import { publicPages } from "../../src/shared/seo.ts";

const { content } = await loadContent();
const pages = publicPages(countsOf(content));
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

describe("served HTML of public routes (no JavaScript)", () => {
  it.each(pages.map((p) => [p.path, p] as const))("%s carries its own title, description, canonical, share tags, JSON-LD and heading", async (route, page) => {
    const res = await fetch(`${inject("baseUrl")}${route}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(page.title);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "")).toBe(page.description);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`http://localhost:8787${route}`);
    expect(decode(/<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? "")).toBe(page.title);
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as { "@type": string; url: string };
    expect(ld).toMatchObject({ "@type": page.type, url: `http://localhost:8787${route}` });
    expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "")).toBe(page.heading);
    expect(fileFor(route)).toMatch(/\.html$/);
  });

  it("serves robots.txt and a sitemap of every public route", async () => {
    const robots = await (await fetch(`${inject("baseUrl")}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: http://localhost:8787/sitemap.xml");
    const map = await (await fetch(`${inject("baseUrl")}/sitemap.xml`)).text();
    for (const p of pages) expect(map).toContain(`<loc>http://localhost:8787${p.path}</loc>`);
  });

  it("lists the glossary's terms and the programs in the served HTML", async () => {
    const glossary = await (await fetch(`${inject("baseUrl")}/glossary`)).text();
    expect(decode(glossary)).toContain(`<strong>${content.glossaryTerms[0]!.term}</strong>`);
    const schools = await (await fetch(`${inject("baseUrl")}/aa-schools`)).text();
    for (const s of content.aaSchools) expect(decode(schools)).toContain(s.name);
  });
});
