// The AI flashcards tool (counts, batches, timings, study modes, difficulties, fallback cards), plus
// the spaced repetition we add on top: how a confidence rating becomes an FSRS grade.
import { DIFFICULTIES, type Difficulty, type DifficultySetting } from "./vocab.ts";

export const FLASHCARD_COUNTS = [5, 10, 15, 20, 25, 30, 50] as const;
export type FlashcardCount = (typeof FLASHCARD_COUNTS)[number];
export const DEFAULT_FLASHCARD_COUNT: FlashcardCount = 15;

/** The first batch and every background batch hold this many cards. */
export const FLASHCARD_BATCH_SIZE = 5;
export const NEXT_CARD_DELAY_MS = 300;
export const BACKGROUND_BATCH_GAP_MS = 500;
/** Waiting for a card not loaded yet: first look after 1 s, then every 0.5 s. */
export const NEXT_BATCH_POLL_START_MS = 1_000;
export const NEXT_BATCH_POLL_INTERVAL_MS = 500;
export const FLIP_ANIMATION_MS = 500;

/** 'due' is ours: the cards whose spaced-repetition time has come. */
export const STUDY_MODES = ["adaptive", "weak_areas", "review", "due", "missed"] as const;
export type StudyMode = (typeof STUDY_MODES)[number];
export const DEFAULT_STUDY_MODE = "adaptive" satisfies StudyMode;
export const STUDY_MODE_LABELS: Record<StudyMode, string> = {
  adaptive: "Adaptive",
  weak_areas: "Weak Areas",
  review: "Review",
  due: "Due today",
  missed: "Review missed",
};

export const DEFAULT_DIFFICULTY_SETTING: DifficultySetting = "mixed";

/** A card's difficulty in a session: lowercased, medium when missing or unknown. */
export function normalizeDifficulty(value: string | null | undefined): Difficulty {
  const v = (value ?? "").trim().toLowerCase();
  return (DIFFICULTIES as readonly string[]).includes(v) ? (v as Difficulty) : "medium";
}

export type CardSource = "database" | "ai" | "fallback" | "missed";

/** A question answered wrong, studied as a card: its id in the schedule. */
export const missedCardId = (questionId: string) => `missed:${questionId}`;
export const questionOfMissedCard = (cardId: string) => (cardId.startsWith("missed:") ? cardId.slice("missed:".length) : null);

// ---------------------------------------------------------------- confidence

export type Confidence = 1 | 2 | 3 | 4 | 5;
export const CONFIDENCE_LEVELS: readonly { value: Confidence; label: string; percent: number }[] = [
  { value: 1, label: "Not at all", percent: 20 },
  { value: 2, label: "Slightly", percent: 40 },
  { value: 3, label: "Moderately", percent: 60 },
  { value: 4, label: "Very", percent: 80 },
  { value: 5, label: "Extremely", percent: 100 },
];

export function isConfidence(n: unknown): n is Confidence {
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5;
}

/** "Not at all confident" ... "Extremely confident". */
export function confidenceLabel(c: Confidence): string {
  return `${CONFIDENCE_LEVELS[c - 1]!.label} confident`;
}

/** 1 -> 20% ... 5 -> 100%. */
export function confidencePercent(c: Confidence): number {
  return c * 20;
}

/** A rating of 3 or more counts as correct. */
export const CORRECT_CONFIDENCE = 3;
export function isCorrectConfidence(c: Confidence): boolean {
  return c >= CORRECT_CONFIDENCE;
}

/** Mean of the rated cards * 20, rounded; 0 when nothing is rated. */
export function averageConfidence(ratings: readonly Confidence[]): number {
  if (!ratings.length) return 0;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 20);
}

/** 4-5 raises the difficulty, 1-2 lowers it, 3 keeps it. */
export function adaptDifficulty(current: Difficulty, c: Confidence): Difficulty {
  if (c >= 4) return current === "easy" ? "medium" : "hard";
  if (c <= 2) return current === "hard" ? "medium" : "easy";
  return current;
}

/** ts-fsrs grades (its Rating enum): kept as numbers so the browser bundle does not need ts-fsrs. */
export const FSRS_GRADES = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type FsrsGrade = (typeof FSRS_GRADES)[keyof typeof FSRS_GRADES];

/** 1-2 forgot (Again), 3 recalled with effort (Hard), 4 Good, 5 Easy: a pass exactly when the rating counts as correct. */
export function confidenceToGrade(c: Confidence): FsrsGrade {
  if (c <= 2) return FSRS_GRADES.again;
  if (c === 3) return FSRS_GRADES.hard;
  if (c === 4) return FSRS_GRADES.good;
  return FSRS_GRADES.easy;
}

// ---------------------------------------------------------------- session figures

/** 1.5 to 2 minutes per card. */
export function estimatedStudyMinutes(cards: number): { min: number; max: number } {
  return { min: cards * 1.5, max: cards * 2 };
}

export function formatEstimatedStudyTime(cards: number): string {
  const { min, max } = estimatedStudyMinutes(cards);
  const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
  return `${fmt(min)}-${fmt(max)} minutes`;
}

/** "45s", "3m 05s", "1h 02m". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  return `${Math.floor(s / 3600)}h ${pad(Math.floor((s % 3600) / 60))}m`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a card comes back: "now", "in 10 min", "in 3 hours", "tomorrow", "in 4 days". */
export function formatNextReview(due: number, now: number): string {
  const diff = due - now;
  if (diff < 30_000) return "now";
  if (diff < HOUR) return `in ${Math.max(1, Math.round(diff / MINUTE))} min`;
  if (diff < DAY) {
    const h = Math.round(diff / HOUR);
    return h >= 24 ? "tomorrow" : `in ${h} hour${h === 1 ? "" : "s"}`;
  }
  const d = Math.round(diff / DAY);
  return d <= 1 ? "tomorrow" : `in ${d} days`;
}

/** Setup: a topic must be chosen when topics exist, except for weak areas and the due session. */
export function canStart(mode: StudyMode, topicsAvailable: number, topicsChosen: number): boolean {
  if (mode === "weak_areas" || mode === "due") return true;
  return topicsAvailable === 0 || topicsChosen > 0;
}

// ---------------------------------------------------------------- built-in cards

export type BuiltInCard = {
  id: string;
  topicId: string;
  subtopicId: string;
  difficulty: Difficulty;
  front: string;
  back: string;
};

/** Shown when the bank has no card for the request. */
export const FALLBACK_CARDS: readonly BuiltInCard[] = [
  {
    id: "builtin-fallback-1",
    topicId: "emergency-management",
    subtopicId: "malignant-hyperthermia",
    difficulty: "medium",
    front: "What is the initial dose of dantrolene for malignant hyperthermia, and what else is done at once?",
    back: "Dantrolene 2.5 mg/kg IV, repeated until the signs resolve (more than 10 mg/kg may be needed). At the same time: stop all triggering agents, call for help, hyperventilate with 100% oxygen at high fresh-gas flow, cool the patient and treat hyperkalemia and arrhythmias.",
  },
  {
    id: "builtin-fallback-2",
    topicId: "pharmacology",
    subtopicId: "inhaled-anesthetics",
    difficulty: "easy",
    front: "What is MAC, and what are the approximate adult MAC values of sevoflurane, desflurane and isoflurane?",
    back: "Minimum alveolar concentration: the alveolar concentration at 1 atmosphere that prevents movement in response to surgical incision in 50% of patients. Adult values are about 2% for sevoflurane, 6% for desflurane and 1.2% for isoflurane.",
  },
  {
    id: "builtin-fallback-3",
    topicId: "pharmacology",
    subtopicId: "reversal-agents",
    difficulty: "medium",
    front: "How does sugammadex work, and what are its doses?",
    back: "A modified gamma-cyclodextrin that encapsulates rocuronium (and vecuronium) in plasma. 2 mg/kg when 2 twitches of the train-of-four have returned, 4 mg/kg for deep block (1-2 post-tetanic counts), 16 mg/kg for immediate reversal after 1.2 mg/kg of rocuronium.",
  },
];

/** Pads a batch the bank could not fill: facts that hold for every anesthetic. */
export const GENERIC_CARDS: readonly BuiltInCard[] = [
  {
    id: "builtin-generic-1",
    topicId: "patient-care",
    subtopicId: "patient-safety",
    difficulty: "easy",
    front: "What do the ASA standards for basic anesthetic monitoring require during every anesthetic?",
    back: "Qualified anesthesia personnel present throughout, and continual evaluation of oxygenation (inspired oxygen analyzer, pulse oximetry), ventilation (capnography for every general anesthetic), circulation (continuous ECG, blood pressure at least every 5 minutes) and temperature when changes are intended, anticipated or suspected.",
  },
  {
    id: "builtin-generic-2",
    topicId: "clinical-procedures",
    subtopicId: "preoperative-assessment",
    difficulty: "easy",
    front: "What does the ASA physical status classification describe?",
    back: "The patient's overall preoperative health: I healthy, II mild systemic disease, III severe systemic disease, IV severe systemic disease that is a constant threat to life, V moribund and not expected to survive without the operation, VI brain-dead organ donor. An 'E' marks an emergency.",
  },
  {
    id: "builtin-generic-3",
    topicId: "clinical-procedures",
    subtopicId: "airway-management",
    difficulty: "medium",
    front: "What is the most reliable confirmation that an endotracheal tube is in the trachea?",
    back: "A sustained end-tidal CO2 waveform on capnography over several breaths. Bilateral breath sounds, chest rise and tube condensation support it but can mislead; if CO2 is absent, assume an esophageal intubation until proven otherwise.",
  },
];

const builtIns = new Map([...FALLBACK_CARDS, ...GENERIC_CARDS].map((c) => [c.id, c]));

export function findBuiltInCard(id: string): BuiltInCard | undefined {
  return builtIns.get(id);
}
