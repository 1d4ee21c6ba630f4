import { asc, eq, sql } from "drizzle-orm";
import * as z from "zod";
import { reviewItems, studyTime, userSettings } from "../../../../drizzle/schema.ts";
import { dayInTimezone } from "../../../shared/calendar.ts";
import { ftsQuery } from "../../../shared/search.ts";
import { DEFAULT_TIMEZONE } from "../../../shared/settings.ts";
import { subscribedProcedure } from "../init.ts";

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
      .where(eq(reviewItems.status, "published"))
      .orderBy(asc(reviewItems.topicId), asc(reviewItems.subtopicId), asc(reviewItems.id)),
  ),

  /** Full-text search (FTS5, best matches first): the ids of matching items. */
  search: subscribedProcedure.input(z.object({ q: z.string().max(200) })).query(async ({ ctx, input }) => {
    const match = ftsQuery(input.q);
    if (!match) return [];
    const rows = await ctx.env.DB.prepare(
      `select r.id from review_items_fts f join review_items r on r.rowid = f.rowid
       where review_items_fts match ?1 and r.status = 'published' order by f.rank limit 200`,
    )
      .bind(match)
      .all<{ id: string }>();
    return rows.results.map((r) => r.id);
  }),
};

export const studyRouter = {
  /** Adds minutes studied today (in the user's timezone) to an activity. */
  record: subscribedProcedure
    .input(z.object({ activity: z.enum(["review", "exam", "flashcards", "guide"]), minutes: z.int().min(1).max(240) }))
    .mutation(async ({ ctx, input }) => {
      const settings = await ctx.db.query.userSettings.findFirst({ where: eq(userSettings.userId, ctx.user.id) });
      const day = dayInTimezone(new Date(), settings?.timezone ?? DEFAULT_TIMEZONE);
      await ctx.db
        .insert(studyTime)
        .values({ userId: ctx.user.id, day, activity: input.activity, minutes: input.minutes })
        .onConflictDoUpdate({
          target: [studyTime.userId, studyTime.day, studyTime.activity],
          set: { minutes: sql`${studyTime.minutes} + excluded.minutes` },
        });
      return { day };
    }),
};
