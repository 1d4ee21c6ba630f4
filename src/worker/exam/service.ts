// Practice exams on the server: random selection, answers and flags saved as they happen, and a
// submit that scores exactly once and records every answer as an event.
import { and, desc, eq, gt, inArray, sql, count } from "drizzle-orm";
import { exams, questions } from "../../../drizzle/schema.ts";
import { isCorrectChoice, NO_QUESTIONS_FOUND, NOT_ENOUGH_QUESTIONS, type ExamConfig } from "../../shared/exam.ts";
import { examScore } from "../../shared/stats.ts";
import type { D1Database } from "@cloudflare/workers-types";
import type { Db } from "../db.ts";
import type { RequestDeps } from "../request-deps.ts";
import { userToday } from "../progress/queries.ts";
import { optionTextsOf, type Letter } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import { recordAnswer } from "../progress/record-answer.ts";

export class ExamInputError extends Error {}

type ExamRow = typeof exams.$inferSelect;
const published = isPublished(questions);

export function builderCounts(db: Db) {
  return db
    .select({ topicId: questions.topicId, domainId: questions.domainId, difficulty: questions.difficulty, n: count() })
    .from(questions)
    .where(published)
    .groupBy(questions.topicId, questions.domainId, questions.difficulty);
}

export async function createExam({ db, userId, now }: RequestDeps, config: ExamConfig) {
  const filters = [published];
  if (config.topics !== "All") filters.push(inArray(questions.topicId, config.topics));
  if (config.domains !== "All") filters.push(inArray(questions.domainId, config.domains));
  if (config.difficulty !== "mixed") filters.push(eq(questions.difficulty, config.difficulty));
  // Random on the server: the browser never sees the pool.
  const picked = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(...filters))
    .orderBy(sql`random()`)
    .limit(config.questionCount);
  if (picked.length === 0) throw new ExamInputError(NO_QUESTIONS_FOUND);
  if (picked.length < config.questionCount) throw new ExamInputError(NOT_ENOUGH_QUESTIONS);
  const id = crypto.randomUUID();
  await db.insert(exams).values({
    id,
    userId,
    config,
    questionIds: picked.map((p) => p.id),
    answers: {},
    flags: {},
    startedAt: now,
    expiresAt: new Date(now.getTime() + config.timeLimit * 60_000),
  });
  return id;
}

/** The user's unfinished exam, if its time has not run out. */
export async function currentExam({ db, userId, now }: RequestDeps) {
  const row = await db.query.exams.findFirst({
    where: and(eq(exams.userId, userId), eq(exams.status, "in_progress"), gt(exams.expiresAt, now)),
    orderBy: desc(exams.startedAt),
  });
  return row ? { id: row.id, expiresAt: row.expiresAt.getTime() } : null;
}

async function loadOwn(db: Db, userId: string, examId: string): Promise<ExamRow | null> {
  return (await db.query.exams.findFirst({ where: and(eq(exams.id, examId), eq(exams.userId, userId)) })) ?? null;
}

async function questionRows(db: Db, ids: string[]) {
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => !!r);
}


/** Scores once: the update only applies to the exact answers scored, and the answer events only
 * land if that update did, so a double submit (or an answer racing the submit) cannot count twice. */
export async function submitExam({ db, userId, now }: RequestDeps, d1: D1Database, examId: string) {
  const exam = await loadOwn(db, userId, examId);
  if (!exam) return null;
  if (exam.status === "submitted") return exam;
  const qs = await questionRows(db, exam.questionIds);
  const answers = exam.answers;
  const correctness = qs.map((q, i) => isCorrectChoice(optionTextsOf(q), q.correctLetter, answers[String(i)]));
  const correctCount = correctness.filter(Boolean).length;
  const { today: day } = await userToday(db, userId, now);
  // The stored text itself, not a re-serialisation: key order may differ and must match exactly.
  const raw = await d1.prepare("select answers from exams where id = ?1").bind(examId).first<{ answers: string }>();
  const answersJson = raw!.answers;
  const mode = exam.config.mode === "tutor" ? "tutor" : "exam";

  // The answer events land only if this submit is the one that scored these exact answers.
  const scoredNow = sql`exists (select 1 from ${exams} where ${exams.id} = ${examId} and ${exams.status} = 'submitted' and ${exams.answers} = ${answersJson})`;
  const score = db
    .update(exams)
    .set({ status: "submitted", submittedAt: now, correctCount })
    .where(and(eq(exams.id, examId), eq(exams.userId, userId), eq(exams.status, "in_progress"), sql`${exams.answers} = ${answersJson}`));
  await db.batch([
    score,
    ...qs.map((q, i) =>
      recordAnswer(
        db,
        {
          id: `${examId}:${i}`,
          userId,
          questionId: q.id,
          topicId: q.topicId,
          subtopicId: q.subtopicId,
          chosenLetter: answers[String(i)] ?? null,
          correct: correctness[i]!,
          mode,
          examId,
          answeredAt: now,
          day,
        },
        scoredNow,
      ),
    ),
  ]);
  return loadOwn(db, userId, examId);
}

/** An exam as the runner and the result screen see it. Correct answers and explanations appear
 * only once submitted (or, in tutor mode, for questions already answered). */
export async function examView(deps: RequestDeps, d1: D1Database, examId: string) {
  const { db, userId, now } = deps;
  let exam = await loadOwn(db, userId, examId);
  if (!exam) return null;
  // The countdown reached zero while away: the exam completes now, as the timer would have submitted it.
  if (exam.status === "in_progress" && exam.expiresAt.getTime() <= now.getTime()) {
    exam = (await submitExam(deps, d1, examId)) ?? exam;
  }
  const config = exam.config;
  const answers = exam.answers;
  const qs = await questionRows(db, exam.questionIds);
  const submitted = exam.status === "submitted";
  const items = qs.map((q, i) => {
    const reveal = submitted || (config.mode === "tutor" && answers[String(i)] !== undefined);
    return {
      index: i,
      id: q.id,
      topicId: q.topicId,
      subtopicId: q.subtopicId,
      domainId: q.domainId,
      stem: q.stem,
      figure: q.figure,
      options: optionTextsOf(q),
      chosen: answers[String(i)] ?? null,
      flagged: Boolean(exam.flags[String(i)]),
      ...(reveal
        ? {
            correctLetter: q.correctLetter,
            correct: isCorrectChoice(optionTextsOf(q), q.correctLetter, answers[String(i)]),
            explanation: q.explanation,
            keyConcept: q.keyConcept,
            reference: q.reference,
          }
        : {}),
    };
  });
  const result = submitted ? { correct: exam.correctCount ?? 0, total: items.length, ...examScore(exam.correctCount ?? 0, items.length) } : null;
  return {
    id: exam.id,
    config,
    status: exam.status,
    startedAt: exam.startedAt.getTime(),
    expiresAt: exam.expiresAt.getTime(),
    serverNow: now.getTime(),
    questions: items,
    result,
  };
}

const INDEX_PATH = (i: number) => `$."${i}"`;

export async function saveAnswer({ db, userId, now }: RequestDeps, examId: string, index: number, letter: Letter | null) {
  const open = and(eq(exams.id, examId), eq(exams.userId, userId), eq(exams.status, "in_progress"), gt(exams.expiresAt, now));
  const value = letter === null ? sql`json_remove(${exams.answers}, ${INDEX_PATH(index)})` : sql`json_set(${exams.answers}, ${INDEX_PATH(index)}, ${letter})`;
  const updated = await db.update(exams).set({ answers: value as never }).where(open).returning({ id: exams.id });
  return updated.length > 0;
}

export async function saveFlag({ db, userId }: RequestDeps, examId: string, index: number, flagged: boolean) {
  const open = and(eq(exams.id, examId), eq(exams.userId, userId), eq(exams.status, "in_progress"));
  const value = flagged ? sql`json_set(${exams.flags}, ${INDEX_PATH(index)}, json('true'))` : sql`json_remove(${exams.flags}, ${INDEX_PATH(index)})`;
  const updated = await db.update(exams).set({ flags: value as never }).where(open).returning({ id: exams.id });
  return updated.length > 0;
}
