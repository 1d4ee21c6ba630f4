// The free pages for visitors: a 10-question quiz drawn at random from the bank, and the two fixed
// card sets. Public procedures read no session, so what they return is the same for everyone;
// nothing a visitor does here is recorded. The quiz hands out a signed token listing the questions
// it served, and the check answers for those only.
import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { FREE_LIMITS, FREE_QUIZ_NOT_SERVED_MESSAGE, freeLimitMessage } from "../../../shared/free-pages.ts";
import { FREE_QUESTION_ID_MAX, FREE_QUIZ_TOKEN_MAX } from "../../../shared/free-quiz-token.ts";
import { letterSchema } from "../../../shared/vocab.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { checkFreeAnswer, drawFreeQuiz, freeFlashcardSet, freeReviewCardSet } from "../../free/pages.ts";
import { quizTokenAllows } from "../../free/quiz-token.ts";
import { publicDataProcedure, publicProcedure, type Context } from "../init.ts";

async function limitVisitor(ctx: Context, kind: keyof typeof FREE_LIMITS) {
  const { limit, windowMinutes } = FREE_LIMITS[kind];
  const decision = await consumeQuota(ctx.env.DB, `free-${kind}:${ctx.clientIp ?? "unknown"}`, limit, windowMinutes * 60_000, ctx.now);
  if (!decision.allowed) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: freeLimitMessage(Math.ceil(decision.retryAfterSeconds / 60)) });
  }
}

export const freeRouter = {
  /** A new random set on every call, so a mutation (POST): nothing may cache it. */
  quiz: publicProcedure.mutation(async ({ ctx }) => {
    await limitVisitor(ctx, "quiz");
    return drawFreeQuiz(ctx.db, ctx.env.BETTER_AUTH_SECRET, ctx.now.getTime());
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
        letter: letterSchema,
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await limitVisitor(ctx, "check");
      if (!(await quizTokenAllows(ctx.env.BETTER_AUTH_SECRET, input.token, input.questionId, ctx.now.getTime()))) {
        throw new TRPCError({ code: "FORBIDDEN", message: FREE_QUIZ_NOT_SERVED_MESSAGE });
      }
      const verdict = await checkFreeAnswer(ctx.db, input.questionId, input.letter);
      if (!verdict) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
      return verdict;
    }),

  flashcards: publicDataProcedure.query(({ ctx }) => freeFlashcardSet(ctx.db)),

  reviewCards: publicDataProcedure.query(({ ctx }) => freeReviewCardSet(ctx.db)),
};
