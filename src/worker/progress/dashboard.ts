// Every dashboard figure, aggregated in SQL from the recorded events (answers, exams, study time,
// visits, saved guides); the product's formulas (readiness, streak, heat map, goals) are applied to
// those aggregates.
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { answers, dailyActivity, exams, studyGuides, studyTime } from "../../../drizzle/schema.ts";
import { addDays, examCountdown, heatmap, studyStreak, weeklySessions, type DayActivity } from "../../shared/calendar.ts";
import { accuracyLabel, accuracyPercent, examReadiness, readinessLabel } from "../../shared/readiness.ts";
import { DEFAULT_GOALS, goalsSchema } from "../../shared/settings.ts";
import {
  isNewStudent,
  overallProgress,
  progressPercentage,
  RECENT_ACTIVITY,
  recentActivity,
  strongTopics,
  studyRecommendations,
  weakTopics,
} from "../../shared/stats.ts";
import { subtopicName, topicName } from "../../shared/taxonomy.ts";
import type { RequestDeps } from "../request-deps.ts";
import { subtopicTotals, userToday } from "./queries.ts";

/** Records today's visit once: one daily-activity record per day; says whether this was the first. */
export async function recordDailyVisit({ db, userId, now }: RequestDeps) {
  const { today } = await userToday(db, userId, now);
  const inserted = await db.insert(dailyActivity).values({ userId, day: today }).onConflictDoNothing().returning({ day: dailyActivity.day });
  return { day: today, first: inserted.length > 0 };
}

export async function dashboardStats({ db, userId, now }: RequestDeps) {
  const { settings, today } = await userToday(db, userId, now);
  const since = addDays(today, -7 * 12);
  const mine = eq(answers.userId, userId);
  const [bySubtopic, perDay, logins, minutes, examMinutes, recentExams, guidesPerDay, recentGuides] = await db.batch([
    subtopicTotals(db, userId),
    db.select({ day: answers.day, n: count() }).from(answers).where(and(mine, gte(answers.day, since))).groupBy(answers.day),
    db.select({ day: dailyActivity.day }).from(dailyActivity).where(and(eq(dailyActivity.userId, userId), gte(dailyActivity.day, since))),
    db.select({ minutes: sql<number>`coalesce(sum(${studyTime.minutes}), 0)` }).from(studyTime).where(eq(studyTime.userId, userId)),
    // Exam time is derived from the exams themselves (an exam left to expire counts up to its limit).
    db
      .select({ minutes: sql<number>`coalesce(sum((min(${exams.submittedAt}, ${exams.expiresAt}) - ${exams.startedAt}) / 60000), 0)` })
      .from(exams)
      .where(and(eq(exams.userId, userId), eq(exams.status, "submitted"))),
    db
      .select({ id: exams.id, submittedAt: exams.submittedAt, correct: exams.correctCount, questionIds: exams.questionIds })
      .from(exams)
      .where(and(eq(exams.userId, userId), eq(exams.status, "submitted")))
      .orderBy(desc(exams.submittedAt))
      .limit(RECENT_ACTIVITY.exams),
    db
      .select({ day: studyGuides.day, n: count() })
      .from(studyGuides)
      .where(and(eq(studyGuides.userId, userId), gte(studyGuides.day, since)))
      .groupBy(studyGuides.day),
    db
      .select({ id: studyGuides.id, title: studyGuides.title, createdAt: studyGuides.createdAt })
      .from(studyGuides)
      .where(eq(studyGuides.userId, userId))
      .orderBy(desc(studyGuides.createdAt))
      .limit(RECENT_ACTIVITY.guides),
  ]);

  const attempted = bySubtopic.reduce((n, r) => n + r.attempted, 0);
  const correct = bySubtopic.reduce((n, r) => n + r.correct, 0);
  const records = bySubtopic.map((r) => ({
    topic: `${topicName(r.topicId)}: ${subtopicName(r.topicId, r.subtopicId)}`,
    progress: progressPercentage(r.correct, r.attempted),
    attempted: r.attempted,
  }));
  const byTopic = new Map<string, { attempted: number; correct: number }>();
  for (const r of bySubtopic) {
    const t = byTopic.get(r.topicId) ?? { attempted: 0, correct: 0 };
    t.attempted += r.attempted;
    t.correct += r.correct;
    byTopic.set(r.topicId, t);
  }
  const accuracy = accuracyPercent(correct, attempted);
  const readiness = examReadiness({ attempted, correct, topicsStudied: bySubtopic.length });

  const activity = new Map<string, DayActivity>();
  for (const d of perDay) activity.set(d.day, { studyEntries: d.n, guidesCreated: 0, loggedIn: false });
  for (const g of guidesPerDay) activity.set(g.day, { ...(activity.get(g.day) ?? { studyEntries: 0, loggedIn: false }), guidesCreated: g.n });
  for (const l of logins) activity.set(l.day, { ...(activity.get(l.day) ?? { studyEntries: 0, guidesCreated: 0 }), loggedIn: true });
  const studyDays = perDay.map((d) => d.day);
  const goals = { ...DEFAULT_GOALS, ...(goalsSchema.safeParse(settings?.goals).data ?? {}) };

  return {
    isNew: isNewStudent(attempted, logins.length),
    attempted,
    correct,
    accuracy: Math.round(accuracy),
    accuracyLabel: accuracyLabel(accuracy),
    readiness: { score: readiness.score, label: readinessLabel(readiness.score), parts: readiness.parts },
    studyMinutes: Number(minutes[0]?.minutes ?? 0) + Math.floor(Number(examMinutes[0]?.minutes ?? 0)),
    overallProgress: overallProgress(records),
    streak: studyStreak(studyDays, today),
    weakTopics: weakTopics(records),
    recommendations: studyRecommendations(weakTopics(records), attempted),
    strongTopics: strongTopics(records),
    topics: [...byTopic].map(([id, t]) => ({ id, name: topicName(id), attempted: t.attempted, progress: progressPercentage(t.correct, t.attempted) })),
    heatmap: heatmap(activity, today),
    goals: {
      ...goals,
      weeklySessions: weeklySessions(studyDays, today),
      dailyGoalMet: studyDays.includes(today),
      countdown: examCountdown(goals.examDate, now),
    },
    recentActivity: recentActivity(
      recentGuides.map((g) => ({ id: g.id, title: g.title, at: g.createdAt.getTime() })),
      recentExams.map((e) => ({ id: e.id, at: e.submittedAt?.getTime() ?? 0, correct: e.correct ?? 0, total: e.questionIds.length })),
    ),
  };
}
