import { asc, eq } from "drizzle-orm";
import { interviewQuestions } from "../../../../drizzle/schema.ts";
import { publicProcedure } from "../init.ts";

export const interviewRouter = {
  /** Published interview questions split into school and job lists, each in position order. */
  list: publicProcedure.query(async ({ ctx }) => {
    const rows = await ctx.db
      .select({
        id: interviewQuestions.id,
        kind: interviewQuestions.kind,
        category: interviewQuestions.category,
        question: interviewQuestions.question,
        answer: interviewQuestions.answer,
      })
      .from(interviewQuestions)
      .where(eq(interviewQuestions.status, "published"))
      .orderBy(asc(interviewQuestions.position), asc(interviewQuestions.id));
    const pick = (kind: "school" | "job") => rows.filter((r) => r.kind === kind).map(({ kind: _kind, ...q }) => q);
    return { school: pick("school"), job: pick("job") };
  }),
};
