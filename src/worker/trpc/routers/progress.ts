import { count, eq, sql } from "drizzle-orm";
import { answers, userSettings } from "../../../../drizzle/schema.ts";
import { dayInTimezone, studyStreak } from "../../../shared/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../../shared/settings.ts";
import { overallProgress, progressPercentage } from "../../../shared/stats.ts";
import { authedProcedure } from "../init.ts";

export const progressRouter = {
  /** The profile card's figures, aggregated from the recorded answers. */
  summary: authedProcedure.query(async ({ ctx }) => {
    const mine = eq(answers.userId, ctx.user.id);
    const [bySubtopic, days, settings] = await ctx.db.batch([
      ctx.db
        .select({ attempted: count(), correct: sql<number>`coalesce(sum(${answers.correct}), 0)` })
        .from(answers)
        .where(mine)
        .groupBy(answers.topicId, answers.subtopicId),
      ctx.db.selectDistinct({ day: answers.day }).from(answers).where(mine),
      ctx.db.select({ timezone: userSettings.timezone }).from(userSettings).where(eq(userSettings.userId, ctx.user.id)),
    ]);
    const attempted = bySubtopic.reduce((n, r) => n + r.attempted, 0);
    const correct = bySubtopic.reduce((n, r) => n + Number(r.correct), 0);
    const today = dayInTimezone(new Date(), settings[0]?.timezone ?? DEFAULT_TIMEZONE);
    return {
      attempted,
      correct,
      overallProgress: overallProgress(
        bySubtopic.map((r) => ({ topic: "", progress: progressPercentage(Number(r.correct), r.attempted), attempted: r.attempted })),
      ),
      streak: studyStreak(days.map((d) => d.day), today),
    };
  }),
};
