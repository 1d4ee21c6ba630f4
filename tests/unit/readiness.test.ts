import { describe, expect, it } from "vitest";
import {
  accuracyLabel,
  accuracyPoints,
  examReadiness,
  readinessLabel,
  timePoints,
  topicPoints,
  volumePoints,
} from "../../src/shared/readiness.ts";

describe("readiness parts at every threshold", () => {
  it.each([[100, 60], [90, 60], [89.9, 50], [80, 50], [79, 40], [70, 40], [69, 30], [60, 30], [59, 20], [50, 20], [49.9, 10], [0, 10]])(
    "accuracy %s%% -> %s",
    (pct, pts) => expect(accuracyPoints(pct)).toBe(pts),
  );
  it.each([[500, 25], [499, 20], [300, 20], [299, 15], [150, 15], [149, 10], [75, 10], [74, 5], [25, 5], [24, 2], [1, 2]])(
    "volume %s -> %s",
    (n, pts) => expect(volumePoints(n)).toBe(pts),
  );
  it.each([[1200, 10], [1199, 8], [600, 8], [599, 6], [300, 6], [299, 4], [120, 4], [119, 2], [60, 2], [59, 1], [0, 1]])(
    "time %s min -> %s",
    (m, pts) => expect(timePoints(m)).toBe(pts),
  );
  it.each([[15, 5], [14, 4], [10, 4], [9, 3], [5, 3], [4, 2], [3, 2], [2, 1], [1, 1], [0, 0]])(
    "topics %s -> %s",
    (t, pts) => expect(topicPoints(t)).toBe(pts),
  );
});

describe("examReadiness", () => {
  it("is 5 before any question", () => {
    expect(examReadiness({ attempted: 0, correct: 0, topicsStudied: 0 })).toEqual({ score: 5, parts: null });
  });
  it("sums the four parts (minutes taken as attempted questions)", () => {
    // 80% accuracy (50) + 150 attempted (15) + 150 "minutes" (4) + 5 topics (3)
    expect(examReadiness({ attempted: 150, correct: 120, topicsStudied: 5 })).toEqual({
      score: 72,
      parts: { accuracy: 50, volume: 15, time: 4, topics: 3 },
    });
  });
  it("reaches 100 at the top of every part", () => {
    expect(examReadiness({ attempted: 1200, correct: 1200, topicsStudied: 15 }).score).toBe(100);
  });
  it("bottoms out at 13 with one wrong answer in one topic", () => {
    expect(examReadiness({ attempted: 1, correct: 0, topicsStudied: 1 }).score).toBe(10 + 2 + 1 + 1);
  });
});

describe("labels", () => {
  it.each([[0, "Start studying"], [1, "Building foundation"], [29, "Building foundation"], [30, "Making progress"], [59, "Making progress"], [60, "Almost ready"], [79, "Almost ready"], [80, "Exam ready"], [100, "Exam ready"]])(
    "readiness %s -> %s",
    (s, label) => expect(readinessLabel(s)).toBe(label),
  );
  it.each([[0, "No data yet"], [1, "Keep practicing"], [59.9, "Keep practicing"], [60, "Good progress"], [79.9, "Good progress"], [80, "Excellent"]])(
    "accuracy %s -> %s",
    (a, label) => expect(accuracyLabel(a)).toBe(label),
  );
});
