// `npm run content:stats`: the question bank's figures against the item standard's targets, from the
// content files. `-- --json` prints one JSON object for other tools; `--domain <id>` or
// `--subtopics a,b` narrows the figures (near-duplicates are still found across the whole bank).
import { parseArgs } from "node:util";
import { DOMAINS, domainOf } from "../src/shared/blueprint.ts";
import { bankFigures, longestIsKey, nearDuplicates, outdatedReferences } from "../src/shared/content/bank-stats.ts";
import { TAXONOMY } from "../src/shared/taxonomy.ts";
import { DIFFICULTIES, PUBLISHED } from "../src/shared/vocab.ts";
import { loadContent } from "./content.ts";
import { root } from "./lib.ts";

const published = (item: { status: string }) => item.status === PUBLISHED;
const pairsOf = (reviewed: { a: string; b: string }[]) => reviewed.map((p) => [p.a, p.b] as const);

/** The figures other tools read, computed from the content under `base`. */
export async function contentStats(base = root) {
  const { content, reviewedPairs, superseded } = await loadContent(base);
  const questions = content.questions.filter(published);
  const perSubtopic = TAXONOMY.flatMap((t) => t.subtopics.map((s) => questions.filter((q) => q.topic === t.id && q.subtopic === s.id).length));
  return {
    questions: bankFigures(questions),
    subtopics: { total: perSubtopic.length, minQuestions: Math.min(...perSubtopic) },
    nearDuplicates: nearDuplicates(questions, undefined, pairsOf(reviewedPairs)).length,
    outdatedReferences: outdatedReferences(questions, superseded).length,
    flashcards: content.flashcards.filter(published).length,
    reviewItems: content.reviewItems.filter(published).length,
    glossaryTerms: content.glossaryTerms.length,
    programs: content.aaSchools.filter((s) => published(s) && s.accreditation === "accredited").length,
    developingPrograms: content.aaSchools.filter((s) => published(s) && s.accreditation === "developing").length,
    library: {
      reviewItemsByDomain: byDomain(content.reviewItems.filter(published)),
      flashcardsByDomain: byDomain(content.flashcards.filter(published)),
      flashcardsByDifficulty: Object.fromEntries(DIFFICULTIES.map((d) => [d, content.flashcards.filter((f) => published(f) && f.difficulty === d).length])),
      minReviewItemsPerSubtopic: minPerSubtopic(content.reviewItems.filter(published)),
      minFlashcardsPerSubtopic: minPerSubtopic(content.flashcards.filter(published)),
    },
  };
}

/** Items per blueprint domain, by name. */
function byDomain(items: { subtopic: string }[]) {
  return Object.fromEntries(DOMAINS.map((d) => [d.name, items.filter((i) => domainOf(i.subtopic) === d.id).length]));
}

function minPerSubtopic(items: { topic: string; subtopic: string }[]) {
  return Math.min(...TAXONOMY.flatMap((t) => t.subtopics.map((s) => items.filter((i) => i.topic === t.id && i.subtopic === s.id).length)));
}

const share = (n: number, total: number) => `${n} (${total ? ((n / total) * 100).toFixed(1) : "0.0"} %)`;

if (import.meta.main) {
  const { values } = parseArgs({ options: { json: { type: "boolean" }, domain: { type: "string" }, subtopics: { type: "string" } } });
  if (values.json) {
    console.log(JSON.stringify(await contentStats()));
    process.exit(0);
  }
  const { content, reviewedPairs, superseded } = await loadContent();
  const all = content.questions.filter(published);
  const wanted = values.subtopics?.split(",").map((s) => s.trim());
  const selected = all.filter((q) => (!values.domain || domainOf(q.subtopic) === values.domain) && (!wanted || wanted.includes(q.subtopic)));
  const f = bankFigures(selected);
  console.log(`questions: ${f.total}${values.domain || wanted ? " (selected)" : ""}`);
  for (const d of DOMAINS) if (f.byDomain[d.name]) console.log(`  ${d.name.padEnd(62)} ${share(f.byDomain[d.name]!, f.total).padStart(13)}  outline ${d.weight} %`);
  console.log(`difficulty: ${Object.entries(f.byDifficulty).map(([k, v]) => `${k} ${share(v, f.total)}`).join(", ")}`);
  console.log(`key letter: ${Object.entries(f.byLetter).map(([k, v]) => `${k} ${share(v, f.total)}`).join(", ")}`);
  console.log(`vignettes ${share(f.vignettes, f.total)}; key strictly longest ${share(f.longestIsKey, f.total)}; with a figure ${f.withFigure}`);
  const subtopics = TAXONOMY.flatMap((t) => t.subtopics.map((s) => ({ topic: t.id, id: s.id })))
    .filter((s) => (!values.domain || domainOf(s.id) === values.domain) && (!wanted || wanted.includes(s.id)));
  console.log(`per subtopic: ${subtopics.map((s) => `${s.id} ${selected.filter((q) => q.topic === s.topic && q.subtopic === s.id).length}`).join(", ")}`);
  const ids = new Set(selected.map((q) => q.id));
  const dupes = nearDuplicates(all, undefined, pairsOf(reviewedPairs)).filter((d) => ids.has(d.a) || ids.has(d.b));
  console.log(`near-duplicates: ${dupes.length}${dupes.map((d) => `\n  ${d.a} ~ ${d.b} (${d.similarity})`).join("")}`);
  if (dupes.length) console.log("  (a pair that tests two different facts is a false alarm: name it in your report, do not rewrite it)");
  if (!values.domain && !wanted) {
    const s = await contentStats();
    console.log(`library: ${s.reviewItems} review items (min ${s.library.minReviewItemsPerSubtopic} per subtopic), ${s.flashcards} flashcards (min ${s.library.minFlashcardsPerSubtopic}), ${s.glossaryTerms} glossary terms, ${s.programs} accredited programs + ${s.developingPrograms} developing`);
    for (const d of DOMAINS) console.log(`  ${d.name.padEnd(62)} review ${String(s.library.reviewItemsByDomain[d.name]).padStart(4)}  flashcards ${String(s.library.flashcardsByDomain[d.name]).padStart(4)}`);
    console.log(`  flashcard difficulty: ${Object.entries(s.library.flashcardsByDifficulty).map(([k, v]) => `${k} ${v}`).join(", ")}`);
  }
  const outdated = outdatedReferences(selected, superseded);
  console.log(`outdated references: ${outdated.length}${outdated.map((o) => `\n  ${o.id}: "${o.reference}" -> ${o.current}`).join("")}`);
  const longest = selected.filter(longestIsKey);
  if (values.domain || wanted) console.log(`key strictly longest in: ${longest.map((q) => q.id).join(", ")}`);
}
