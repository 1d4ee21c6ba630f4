import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { reviewCounts, reviewItem, reviewPage } from "../../review/library.ts";
import { subscribedProcedure } from "../init.ts";

const slug = z.string().max(80, "Unknown topic").optional();

export const reviewRouter = {
  /** Published items per topic and subtopic: the counts and the topic list. */
  counts: subscribedProcedure.query(({ ctx }) => reviewCounts(ctx.db)),

  /** A page of previews, filtered by topic and subtopic, or searched (FTS5, best matches first); `cursor` is the offset. */
  page: subscribedProcedure
    .input(
      z.object({
        topicId: slug,
        subtopicId: slug,
        q: z.string("Search must be text").max(200, "Search must be 200 characters or fewer").default(""),
        cursor: z.int().min(0).max(100_000).nullish(),
      }),
    )
    .query(({ ctx, input }) => reviewPage(ctx.db, ctx.env.DB, { ...input, cursor: input.cursor ?? 0 })),

  /** One item's full text, loaded when its card is opened. */
  item: subscribedProcedure.input(z.object({ id: z.string().min(1).max(120) })).query(async ({ ctx, input }) => {
    const item = await reviewItem(ctx.db, input.id);
    if (!item) throw new TRPCError({ code: "NOT_FOUND", message: "Review item not found" });
    return item;
  }),
};
