// Every answer a student gives (exam, tutor mode, course quiz, adaptive question, flashcard rating)
// is recorded the same way: one event row whose id names the attempt, so a repeated request (double
// submit, retry, second tab) records it once. Dashboard figures are aggregates over these rows.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { answers } from "../../../drizzle/schema.ts";
import type { Db } from "../db.ts";
import { domainOf } from "../../shared/blueprint.ts";

type NewAnswer = typeof answers.$inferInsert;

/** Longest a single answer may count for (an open tab is not study time). */
export const MAX_SECONDS_PER_ANSWER = 3600;

/**
 * The statement that records one answer, to await alone or put in a `db.batch`. Recorded only if no
 * answer with this id exists (and, when given, only if `onlyIf` holds when the statement runs); it
 * returns the id when it recorded the answer and nothing when it did not.
 */
export function recordAnswer(db: Db, answer: NewAnswer, onlyIf: SQL = sql`1`) {
  const row: NewAnswer = {
    ...answer,
    // A flashcard counts toward its subtopic's domain like a question of that subtopic.
    domainId: domainOf(answer.subtopicId) ?? "",
    chosenLetter: answer.chosenLetter ?? null,
    examId: answer.examId ?? null,
    secondsSpent: Math.max(0, Math.min(MAX_SECONDS_PER_ANSWER, Math.round(answer.secondsSpent ?? 0))),
  };
  // Every column, in the table's order, each encoded as the column stores it (booleans, dates).
  const values = Object.entries(getTableColumns(answers)).map(([key, column]) => sql.param(row[key as keyof NewAnswer] ?? null, column));
  return db
    .insert(answers)
    .select(sql`select ${sql.join(values, sql`, `)} where ${onlyIf}`)
    .onConflictDoNothing()
    .returning({ id: answers.id });
}
