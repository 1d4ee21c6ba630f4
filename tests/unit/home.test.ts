import { describe, expect, it } from "vitest";
import {
  demoCounter,
  flashcardDemoReducer,
  HEATMAP_CELLS,
  initialFlashcardDemo,
  initialPracticeDemo,
  optionOutcome,
  practiceDemoReducer,
  sampleHeatmap,
  STUDYING_NOW_WINDOW_MS,
  studyingNowLabel,
} from "../../src/shared/home.ts";

describe("practice demo", () => {
  it("locks the first pick", () => {
    const s = practiceDemoReducer(practiceDemoReducer(initialPracticeDemo(5), { type: "pick", letter: "C" }), { type: "pick", letter: "A" });
    expect(s.picked).toBe("C");
  });

  it("next, previous and reset clear the pick; next and previous stop at the ends", () => {
    const picked = (s: ReturnType<typeof initialPracticeDemo>) => practiceDemoReducer(s, { type: "pick", letter: "B" });
    let s = picked(initialPracticeDemo(2));
    s = practiceDemoReducer(s, { type: "next" });
    expect(s).toEqual({ index: 1, total: 2, picked: null });
    s = picked(s);
    expect(practiceDemoReducer(s, { type: "next" })).toBe(s);
    s = practiceDemoReducer(s, { type: "previous" });
    expect(s).toEqual({ index: 0, total: 2, picked: null });
    expect(practiceDemoReducer(picked(s), { type: "previous" }).picked).toBe("B");
    expect(practiceDemoReducer(picked(practiceDemoReducer(s, { type: "next" })), { type: "reset" })).toEqual({ index: 0, total: 2, picked: null });
  });

  it("shows green on the correct option and red on a wrong pick, nothing before a pick", () => {
    expect(optionOutcome("A", null, "A")).toBeNull();
    expect(optionOutcome("A", "A", "A")).toBe("correct");
    expect(optionOutcome("B", "A", "A")).toBeNull();
    expect(optionOutcome("A", "B", "A")).toBe("correct");
    expect(optionOutcome("B", "B", "A")).toBe("wrong");
    expect(optionOutcome("C", "B", "A")).toBeNull();
  });

  it("counts as 'n / total'", () => {
    expect(demoCounter(0, 5)).toBe("1 / 5");
    expect(demoCounter(4, 5)).toBe("5 / 5");
  });
});

describe("flashcard demo", () => {
  it("flips both ways, and moving shows the next card's question side, stopping at the ends", () => {
    let s = flashcardDemoReducer(initialFlashcardDemo(2), { type: "flip" });
    expect(s.flipped).toBe(true);
    expect(flashcardDemoReducer(s, { type: "flip" }).flipped).toBe(false);
    expect(flashcardDemoReducer(s, { type: "previous" })).toBe(s);
    s = flashcardDemoReducer(s, { type: "next" });
    expect(s).toEqual({ index: 1, total: 2, flipped: false });
    s = flashcardDemoReducer(s, { type: "flip" });
    expect(flashcardDemoReducer(s, { type: "next" })).toBe(s);
    expect(flashcardDemoReducer(s, { type: "previous" })).toEqual({ index: 0, total: 2, flipped: false });
    expect(flashcardDemoReducer(s, { type: "reset" })).toEqual({ index: 0, total: 2, flipped: false });
  });

  it("a single card has no next", () => {
    const s = initialFlashcardDemo(1);
    expect(flashcardDemoReducer(s, { type: "next" })).toBe(s);
  });
});

describe("sample heat map", () => {
  it("has 84 cells of levels 0-4, the same for the same seed", () => {
    const cells = sampleHeatmap(42);
    expect(HEATMAP_CELLS).toBe(84);
    expect(cells).toHaveLength(84);
    expect(cells.every((l) => Number.isInteger(l) && l >= 0 && l <= 4)).toBe(true);
    expect(sampleHeatmap(42)).toEqual(cells);
    expect(sampleHeatmap(43)).not.toEqual(cells);
  });

  it("uses every level over a sample (so the legend is not a lie)", () => {
    expect(new Set(sampleHeatmap(7)).size).toBe(5);
  });
});

describe("students studying right now", () => {
  it("is hidden below one and pluralised from two", () => {
    expect(studyingNowLabel(0)).toBeNull();
    expect(studyingNowLabel(1)).toBe("1 student studying right now");
    expect(studyingNowLabel(2)).toBe("2 students studying right now");
    expect(studyingNowLabel(1234)).toBe("1,234 students studying right now");
  });

  it("looks back 15 minutes", () => {
    expect(STUDYING_NOW_WINDOW_MS).toBe(900_000);
  });
});
