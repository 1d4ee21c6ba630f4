// The flashcard session as a pure state machine: what the student sees (loading, a card, the wait for
// the next batch, the summary) follows only from the actions below, so every rule is unit-tested
// without timers or a server. The hook (useFlashcardSession) runs the loading and the timers and
// dispatches these actions.
import type { Confidence } from "../../../shared/flashcards.ts";
import type { SessionConfig, StudyCard } from "./types.ts";

type Phase = "loading" | "card" | "waiting" | "complete" | "empty" | "error";

export type SessionState = {
  /** How many cards the student asked for. */
  target: number;
  cards: StudyCard[];
  index: number;
  phase: Phase;
  /** No more cards will arrive (the target was reached, the bank ran out, or loading failed). */
  loadingDone: boolean;
  flipped: boolean;
  /** Between a rating and the move to the next card (0.3 s): no second rating, no navigation. */
  advancing: boolean;
  notice: string | null;
  /** When the current card was shown, for the seconds spent on it. */
  shownAt: number;
  startedAt: number;
  finishedAt: number | null;
};

export type SessionAction =
  | { type: "first-batch"; cards: StudyCard[]; done: boolean; now: number }
  | { type: "more-cards"; cards: StudyCard[] }
  | { type: "loading-done" }
  | { type: "load-failed" }
  | { type: "notice"; notice: string }
  | { type: "flip" }
  | { type: "rate"; confidence: Confidence }
  | { type: "saved"; cardId: string; result: StudyCard["result"] }
  /** The pause after a rating is over: on to the next card, the wait, or the summary. */
  | { type: "advance"; now: number }
  | { type: "previous"; now: number }
  /** Forward from a card rated earlier (after going back). */
  | { type: "next"; now: number }
  /** A look, while waiting, whether the next card has arrived. */
  | { type: "poll"; now: number };

/** Review These Cards starts with its cards; a new session starts loading. */
export function initialSession(config: SessionConfig, now: number): SessionState {
  const cards = config.cards?.map((c) => ({ ...c, confidence: undefined, result: undefined })) ?? [];
  return {
    target: config.target,
    cards,
    index: 0,
    phase: config.cards ? "card" : "loading",
    loadingDone: Boolean(config.cards),
    flipped: false,
    advancing: false,
    notice: null,
    shownAt: now,
    startedAt: now,
    finishedAt: null,
  };
}

export const currentCard = (s: SessionState): StudyCard | undefined => s.cards[s.index];

/** A rating counts only for a card turned to its answer, not rated yet, and not during the pause. */
export function canRate(s: SessionState): boolean {
  const card = currentCard(s);
  return s.phase === "card" && s.flipped && !s.advancing && Boolean(card) && !card!.confidence;
}

/** Seconds spent on the current card, capped at an hour (a tab left open is not study). */
export function secondsOnCard(s: SessionState, now: number): number {
  return Math.min(3600, Math.max(0, Math.round((now - s.shownAt) / 1000)));
}

export const studiedCount = (s: SessionState) => s.cards.filter((c) => c.confidence).length;

/** While loading, the total is the target; once loading stops short, it is what arrived. */
export const sessionTotal = (s: SessionState) => (s.loadingDone ? Math.min(s.target, s.cards.length) : s.target);

function show(s: SessionState, index: number, now: number): SessionState {
  return { ...s, index, flipped: Boolean(s.cards[index]?.confidence), shownAt: now, phase: "card", advancing: false };
}

function complete(s: SessionState, now: number): SessionState {
  return { ...s, phase: "complete", finishedAt: now, advancing: false };
}

/** After a card: the summary once the target is studied, else the next card, else the summary or the wait. */
function moveOn(s: SessionState, from: number, now: number): SessionState {
  if (studiedCount(s) >= s.target) return complete(s, now);
  if (from + 1 < s.cards.length) return show(s, from + 1, now);
  if (s.loadingDone) return complete(s, now);
  return { ...s, phase: "waiting", advancing: false };
}

export function sessionReducer(s: SessionState, a: SessionAction): SessionState {
  switch (a.type) {
    case "first-batch":
      if (a.cards.length === 0) return { ...s, cards: [], phase: "empty", loadingDone: true };
      return { ...s, cards: a.cards, phase: "card", index: 0, flipped: false, shownAt: a.now, startedAt: a.now, loadingDone: a.done };
    case "more-cards":
      return { ...s, cards: [...s.cards, ...a.cards] };
    case "loading-done":
      return { ...s, loadingDone: true };
    case "load-failed":
      return { ...s, phase: "error", loadingDone: true };
    case "notice":
      return { ...s, notice: a.notice };
    case "flip":
      return s.phase === "card" ? { ...s, flipped: !s.flipped } : s;
    case "rate":
      if (!canRate(s)) return s;
      return { ...s, advancing: true, cards: s.cards.map((c, i) => (i === s.index ? { ...c, confidence: a.confidence } : c)) };
    case "saved":
      return { ...s, cards: s.cards.map((c) => (c.id === a.cardId ? { ...c, result: a.result } : c)) };
    case "advance":
      return s.advancing ? moveOn(s, s.index, a.now) : s;
    case "previous":
      return s.phase === "card" && !s.advancing && s.index > 0 ? show(s, s.index - 1, a.now) : s;
    case "next":
      return s.phase === "card" && !s.advancing && currentCard(s)?.confidence ? moveOn(s, s.index, a.now) : s;
    case "poll":
      if (s.phase !== "waiting") return s;
      if (s.index + 1 < s.cards.length) return show(s, s.index + 1, a.now);
      return s.loadingDone ? complete(s, a.now) : s;
  }
}
