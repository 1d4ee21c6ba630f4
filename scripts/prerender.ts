// Build step (a Vite plugin): writes one HTML file per public route, so the HTML the Worker's asset
// server returns already has the route's title, description, canonical URL, Open Graph tags,
// JSON-LD and main heading and text. Crawlers and link previews do not run JavaScript; browsers
// that do never see this snapshot (it is hidden under html.js and replaced when React mounts).
// Chosen over server rendering: the public pages are static or change only when content is
// seeded, so build-time HTML costs nothing per request and is served from the edge as a file.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { BRAND } from "../src/shared/brand.ts";
import { FREE_PRACTICE_FAQ } from "../src/shared/free-pages.ts";
import { publicPages, type ContentCounts, type PageSeo } from "../src/shared/seo.ts";
import { loadContent, type Content } from "./content.ts";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Where a route's file goes: "/" is index.html, "/glossary" is glossary.html (served at /glossary). */
export const fileFor = (route: string) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

function jsonLd(page: PageSeo, url: string, site: string, content: Content): object {
  const base = { "@context": "https://schema.org", "@type": page.type, name: page.title, description: page.description, url, isPartOf: { "@type": "WebSite", name: BRAND.name, url: site } };
  if (page.path === "/interview-prep") {
    return {
      ...base,
      mainEntity: content.interviewQuestions.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: q.answer } })),
    };
  }
  if (page.path === "/free-practice") {
    return { ...base, mainEntity: FREE_PRACTICE_FAQ.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })) };
  }
  if (page.path === "/glossary") {
    return {
      ...base,
      about: { "@type": "DefinedTermSet", name: `${BRAND.name} anesthesia glossary`, hasDefinedTerm: content.glossaryTerms.map((t) => ({ "@type": "DefinedTerm", name: t.term, description: t.definition })) },
    };
  }
  if (page.path === "/aa-schools") {
    return { ...base, mainEntity: { "@type": "ItemList", itemListElement: content.aaSchools.map((s, i) => ({ "@type": "ListItem", position: i + 1, name: s.name, url: s.websiteUrl })) } };
  }
  return base;
}

/** The page's own content beyond the heading, as plain HTML for readers without JavaScript. */
function bodyExtras(page: PageSeo, content: Content): string {
  if (page.path === "/glossary") {
    return `<dl>${content.glossaryTerms.map((t) => `<dt><strong>${esc(t.term)}</strong>${t.abbreviation ? ` (${esc(t.abbreviation)})` : ""}</dt><dd>${esc(t.definition)}</dd>`).join("")}</dl>`;
  }
  if (page.path === "/aa-schools") {
    return `<ul>${content.aaSchools.map((s) => `<li><a href="${esc(s.websiteUrl)}">${esc(s.name)}</a>, ${esc(s.location)}: ${esc(s.degree)}</li>`).join("")}</ul>`;
  }
  if (page.path === "/interview-prep") {
    return `<ul>${content.interviewQuestions.map((q) => `<li>${esc(q.question)}</li>`).join("")}</ul>`;
  }
  return "";
}

export function renderPublicPage(template: string, page: PageSeo, site: string, content: Content): string {
  const url = `${site}${page.path === "/" ? "/" : page.path}`;
  const head = [
    `<title>${esc(page.title)}</title>`,
    `<meta name="description" content="${esc(page.description)}" />`,
    `<link rel="canonical" href="${esc(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${esc(BRAND.name)}" />`,
    `<meta property="og:title" content="${esc(page.title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${esc(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${JSON.stringify(jsonLd(page, url, site, content)).replace(/</g, "\\u003c")}</script>`,
  ].join("\n    ");
  const snapshot = `<div id="prerendered"><main id="main" class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-4xl font-bold tracking-tight">${esc(page.heading)}</h1><p class="mt-4 text-lg">${esc(page.lead)}</p>${bodyExtras(page, content)}<p class="mt-8"><a href="/pricing">Pricing</a> · <a href="/free-practice">Free practice questions</a> · <a href="/glossary">Glossary</a> · <a href="/aa-schools">AA programs</a></p></main></div>`;
  return template
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta name="description"[^>]*>/, "")
    .replace("</head>", `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${snapshot}</div>`);
}

export function sitemap(pages: PageSeo[], site: string): string {
  const urls = pages.map((p) => `  <url><loc>${esc(`${site}${p.path}`)}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function countsOf(content: Content): ContentCounts {
  return {
    questions: content.questions.length,
    flashcards: content.flashcards.length,
    reviewItems: content.reviewItems.length,
    glossaryTerms: content.glossaryTerms.length,
    programs: content.aaSchools.filter((s) => s.accreditation === "accredited").length,
  };
}

/** Vite plugin: after the client build, writes dist/client/<route>.html for every public route. */
export function prerenderPublicPages(): Plugin {
  return {
    name: "prerender-public-pages",
    apply: "build",
    async closeBundle() {
      const dir = path.resolve("dist/client");
      let template: string;
      try {
        template = await readFile(path.join(dir, "index.html"), "utf8");
      } catch {
        return; // the worker environment's bundle closes too; only the client has index.html
      }
      if (template.includes('id="prerendered"')) return;
      const { content } = await loadContent();
      const site = (process.env.PUBLIC_SITE_URL ?? "http://localhost:8787").replace(/\/$/, "");
      const pages = publicPages(countsOf(content));
      for (const page of pages) {
        await writeFile(path.join(dir, fileFor(page.path)), renderPublicPage(template, page, site, content));
      }
      await writeFile(path.join(dir, "sitemap.xml"), sitemap(pages, site));
      await writeFile(path.join(dir, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site}/sitemap.xml\n`);
    },
  };
}
