// Day-based rules: study streak, the 12-week heat map, and the goals panel.
// Days are "YYYY-MM-DD" strings in the user's timezone, computed by the caller.

const DAY_MS = 86_400_000;

/** A timestamp as it travels to the client: epoch milliseconds (JSON has no dates). */
export const epochMs = (time: Date | null | undefined): number | null => (time ? time.getTime() : null);

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Consecutive active days ending today or yesterday; 0 if the latest activity is older. */
export function studyStreak(activeDays: Iterable<string>, today: string): number {
  const days = new Set(activeDays);
  let cursor = days.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }
  return streak;
}

export type DayActivity = { studyEntries: number; guidesCreated: number; loggedIn: boolean };

/** Heat-map level 0-4: ceil((progress entries + guides) / 2) capped at 4; a login alone is 1. */
export function heatLevel(a: DayActivity): number {
  const work = a.studyEntries + a.guidesCreated;
  if (work > 0) return Math.min(4, Math.ceil(work / 2));
  return a.loggedIn ? 1 : 0;
}

export const HEATMAP_WEEKS = 12;

export type HeatCell = { day: string; level: number; future: boolean; loginOnly: boolean; activity: DayActivity };

/** 84 cells: 12 Sunday-start weeks ending with the current week (days after today are future). */
export function heatmap(activity: Map<string, DayActivity>, today: string): HeatCell[] {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const start = addDays(today, -weekday - (HEATMAP_WEEKS - 1) * 7);
  const empty: DayActivity = { studyEntries: 0, guidesCreated: 0, loggedIn: false };
  return Array.from({ length: HEATMAP_WEEKS * 7 }, (_, i) => {
    const day = addDays(start, i);
    const a = activity.get(day) ?? empty;
    const level = heatLevel(a);
    return { day, level, future: day > today, loginOnly: level === 1 && a.studyEntries + a.guidesCreated === 0, activity: a };
  });
}

/** Distinct days in the last 7 (today included) with study activity other than a login. */
export function weeklySessions(studyDays: Iterable<string>, today: string): number {
  const from = addDays(today, -6);
  return new Set([...studyDays].filter((d) => d >= from && d <= today)).size;
}

export type ExamCountdown = { days: number; label: string; colour: "green" | "yellow" | "red" };

/** Days until the exam, rounded up; green above 30, yellow above 7, red otherwise; 'Today!' at 0 or below. */
export function examCountdown(examDate: string, now: Date): ExamCountdown | null {
  if (!examDate) return null;
  const days = Math.ceil((Date.parse(`${examDate}T00:00:00`) - now.getTime()) / DAY_MS);
  return {
    days,
    label: days <= 0 ? "Today!" : `${days} day${days === 1 ? "" : "s"}`,
    colour: days > 30 ? "green" : days > 7 ? "yellow" : "red",
  };
}

/** The calendar day ("YYYY-MM-DD") of an instant in an IANA timezone. */
export function dayInTimezone(at: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}
