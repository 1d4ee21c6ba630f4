import { asc } from "drizzle-orm";
import * as z from "zod";
import { reviewItems } from "../../../../drizzle/schema.ts";
import { ftsQuery } from "../../../shared/search.ts";
import { subscribedProcedure } from "../init.ts";
import { isPublished, publishedSql } from "../../content/published.ts";

export const reviewRouter = {
  /** Every published review item, in taxonomy order (the client groups and filters them). */
  list: subscribedProcedure.query(({ ctx }) =>
    ctx.db
      .select({
        id: reviewItems.id,
        topicId: reviewItems.topicId,
        subtopicId: reviewItems.subtopicId,
        content: reviewItems.content,
        clinicalInsights: reviewItems.clinicalInsights,
        reference: reviewItems.reference,
      })
      .from(reviewItems)
      .where(isPublished(reviewItems))
      .orderBy(asc(reviewItems.topicId), asc(reviewItems.subtopicId), asc(reviewItems.id)),
  ),

  /** Full-text search (FTS5, best matches first): the ids of matching items. */
  search: subscribedProcedure.input(z.object({ q: z.string("Search must be text").max(200, "Search must be 200 characters or fewer") })).query(async ({ ctx, input }) => {
    const match = ftsQuery(input.q);
    if (!match) return [];
    const rows = await ctx.env.DB.prepare(
      `select r.id from review_items_fts f join review_items r on r.rowid = f.rowid
       where review_items_fts match ?1 and ${publishedSql("r")} order by f.rank limit 200`,
    )
      .bind(match)
      .all<{ id: string }>();
    return rows.results.map((r) => r.id);
  }),
};
