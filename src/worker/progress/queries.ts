import { count, eq, sql } from "drizzle-orm";
import { answers, userSettings } from "../../../drizzle/schema.ts";
import { dayInTimezone } from "../../shared/calendar.ts";
import { DEFAULT_TIMEZONE } from "../../shared/settings.ts";
import type { Db } from "../db.ts";

/** A user's answers counted per (topic, subtopic): the base of every progress figure. Batchable. */
export function subtopicTotals(db: Db, userId: string) {
  return db
    .select({
      topicId: answers.topicId,
      subtopicId: answers.subtopicId,
      attempted: count(),
      correct: sql<number>`coalesce(sum(${answers.correct}), 0)`.mapWith(Number),
    })
    .from(answers)
    .where(eq(answers.userId, userId))
    .groupBy(answers.topicId, answers.subtopicId);
}

/** Today's date in the user's saved timezone (streaks, heat map, goals and recorded days use it). */
export async function userToday(db: Db, userId: string, now: Date) {
  const settings = await db.query.userSettings.findFirst({ where: eq(userSettings.userId, userId) });
  return { settings, today: dayInTimezone(now, settings?.timezone ?? DEFAULT_TIMEZONE) };
}
