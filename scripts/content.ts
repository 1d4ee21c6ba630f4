// Reads every file in content/, validates it and runs the cross-item checks. Used by the seed
// command, `npm run content:check` and the unit tests.
import blueprintData from "../content/blueprint.json" with { type: "json" };
import { blueprintProblems } from "../src/shared/blueprint-check.ts";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import * as z from "zod";
import { outdatedReferences } from "../src/shared/content/bank-stats.ts";
import {
  atLeast,
  difficultyCoverage,
  duplicateIds,
  duplicateTexts,
  exactSize,
  FIXED_SIZES,
  MINIMUMS,
  libraryProblems,
  questionBankProblems,
  subtopicCoverage,
} from "../src/shared/content/checks.ts";
import {
  aaSchoolSchema,
  adaptiveTopicSchema,
  ContentError,
  flashcardSchema,
  freeFlashcardSchema,
  freeReviewCardSchema,
  glossaryTermSchema,
  interviewGuideSchema,
  interviewQuestionSchema,
  questionSchema,
  reviewItemSchema,
  validateItems,
} from "../src/shared/content/schemas.ts";
import { TOPIC_IDS } from "../src/shared/taxonomy.ts";
import { root } from "./lib.ts";

async function readJson(base: string, file: string): Promise<unknown> {
  const full = path.join(base, file);
  if (!existsSync(full)) throw new ContentError(`${file}: file is missing`);
  try {
    return JSON.parse(await readFile(full, "utf8"));
  } catch (e) {
    throw new ContentError(`${file}: invalid JSON: ${(e as Error).message}`);
  }
}

type Problems = string[];

/** Runs a step and collects its ContentError instead of stopping at the first bad file. */
async function collect<T>(problems: Problems, fallback: T, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    problems.push(...e.message.split("\n"));
    return fallback;
  }
}

async function loadFile<S extends z.ZodType>(base: string, problems: Problems, file: string, schema: S) {
  return collect(problems, [] as z.output<S>[], async () => validateItems(file, schema, await readJson(base, file)));
}

/**
 * content/<dir>/<topic>.json, or any number of files in content/<dir>/<topic>/ (one per subtopic or
 * batch, so authors working in parallel each own their files); an item's topic must match its place.
 */
async function loadByTopic<S extends z.ZodType<{ id: string; topic: string }>>(base: string, problems: Problems, dir: string, schema: S) {
  const entries = existsSync(path.join(base, dir)) ? await readdir(path.join(base, dir), { withFileTypes: true }) : [];
  const files: { file: string; topic: string }[] = [];
  for (const entry of entries) {
    if (entry.isDirectory()) {
      const inner = (await readdir(path.join(base, dir, entry.name))).filter((f) => f.endsWith(".json"));
      files.push(...inner.map((f) => ({ file: `${dir}/${entry.name}/${f}`, topic: entry.name })));
    } else if (entry.name.endsWith(".json")) {
      files.push({ file: `${dir}/${entry.name}`, topic: entry.name.replace(/\.json$/, "") });
    }
  }
  const all: z.output<S>[] = [];
  for (const { file, topic } of files.sort((a, b) => a.file.localeCompare(b.file))) {
    if (!TOPIC_IDS.includes(topic)) {
      problems.push(`${file}: must be filed under a topic id of src/shared/taxonomy.ts`);
      continue;
    }
    for (const item of await loadFile(base, problems, file, schema)) {
      if (item.topic !== topic) problems.push(`${file}: item "${item.id}": topic: "${item.topic}" does not match the file`);
      all.push(item);
    }
  }
  return all;
}

const reviewedPairsSchema = z.strictObject({
  "//": z.string().optional(),
  distinct: z.array(z.strictObject({ a: z.string().min(1), b: z.string().min(1), why: z.string().trim().min(10) })),
});
const supersededSchema = z.strictObject({
  "//": z.string().optional(),
  superseded: z.array(z.strictObject({ pattern: z.string().min(1), current: z.string().min(1) })),
});

/** A data file of the checks themselves, validated; absent means empty. */
async function loadCheckData<S extends z.ZodType>(base: string, problems: Problems, file: string, schema: S, empty: z.output<S>) {
  if (!existsSync(path.join(base, file))) return empty;
  return collect(problems, empty, async () => {
    const r = schema.safeParse(await readJson(base, file));
    if (!r.success) throw new ContentError(r.error.issues.map((i) => `${file}: ${i.path.join(".")}: ${i.message}`).join("\n"));
    return r.data;
  });
}

/** Loads content/ under `base` (the project root unless a test points elsewhere). */
export async function loadContent(base = root) {
  const problems: Problems = [];
  const content = {
    questions: await loadByTopic(base, problems, "content/questions", questionSchema),
    flashcards: await loadByTopic(base, problems, "content/flashcards", flashcardSchema),
    reviewItems: await loadByTopic(base, problems, "content/review", reviewItemSchema),
    glossaryTerms: await loadFile(base, problems, "content/glossary.json", glossaryTermSchema),
    aaSchools: await loadFile(base, problems, "content/aa-schools.json", aaSchoolSchema),
    interviewQuestions: await loadFile(base, problems, "content/interview-questions.json", interviewQuestionSchema),
    freeFlashcards: await loadFile(base, problems, "content/free-flashcards.json", freeFlashcardSchema),
    freeReviewCards: await loadFile(base, problems, "content/free-review-cards.json", freeReviewCardSchema),
    adaptiveTopics: await loadFile(base, problems, "content/adaptive-topics.json", adaptiveTopicSchema),
  };
  const guideFile = "content/interview-guide.json";
  await collect(problems, null, async () => {
    const r = interviewGuideSchema.safeParse(await readJson(base, guideFile));
    if (!r.success) throw new ContentError(r.error.issues.map((i) => `${guideFile}: ${i.path.join(".")}: ${i.message}`).join("\n"));
    return r.data;
  });

  const reviewed = await loadCheckData(base, problems, "content/near-duplicates-reviewed.json", reviewedPairsSchema, { distinct: [] });
  const superseded = await loadCheckData(base, problems, "content/superseded-references.json", supersededSchema, { superseded: [] });

  const c = content;
  problems.push(
    ...blueprintProblems(blueprintData),
    ...questionBankProblems(c.questions, reviewed.distinct),
    ...Object.entries(c).flatMap(([kind, items]) => duplicateIds(kind, items)),
    ...duplicateTexts("questions", c.questions, (q: { stem: string }) => q.stem),
    ...duplicateTexts("flashcards", c.flashcards, (f: { front: string }) => f.front),
    ...duplicateTexts("glossaryTerms", c.glossaryTerms, (g: { term: string }) => g.term),
    ...difficultyCoverage(c.questions),
    ...subtopicCoverage("questions", c.questions, MINIMUMS.questionsPerSubtopic),
    ...subtopicCoverage("flashcards", c.flashcards, MINIMUMS.flashcardsPerSubtopic),
    ...subtopicCoverage("reviewItems", c.reviewItems, MINIMUMS.reviewItemsPerSubtopic),
    ...atLeast("glossaryTerms", c.glossaryTerms, MINIMUMS.glossaryTerms),
    ...atLeast("flashcards", c.flashcards, MINIMUMS.flashcards),
    ...atLeast("reviewItems", c.reviewItems, MINIMUMS.reviewItems),
    ...duplicateTexts("reviewItems", c.reviewItems, (r: { content: string }) => r.content),
    ...libraryProblems(c.reviewItems, c.flashcards, reviewed.distinct),
    ...exactSize("freeFlashcards", c.freeFlashcards, FIXED_SIZES.freeFlashcards),
    ...exactSize("freeReviewCards", c.freeReviewCards, FIXED_SIZES.freeReviewCards),
    ...exactSize("adaptiveTopics", c.adaptiveTopics, FIXED_SIZES.adaptiveTopics),
    ...exactSize("school interview questions", c.interviewQuestions.filter((q) => q.kind === "school"), FIXED_SIZES.schoolInterviewQuestions),
    ...exactSize("job interview questions", c.interviewQuestions.filter((q) => q.kind === "job"), FIXED_SIZES.jobInterviewQuestions),
  );
  // Warnings, not failures: a superseded edition is a reason to re-read the item, not proof it is wrong.
  const warnings = outdatedReferences(c.questions, superseded.superseded).map(
    (o) => `questions: "${o.id}" cites a superseded edition ("${o.reference}"); current: ${o.current}`,
  );
  return { content, problems, warnings, reviewedPairs: reviewed.distinct, superseded: superseded.superseded };
}

export type Content = Awaited<ReturnType<typeof loadContent>>["content"];

/** Counts per kind, and per topic for the kinds filed under the taxonomy. */
export function describeCounts(content: Content): string {
  const lines: string[] = [];
  for (const [kind, items] of Object.entries(content)) lines.push(`  ${kind.padEnd(20)} ${String(items.length).padStart(5)}`);
  lines.push("  per topic             questions  easy/medium/hard  flashcards  review");
  for (const topic of TOPIC_IDS) {
    const q = content.questions.filter((i) => i.topic === topic);
    const by = (d: string) => q.filter((i) => i.difficulty === d).length;
    const f = content.flashcards.filter((i) => i.topic === topic).length;
    const r = content.reviewItems.filter((i) => i.topic === topic).length;
    lines.push(`  ${topic.padEnd(22)} ${String(q.length).padStart(8)}  ${`${by("easy")}/${by("medium")}/${by("hard")}`.padStart(16)}  ${String(f).padStart(10)}  ${String(r).padStart(6)}`);
  }
  return lines.join("\n");
}

// `npm run content:check`: validate everything and print the counts and every problem.
if (import.meta.main) {
  const { content, problems, warnings } = await loadContent();
  console.log(`content:\n${describeCounts(content)}`);
  if (warnings.length) console.warn(`\n${warnings.length} warning(s):\n${warnings.map((w) => `  - ${w}`).join("\n")}`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\ncontent: all checks pass");
}
