import { TRPCError } from "@trpc/server";
import { and, asc, count, eq } from "drizzle-orm";
import * as z from "zod";
import { answers, flashcards, questions } from "../../../../drizzle/schema.ts";
import { isCorrectChoice } from "../../../shared/exam.ts";
import { courseProgress, progressPercentage } from "../../../shared/stats.ts";
import { findTopic, TAXONOMY } from "../../../shared/taxonomy.ts";
import { subtopicTotals, userToday } from "../../progress/queries.ts";
import { subscribedProcedure } from "../init.ts";

const QUIZ_SIZE = 5;
// Module and subtopic ids are taxonomy slugs and question ids are content ids: short, so a cap keeps
// oversized input out of the queries.
const moduleId = z.string().max(80);
const letter = z.enum(["A", "B", "C", "D"], { error: "Answer must be A, B, C or D" });
const published = eq(questions.status, "published");

export const coursesRouter = {
  /** The modules (the taxonomy's topics) with question counts and the caller's progress. */
  list: subscribedProcedure.query(async ({ ctx }) => {
    const [counts, mine] = await ctx.db.batch([
      ctx.db.select({ topicId: questions.topicId, n: count() }).from(questions).where(published).groupBy(questions.topicId),
      subtopicTotals(ctx.db, ctx.user.id),
    ]);
    return TAXONOMY.map((t) => {
      const records = mine.filter((r) => r.topicId === t.id);
      return {
        id: t.id,
        title: t.name,
        subtopics: t.subtopics.map((s) => s.name),
        questionCount: counts.find((c) => c.topicId === t.id)?.n ?? 0,
        progress: courseProgress(records.map((r) => progressPercentage(r.correct, r.attempted))),
        started: records.length > 0,
      };
    });
  }),

  /** A module's stored flashcards, optionally for one subtopic. */
  flashcards: subscribedProcedure
    .input(z.object({ moduleId, subtopicId: z.string().max(80).optional() }))
    .query(({ ctx, input }) =>
      ctx.db
        .select({ id: flashcards.id, subtopicId: flashcards.subtopicId, front: flashcards.front, back: flashcards.back, difficulty: flashcards.difficulty })
        .from(flashcards)
        .where(and(eq(flashcards.status, "published"), eq(flashcards.topicId, input.moduleId), input.subtopicId ? eq(flashcards.subtopicId, input.subtopicId) : undefined))
        .orderBy(asc(flashcards.subtopicId), asc(flashcards.id)),
    ),

  /** The module's first five questions, without their answers. */
  quiz: subscribedProcedure.input(z.object({ moduleId })).query(({ ctx, input }) => {
    if (!findTopic(input.moduleId)) throw new TRPCError({ code: "NOT_FOUND", message: "Module not found" });
    return ctx.db
      .select({ id: questions.id, stem: questions.stem, optionA: questions.optionA, optionB: questions.optionB, optionC: questions.optionC, optionD: questions.optionD })
      .from(questions)
      .where(and(published, eq(questions.topicId, input.moduleId)))
      .orderBy(asc(questions.subtopicId), asc(questions.id))
      .limit(QUIZ_SIZE);
  }),

  /** Checks a quiz answer on the server, records it, and returns the verdict and explanation. */
  answer: subscribedProcedure
    .input(z.object({ questionId: z.string().max(120), letter }))
    .mutation(async ({ ctx, input }) => {
      const q = await ctx.db.query.questions.findFirst({ where: and(eq(questions.id, input.questionId), published) });
      if (!q) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
      const correct = isCorrectChoice([q.optionA, q.optionB, q.optionC, q.optionD], q.correctLetter, input.letter);
      const { today } = await userToday(ctx.db, ctx.user.id);
      await ctx.db.insert(answers).values({
        id: crypto.randomUUID(),
        userId: ctx.user.id,
        questionId: q.id,
        topicId: q.topicId,
        subtopicId: q.subtopicId,
        chosenLetter: input.letter,
        correct,
        mode: "quiz",
        answeredAt: new Date(),
        day: today,
      });
      return { correct, correctLetter: q.correctLetter, explanation: q.explanation };
    }),
};
