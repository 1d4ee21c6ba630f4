import { count, eq } from "drizzle-orm";
import { aaSchools, flashcards, questions, reviewItems } from "../../../../drizzle/schema.ts";
import { TAXONOMY } from "../../../shared/taxonomy.ts";
import { publicProcedure } from "../init.ts";

export const contentRouter = {
  /** Live counts for marketing copy (questions, flashcards, review items, programs, topics). */
  stats: publicProcedure.query(async ({ ctx }) => {
    const [q, f, r, p] = await ctx.db.batch([
      ctx.db.select({ n: count() }).from(questions).where(eq(questions.status, "published")),
      ctx.db.select({ n: count() }).from(flashcards).where(eq(flashcards.status, "published")),
      ctx.db.select({ n: count() }).from(reviewItems).where(eq(reviewItems.status, "published")),
      ctx.db.select({ n: count() }).from(aaSchools).where(eq(aaSchools.status, "published")),
    ]);
    return {
      questions: q[0]?.n ?? 0,
      flashcards: f[0]?.n ?? 0,
      reviewItems: r[0]?.n ?? 0,
      programs: p[0]?.n ?? 0,
      topics: TAXONOMY.reduce((n, t) => n + t.subtopics.length, 0),
    };
  }),
};
