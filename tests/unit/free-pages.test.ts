import { describe, expect, it } from "vitest";
import {
  autoAdvances,
  deckComplete,
  deckReducer,
  initialDeck,
  initialQuiz,
  initialReview,
  quizReducer,
  quizResult,
  ratedCount,
  reviewComplete,
  reviewReducer,
  type DeckAction,
  type QuizState,
  type ReviewAction,
  FREE_PRACTICE_FAQ,
} from "../../src/shared/free-pages.ts";
import { DOMAINS } from "../../src/shared/blueprint.ts";

describe("free quiz score", () => {
  it("rounds to a whole percent and bands at 80 and 60", () => {
    expect(quizResult(8, 10)).toEqual({ percent: 80, band: "Excellent Work!" });
    expect(quizResult(7, 10)).toEqual({ percent: 70, band: "Good Job!" });
    expect(quizResult(6, 10)).toEqual({ percent: 60, band: "Good Job!" });
    expect(quizResult(5, 10)).toEqual({ percent: 50, band: "Keep Practicing!" });
    // 79.5 rounds up into the top band; 59.5 rounds up into the middle one.
    expect(quizResult(159, 200)).toEqual({ percent: 80, band: "Excellent Work!" });
    expect(quizResult(119, 200)).toEqual({ percent: 60, band: "Good Job!" });
    expect(quizResult(2, 3).percent).toBe(67);
    expect(quizResult(0, 0)).toEqual({ percent: 0, band: "Keep Practicing!" });
  });
});

describe("free quiz flow", () => {
  const verdict = (correct: boolean) => ({ type: "verdict" as const, verdict: { correct, correctLetter: "B" as const, explanation: "why" } });
  const answer = (s: QuizState, correct: boolean) => quizReducer(quizReducer(s, { type: "choose", letter: correct ? "B" : "A" }), verdict(correct));

  it("locks the first choice and counts a verdict once", () => {
    let s = quizReducer(initialQuiz(10), { type: "choose", letter: "A" });
    s = quizReducer(s, { type: "choose", letter: "C" });
    expect(s.chosen).toBe("A");
    s = quizReducer(s, verdict(false));
    s = quizReducer(s, verdict(true));
    expect(s).toMatchObject({ answered: 1, correct: 0, verdict: { correct: false } });
  });

  it("ignores a verdict with no choice, and unlocks when the check fails", () => {
    expect(quizReducer(initialQuiz(10), verdict(true))).toEqual(initialQuiz(10));
    const chosen = quizReducer(initialQuiz(10), { type: "choose", letter: "D" });
    expect(quizReducer(chosen, { type: "checkFailed" }).chosen).toBeNull();
    const checked = quizReducer(chosen, verdict(true));
    expect(quizReducer(checked, { type: "checkFailed" })).toBe(checked);
  });

  it("moves on only after answering, and finishes after the last question", () => {
    const start = initialQuiz(10);
    expect(quizReducer(start, { type: "next" })).toBe(start);
    let s = start;
    for (let i = 0; i < 10; i++) {
      s = answer(s, i % 2 === 0);
      expect(s.index).toBe(i);
      s = quizReducer(s, { type: "next" });
    }
    expect(s).toMatchObject({ finished: true, index: 9, answered: 10, correct: 5 });
    expect(quizReducer(s, { type: "choose", letter: "A" })).toBe(s);
  });
});

describe("free flashcards", () => {
  const run = (...actions: DeckAction[]) => actions.reduce(deckReducer, initialDeck(10));

  it("marks a card seen on its first flip and toggles the flip", () => {
    const s = run({ type: "flip" }, { type: "flip" });
    expect(s).toMatchObject({ flipped: false, seen: [0] });
  });

  it("stops Previous at the first card and Next at the last, resetting the flip", () => {
    expect(run({ type: "previous" }).index).toBe(0);
    const last = run(...Array<DeckAction>(12).fill({ type: "next" }));
    expect(last.index).toBe(9);
    expect(run({ type: "flip" }, { type: "next" })).toMatchObject({ index: 1, flipped: false });
    expect(run({ type: "next" }, { type: "flip" }, { type: "previous" })).toMatchObject({ index: 0, flipped: false });
  });

  it("completes when all 10 are seen, not before, and Reset clears index and seen cards", () => {
    const nine = run(...Array.from({ length: 9 }, () => [{ type: "flip" }, { type: "next" }] as DeckAction[]).flat());
    expect(nine.seen).toHaveLength(9);
    expect(deckComplete(nine)).toBe(false);
    const ten = deckReducer(nine, { type: "flip" });
    expect(deckComplete(ten)).toBe(true);
    expect(deckReducer(ten, { type: "reset" })).toEqual(initialDeck(10));
  });

  it("is never complete with no cards", () => {
    expect(deckComplete(initialDeck(0))).toBe(false);
  });
});

describe("free review cards", () => {
  const run = (...actions: ReviewAction[]) => actions.reduce(reviewReducer, initialReview(10));

  it("takes a rating only after Reveal Answer, and only once", () => {
    expect(run({ type: "rate", confidence: "high" }).ratings).toEqual({});
    const s = run({ type: "reveal" }, { type: "rate", confidence: "low" }, { type: "rate", confidence: "high" });
    expect(s.ratings).toEqual({ 0: "low" });
  });

  it("auto-advances after a rating except on the last card", () => {
    expect(autoAdvances(run({ type: "reveal" }))).toBe(false);
    const rated = run({ type: "reveal" }, { type: "rate", confidence: "medium" });
    expect(autoAdvances(rated)).toBe(true);
    expect(reviewReducer(rated, { type: "advance" })).toMatchObject({ index: 1, revealed: false });
    // Unrated cards do not advance.
    expect(run({ type: "advance" }).index).toBe(0);
  });

  it("completes when all 10 are rated and stays on the last card; reset clears everything", () => {
    const steps = Array.from({ length: 10 }, () => [{ type: "reveal" }, { type: "rate", confidence: "high" }, { type: "advance" }] as ReviewAction[]).flat();
    const nine = run(...steps.slice(0, 27));
    expect(ratedCount(nine)).toBe(9);
    expect(reviewComplete(nine)).toBe(false);
    const done = run(...steps);
    expect(done.index).toBe(9);
    expect(ratedCount(done)).toBe(10);
    expect(reviewComplete(done)).toBe(true);
    expect(autoAdvances(done)).toBe(false);
    expect(reviewReducer(done, { type: "reset" })).toEqual(initialReview(10));
  });
});

describe("free practice FAQ", () => {
  it("has 4-5 answers and names every exam domain the questions come from", () => {
    expect(FREE_PRACTICE_FAQ.length).toBeGreaterThanOrEqual(4);
    expect(FREE_PRACTICE_FAQ.length).toBeLessThanOrEqual(5);
    const source = FREE_PRACTICE_FAQ.find((f) => f.q.includes("come from"))!.a;
    for (const d of DOMAINS) expect(source).toContain(d.name);
  });
});
