// A custom test's question source, per student, as a condition on `questions`: never answered,
// answered wrong the last time, or flagged in some exam. "All" adds no condition.
import { sql, type SQL } from "drizzle-orm";
import { answers, flaggedQuestions } from "../../../drizzle/schema.ts";
import type { QuestionSource } from "../../shared/practice.ts";

// Spelled out with its table: in a subquery drizzle would print the bare column name, which the
// inner table (answers also has an id) would capture.
const questionId = sql.raw(`"questions"."id"`);

export function sourceCondition(source: QuestionSource, userId: string): SQL | undefined {
  switch (source) {
    case "All":
      return undefined;
    case "Unused":
      return sql`not ${usedByStudent(userId)}`;
    case "Incorrect":
      // The latest answer decides: a question answered wrong and later right is no longer incorrect.
      return sql`(select ${answers.correct} from ${answers} where ${answers.userId} = ${userId} and ${answers.questionId} = ${questionId} order by ${answers.answeredAt} desc limit 1) = 0`;
    case "Flagged":
      return sql`exists (select 1 from ${flaggedQuestions} where ${flaggedQuestions.userId} = ${userId} and ${flaggedQuestions.questionId} = ${questionId})`;
  }
}

/** 1 when the student has answered the question at all, for ordering unused questions first. */
export const usedByStudent = (userId: string) =>
  sql<number>`exists (select 1 from ${answers} where ${answers.userId} = ${userId} and ${answers.questionId} = ${questionId})`;
