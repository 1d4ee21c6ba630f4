// Checks across items that a per-item schema cannot see: unique ids, duplicate stems, coverage of
// the taxonomy and the sizes of the product's fixed sets. Each returns human-readable problems.
import { TAXONOMY } from "../taxonomy.ts";
import { DIFFICULTIES } from "../vocab.ts";
import { bankTargetProblems, nearDuplicates, similarTexts } from "./bank-stats.ts";
import { namesEditionOrYear } from "./references.ts";
import { type QuestionContent } from "./schemas.ts";

export const MINIMUMS = {
  questionsPerSubtopic: 10,
  flashcardsPerSubtopic: 5,
  reviewItemsPerSubtopic: 8,
  // The library's advertised sizes ("1,000+ review cards", "500+ flashcards", "over 200 terms"), with
  // the flashcards and terms held above the claim rather than at it.
  flashcards: 600,
  reviewItems: 1000,
  glossaryTerms: 250,
} as const;

export const FIXED_SIZES = {
  freeFlashcards: 10,
  freeReviewCards: 10,
  adaptiveTopics: 37,
  schoolInterviewQuestions: 17,
  jobInterviewQuestions: 6,
} as const;

export function duplicateIds(kind: string, items: { id: string }[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const { id } of items) {
    if (seen.has(id)) problems.push(`${kind}: id "${id}" is used more than once`);
    seen.add(id);
  }
  return problems;
}

const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

export function duplicateTexts(kind: string, items: { id: string }[], text: (item: never) => string): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const item of items) {
    const key = normalise(text(item as never));
    const first = seen.get(key);
    if (first) problems.push(`${kind}: "${item.id}" repeats the text of "${first}"`);
    else seen.set(key, item.id);
  }
  return problems;
}

/** Every topic needs questions at all three difficulties. */
export function difficultyCoverage(questions: QuestionContent[]): string[] {
  const problems: string[] = [];
  for (const topic of TAXONOMY) {
    const present = new Set(questions.filter((q) => q.topic === topic.id).map((q) => q.difficulty));
    for (const d of DIFFICULTIES) {
      if (!present.has(d)) problems.push(`questions: topic "${topic.id}" has no ${d} question`);
    }
  }
  return problems;
}

/** Every subtopic needs at least `minimum` published items of a kind. */
export function subtopicCoverage(
  kind: string,
  items: { topic: string; subtopic: string; status: string }[],
  minimum: number,
): string[] {
  const counts = new Map<string, number>();
  for (const i of items) {
    if (i.status !== "published") continue;
    const key = `${i.topic}/${i.subtopic}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const problems: string[] = [];
  for (const topic of TAXONOMY) {
    for (const sub of topic.subtopics) {
      const n = counts.get(`${topic.id}/${sub.id}`) ?? 0;
      if (n < minimum) problems.push(`${kind}: ${topic.id}/${sub.id} has ${n}, needs at least ${minimum}`);
    }
  }
  return problems;
}

export function exactSize(kind: string, items: unknown[], size: number): string[] {
  return items.length === size ? [] : [`${kind}: has ${items.length} items, the product fixes ${size}`];
}

export function atLeast(kind: string, items: unknown[], minimum: number): string[] {
  return items.length >= minimum ? [] : [`${kind}: has ${items.length} items, needs at least ${minimum}`];
}

/** Pairs the near-duplicate check flagged that a reviewer read and found to test different facts. */
export type ReviewedPair = { a: string; b: string; why: string };

// Library texts are longer and freer than question stems, so two cards share more vocabulary by
// chance; these overlaps were set where the flagged pairs stop being the same fact told twice.
export const LIBRARY_NEAR_DUPLICATE = { reviewItems: 0.4, flashcards: 0.45 } as const;

const isLibraryId = (id: string) => id.startsWith("rv-") || id.startsWith("fc-");

/** Pairs in the near-duplicate list that belong to the study library rather than the question bank. */
export function libraryPairs(reviewed: ReviewedPair[]): ReviewedPair[] {
  return reviewed.filter((p) => isLibraryId(p.a) || isLibraryId(p.b));
}

/**
 * No two library cards teach the same fact, even when different writers filed them under different
 * subtopics: Review cards are compared by content, flashcards by front and back together.
 */
export function libraryProblems(
  reviewItems: { id: string; content: string; status: string }[],
  flashcards: { id: string; front: string; back: string; status: string }[],
  reviewed: ReviewedPair[],
): string[] {
  const pairs = libraryPairs(reviewed).map((p) => [p.a, p.b] as const);
  const published = <T extends { status: string }>(items: T[]) => items.filter((i) => i.status === "published");
  const found = [
    ...similarTexts(published(reviewItems).map((r) => ({ id: r.id, text: r.content })), LIBRARY_NEAR_DUPLICATE.reviewItems, pairs),
    ...similarTexts(published(flashcards).map((f) => ({ id: f.id, text: `${f.front} ${f.back}` })), LIBRARY_NEAR_DUPLICATE.flashcards, pairs),
  ];
  const problems = found.map(
    (d) => `library: "${d.a}" and "${d.b}" teach the same fact (overlap ${d.similarity}); rewrite one, or list the pair in content/near-duplicates-reviewed.json with why they differ`,
  );
  const known = new Set([...reviewItems, ...flashcards].map((i) => i.id));
  for (const p of libraryPairs(reviewed)) {
    for (const id of [p.a, p.b]) if (!known.has(id)) problems.push(`near-duplicates-reviewed: "${id}" is not a library id`);
  }
  return problems;
}

const words = (text: string) => text.trim().split(/\s+/).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).length;

/** The item standard's limits for an explanation that teaches: the key's reason and each distractor's. */
export const EXPLANATION = { minWords: 80, maxWords: 300, minSentences: 3 } as const;

/**
 * What the item standard asks of the published bank as a whole: no two items testing the same fact,
 * references that name their edition or year, explanations that teach, and the bank's targets
 * (size, domain shares, difficulty mix, vignettes, key letters, the longest-option habit, figures).
 */
export function questionBankProblems(questions: QuestionContent[], allReviewed: ReviewedPair[]): string[] {
  const reviewed = allReviewed.filter((p) => !libraryPairs([p]).length);
  const published = questions.filter((q) => q.status === "published");
  const problems: string[] = [];
  for (const d of nearDuplicates(published, undefined, reviewed.map((p) => [p.a, p.b] as const))) {
    problems.push(`questions: "${d.a}" and "${d.b}" test the same fact (overlap ${d.similarity}); rewrite one, or list the pair in content/near-duplicates-reviewed.json with why they differ`);
  }
  for (const q of published) {
    if (!namesEditionOrYear(q.reference)) problems.push(`questions: "${q.id}": reference must name an edition or a year: "${q.reference}"`);
    const n = words(q.explanation);
    if (n < EXPLANATION.minWords || n > EXPLANATION.maxWords || sentences(q.explanation) < EXPLANATION.minSentences) {
      problems.push(`questions: "${q.id}": the explanation (${n} words) must say why the key is right and why each distractor is wrong in ${EXPLANATION.minWords}-${EXPLANATION.maxWords} words`);
    }
  }
  const known = new Set(questions.map((q) => q.id));
  for (const p of reviewed) {
    for (const id of [p.a, p.b]) if (!known.has(id)) problems.push(`near-duplicates-reviewed: "${id}" is not a question id`);
  }
  return [...problems, ...bankTargetProblems(published)];
}
