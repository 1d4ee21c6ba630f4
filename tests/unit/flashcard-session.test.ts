import { describe, expect, it } from "vitest";
import {
  canRate,
  initialSession,
  secondsOnCard,
  sessionReducer,
  sessionTotal,
  studiedCount,
  type SessionAction,
  type SessionState,
} from "../../src/client/features/flashcards/session-state.ts";
import type { SessionCard, SessionConfig } from "../../src/client/features/flashcards/types.ts";

const card = (id: string): SessionCard => ({ id, front: `Q ${id}`, back: `A ${id}`, difficulty: "medium" }) as unknown as SessionCard;
const config = (target: number, cards?: SessionCard[]): SessionConfig => ({ id: "s", mode: "adaptive", difficulty: "mixed", topicIds: ["t"], target, cards });
const run = (state: SessionState, ...actions: SessionAction[]) => actions.reduce(sessionReducer, state);

/** Flip, rate and let the 0.3 s pause pass. */
const study = (s: SessionState, confidence: 1 | 2 | 3 | 4 | 5 = 4, now = 1_000) =>
  run(s, { type: "flip" }, { type: "rate", confidence }, { type: "advance", now });

describe("flashcard session: loading", () => {
  it("starts loading, shows the first batch, or says the bank had nothing", () => {
    const s = initialSession(config(10), 0);
    expect(s.phase).toBe("loading");
    expect(run(s, { type: "first-batch", cards: [card("a")], done: false, now: 5 })).toMatchObject({ phase: "card", index: 0, startedAt: 5, loadingDone: false });
    expect(run(s, { type: "first-batch", cards: [], done: true, now: 5 }).phase).toBe("empty");
    expect(run(s, { type: "load-failed" }).phase).toBe("error");
  });

  it("Review These Cards starts on the first card with every rating cleared", () => {
    const rated = { ...card("a"), confidence: 5 } as SessionCard;
    const s = initialSession(config(1, [rated]), 0);
    expect(s).toMatchObject({ phase: "card", loadingDone: true });
    expect(s.cards[0]!).not.toHaveProperty("confidence", 5);
  });

  it("counts the target as the total while loading, and what arrived once loading stopped short", () => {
    const s = run(initialSession(config(15), 0), { type: "first-batch", cards: [card("a"), card("b")], done: false, now: 0 });
    expect(sessionTotal(s)).toBe(15);
    expect(sessionTotal(run(s, { type: "loading-done" }))).toBe(2);
  });
});

describe("flashcard session: rating", () => {
  const twoCards = () => run(initialSession(config(5), 0), { type: "first-batch", cards: [card("a"), card("b")], done: false, now: 0 });

  it("rates only a card turned to its answer, once, and not during the pause", () => {
    const s = twoCards();
    expect(canRate(s)).toBe(false);
    expect(run(s, { type: "rate", confidence: 3 })).toBe(s);
    const flipped = run(s, { type: "flip" });
    const rated = run(flipped, { type: "rate", confidence: 3 });
    expect(rated.cards[0]!.confidence).toBe(3);
    expect(rated.advancing).toBe(true);
    expect(run(rated, { type: "rate", confidence: 5 }).cards[0]!.confidence).toBe(3);
    expect(run(rated, { type: "previous", now: 1 })).toBe(rated);
  });

  it("moves to the next card after the pause, showing its question", () => {
    const s = study(twoCards(), 4, 300);
    expect(s).toMatchObject({ index: 1, phase: "card", flipped: false, advancing: false, shownAt: 300 });
  });

  it("waits for the next batch when the student is faster than the loading, then shows it", () => {
    let s = study(study(twoCards()));
    expect(s.phase).toBe("waiting");
    expect(run(s, { type: "poll", now: 2 }).phase).toBe("waiting");
    s = run(s, { type: "more-cards", cards: [card("c")] }, { type: "poll", now: 3 });
    expect(s).toMatchObject({ phase: "card", index: 2 });
  });

  it("ends when the waiting finds loading finished with no more cards", () => {
    const s = run(study(study(twoCards())), { type: "loading-done" }, { type: "poll", now: 9 });
    expect(s).toMatchObject({ phase: "complete", finishedAt: 9 });
  });

  it("ends as soon as the target is studied, even with cards left", () => {
    const s = run(initialSession(config(1), 0), { type: "first-batch", cards: [card("a"), card("b")], done: true, now: 0 });
    expect(study(s)).toMatchObject({ phase: "complete" });
    expect(studiedCount(study(s))).toBe(1);
  });

  it("goes back to a rated card with its answer showing, and forward again without rating twice", () => {
    let s = study(twoCards());
    s = run(s, { type: "previous", now: 5 });
    expect(s).toMatchObject({ index: 0, flipped: true });
    expect(canRate(s)).toBe(false);
    s = run(s, { type: "next", now: 6 });
    expect(s).toMatchObject({ index: 1, flipped: false });
    // Forward from an unrated card is not allowed: it must be rated first.
    expect(run(s, { type: "next", now: 7 })).toBe(s);
  });

  it("records what the server scheduled, or that the rating failed", () => {
    const s = run(study(twoCards()), { type: "saved", cardId: "a", result: "failed" });
    expect(s.cards[0]!.result).toBe("failed");
  });

  it("counts the seconds on a card, capped at an hour", () => {
    const s = twoCards();
    expect(secondsOnCard(s, 12_400)).toBe(12);
    expect(secondsOnCard(s, 10 * 3_600_000)).toBe(3600);
  });
});
