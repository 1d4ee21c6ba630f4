// Students are only ever served published content. A draft (an item removed from the content files
// or set aside for review) stays in the database so answers and schedules that point at it survive,
// but no read for students returns it: every such read filters through here.
import { eq, type Column } from "drizzle-orm";
import { questions } from "../../../drizzle/schema.ts";
import { PUBLISHED } from "../../shared/vocab.ts";

export const isPublished = (table: { status: Column }) => eq(table.status, PUBLISHED);

/** The same filter inside hand-written SQL (FTS queries): `where ${publishedSql("r")}`. */
export const publishedSql = (alias: string) => `${alias}.status = '${PUBLISHED}'`;

/** A question as it is asked: its text, figure and options, never its answer. */
export const askedQuestionColumns = {
  id: questions.id,
  stem: questions.stem,
  figure: questions.figure,
  optionA: questions.optionA,
  optionB: questions.optionB,
  optionC: questions.optionC,
  optionD: questions.optionD,
};
