// The free pages' data: a 10-question quiz drawn at random from the bank (with a signed token listing
// what it served), the check of one answer, and the two fixed card sets. Nothing here knows a user.
import { and, asc, eq, sql } from "drizzle-orm";
import { freeFlashcards, freeReviewCards, questions } from "../../../drizzle/schema.ts";
import { isCorrectChoice } from "../../shared/exam.ts";
import { FREE_QUIZ_SIZE } from "../../shared/free-pages.ts";
import { FREE_QUESTION_ID_MAX } from "../../shared/free-quiz-token.ts";
import { domainName } from "../../shared/blueprint.ts";
import { topicName } from "../../shared/taxonomy.ts";
import { optionsOf, optionTextsOf, type Letter } from "../../shared/vocab.ts";
import { askedQuestionColumns, isPublished } from "../content/published.ts";
import type { Db } from "../db.ts";
import { signQuizToken } from "./quiz-token.ts";

/**
 * A new random set: questions ranked at random within each exam domain and taken round-robin, so the
 * set spreads over the exam's content outline. The token lists the ids served: the only ones the
 * check answers for.
 */
export async function drawFreeQuiz(db: Db, secret: string | undefined, now: number) {
  const ranked = db
    .select({
      ...askedQuestionColumns,
      topicId: questions.topicId,
      domainId: questions.domainId,
      difficulty: questions.difficulty,
      turn: sql<number>`row_number() over (partition by ${questions.domainId} order by random())`.as("turn"),
    })
    .from(questions)
    // A question whose id the check refuses could never be answered.
    .where(and(isPublished(questions), sql`length(${questions.id}) <= ${FREE_QUESTION_ID_MAX}`))
    .as("ranked");
  const rows = await db.select().from(ranked).orderBy(sql`turn`, sql`random()`).limit(FREE_QUIZ_SIZE);
  const token = await signQuizToken(secret, rows.map((q) => q.id), now);
  const served = rows.map((q) => ({
    id: q.id,
    stem: q.stem,
    options: optionsOf(q),
    topic: topicName(q.topicId),
    domain: domainName(q.domainId),
    figure: q.figure,
    difficulty: q.difficulty,
  }));
  return { token, questions: served };
}

/** The verdict on one answer of a served question, or null when the question is not in the bank. */
export async function checkFreeAnswer(db: Db, questionId: string, letter: Letter) {
  const q = await db.query.questions.findFirst({ where: and(eq(questions.id, questionId), isPublished(questions)) });
  if (!q) return null;
  return { correct: isCorrectChoice(optionTextsOf(q), q.correctLetter, letter), correctLetter: q.correctLetter, explanation: q.explanation };
}

export function freeFlashcardSet(db: Db) {
  return db
    .select({ id: freeFlashcards.id, front: freeFlashcards.front, back: freeFlashcards.back })
    .from(freeFlashcards)
    .where(isPublished(freeFlashcards))
    .orderBy(asc(freeFlashcards.position));
}

export function freeReviewCardSet(db: Db) {
  return db
    .select({
      id: freeReviewCards.id,
      concept: freeReviewCards.concept,
      question: freeReviewCards.question,
      answer: freeReviewCards.answer,
      keyPoint: freeReviewCards.keyPoint,
    })
    .from(freeReviewCards)
    .where(isPublished(freeReviewCards))
    .orderBy(asc(freeReviewCards.position));
}
