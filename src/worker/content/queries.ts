// Reads of the study content for students and visitors: one bank question with its answer, the live
// counts quoted by marketing copy, and the home page's demo set. Published content only.
import { and, count, eq, sql } from "drizzle-orm";
import { aaSchools, flashcards, questions, reviewItems } from "../../../drizzle/schema.ts";
import { domainName } from "../../shared/blueprint.ts";
import { DEMO_SIZE } from "../../shared/home.ts";
import { subtopicName, TAXONOMY, topicName } from "../../shared/taxonomy.ts";
import { optionsOf } from "../../shared/vocab.ts";
import type { Db } from "../db.ts";
import { isPublished } from "./published.ts";

/** One bank question with its answer (the target of an AI answer's citation), or null. */
export async function questionWithAnswer(db: Db, id: string) {
  const q = await db.query.questions.findFirst({ where: and(eq(questions.id, id), isPublished(questions)) });
  if (!q) return null;
  return {
    id: q.id,
    topic: topicName(q.topicId),
    subtopic: subtopicName(q.topicId, q.subtopicId),
    domain: domainName(q.domainId),
    difficulty: q.difficulty,
    stem: q.stem,
    figure: q.figure,
    options: optionsOf(q),
    correctLetter: q.correctLetter,
    explanation: q.explanation,
    keyConcept: q.keyConcept,
    reference: q.reference,
  };
}

/** Live counts for marketing copy (questions, flashcards, review items, programs, topics): never typed in. */
export async function contentCounts(db: Db) {
  const [q, f, r, p] = await db.batch([
    db.select({ n: count() }).from(questions).where(isPublished(questions)),
    db.select({ n: count() }).from(flashcards).where(isPublished(flashcards)),
    db.select({ n: count() }).from(reviewItems).where(isPublished(reviewItems)),
    // Developing programs are listed apart and never counted as accredited.
    db.select({ n: count() }).from(aaSchools).where(and(isPublished(aaSchools), eq(aaSchools.accreditation, "accredited"))),
  ]);
  return {
    questions: q[0]?.n ?? 0,
    flashcards: f[0]?.n ?? 0,
    reviewItems: r[0]?.n ?? 0,
    programs: p[0]?.n ?? 0,
    topics: TAXONOMY.reduce((n, t) => n + t.subtopics.length, 0),
  };
}

const topicOrder = (topicId: string) => {
  const i = TAXONOMY.findIndex((t) => t.id === topicId);
  return i < 0 ? TAXONOMY.length : i;
};

/** One item per topic in taxonomy order (unknown topics last, by id), cut to the demo size. */
function demoSet<T extends { id: string; topicId: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => topicOrder(a.topicId) - topicOrder(b.topicId) || a.id.localeCompare(b.id)).slice(0, DEMO_SIZE);
}

/**
 * The home page's demo: the first published question and flashcard (by id) of each topic, in
 * taxonomy order, five at most. Fixed for everyone, so it can be cached; it changes with the content.
 */
export async function homeDemo(db: Db) {
  const firstQuestions = db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      subtopicId: questions.subtopicId,
      stem: questions.stem,
      figure: questions.figure,
      optionA: questions.optionA,
      optionB: questions.optionB,
      optionC: questions.optionC,
      optionD: questions.optionD,
      correctLetter: questions.correctLetter,
      explanation: questions.explanation,
      rank: sql<number>`row_number() over (partition by ${questions.topicId} order by ${questions.id})`.as("rank"),
    })
    .from(questions)
    .where(isPublished(questions))
    .as("first_questions");
  const firstCards = db
    .select({
      id: flashcards.id,
      topicId: flashcards.topicId,
      subtopicId: flashcards.subtopicId,
      front: flashcards.front,
      back: flashcards.back,
      rank: sql<number>`row_number() over (partition by ${flashcards.topicId} order by ${flashcards.id})`.as("rank"),
    })
    .from(flashcards)
    .where(isPublished(flashcards))
    .as("first_cards");

  const [qs, cards] = await db.batch([db.select().from(firstQuestions).where(sql`rank = 1`), db.select().from(firstCards).where(sql`rank = 1`)]);
  return {
    questions: demoSet(qs).map((q) => ({
      id: q.id,
      topic: topicName(q.topicId),
      stem: q.stem,
      figure: q.figure,
      options: optionsOf(q),
      correctLetter: q.correctLetter,
      explanation: q.explanation,
    })),
    flashcards: demoSet(cards).map((c) => ({
      id: c.id,
      topic: topicName(c.topicId),
      subtopic: subtopicName(c.topicId, c.subtopicId),
      front: c.front,
      back: c.back,
    })),
  };
}
