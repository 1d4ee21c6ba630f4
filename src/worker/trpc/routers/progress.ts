import { eq } from "drizzle-orm";
import { answers } from "../../../../drizzle/schema.ts";
import { studyStreak } from "../../../shared/calendar.ts";
import { overallProgress, progressPercentage } from "../../../shared/stats.ts";
import { subtopicTotals, userToday } from "../../progress/queries.ts";
import { authedProcedure } from "../init.ts";

export const progressRouter = {
  /** The profile card's figures, aggregated from the recorded answers. */
  summary: authedProcedure.query(async ({ ctx }) => {
    const [bySubtopic, days] = await ctx.db.batch([
      subtopicTotals(ctx.db, ctx.user.id),
      ctx.db.selectDistinct({ day: answers.day }).from(answers).where(eq(answers.userId, ctx.user.id)),
    ]);
    const { today } = await userToday(ctx.db, ctx.user.id, ctx.now);
    const attempted = bySubtopic.reduce((n, r) => n + r.attempted, 0);
    const correct = bySubtopic.reduce((n, r) => n + r.correct, 0);
    return {
      attempted,
      correct,
      overallProgress: overallProgress(
        bySubtopic.map((r) => ({ topic: "", progress: progressPercentage(r.correct, r.attempted), attempted: r.attempted })),
      ),
      streak: studyStreak(days.map((d) => d.day), today),
    };
  }),
};
