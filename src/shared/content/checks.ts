// Checks across items that a per-item schema cannot see: unique ids, duplicate stems, coverage of
// the taxonomy and the sizes of the product's fixed sets. Each returns human-readable problems.
import { TAXONOMY } from "../taxonomy.ts";
import { type QuestionContent } from "./schemas.ts";
import { DIFFICULTIES } from "../vocab.ts";

export const MINIMUMS = {
  questionsPerSubtopic: 5,
  flashcardsPerSubtopic: 3,
  reviewItemsPerSubtopic: 3,
  glossaryTerms: 200,
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
