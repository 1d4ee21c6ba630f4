import { seededRandom } from "./random.ts";
import { type Letter } from "./vocab.ts";
// Rules of the home page: the two live demos as reducers, the sample heat map of the dashboard
// preview, and the "studying right now" line.

/** Landing demos show up to this many items. */
export const DEMO_SIZE = 5;
/** The preview heat map: the last 12 weeks, one cell a day. */
export const HEATMAP_WEEKS = 12;
export const HEATMAP_CELLS = HEATMAP_WEEKS * 7;
export const HEATMAP_MAX_LEVEL = 4;
/** A visitor counts as "studying right now" when they answered or used their session this recently. */
export const STUDYING_NOW_WINDOW_MS = 15 * 60 * 1000;

/** The demo counter: '2 / 5'. */
export const demoCounter = (index: number, total: number) => `${index + 1} / ${total}`;

// ---------------------------------------------------------------- practice demo

export type PracticeDemoState = { index: number; total: number; picked: Letter | null };
export type PracticeDemoAction = { type: "pick"; letter: Letter } | { type: "next" } | { type: "previous" } | { type: "reset" };

export const initialPracticeDemo = (total: number): PracticeDemoState => ({ index: 0, total, picked: null });

/** The first pick locks; moving or resetting clears the pick and with it the reveal. */
export function practiceDemoReducer(state: PracticeDemoState, action: PracticeDemoAction): PracticeDemoState {
  switch (action.type) {
    case "pick":
      return state.picked ? state : { ...state, picked: action.letter };
    case "next":
      return state.index >= state.total - 1 ? state : { ...state, index: state.index + 1, picked: null };
    case "previous":
      return state.index <= 0 ? state : { ...state, index: state.index - 1, picked: null };
    case "reset":
      return initialPracticeDemo(state.total);
  }
}

export type OptionOutcome = "correct" | "wrong" | null;

/** After a pick the correct option shows green and a wrong pick red; nothing shows before. */
export function optionOutcome(option: Letter, picked: Letter | null, correct: Letter): OptionOutcome {
  if (!picked) return null;
  if (option === correct) return "correct";
  return option === picked ? "wrong" : null;
}

// ---------------------------------------------------------------- flashcard demo

export type FlashcardDemoState = { index: number; total: number; flipped: boolean };
export type FlashcardDemoAction = { type: "flip" } | { type: "next" } | { type: "previous" } | { type: "reset" };

export const initialFlashcardDemo = (total: number): FlashcardDemoState => ({ index: 0, total, flipped: false });

/** Previous and Next stop at the ends and always show the new card's question side. */
export function flashcardDemoReducer(state: FlashcardDemoState, action: FlashcardDemoAction): FlashcardDemoState {
  switch (action.type) {
    case "flip":
      return { ...state, flipped: !state.flipped };
    case "next":
      return state.index >= state.total - 1 ? state : { ...state, index: state.index + 1, flipped: false };
    case "previous":
      return state.index <= 0 ? state : { ...state, index: state.index - 1, flipped: false };
    case "reset":
      return initialFlashcardDemo(state.total);
  }
}

// ---------------------------------------------------------------- dashboard preview

/** 84 random activity levels 0-4, oldest day first: a sample, not anyone's data. */
export function sampleHeatmap(seed: number): number[] {
  const next = seededRandom(seed);
  return Array.from({ length: HEATMAP_CELLS }, () => Math.floor(next() * (HEATMAP_MAX_LEVEL + 1)));
}

// ---------------------------------------------------------------- live numbers

/** 'N students studying right now', or nothing when nobody is (the line is hidden then). */
export function studyingNowLabel(n: number): string | null {
  if (!Number.isFinite(n) || n < 1) return null;
  return `${n.toLocaleString("en-US")} ${n === 1 ? "student" : "students"} studying right now`;
}
