// The free pages for visitors: a 10-question quiz drawn at random from the bank, and the two fixed
// card sets. Public procedures read no session, so what they return is the same for everyone;
// nothing a visitor does here is recorded. The quiz hands out a signed token listing the questions
// it served, and the check answers for those only.
import { TRPCError } from "@trpc/server";
import { and, asc, eq, sql } from "drizzle-orm";
import * as z from "zod";
import { freeFlashcards, freeReviewCards, questions } from "../../../../drizzle/schema.ts";
import { isCorrectChoice } from "../../../shared/exam.ts";
import { FREE_LIMITS, FREE_QUIZ_NOT_SERVED_MESSAGE, FREE_QUIZ_SIZE, freeLimitMessage } from "../../../shared/free-pages.ts";
import { FREE_QUESTION_ID_MAX, FREE_QUIZ_TOKEN_MAX } from "../../../shared/free-quiz-token.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { quizTokenAllows, signQuizToken } from "../../free/quiz-token.ts";
import type { Context } from "../init.ts";
import { findTopic } from "../../../shared/taxonomy.ts";
import { publicProcedure } from "../init.ts";

const published = eq(questions.status, "published");

async function limitVisitor(ctx: Context, kind: keyof typeof FREE_LIMITS) {
  const { limit, windowMinutes } = FREE_LIMITS[kind];
  const decision = await consumeQuota(ctx.env.DB, `free-${kind}:${ctx.clientIp ?? "unknown"}`, limit, windowMinutes * 60_000);
  if (!decision.allowed) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: freeLimitMessage(Math.ceil(decision.retryAfterSeconds / 60)) });
  }
}

export const freeRouter = {
  /**
   * A new random set on every call, so a mutation (POST): nothing may cache it. Questions are
   * ranked at random within each topic and taken round-robin, so the set spreads over the topics.
   * The token lists the ids served: the only ones `check` will answer for.
   */
  quiz: publicProcedure.mutation(async ({ ctx }) => {
    await limitVisitor(ctx, "quiz");
    const ranked = ctx.db
      .select({
        id: questions.id,
        topicId: questions.topicId,
        difficulty: questions.difficulty,
        stem: questions.stem,
        optionA: questions.optionA,
        optionB: questions.optionB,
        optionC: questions.optionC,
        optionD: questions.optionD,
        turn: sql<number>`row_number() over (partition by ${questions.topicId} order by random())`.as("turn"),
      })
      .from(questions)
      // A question whose id the check refuses could never be answered.
      .where(and(published, sql`length(${questions.id}) <= ${FREE_QUESTION_ID_MAX}`))
      .as("ranked");
    const rows = await ctx.db.select().from(ranked).orderBy(sql`turn`, sql`random()`).limit(FREE_QUIZ_SIZE);
    const token = await signQuizToken(ctx.env.BETTER_AUTH_SECRET, rows.map((q) => q.id), Date.now());
    const served = rows.map((q) => ({
      id: q.id,
      stem: q.stem,
      options: { A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD },
      topic: findTopic(q.topicId)?.name ?? q.topicId,
      difficulty: q.difficulty,
    }));
    return { token, questions: served };
  }),

  /**
   * Verifies a visitor's answer on the server, for a question of their current set only (the
   * quiz's token); nothing is recorded (there is no user).
   */
  check: publicProcedure
    .input(
      z.object({
        token: z.string().min(1).max(FREE_QUIZ_TOKEN_MAX),
        questionId: z.string().min(1).max(FREE_QUESTION_ID_MAX),
        letter: z.enum(["A", "B", "C", "D"]),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await limitVisitor(ctx, "check");
      if (!(await quizTokenAllows(ctx.env.BETTER_AUTH_SECRET, input.token, input.questionId, Date.now()))) {
        throw new TRPCError({ code: "FORBIDDEN", message: FREE_QUIZ_NOT_SERVED_MESSAGE });
      }
      const q = await ctx.db.query.questions.findFirst({ where: and(eq(questions.id, input.questionId), published) });
      if (!q) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
      return {
        correct: isCorrectChoice([q.optionA, q.optionB, q.optionC, q.optionD], q.correctLetter, input.letter),
        correctLetter: q.correctLetter,
        explanation: q.explanation,
      };
    }),

  flashcards: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({ id: freeFlashcards.id, front: freeFlashcards.front, back: freeFlashcards.back })
      .from(freeFlashcards)
      .where(eq(freeFlashcards.status, "published"))
      .orderBy(asc(freeFlashcards.position)),
  ),

  reviewCards: publicProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: freeReviewCards.id,
        concept: freeReviewCards.concept,
        question: freeReviewCards.question,
        answer: freeReviewCards.answer,
        keyPoint: freeReviewCards.keyPoint,
      })
      .from(freeReviewCards)
      .where(eq(freeReviewCards.status, "published"))
      .orderBy(asc(freeReviewCards.position)),
  ),
};
