import { asc } from "drizzle-orm";
import { interviewQuestions } from "../../../../drizzle/schema.ts";
import { publicDataProcedure } from "../init.ts";
import { isPublished } from "../../content/published.ts";

export const interviewRouter = {
  /** Published interview questions split into school and job lists, each in position order. */
  list: publicDataProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        id: interviewQuestions.id,
        kind: interviewQuestions.kind,
        category: interviewQuestions.category,
        question: interviewQuestions.question,
        answer: interviewQuestions.answer,
      })
      .from(interviewQuestions)
      .where(isPublished(interviewQuestions))
      .orderBy(asc(interviewQuestions.position), asc(interviewQuestions.id));
    const pick = (kind: "school" | "job") => rows.filter((r) => r.kind === kind).map(({ kind: _kind, ...q }) => q);
    return { school: pick("school"), job: pick("job") };
  }),
};
