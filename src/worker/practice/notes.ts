// A student's notes on questions: one per question, saved as typed, searchable on the Notes page.
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { questionNotes, questions } from "../../../drizzle/schema.ts";
import type { RequestDeps } from "../request-deps.ts";

export const NOTES_PAGE = 20;

/** Saves the note (an empty one deletes it). Only questions of the bank take notes. */
export async function saveNote({ db, userId, now }: RequestDeps, questionId: string, body: string) {
  const text = body.trim();
  if (!text) {
    await db.delete(questionNotes).where(and(eq(questionNotes.userId, userId), eq(questionNotes.questionId, questionId)));
    return { saved: false };
  }
  const exists = await db.query.questions.findFirst({ columns: { id: true }, where: eq(questions.id, questionId) });
  if (!exists) return null;
  await db
    .insert(questionNotes)
    .values({ userId, questionId, body: text, updatedAt: now })
    .onConflictDoUpdate({ target: [questionNotes.userId, questionNotes.questionId], set: { body: text, updatedAt: now } });
  return { saved: true };
}

/** LIKE with the user's text taken literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The student's notes, newest first, optionally matching a search in the note or the question. */
export async function listNotes({ db, userId }: Pick<RequestDeps, "db" | "userId">, search: string, before: number | null) {
  const pattern = `%${escapeLike(search.trim())}%`;
  const rows = await db
    .select({
      questionId: questionNotes.questionId,
      body: questionNotes.body,
      updatedAt: questionNotes.updatedAt,
      stem: questions.stem,
      topicId: questions.topicId,
      subtopicId: questions.subtopicId,
    })
    .from(questionNotes)
    .innerJoin(questions, eq(questions.id, questionNotes.questionId))
    .where(
      and(
        eq(questionNotes.userId, userId),
        before === null ? undefined : lt(questionNotes.updatedAt, new Date(before)),
        search.trim() ? or(sql`${questionNotes.body} like ${pattern} escape '\\'`, sql`${questions.stem} like ${pattern} escape '\\'`) : undefined,
      ),
    )
    .orderBy(desc(questionNotes.updatedAt))
    .limit(NOTES_PAGE + 1);
  const page = rows.slice(0, NOTES_PAGE);
  return {
    notes: page.map((r) => ({ ...r, updatedAt: r.updatedAt.getTime() })),
    nextBefore: rows.length > NOTES_PAGE ? page[page.length - 1]!.updatedAt.getTime() : null,
  };
}

/** The student's notes on some questions, by question id. */
export async function notesFor(db: RequestDeps["db"], userId: string, questionIds: string[]) {
  // Questions with notes are few; reading the student's notes whole avoids binding up to 180 ids.
  if (!questionIds.length) return new Map<string, string>();
  const wanted = new Set(questionIds);
  const rows = await db.select({ questionId: questionNotes.questionId, body: questionNotes.body }).from(questionNotes).where(eq(questionNotes.userId, userId));
  return new Map(rows.filter((r) => wanted.has(r.questionId)).map((r) => [r.questionId, r.body]));
}

