import { sql } from "drizzle-orm";
import * as z from "zod";
import { studyTime } from "../../../../drizzle/schema.ts";
import { userToday } from "../../progress/queries.ts";
import { subscribedProcedure } from "../init.ts";

export const studyRouter = {
  /** Adds minutes studied today (in the user's timezone) to an activity. */
  record: subscribedProcedure
    .input(z.object({ activity: z.enum(["review", "exam", "flashcards", "guide"]), minutes: z.int().min(1).max(240) }))
    .mutation(async ({ ctx, input }) => {
      const { today: day } = await userToday(ctx.db, ctx.user.id);
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
