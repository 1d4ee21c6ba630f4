import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { contentCounts, questionWithAnswer } from "../../content/queries.ts";
import { publicDataProcedure, subscribedProcedure } from "../init.ts";

export const contentRouter = {
  /** One bank question with its answer: the target of an AI answer's citation. */
  question: subscribedProcedure.input(z.object({ id: z.string().max(120) })).query(async ({ ctx, input }) => {
    const q = await questionWithAnswer(ctx.db, input.id);
    if (!q) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
    return q;
  }),

  /** Live counts for marketing copy (questions, flashcards, review items, programs, topics). */
  stats: publicDataProcedure.query(({ ctx }) => contentCounts(ctx.db)),
};
