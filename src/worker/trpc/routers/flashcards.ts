import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { FLASHCARD_BATCH_SIZE, STUDY_MODES, type Confidence } from "../../../shared/flashcards.ts";
import { chooseAi, describeProvider } from "../../ai/provider.ts";
import { nextBatch } from "../../flashcards/batch.ts";
import { rateCard } from "../../flashcards/rating.ts";
import { setupInfo } from "../../flashcards/setup.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";
import { difficultySettingSchema } from "../../../shared/vocab.ts";
import { MAX_SECONDS_PER_ANSWER } from "../../progress/record-answer.ts";

const id = z.string().min(1).max(100);

export const flashcardsRouter = {
  /** Topics with their bank card counts, how many of the caller's cards are due, and which model writes cards. */
  setup: subscribedProcedure.query(async ({ ctx }) => ({
    ...(await setupInfo(requestDeps(ctx))),
    provider: describeProvider(ctx.env),
  })),

  /** The next cards of a session. The offline provider writes no cards: the bank is used directly. */
  batch: subscribedProcedure
    .input(
      z.object({
        mode: z.enum(STUDY_MODES),
        difficulty: difficultySettingSchema.default("mixed"),
        topicIds: z.array(z.string().max(80)).max(20).default([]),
        // The client's used list: it grows over sessions until the server says it reset.
        excludeIds: z.array(id).max(2000).default([]),
        size: z.int().min(1).max(10).default(FLASHCARD_BATCH_SIZE),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const ai = describeProvider(ctx.env).kind === "offline" ? null : await chooseAi(ctx.env);
      return nextBatch({ ...requestDeps(ctx), d1: ctx.env.DB, ai }, input);
    }),

  /** Records a confidence rating: the card's FSRS schedule, the review log and an answer event, atomically. */
  rate: subscribedProcedure
    .input(z.object({ cardId: id, confidence: z.int().min(1).max(5), seconds: z.int().min(0).max(MAX_SECONDS_PER_ANSWER).optional() }))
    .mutation(async ({ ctx, input }) => {
      const result = await rateCard(requestDeps(ctx), { cardId: input.cardId, confidence: input.confidence as Confidence, seconds: input.seconds });
      if (!result) throw new TRPCError({ code: "NOT_FOUND", message: "Flashcard not found" });
      return result;
    }),
};
