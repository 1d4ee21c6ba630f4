import { describe, expect, it } from "vitest";
import {
  courseProgress,
  examScore,
  formatStudyTime,
  freeQuizBand,
  overallProgress,
  progressColour,
  progressPercentage,
  relativeTime,
  strongTopics,
  weakTopics,
} from "../../src/shared/stats.ts";
import { nextDifficulty } from "../../src/shared/adaptive.ts";

const t = (topic: string, progress: number, attempted = 10) => ({ topic, progress, attempted });

describe("statistics", () => {
  it("progress percentage rounds correct / attempted", () => {
    expect(progressPercentage(2, 3)).toBe(67);
    expect(progressPercentage(0, 0)).toBe(0);
  });
  it("overall progress weights by max(attempted, 1)", () => {
    expect(overallProgress([t("a", 100, 3), t("b", 0, 1)])).toBe(75);
    expect(overallProgress([t("a", 50, 0), t("b", 100, 0)])).toBe(75);
    expect(overallProgress([])).toBe(0);
  });
  it("weak topics: below 70, lowest first, at most 3", () => {
    const r = [t("a", 69), t("b", 70), t("c", 10), t("d", 40), t("e", 55)];
    expect(weakTopics(r).map((x) => x.topic)).toEqual(["c", "d", "e"]);
  });
  it("strong topics: at or above 80, highest first, at most 3", () => {
    const r = [t("a", 80), t("b", 79), t("c", 99), t("d", 85), t("e", 90)];
    expect(strongTopics(r).map((x) => x.topic)).toEqual(["c", "e", "d"]);
  });
  it("course progress colour: green 80+, yellow 60+, red below", () => {
    expect([80, 79, 60, 59].map(progressColour)).toEqual(["green", "yellow", "yellow", "red"]);
    expect(courseProgress([50, 51])).toBe(51);
    expect(courseProgress([])).toBe(0);
  });
  it("study time: minutes, then hours and minutes from 60", () => {
    expect([0, 59, 60, 61, 125].map(formatStudyTime)).toEqual(["0m", "59m", "1h", "1h 1m", "2h 5m"]);
  });
  it("relative times", () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const ago = (ms: number) => relativeTime(now - ms, now);
    expect(ago(59 * 60_000)).toBe("Just now");
    expect(ago(60 * 60_000)).toBe("1 hour ago");
    expect(ago(23 * 3_600_000)).toBe("23 hours ago");
    expect(ago(24 * 3_600_000)).toBe("1 day ago");
    expect(ago(6 * 86_400_000)).toBe("6 days ago");
    expect(ago(7 * 86_400_000)).toBe("1 week ago");
    expect(ago(15 * 86_400_000)).toBe("2 weeks ago");
  });
  it("exam score rounds and passes at 70", () => {
    expect(examScore(35, 50)).toEqual({ percent: 70, passed: true });
    expect(examScore(34, 50)).toEqual({ percent: 68, passed: false });
    expect(examScore(2, 3)).toEqual({ percent: 67, passed: false });
    expect(examScore(0, 0)).toEqual({ percent: 0, passed: false });
  });
  it("free quiz bands", () => {
    expect([100, 80, 79, 60, 59, 0].map(freeQuizBand)).toEqual([
      "Excellent Work!",
      "Excellent Work!",
      "Good Job!",
      "Good Job!",
      "Keep Practicing!",
      "Keep Practicing!",
    ]);
  });
});

describe("next adaptive difficulty", () => {
  it("is medium under 3 answers, then follows the last 3", () => {
    expect(nextDifficulty([])).toBe("medium");
    expect(nextDifficulty([true, true])).toBe("medium");
    expect(nextDifficulty([true, false, false, false])).toBe("easy"); // 0/3
    expect(nextDifficulty([false, true, false])).toBe("easy"); // 33%
    expect(nextDifficulty([true, true, false])).toBe("medium"); // 67%
    expect(nextDifficulty([false, true, true, true])).toBe("hard"); // 100%
  });
});

describe("review search helpers", async () => {
  const { ftsQuery, hasInsights } = await import("../../src/shared/search.ts");
  it("builds a prefix AND query and neutralises FTS syntax", () => {
    expect(ftsQuery("Malignant hyperth")).toBe('"malignant"* "hyperth"*');
    expect(ftsQuery('dantrolene" OR x*')).toBe('"dantrolene"* "or"* "x"*');
    expect(ftsQuery("  ?? ")).toBeNull();
  });
  it("shows insights unless empty or EMPTY", () => {
    expect(hasInsights("Call for help")).toBe(true);
    expect(hasInsights("EMPTY")).toBe(false);
    expect(hasInsights(" ")).toBe(false);
    expect(hasInsights(null)).toBe(false);
  });
});

describe("study recommendations", async () => {
  const { studyRecommendations } = await import("../../src/shared/stats.ts");
  it("reviews weak topics first, otherwise suggests an exam", () => {
    expect(studyRecommendations([{ topic: "Opioids", progress: 40, attempted: 5 }], 5)).toEqual([
      { title: "Review Opioids", reason: "Accuracy 40% so far", target: "review" },
    ]);
    expect(studyRecommendations([], 0)[0]!.title).toBe("Take your first practice exam");
    expect(studyRecommendations([], 12)[0]!.title).toBe("Take a mixed practice exam");
  });
});

describe("dashboard welcome and recent activity", async () => {
  const { isNewStudent, recentActivity } = await import("../../src/shared/stats.ts");
  it("is new until a first answer or a second day's visit", () => {
    expect(isNewStudent(0, 0)).toBe(true);
    expect(isNewStudent(0, 1)).toBe(true);
    expect(isNewStudent(0, 2)).toBe(false);
    expect(isNewStudent(1, 1)).toBe(false);
  });
  it("takes the 2 latest guides and 3 latest exams, newest first, and shows 3", () => {
    const guides = [
      { id: "g1", title: "Pharmacology: Opioids", at: 500 },
      { id: "g2", title: "Physiology: Acid-Base Balance", at: 100 },
      { id: "g3", title: "never read", at: 900 },
    ];
    const exams = [
      { id: "e1", at: 400, correct: 3, total: 4 },
      { id: "e2", at: 300, correct: 0, total: 10 },
    ];
    const items = recentActivity(guides, exams);
    expect(items.map((i) => i.id)).toEqual(["g1", "e1", "e2"]);
    expect(items[1]).toEqual({ kind: "exam", id: "e1", title: "Practice exam", at: 400, percent: 75, total: 4 });
    expect(recentActivity([], [])).toEqual([]);
  });
});
