import { TRPCError } from "@trpc/server";
import { and, count, eq } from "drizzle-orm";
import * as z from "zod";
import { aaSchools, flashcards, questions, reviewItems } from "../../../../drizzle/schema.ts";
import { findSubtopic, findTopic, TAXONOMY } from "../../../shared/taxonomy.ts";
import { publicProcedure, subscribedProcedure } from "../init.ts";

export const contentRouter = {
  /** One bank question with its answer: the target of an AI answer's citation. */
  question: subscribedProcedure.input(z.object({ id: z.string().max(120) })).query(async ({ ctx, input }) => {
    const q = await ctx.db.query.questions.findFirst({ where: and(eq(questions.id, input.id), eq(questions.status, "published")) });
    if (!q) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
    return {
      id: q.id,
      topic: findTopic(q.topicId)?.name ?? q.topicId,
      subtopic: findSubtopic(q.topicId, q.subtopicId)?.name ?? q.subtopicId,
      difficulty: q.difficulty,
      stem: q.stem,
      options: { A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD },
      correctLetter: q.correctLetter,
      explanation: q.explanation,
      reference: q.reference,
    };
  }),

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
