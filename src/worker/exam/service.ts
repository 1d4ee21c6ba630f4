// Practice exams on the server: random selection, answers and flags saved as they happen, and a
// submit that scores exactly once and records every answer as an event.
import { and, desc, eq, gt, inArray, sql, count, type SQL } from "drizzle-orm";
import { exams, flaggedQuestions, questions } from "../../../drizzle/schema.ts";
import { isCorrectChoice, isMock, mockStoredConfig, NO_QUESTIONS_FOUND, NOT_ENOUGH_QUESTIONS, type ExamConfig, type MockConfig } from "../../shared/exam.ts";
import { advanceMock, blockOf, MOCK_EXAM, pickMockQuestions, type QuestionSource } from "../../shared/practice.ts";
import { shuffle } from "../../shared/random.ts";
import { sourceCondition, usedByStudent } from "./sources.ts";
import { queueMissedCards } from "../practice/missed-cards.ts";
import { notesFor } from "../practice/notes.ts";
import { examScore } from "../../shared/stats.ts";
import type { D1Database } from "@cloudflare/workers-types";
import { readInSlices, type Db } from "../db.ts";
import type { RequestDeps } from "../request-deps.ts";
import { userToday } from "../progress/queries.ts";
import { optionTextsOf, type Letter } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import { recordAnswer } from "../progress/record-answer.ts";

export class ExamInputError extends Error {}

type ExamRow = typeof exams.$inferSelect;
const published = isPublished(questions);

/** Exact counts per topic, subtopic, domain and difficulty of the student's questions from one source. */
export function builderCounts({ db, userId }: Pick<RequestDeps, "db" | "userId">, source: QuestionSource) {
  return db
    .select({ topicId: questions.topicId, subtopicId: questions.subtopicId, domainId: questions.domainId, difficulty: questions.difficulty, n: count() })
    .from(questions)
    .where(and(published, sourceCondition(source, userId)))
    .groupBy(questions.topicId, questions.subtopicId, questions.domainId, questions.difficulty);
}

export async function createExam({ db, userId, now }: RequestDeps, config: ExamConfig) {
  const filters: (SQL | undefined)[] = [published, sourceCondition(config.source, userId)];
  if (config.topics !== "All") filters.push(inArray(questions.topicId, config.topics));
  if (config.domains !== "All") filters.push(inArray(questions.domainId, config.domains));
  if (config.subtopics !== "All") filters.push(inArray(questions.subtopicId, config.subtopics));
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

/**
 * A full mock exam: the blueprint's share of each domain, the student's unused questions first,
 * mixed across the blocks. The first block starts now.
 */
export async function createMock({ db, userId, now }: RequestDeps, input: MockConfig) {
  const pool = await db
    .select({ id: questions.id, domainId: questions.domainId, used: usedByStudent(userId) })
    .from(questions)
    .where(published)
    .orderBy(sql`random()`);
  const picked = pickMockQuestions(pool.map((q) => ({ ...q, used: Boolean(q.used) })));
  if (!picked) throw new ExamInputError(NOT_ENOUGH_QUESTIONS);
  const config = mockStoredConfig(input);
  const id = crypto.randomUUID();
  await db.insert(exams).values({
    id,
    userId,
    config,
    questionIds: shuffle(picked),
    answers: {},
    flags: {},
    startedAt: now,
    expiresAt: new Date(now.getTime() + MOCK_EXAM.minutesPerBlock * 60_000),
  });
  return id;
}

/**
 * Brings an unfinished exam up to `now`: a custom exam whose time ran out is submitted; a mock moves
 * past blocks and breaks that have ended, and is submitted after its last block. The move is written
 * only if nobody else moved it first.
 */
async function settle(deps: RequestDeps, d1: D1Database, exam: ExamRow): Promise<ExamRow> {
  const { db, now } = deps;
  if (exam.status !== "in_progress") return exam;
  const config = exam.config;
  if (!isMock(config)) {
    return exam.expiresAt.getTime() <= now.getTime() ? ((await submitExam(deps, d1, exam.id)) ?? exam) : exam;
  }
  const next = advanceMock({ block: exam.block, onBreak: exam.onBreak, expiresAt: exam.expiresAt.getTime() }, config, now.getTime());
  if (next.finished) return (await submitExam(deps, d1, exam.id)) ?? exam;
  if (next.block === exam.block && next.onBreak === exam.onBreak && next.expiresAt === exam.expiresAt.getTime()) return exam;
  await db
    .update(exams)
    .set({ block: next.block, onBreak: next.onBreak, expiresAt: new Date(next.expiresAt) })
    .where(and(eq(exams.id, exam.id), eq(exams.status, "in_progress"), eq(exams.block, exam.block), eq(exams.onBreak, exam.onBreak), eq(exams.expiresAt, exam.expiresAt)));
  return (await loadOwn(db, exam.userId, exam.id)) ?? exam;
}

/** The user's unfinished exam, if it is still running once brought up to now. */
export async function currentExam(deps: RequestDeps, d1: D1Database) {
  const { db, userId } = deps;
  const row = await db.query.exams.findFirst({
    where: and(eq(exams.userId, userId), eq(exams.status, "in_progress")),
    orderBy: desc(exams.startedAt),
  });
  if (!row) return null;
  const exam = await settle(deps, d1, row);
  return exam.status === "in_progress" ? { id: exam.id, expiresAt: exam.expiresAt.getTime() } : null;
}

/**
 * Ends the running block of a mock early (or, with `fromBreak`, ends the break): its deadline becomes
 * now, and settling moves on. False when there was no such block or break to end.
 */
export async function endMockPhase(deps: RequestDeps, d1: D1Database, examId: string, block: number, fromBreak: boolean) {
  const { db, userId, now } = deps;
  const updated = await db
    .update(exams)
    .set({ expiresAt: now })
    .where(
      and(
        eq(exams.id, examId),
        eq(exams.userId, userId),
        eq(exams.status, "in_progress"),
        eq(exams.block, block),
        eq(exams.onBreak, fromBreak),
        gt(exams.expiresAt, now),
        sql`json_extract(${exams.config}, '$.kind') = 'mock'`,
      ),
    )
    .returning({ id: exams.id });
  const exam = await loadOwn(db, userId, examId);
  if (exam) await settle(deps, d1, exam);
  return updated.length > 0;
}

async function loadOwn(db: Db, userId: string, examId: string): Promise<ExamRow | null> {
  return (await db.query.exams.findFirst({ where: and(eq(exams.id, examId), eq(exams.userId, userId)) })) ?? null;
}

async function questionRows(db: Db, ids: string[]) {
  const rows = await readInSlices(ids, (part) => db.select().from(questions).where(inArray(questions.id, part)));
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
          secondsSpent: exam.seconds[String(i)] ?? 0,
          answeredAt: now,
          day,
        },
        scoredNow,
      ),
    ),
  ]);
  const missed = qs.filter((q, i) => answers[String(i)] !== undefined && !correctness[i]).map((q) => q.id);
  await queueMissedCards({ db, userId, now }, missed, "automatic");
  return loadOwn(db, userId, examId);
}

/** An exam as the runner and the result screen see it. Correct answers and explanations appear
 * only once submitted (or, in tutor mode, for questions already answered). */
export async function examView(deps: RequestDeps, d1: D1Database, examId: string) {
  const { db, userId, now } = deps;
  const found = await loadOwn(db, userId, examId);
  if (!found) return null;
  // Time ran out while away: the exam (or the mock's block) completes now, as the timer would have.
  const exam = await settle(deps, d1, found);
  const config = exam.config;
  const answers = exam.answers;
  const submitted = exam.status === "submitted";
  const mock = isMock(config);
  // A running mock shows only its current block: finished blocks never reopen, later ones wait.
  const shown = exam.questionIds
    .map((id, index) => ({ id, index }))
    .filter(({ index }) => submitted || !mock || (!exam.onBreak && blockOf(index, config.itemsPerBlock) === exam.block));
  const [qs, noteOf] = await Promise.all([questionRows(db, shown.map((s) => s.id)), notesFor(db, userId, shown.map((s) => s.id))]);
  const items = qs.map((q, position) => {
    const i = shown[position]!.index;
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
      struck: exam.strikes[String(i)] ?? [],
      highlights: exam.highlights[String(i)] ?? [],
      seconds: exam.seconds[String(i)] ?? 0,
      note: noteOf.get(q.id) ?? "",
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
    totalQuestions: exam.questionIds.length,
    block: mock ? { current: exam.block, count: config.blocks, itemsPerBlock: config.itemsPerBlock, onBreak: exam.onBreak } : null,
    startedAt: exam.startedAt.getTime(),
    expiresAt: exam.expiresAt.getTime(),
    serverNow: now.getTime(),
    questions: items,
    result,
  };
}

const INDEX_PATH = (i: number) => `$."${i}"`;

/**
 * The exam is open for changes to question `index`: the caller's, running, in time, the index exists,
 * and in a mock the question is in the block now running (not on the break).
 */
function openFor({ userId, now }: Pick<RequestDeps, "userId" | "now">, examId: string, index: number) {
  return and(
    eq(exams.id, examId),
    eq(exams.userId, userId),
    eq(exams.status, "in_progress"),
    gt(exams.expiresAt, now),
    sql`json_array_length(${exams.questionIds}) > ${index}`,
    sql`(coalesce(json_extract(${exams.config}, '$.kind'), 'custom') <> 'mock' or (${exams.block} = ${blockOf(index)} and ${exams.onBreak} = 0))`,
  );
}

/** Saves a choice, with the seconds spent on the question so far as the runner measured them. */
export async function saveAnswer(deps: RequestDeps, examId: string, index: number, letter: Letter | null, seconds?: number) {
  const { db } = deps;
  const value = letter === null ? sql`json_remove(${exams.answers}, ${INDEX_PATH(index)})` : sql`json_set(${exams.answers}, ${INDEX_PATH(index)}, ${letter})`;
  const changes: Record<string, unknown> = { answers: value };
  if (seconds !== undefined) changes.seconds = sql`json_set(${exams.seconds}, ${INDEX_PATH(index)}, ${seconds})`;
  const updated = await db.update(exams).set(changes as never).where(openFor(deps, examId, index)).returning({ id: exams.id });
  return updated.length > 0;
}

/** Flags or unflags a question in the exam, and in the student's Flagged list the builder draws from. */
export async function saveFlag(deps: RequestDeps, examId: string, index: number, flagged: boolean) {
  const { db, userId, now } = deps;
  const open = and(eq(exams.id, examId), eq(exams.userId, userId), eq(exams.status, "in_progress"), sql`json_array_length(${exams.questionIds}) > ${index}`);
  const value = flagged ? sql`json_set(${exams.flags}, ${INDEX_PATH(index)}, json('true'))` : sql`json_remove(${exams.flags}, ${INDEX_PATH(index)})`;
  const updated = await db.update(exams).set({ flags: value as never }).where(open).returning({ questionIds: exams.questionIds });
  const questionId = updated[0]?.questionIds[index];
  if (!questionId) return false;
  if (flagged) await db.insert(flaggedQuestions).values({ userId, questionId, flaggedAt: now }).onConflictDoNothing();
  else await db.delete(flaggedQuestions).where(and(eq(flaggedQuestions.userId, userId), eq(flaggedQuestions.questionId, questionId)));
  return true;
}

/** The options struck through on a question (replacing the previous set). */
export async function saveStrikes(deps: RequestDeps, examId: string, index: number, letters: Letter[]) {
  const value = sql`json_set(${exams.strikes}, ${INDEX_PATH(index)}, json(${JSON.stringify([...new Set(letters)].sort())}))`;
  const updated = await deps.db.update(exams).set({ strikes: value as never }).where(openFor(deps, examId, index)).returning({ id: exams.id });
  return updated.length > 0;
}

/** The highlighted ranges of a question's stem (replacing the previous set). */
export async function saveHighlights(deps: RequestDeps, examId: string, index: number, ranges: [number, number][]) {
  const value = sql`json_set(${exams.highlights}, ${INDEX_PATH(index)}, json(${JSON.stringify(ranges)}))`;
  const updated = await deps.db.update(exams).set({ highlights: value as never }).where(openFor(deps, examId, index)).returning({ id: exams.id });
  return updated.length > 0;
}

/**
 * The question at `index` if the student may see how it went: the exam is theirs and submitted, or
 * in tutor mode with this question answered. `wrong` says whether their choice was wrong.
 */
export async function revealedQuestion({ db, userId }: Pick<RequestDeps, "db" | "userId">, examId: string, index: number) {
  const exam = await loadOwn(db, userId, examId);
  const questionId = exam?.questionIds[index];
  if (!exam || !questionId) return null;
  const chosen = exam.answers[String(index)];
  const revealed = exam.status === "submitted" || (exam.config.mode === "tutor" && chosen !== undefined);
  if (!revealed) return null;
  const [q] = await questionRows(db, [questionId]);
  if (!q) return null;
  return { questionId, wrong: !isCorrectChoice(optionTextsOf(q), q.correctLetter, chosen) };
}
