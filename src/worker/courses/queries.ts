// Courses are views over the one question bank: a module is a taxonomy topic, its progress comes from
// the student's recorded answers, its quiz is its first five questions, checked on the server.
import { and, asc, count, eq } from "drizzle-orm";
import { flashcards, questions } from "../../../drizzle/schema.ts";
import { isCorrectChoice } from "../../shared/exam.ts";
import { courseProgress, progressPercentage } from "../../shared/stats.ts";
import { TAXONOMY } from "../../shared/taxonomy.ts";
import { optionTextsOf, type Letter } from "../../shared/vocab.ts";
import { askedQuestionColumns, isPublished } from "../content/published.ts";
import type { Db } from "../db.ts";
import { subtopicTotals, userToday } from "../progress/queries.ts";
import { queueMissedCards } from "../practice/missed-cards.ts";
import { recordAnswer } from "../progress/record-answer.ts";
import type { RequestDeps } from "../request-deps.ts";

/** The practice quiz of a module shows its first five questions. */
export const COURSE_QUIZ_SIZE = 5;

/** The modules (the taxonomy's topics) with question counts and the student's progress. */
export async function courseList(db: Db, userId: string) {
  const [counts, mine] = await db.batch([
    db.select({ topicId: questions.topicId, n: count() }).from(questions).where(isPublished(questions)).groupBy(questions.topicId),
    subtopicTotals(db, userId),
  ]);
  return TAXONOMY.map((t) => {
    const records = mine.filter((r) => r.topicId === t.id);
    return {
      id: t.id,
      title: t.name,
      subtopics: t.subtopics.map((s) => s.name),
      questionCount: counts.find((c) => c.topicId === t.id)?.n ?? 0,
      progress: courseProgress(records.map((r) => progressPercentage(r.correct, r.attempted))),
      started: records.length > 0,
    };
  });
}

/** A module's stored flashcards, optionally of one subtopic. */
export function courseFlashcards(db: Db, moduleId: string, subtopicId?: string) {
  return db
    .select({ id: flashcards.id, subtopicId: flashcards.subtopicId, front: flashcards.front, back: flashcards.back, difficulty: flashcards.difficulty })
    .from(flashcards)
    .where(and(isPublished(flashcards), eq(flashcards.topicId, moduleId), subtopicId ? eq(flashcards.subtopicId, subtopicId) : undefined))
    .orderBy(asc(flashcards.subtopicId), asc(flashcards.id));
}

/** The module's first questions, without their answers. */
export function courseQuiz(db: Db, moduleId: string) {
  return db
    .select(askedQuestionColumns)
    .from(questions)
    .where(and(isPublished(questions), eq(questions.topicId, moduleId)))
    .orderBy(asc(questions.subtopicId), asc(questions.id))
    .limit(COURSE_QUIZ_SIZE);
}

/** Checks a quiz answer, records it as an answer event, and returns the verdict; null for an unknown question. */
export async function answerCourseQuestion({ db, userId, now }: RequestDeps, questionId: string, letter: Letter) {
  const q = await db.query.questions.findFirst({ where: and(eq(questions.id, questionId), isPublished(questions)) });
  if (!q) return null;
  const correct = isCorrectChoice(optionTextsOf(q), q.correctLetter, letter);
  const { today } = await userToday(db, userId, now);
  await recordAnswer(db, {
    id: `quiz:${crypto.randomUUID()}`,
    userId,
    questionId: q.id,
    topicId: q.topicId,
    subtopicId: q.subtopicId,
    chosenLetter: letter,
    correct,
    mode: "quiz",
    answeredAt: now,
    day: today,
  });
  if (!correct) await queueMissedCards({ db, userId, now }, [q.id], "automatic");
  return { correct, correctLetter: q.correctLetter, explanation: q.explanation };
}
