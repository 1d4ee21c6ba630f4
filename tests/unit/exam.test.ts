import { describe, expect, it } from "vitest";
import {
  availableQuestions,
  countByDomain,
  examConfigSchema,
  formatCountdown,
  isCorrectChoice,
  resultByTopic,
  toggleTopic,
} from "../../src/shared/exam.ts";

describe("exam builder", () => {
  it("defaults and allowed values", () => {
    expect(
      examConfigSchema.parse({
        questionCount: 50,
        difficulty: "mixed",
        topics: "All",
        timeLimit: 60,
      }),
    ).toMatchObject({ mode: "timed" });
    expect(
      examConfigSchema.safeParse({
        questionCount: 40,
        difficulty: "mixed",
        topics: "All",
        timeLimit: 60,
      }).success,
    ).toBe(false);
    expect(
      examConfigSchema.safeParse({
        questionCount: 25,
        difficulty: "mixed",
        topics: [],
        timeLimit: 60,
      }).success,
    ).toBe(false);
  });
  it("topic selection: All clears others, a topic removes All, unchecking the last reverts to All", () => {
    expect(toggleTopic("All", "pharmacology")).toEqual(["pharmacology"]);
    expect(toggleTopic(["pharmacology"], "physiology")).toEqual([
      "pharmacology",
      "physiology",
    ]);
    expect(toggleTopic(["pharmacology", "physiology"], "All")).toBe("All");
    expect(toggleTopic(["pharmacology"], "pharmacology")).toBe("All");
  });
  it("counts available questions exactly", () => {
    const counts = [
      { topicId: "a", subtopicId: "a1", domainId: "x", difficulty: "easy", n: 3 },
      { topicId: "a", subtopicId: "a2", domainId: "y", difficulty: "hard", n: 2 },
      { topicId: "b", subtopicId: "b1", domainId: "x", difficulty: "easy", n: 5 },
    ];
    const all = { topics: "All", domains: "All" } as const;
    expect(availableQuestions(counts, { ...all, difficulty: "mixed" })).toBe(
      10,
    );
    expect(availableQuestions(counts, { ...all, difficulty: "easy" })).toBe(8);
    expect(
      availableQuestions(counts, {
        ...all,
        topics: ["a"],
        difficulty: "mixed",
      }),
    ).toBe(5);
    expect(
      availableQuestions(counts, { ...all, topics: ["a"], difficulty: "hard" }),
    ).toBe(2);
    expect(
      availableQuestions(counts, {
        ...all,
        topics: ["c"],
        difficulty: "mixed",
      }),
    ).toBe(0);
    // The exam domain is a second axis: both selections apply.
    expect(
      availableQuestions(counts, {
        ...all,
        domains: ["x"],
        difficulty: "mixed",
      }),
    ).toBe(8);
    expect(
      availableQuestions(counts, {
        topics: ["a"],
        domains: ["x"],
        difficulty: "mixed",
      }),
    ).toBe(3);
    expect(
      availableQuestions(counts, {
        topics: ["b"],
        domains: ["y"],
        difficulty: "mixed",
      }),
    ).toBe(0);
    expect(countByDomain(counts)).toMatchObject({ x: 8, y: 2 });
  });
});

describe("exam runner rules", () => {
  it("formats the countdown as HH:MM:SS", () => {
    expect(formatCountdown(60 * 60_000)).toBe("01:00:00");
    expect(formatCountdown(61_000)).toBe("00:01:01");
    expect(formatCountdown(500)).toBe("00:00:01");
    expect(formatCountdown(-5)).toBe("00:00:00");
  });
  it("compares by option text, the correct letter in any case, unknown letters as A", () => {
    const o: [string, string, string, string] = ["x", "y", "z", "w"];
    expect(isCorrectChoice(o, "b", "B")).toBe(true);
    expect(isCorrectChoice(o, "B", "C")).toBe(false);
    expect(isCorrectChoice(o, "Q", "A")).toBe(true);
    expect(isCorrectChoice(o, "A", null)).toBe(false);
    expect(isCorrectChoice(["same", "same", "z", "w"], "A", "B")).toBe(true);
  });
});

describe("result by topic", () => {
  it("counts correct and total per topic in first-seen order; unanswered counts as wrong", () => {
    const rows = resultByTopic([
      { topicId: "pharmacology", correct: true },
      { topicId: "physiology", correct: false },
      { topicId: "pharmacology", correct: null },
      { topicId: "pharmacology", correct: true },
    ]);
    expect(rows).toEqual([
      { topicId: "pharmacology", correct: 2, total: 3, percent: 67 },
      { topicId: "physiology", correct: 0, total: 1, percent: 0 },
    ]);
    expect(resultByTopic([])).toEqual([]);
  });
});
