// Progress statistics: topic progress, weak and strong topics, study time, recent activity times and scores.

export type TopicProgress = { topic: string; progress: number; attempted: number };

/** Rounded correct / attempted * 100 (0 with nothing attempted). */
export function progressPercentage(correct: number, attempted: number): number {
  return attempted > 0 ? Math.round((correct / attempted) * 100) : 0;
}

/** Average progress weighted by max(attempted, 1). */
export function overallProgress(records: TopicProgress[]): number {
  let weighted = 0;
  let weights = 0;
  for (const r of records) {
    const w = Math.max(r.attempted, 1);
    weighted += r.progress * w;
    weights += w;
  }
  return weights ? Math.round(weighted / weights) : 0;
}

/** Up to 3 topics with progress below 70, lowest first. */
export function weakTopics(records: TopicProgress[]): TopicProgress[] {
  return records.filter((r) => r.progress < 70).sort((a, b) => a.progress - b.progress).slice(0, 3);
}

/** Up to 3 topics with progress at or above 80, highest first. */
export function strongTopics(records: TopicProgress[]): TopicProgress[] {
  return records.filter((r) => r.progress >= 80).sort((a, b) => b.progress - a.progress).slice(0, 3);
}

export type ProgressColour = "green" | "yellow" | "red";

/** Course progress colour: green at 80 or more, yellow at 60 or more, red below. */
export function progressColour(progress: number): ProgressColour {
  if (progress >= 80) return "green";
  if (progress >= 60) return "yellow";
  return "red";
}

/** Mean of a module's progress records, rounded. */
export function courseProgress(progresses: number[]): number {
  return progresses.length ? Math.round(progresses.reduce((a, b) => a + b, 0) / progresses.length) : 0;
}

/** Minutes, or hours and minutes from 60 on: "45m", "1h 5m", "2h". */
export function formatStudyTime(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest ? `${h}h ${rest}m` : `${h}h`;
}

const HOUR = 3_600_000;

/** 'Just now' under an hour, then hours (under 24), days (under 7), then weeks. */
export function relativeTime(then: Date | number, now: Date | number = Date.now()): string {
  const diff = Math.max(0, +now - +then);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`;
  if (diff < HOUR) return "Just now";
  if (diff < 24 * HOUR) return plural(Math.floor(diff / HOUR), "hour");
  if (diff < 7 * 24 * HOUR) return plural(Math.floor(diff / (24 * HOUR)), "day");
  return plural(Math.floor(diff / (7 * 24 * HOUR)), "week");
}

/** Exam score: rounded percentage of correct over all questions; green (pass colour) at 70 or more. */
export function examScore(correct: number, total: number): { percent: number; passed: boolean } {
  const percent = total > 0 ? Math.round((correct / total) * 100) : 0;
  return { percent, passed: percent >= 70 };
}

/** Free quiz score bands: 80 % or more, 60-79 %, below 60 %. */
export function freeQuizBand(percent: number): string {
  if (percent >= 80) return "Excellent Work!";
  if (percent >= 60) return "Good Job!";
  return "Keep Practicing!";
}

export type Recommendation = { title: string; reason: string; target: "review" | "exam" };

/** Rule-based recommendations until the AI ones land: review each weak topic, else take an exam. */
export function studyRecommendations(weak: TopicProgress[], attempted: number): Recommendation[] {
  if (weak.length) return weak.map((t) => ({ title: `Review ${t.topic}`, reason: `Accuracy ${t.progress}% so far`, target: "review" }));
  return attempted
    ? [{ title: "Take a mixed practice exam", reason: "Keep every topic fresh", target: "exam" }]
    : [{ title: "Take your first practice exam", reason: "See where you stand", target: "exam" }];
}

/** A student is new (the dashboard welcomes instead of reporting) until they answer a question or return on another day. */
export function isNewStudent(attempted: number, daysVisited: number): boolean {
  return attempted === 0 && daysVisited <= 1;
}

/** The dashboard's recent activity: the 2 latest guides and the 3 latest exams, newest first, 3 shown. */
export const RECENT_ACTIVITY = { guides: 2, exams: 3, shown: 3 } as const;

export type ActivityItem = { kind: "guide" | "exam"; id: string; title: string; at: number; percent: number; total: number };

export function recentActivity(
  guides: { id: string; title: string; at: number }[],
  exams: { id: string; at: number; correct: number; total: number }[],
): ActivityItem[] {
  return [
    ...guides.slice(0, RECENT_ACTIVITY.guides).map((g) => ({ kind: "guide" as const, ...g, percent: 0, total: 0 })),
    ...exams.slice(0, RECENT_ACTIVITY.exams).map((e) => ({
      kind: "exam" as const,
      id: e.id,
      title: "Practice exam",
      at: e.at,
      percent: progressPercentage(e.correct, e.total),
      total: e.total,
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, RECENT_ACTIVITY.shown);
}
