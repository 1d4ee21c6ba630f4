// Where a student stands, by the exam's domains and the bank's subtopics (accuracy, answers, time
// per question), and the answer buckets the predicted score range is computed from. Aggregated in SQL.
import { and, count, eq, inArray, lte, sql } from "drizzle-orm";
import { answers, cardSchedules, questions } from "../../../drizzle/schema.ts";
import { PEERS, performanceByDomain, weakestSubtopics } from "../../shared/practice.ts";
import { predictedRange, type AnswerBucket } from "../../shared/readiness.ts";
import { subtopicName } from "../../shared/taxonomy.ts";
import { cardStillPublished } from "../flashcards/cards.ts";
import { peerStanding } from "../practice/peers.ts";
import type { RequestDeps } from "../request-deps.ts";
import { QUESTION_ANSWER_MODES } from "../../shared/vocab.ts";
import type { Db } from "../db.ts";

const DAY_MS = 86_400_000;

export function questionAnswersOf(userId: string) {
  return and(eq(answers.userId, userId), inArray(answers.mode, [...QUESTION_ANSWER_MODES]));
}

/** Answers, correct answers and average seconds per (domain, topic, subtopic). Batchable. */
export function subtopicPerformance(db: Db, userId: string) {
  return db
    .select({
      domainId: answers.domainId,
      topicId: answers.topicId,
      subtopicId: answers.subtopicId,
      answered: count(),
      correct: sql<number>`coalesce(sum(${answers.correct}), 0)`.mapWith(Number),
      avgSeconds: sql<number>`coalesce(avg(nullif(${answers.secondsSpent}, 0)), 0)`.mapWith(Number),
    })
    .from(answers)
    .where(questionAnswersOf(userId))
    .groupBy(answers.domainId, answers.topicId, answers.subtopicId);
}

/** Answers to bank questions per difficulty and age in days: the input of the predicted range. Batchable. */
export function answerBuckets(db: Db, userId: string, now: Date) {
  return db
    .select({
      difficulty: questions.difficulty,
      ageDays: sql<number>`cast((${now.getTime()} - ${answers.answeredAt}) / ${DAY_MS} as integer)`.mapWith(Number),
      answered: count(),
      correct: sql<number>`coalesce(sum(${answers.correct}), 0)`.mapWith(Number),
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(questionAnswersOf(userId))
    .groupBy(questions.difficulty, sql`2`);
}

export type SubtopicRow = Awaited<ReturnType<typeof subtopicPerformance>>[number];
export type BucketRow = Awaited<ReturnType<typeof answerBuckets>>[number] & AnswerBucket;

/**
 * The "where you stand" panel: performance by domain and subtopic, the weakest three subtopics, the
 * percentile against peers, the predicted score range, and the cards due today (missed ones apart).
 */
export async function standing({ db, userId, now }: RequestDeps) {
  const [subtopics, buckets, due] = await db.batch([
    subtopicPerformance(db, userId),
    answerBuckets(db, userId, now),
    db
      .select({ source: cardSchedules.cardSource, n: count() })
      .from(cardSchedules)
      .where(and(eq(cardSchedules.userId, userId), lte(cardSchedules.due, now), cardStillPublished))
      .groupBy(cardSchedules.cardSource),
  ]);
  const peers = await peerStanding(db, userId);
  const named = subtopics.map((r) => ({ ...r, name: subtopicName(r.topicId, r.subtopicId), avgSeconds: Math.round(r.avgSeconds) }));
  return {
    domains: performanceByDomain(named),
    subtopics: named.sort((a, b) => b.answered - a.answered),
    weakest: weakestSubtopics(named),
    peers: { ...peers, minCohort: PEERS.minCohort, minAnswers: PEERS.minAnswersToCount },
    estimate: predictedRange(buckets as AnswerBucket[]),
    cardsDue: due.reduce((n, r) => n + r.n, 0),
    missedDue: due.find((r) => r.source === "missed")?.n ?? 0,
  };
}
