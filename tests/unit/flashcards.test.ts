import { Rating } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import {
  adaptDifficulty,
  averageConfidence,
  BACKGROUND_BATCH_GAP_MS,
  canStart,
  confidenceLabel,
  confidencePercent,
  confidenceToGrade,
  DEFAULT_DIFFICULTY_SETTING,
  DEFAULT_FLASHCARD_COUNT,
  DEFAULT_STUDY_MODE,
  estimatedStudyMinutes,
  FALLBACK_CARDS,
  findBuiltInCard,
  FLASHCARD_BATCH_SIZE,
  FLASHCARD_COUNTS,
  FLIP_ANIMATION_MS,
  formatDuration,
  formatEstimatedStudyTime,
  formatNextReview,
  FSRS_GRADES,
  GENERIC_CARDS,
  isCorrectConfidence,
  NEXT_BATCH_POLL_INTERVAL_MS,
  NEXT_BATCH_POLL_START_MS,
  NEXT_CARD_DELAY_MS,
  normalizeDifficulty,
  STUDY_MODES,
  type Confidence,
} from "../../src/shared/flashcards.ts";
import { isValidPair } from "../../src/shared/taxonomy.ts";
import { DIFFICULTIES, DIFFICULTY_SETTINGS } from "../../src/shared/vocab.ts";

const ALL: Confidence[] = [1, 2, 3, 4, 5];

describe("flashcards tool constants", () => {
  it("counts, default, batches, delays", () => {
    expect(FLASHCARD_COUNTS).toEqual([5, 10, 15, 20, 25, 30, 50]);
    expect(DEFAULT_FLASHCARD_COUNT).toBe(15);
    expect(FLASHCARD_BATCH_SIZE).toBe(5);
    expect(NEXT_CARD_DELAY_MS).toBe(300);
    expect(BACKGROUND_BATCH_GAP_MS).toBe(500);
    expect([NEXT_BATCH_POLL_START_MS, NEXT_BATCH_POLL_INTERVAL_MS]).toEqual([1000, 500]);
    expect(FLIP_ANIMATION_MS).toBe(500);
  });
  it("study modes (adaptive default) and difficulties (mixed default)", () => {
    expect(STUDY_MODES).toEqual(["adaptive", "weak_areas", "review", "due", "missed"]);
    expect(DEFAULT_STUDY_MODE).toBe("adaptive");
    expect(DIFFICULTY_SETTINGS).toEqual(["easy", "medium", "hard", "mixed"]);
    expect(DEFAULT_DIFFICULTY_SETTING).toBe("mixed");
  });
  it("card difficulty is lowercase and defaults to medium", () => {
    expect(normalizeDifficulty("Hard")).toBe("hard");
    expect(normalizeDifficulty(" EASY ")).toBe("easy");
    expect(normalizeDifficulty("extreme")).toBe("medium");
    expect(normalizeDifficulty(undefined)).toBe("medium");
  });
});

describe("confidence", () => {
  it("labels and 20%-100%", () => {
    expect(ALL.map(confidenceLabel)).toEqual([
      "Not at all confident",
      "Slightly confident",
      "Moderately confident",
      "Very confident",
      "Extremely confident",
    ]);
    expect(ALL.map(confidencePercent)).toEqual([20, 40, 60, 80, 100]);
  });
  it("a rating of 3 or more counts as correct", () => {
    expect(ALL.map(isCorrectConfidence)).toEqual([false, false, true, true, true]);
  });
  it("average confidence is the mean * 20, rounded", () => {
    expect(averageConfidence([])).toBe(0);
    expect(averageConfidence([5])).toBe(100);
    expect(averageConfidence([1])).toBe(20);
    expect(averageConfidence([3, 4])).toBe(70);
    // mean 2.333 -> 46.67 -> 47
    expect(averageConfidence([1, 2, 4])).toBe(47);
  });
  it("difficulty adaptation: 4-5 up, 1-2 down, 3 same", () => {
    expect(adaptDifficulty("easy", 4)).toBe("medium");
    expect(adaptDifficulty("medium", 5)).toBe("hard");
    expect(adaptDifficulty("hard", 5)).toBe("hard");
    expect(adaptDifficulty("hard", 2)).toBe("medium");
    expect(adaptDifficulty("medium", 1)).toBe("easy");
    expect(adaptDifficulty("easy", 1)).toBe("easy");
    for (const d of DIFFICULTIES) expect(adaptDifficulty(d, 3)).toBe(d);
  });
  it("maps to the FSRS grades: 1-2 Again, 3 Hard, 4 Good, 5 Easy", () => {
    expect(ALL.map(confidenceToGrade)).toEqual([Rating.Again, Rating.Again, Rating.Hard, Rating.Good, Rating.Easy]);
    expect(FSRS_GRADES).toEqual({ again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy });
    // Only Again is a lapse in FSRS: it must line up with "3 or more counts as correct".
    for (const c of ALL) expect(confidenceToGrade(c) !== Rating.Again).toBe(isCorrectConfidence(c));
  });
});

describe("session figures", () => {
  it("estimated study time is 1.5 to 2 minutes per card", () => {
    expect(estimatedStudyMinutes(15)).toEqual({ min: 22.5, max: 30 });
    expect(formatEstimatedStudyTime(5)).toBe("7.5-10 minutes");
    expect(formatEstimatedStudyTime(10)).toBe("15-20 minutes");
  });
  it("formats the time spent", () => {
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(59.4)).toBe("59s");
    expect(formatDuration(60)).toBe("1m 00s");
    expect(formatDuration(185)).toBe("3m 05s");
    expect(formatDuration(3725)).toBe("1h 02m");
  });
  it("formats when a card comes back", () => {
    const now = 1_000_000_000_000;
    const min = 60_000;
    expect(formatNextReview(now, now)).toBe("now");
    expect(formatNextReview(now + 29_000, now)).toBe("now");
    expect(formatNextReview(now + 40_000, now)).toBe("in 1 min");
    expect(formatNextReview(now + 10 * min, now)).toBe("in 10 min");
    expect(formatNextReview(now + 59 * min, now)).toBe("in 59 min");
    expect(formatNextReview(now + 60 * min, now)).toBe("in 1 hour");
    expect(formatNextReview(now + 5 * 60 * min, now)).toBe("in 5 hours");
    expect(formatNextReview(now + 23.6 * 60 * min, now)).toBe("tomorrow");
    expect(formatNextReview(now + 24 * 60 * min, now)).toBe("tomorrow");
    expect(formatNextReview(now + 4 * 24 * 60 * min, now)).toBe("in 4 days");
  });
  it("start needs a topic when topics exist, except weak areas and the due session", () => {
    expect(canStart("adaptive", 8, 0)).toBe(false);
    expect(canStart("review", 8, 0)).toBe(false);
    expect(canStart("adaptive", 8, 1)).toBe(true);
    expect(canStart("adaptive", 0, 0)).toBe(true);
    expect(canStart("weak_areas", 8, 0)).toBe(true);
    expect(canStart("due", 8, 0)).toBe(true);
  });
});

describe("built-in cards", () => {
  it("three fallback cards and up to three generic padding cards, filed under real subtopics", () => {
    expect(FALLBACK_CARDS).toHaveLength(3);
    expect(GENERIC_CARDS).toHaveLength(3);
    const all = [...FALLBACK_CARDS, ...GENERIC_CARDS];
    expect(new Set(all.map((c) => c.id)).size).toBe(6);
    for (const c of all) {
      expect(isValidPair(c.topicId, c.subtopicId)).toBe(true);
      expect(c.front.trim().length).toBeGreaterThan(10);
      expect(c.back.trim().length).toBeGreaterThan(10);
      expect(findBuiltInCard(c.id)).toBe(c);
    }
    expect(findBuiltInCard("fc-unknown")).toBeUndefined();
  });
});
