// Rules of the free pages for visitors: the quiz, the free flashcards and the free review cards,
// written as reducers so the pages stay thin.
import { freeQuizBand } from "./stats.ts";
import { DOMAINS } from "./blueprint.ts";
import type { Letter } from "./vocab.ts";

export const FREE_QUIZ_SIZE = 10;
export const FREE_CARD_COUNT = 10;
/** Pause after a review-card rating before the next card shows. */
export const REVIEW_AUTO_ADVANCE_MS = 500;
/** The free flashcard flip animation. */
export const FLIP_MS = 500;


// ---------------------------------------------------------------- quiz

/** Score as a whole percent with its band ('Excellent Work!' from 80, 'Good Job!' from 60). */
export function quizResult(correct: number, total: number): { percent: number; band: string } {
  const percent = total > 0 ? Math.round((correct / total) * 100) : 0;
  return { percent, band: freeQuizBand(percent) };
}

export type QuizVerdict = { correct: boolean; correctLetter: Letter; explanation: string };

export type QuizState = {
  index: number;
  total: number;
  /** The visitor's pick; set at once so the options lock while the server checks it. */
  chosen: Letter | null;
  verdict: QuizVerdict | null;
  correct: number;
  answered: number;
  finished: boolean;
};

export type QuizAction =
  | { type: "choose"; letter: Letter }
  | { type: "verdict"; verdict: QuizVerdict }
  | { type: "checkFailed" }
  | { type: "next" };

export function initialQuiz(total: number): QuizState {
  return { index: 0, total, chosen: null, verdict: null, correct: 0, answered: 0, finished: false };
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "choose":
      // An answer can be chosen only once per question.
      return state.chosen || state.finished ? state : { ...state, chosen: action.letter };
    case "verdict":
      if (!state.chosen || state.verdict) return state;
      return {
        ...state,
        verdict: action.verdict,
        answered: state.answered + 1,
        correct: state.correct + (action.verdict.correct ? 1 : 0),
      };
    case "checkFailed":
      // Unlock so the visitor can answer again once the connection is back.
      return state.verdict ? state : { ...state, chosen: null };
    case "next":
      if (!state.verdict) return state; // Next Question is enabled only after answering.
      if (state.index >= state.total - 1) return { ...state, finished: true };
      return { ...state, index: state.index + 1, chosen: null, verdict: null };
  }
}

// ---------------------------------------------------------------- free flashcards

export type DeckState = { index: number; total: number; flipped: boolean; seen: readonly number[] };
export type DeckAction = { type: "flip" } | { type: "next" } | { type: "previous" } | { type: "reset" };

export function initialDeck(total: number): DeckState {
  return { index: 0, total, flipped: false, seen: [] };
}

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case "flip": {
      // The first flip of a card marks it seen.
      const seen = state.seen.includes(state.index) ? state.seen : [...state.seen, state.index];
      return { ...state, flipped: !state.flipped, seen };
    }
    case "next":
      return state.index >= state.total - 1 ? state : { ...state, index: state.index + 1, flipped: false };
    case "previous":
      return state.index <= 0 ? state : { ...state, index: state.index - 1, flipped: false };
    case "reset":
      return initialDeck(state.total);
  }
}

export const deckComplete = (s: DeckState) => s.total > 0 && s.seen.length >= s.total;

// ---------------------------------------------------------------- free review cards

export type Confidence = "low" | "medium" | "high";
export const REVIEW_CONFIDENCE: readonly { value: Confidence; label: string }[] = [
  { value: "low", label: "Need Review" },
  { value: "medium", label: "Somewhat" },
  { value: "high", label: "Confident" },
];

export type ReviewState = {
  index: number;
  total: number;
  revealed: boolean;
  ratings: Readonly<Partial<Record<number, Confidence>>>;
};
export type ReviewAction = { type: "reveal" } | { type: "rate"; confidence: Confidence } | { type: "advance" } | { type: "reset" };

export function initialReview(total: number): ReviewState {
  return { index: 0, total, revealed: false, ratings: {} };
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case "reveal":
      return { ...state, revealed: true };
    case "rate":
      // A card is rated once, after its answer is shown.
      if (!state.revealed || state.ratings[state.index]) return state;
      return { ...state, ratings: { ...state.ratings, [state.index]: action.confidence } };
    case "advance":
      if (!state.ratings[state.index] || state.index >= state.total - 1) return state;
      return { ...state, index: state.index + 1, revealed: false };
    case "reset":
      return initialReview(state.total);
  }
}

export const ratedCount = (s: ReviewState) => Object.keys(s.ratings).length;
export const reviewComplete = (s: ReviewState) => s.total > 0 && ratedCount(s) >= s.total;
/** After a rating the next card follows on its own, except after the last card. */
export const autoAdvances = (s: ReviewState) => Boolean(s.ratings[s.index]) && s.index < s.total - 1;

// ---------------------------------------------------------------- free practice FAQ

const domainList = (() => {
  const names = DOMAINS.map((d) => d.name);
  return `${names.slice(0, -1).join("; ")}; and ${names.at(-1)}`;
})();

/** The FAQ under the free quiz; plain data so the prerendered page can carry it as FAQPage JSON-LD. */
export const FREE_PRACTICE_FAQ: readonly { q: string; a: string }[] = [
  {
    q: "Do I need an account to use the free practice questions?",
    a: `No. Anyone can answer a set of ${FREE_QUIZ_SIZE} questions here without signing in, and Try Again draws a new set as often as you like.`,
  },
  {
    q: "Where do the free questions come from?",
    a: `They are picked at random from the same question bank our subscribers study, spread across the ${DOMAINS.length} content domains of the certifying exam: ${domainList}.`,
  },
  {
    q: "How is my score worked out?",
    a: "Your score is the share of questions you answered correctly, rounded to a whole percent. 80% or more shows 'Excellent Work!', 60% to 79% 'Good Job!' and anything lower 'Keep Practicing!'. It is a quick check on one small set, not a prediction of your exam result.",
  },
  {
    q: "Is my free practice saved?",
    a: "No. Free answers are checked but not stored. With a subscription every answer counts toward your progress dashboard, so you can see your accuracy by topic and where to focus next.",
  },
  {
    q: "What does a subscription add?",
    a: "The full question bank, timed practice exams built from the topics you choose, spaced-repetition flashcards, AI study guides and an AI tutor that explains the reasoning behind an answer.",
  },
];

/** Per visitor address: enough for real practice, too little to copy the bank through the free quiz. */
export const FREE_LIMITS = {
  quiz: { limit: 20, windowMinutes: 60 },
  check: { limit: 250, windowMinutes: 60 },
} as const;

/**
 * The free check answers only for the questions of the visitor's current set (a signed token lists
 * them for two hours): otherwise it would hand out the keys of the whole paid bank one id at a time.
 */
export const FREE_QUIZ_NOT_SERVED_MESSAGE =
  "This question is not part of your current quiz, or your quiz has expired. Start a new quiz to keep practicing.";

export const freeLimitMessage = (minutes: number) =>
  `You've reached the limit of free practice for now. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or start a free trial for the full question bank.`;
