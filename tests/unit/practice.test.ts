import { describe, expect, it } from "vitest";
import { DOMAINS } from "../../src/shared/blueprint.ts";
import {
  advanceMock,
  allocateByWeight,
  blockOf,
  MOCK_EXAM,
  optionShares,
  percentileFrom,
  performanceByDomain,
  pickMockQuestions,
  scoreByDomain,
  weakestSubtopics,
} from "../../src/shared/practice.ts";
import { predictedRange } from "../../src/shared/readiness.ts";

describe("the mock exam's format", () => {
  it("is the real exam's: 180 items in two blocks of 90, 110 minutes each", () => {
    expect(MOCK_EXAM).toMatchObject({ items: 180, blocks: 2, itemsPerBlock: 90, minutesPerBlock: 110 });
    expect(blockOf(0)).toBe(0);
    expect(blockOf(89)).toBe(0);
    expect(blockOf(90)).toBe(1);
    expect(blockOf(179)).toBe(1);
  });

  it("shares 180 items by the published weights (relative to their sum of 97), adding up exactly", () => {
    const a = allocateByWeight(180);
    expect(a).toEqual({ principles: 17, "physiology-pathophysiology": 35, "instrumentation-monitoring": 28, "subspecialty-care": 57, pharmacology: 28, "regional-pain": 15 });
    expect(Object.values(a).reduce((s, n) => s + n, 0)).toBe(180);
    expect(Object.values(allocateByWeight(7)).reduce((s, n) => s + n, 0)).toBe(7);
  });

  it("takes unused questions first and tops up a short domain from the others", () => {
    const pool = DOMAINS.flatMap((d) => Array.from({ length: d.id === "regional-pain" ? 5 : 60 }, (_, i) => ({ id: `${d.id}-${i}`, domainId: d.id, used: i % 2 === 1 })));
    const picked = pickMockQuestions(pool)!;
    expect(picked).toHaveLength(180);
    expect(new Set(picked).size).toBe(180);
    expect(picked.filter((id) => id.startsWith("regional-pain-"))).toHaveLength(5);
    // Principles needs 17 of its 30 unused: no used Principles question is taken.
    expect(picked.filter((id) => id.startsWith("principles-") && Number(id.split("-").pop()) % 2 === 1)).toHaveLength(0);
    expect(pickMockQuestions(pool.slice(0, 179))).toBeNull();
  });

  it("moves through blocks and the break as time passes, and finishes after the last block", () => {
    const settings = { blocks: 2, minutesPerBlock: 110, breakMinutes: 15, withBreak: true };
    const start = { block: 0, onBreak: false, expiresAt: 110 * 60_000 };
    expect(advanceMock(start, settings, 110 * 60_000 - 1)).toMatchObject({ block: 0, onBreak: false, finished: false });
    expect(advanceMock(start, settings, 110 * 60_000)).toMatchObject({ block: 1, onBreak: true, expiresAt: 125 * 60_000 });
    expect(advanceMock(start, settings, 125 * 60_000)).toMatchObject({ block: 1, onBreak: false, expiresAt: 235 * 60_000 });
    expect(advanceMock(start, settings, 235 * 60_000)).toMatchObject({ finished: true });
    expect(advanceMock(start, { ...settings, withBreak: false }, 110 * 60_000)).toMatchObject({ block: 1, onBreak: false, expiresAt: 220 * 60_000 });
  });
});

describe("peer comparisons", () => {
  it("needs 30 peers for a percentile and counts ties half", () => {
    expect(percentileFrom(29, 10, 0)).toBeNull();
    expect(percentileFrom(30, 15, 0)).toBe(50);
    expect(percentileFrom(40, 20, 2)).toBe(53);
  });
  it("shows option shares from 20 answers", () => {
    expect(optionShares({ A: 19 }, 19)).toBeNull();
    expect(optionShares({ A: 10, B: 5, C: 5 }, 20)).toEqual({ A: 50, B: 25, C: 25, D: 0 });
  });
});

describe("performance by domain", () => {
  const rows = [
    { domainId: "pharmacology", topicId: "pharmacology", subtopicId: "opioids", answered: 10, correct: 4, avgSeconds: 60 },
    { domainId: "pharmacology", topicId: "pharmacology", subtopicId: "local-anesthetics", answered: 10, correct: 8, avgSeconds: 30 },
    { domainId: "principles", topicId: "clinical-procedures", subtopicId: "airway-management", answered: 4, correct: 0, avgSeconds: 0 },
    { domainId: "regional-pain", topicId: "clinical-procedures", subtopicId: "spinal-anesthesia", answered: 6, correct: 3, avgSeconds: 50 },
  ];
  it("rolls subtopics up into every domain in outline order", () => {
    const d = performanceByDomain(rows);
    expect(d.map((x) => x.domainId)).toEqual(DOMAINS.map((x) => x.id));
    expect(d.find((x) => x.domainId === "pharmacology")).toMatchObject({ answered: 20, correct: 12, accuracy: 60, avgSeconds: 45 });
    expect(d.find((x) => x.domainId === "subspecialty-care")).toMatchObject({ answered: 0, accuracy: null, avgSeconds: null });
  });
  it("names the weakest subtopics with at least 5 answers", () => {
    expect(weakestSubtopics(rows).map((r) => r.subtopicId)).toEqual(["opioids", "spinal-anesthesia", "local-anesthetics"]);
  });
  it("scores an exam per domain like a score report", () => {
    const s = scoreByDomain([
      { domainId: "pharmacology", correct: true },
      { domainId: "pharmacology", correct: false },
      { domainId: "principles", correct: true },
    ]);
    expect(s).toEqual([
      { domainId: "principles", name: "Principles of Anesthesia", correct: 1, total: 1, percent: 100 },
      { domainId: "pharmacology", name: "Pharmacology", correct: 1, total: 2, percent: 50 },
    ]);
  });
});

describe("the predicted score range", () => {
  const bucket = (difficulty: "easy" | "medium" | "hard", answered: number, correct: number, ageDays = 0) => ({ difficulty, answered, correct, ageDays });
  it("gives nothing below 30 answers", () => {
    expect(predictedRange([bucket("medium", 29, 20)])).toBeNull();
  });
  it("narrows as answers grow, around the same point", () => {
    const few = predictedRange([bucket("easy", 10, 7), bucket("medium", 15, 10), bucket("hard", 8, 5)])!;
    const many = predictedRange([bucket("easy", 100, 70), bucket("medium", 150, 100), bucket("hard", 80, 50)])!;
    expect(many.high - many.low).toBeLessThan(few.high - few.low);
    expect(Math.abs(many.point - few.point)).toBeLessThanOrEqual(2);
    expect(many.low).toBeLessThanOrEqual(many.point);
    expect(many.point).toBeLessThanOrEqual(many.high);
  });
  it("weighs recent answers more and does not flatter easy-only practice", () => {
    const improving = predictedRange([bucket("medium", 100, 40, 90), bucket("medium", 100, 80, 1)])!;
    expect(improving.point).toBeGreaterThan(60);
    const easyOnly = predictedRange([bucket("easy", 200, 190)])!;
    // Medium and hard borrow the overall accuracy but with almost no evidence: the range is wide.
    expect(easyOnly.high - easyOnly.low).toBeGreaterThan(20);
    expect(easyOnly.byDifficulty).toEqual({ easy: 95, medium: null, hard: null });
  });
});

describe("stem highlights", async () => {
  const { addRange, splitByRanges } = await import("../../src/shared/highlights.ts");
  it("merges touching and overlapping ranges and ignores empty ones", () => {
    expect(addRange([[0, 4]], [4, 8])).toEqual([[0, 8]]);
    expect(addRange([[10, 12]], [2, 3])).toEqual([[2, 3], [10, 12]]);
    expect(addRange([[0, 4]], [6, 2])).toEqual([[0, 6]]);
    expect(addRange([], [3, 3])).toEqual([]);
  });
  it("splits the text for display, clipped to its length", () => {
    expect(splitByRanges("a patient with", [[2, 9], [50, 60]])).toEqual([
      { text: "a ", marked: false, start: 0 },
      { text: "patient", marked: true, start: 2 },
      { text: " with", marked: false, start: 9 },
    ]);
  });
});
