// Rules of the adaptive questions tool: next difficulty, topic rotation, repeat detection, session
// statistics, adaptation messages, answer checking, validation of model-written questions and the
// built-in fallback questions.
import { findSubtopic, TAXONOMY } from "./taxonomy.ts";
import type { Difficulty } from "./vocab.ts";


export const ADAPTIVE = {
  rotationSize: 10,
  window: 3,
  lowThreshold: 0.4,
  highThreshold: 0.7,
  streakPraise: 3,
  excellentAccuracy: 80,
  fundamentalsAccuracy: 40,
  fallbackPoolSize: 100,
  repeatPrefix: 50,
  /** Pause before asking again for a question that repeats one already seen. */
  repeatRetryMs: 500,
} as const;

/** Under 3 answers: medium. Otherwise by accuracy over the last 3: below 40% easy, below 70% medium, else hard. */
export function nextDifficulty(history: boolean[]): Difficulty {
  if (history.length < ADAPTIVE.window) return "medium";
  const last = history.slice(-ADAPTIVE.window);
  const accuracy = last.filter(Boolean).length / last.length;
  if (accuracy < ADAPTIVE.lowThreshold) return "easy";
  if (accuracy < ADAPTIVE.highThreshold) return "medium";
  return "hard";
}

// ---------------------------------------------------------------- topic rotation

export type RotationTopic = { topicId: string; subtopicId: string; name: string };
export type RotationState<T> = { rotation: T[]; index: number };

/** Up to 10 topics of the pool in random order (Fisher-Yates on a copy). */
export function pickRotation<T>(pool: readonly T[], random: () => number = Math.random, size: number = ADAPTIVE.rotationSize): T[] {
  const copy = [...pool];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, size);
}

/** The next topic of the walk; past the end of the rotation a fresh one is shuffled from the pool. */
export function advanceRotation<T>(
  state: RotationState<T>,
  pool: readonly T[],
  random: () => number = Math.random,
): { topic: T | null; state: RotationState<T> } {
  let { rotation, index } = state;
  if (index >= rotation.length) {
    rotation = pickRotation(pool, random);
    index = 0;
  }
  if (rotation.length === 0) return { topic: null, state: { rotation, index: 0 } };
  return { topic: rotation[index]!, state: { rotation, index: index + 1 } };
}

// The default topic list (adaptive_topics) names topics in its own words; these are the ones whose
// id is not also a taxonomy subtopic id.
const ADAPTIVE_TOPIC_ALIASES: Record<string, [string, string]> = {
  "acid-base-balance": ["physiology", "acid-base"],
  "fluid-and-electrolyte-balance": ["physiology", "fluids-electrolytes"],
  "intravenous-induction-agents": ["pharmacology", "intravenous-anesthetics"],
  "opioid-pharmacology": ["pharmacology", "opioids"],
  "neuromuscular-blockade-and-reversal": ["pharmacology", "neuromuscular-blockers"],
  "vasoactive-medications": ["pharmacology", "vasopressors-inotropes"],
  "benzodiazepines-and-sedation": ["pharmacology", "sedatives-anxiolytics"],
  "antiemetic-therapy": ["pharmacology", "antiemetics"],
  "anticoagulation-management": ["pharmacology", "anticoagulants"],
  "anesthesia-machine-checkout": ["equipment-technology", "anesthesia-machine"],
  "invasive-hemodynamic-monitoring": ["equipment-technology", "hemodynamic-monitoring"],
  "difficult-airway-algorithm": ["clinical-procedures", "difficult-airway"],
  "spinal-and-epidural-anesthesia": ["clinical-procedures", "spinal-anesthesia"],
  "local-anesthetic-systemic-toxicity": ["emergency-management", "last"],
  "operating-room-fire-safety": ["emergency-management", "operating-room-fire"],
};

/** Where answers to questions on a default topic are filed; unknown topics go under 'general'. */
export function resolveAdaptiveTopic(id: string, name: string): RotationTopic {
  const alias = ADAPTIVE_TOPIC_ALIASES[id];
  if (alias && findSubtopic(alias[0], alias[1])) return { topicId: alias[0], subtopicId: alias[1], name };
  const direct = TAXONOMY.find((t) => t.subtopics.some((s) => s.id === id));
  if (direct) return { topicId: direct.id, subtopicId: id, name };
  return { topicId: "general", subtopicId: id, name };
}

// ---------------------------------------------------------------- repeats

/** Two questions repeat when their first 50 characters and their topic are the same. */
export function repeatKey(question: string, topic: string): string {
  const head = question.trim().replace(/\s+/g, " ").slice(0, ADAPTIVE.repeatPrefix).toLowerCase();
  return `${topic.trim().toLowerCase()}|${head}`;
}

export function isRepeat(question: { question: string; topic: string }, seen: Iterable<string>): boolean {
  const key = repeatKey(question.question, question.topic);
  for (const k of seen) if (k === key) return true;
  return false;
}

// ---------------------------------------------------------------- session

export type AdaptiveAnswer = { correct: boolean };

export type SessionStats = { answered: number; correct: number; streak: number; bestStreak: number; accuracy: number };

/** Questions, Correct, Streak (current run of correct answers) and Accuracy (whole percent). */
export function sessionStats(history: readonly boolean[]): SessionStats {
  let streak = 0;
  let bestStreak = 0;
  for (const ok of history) {
    streak = ok ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  const correct = history.filter(Boolean).length;
  return {
    answered: history.length,
    correct,
    streak,
    bestStreak,
    accuracy: history.length ? Math.round((correct / history.length) * 100) : 0,
  };
}

export const ADAPTATION_TEXT = {
  streak: "Great streak!",
  excellent: "Excellent performance!",
  fundamentals: "Let's reinforce the fundamentals before moving on.",
} as const;

/** The message shown with a result: praise for a streak of 3+, and by session accuracy (80%+ or 40% and below). */
export function adaptationMessage(stats: Pick<SessionStats, "streak" | "accuracy" | "answered">): string {
  const parts: string[] = [];
  if (stats.streak >= ADAPTIVE.streakPraise) parts.push(ADAPTATION_TEXT.streak);
  if (stats.answered > 0 && stats.accuracy >= ADAPTIVE.excellentAccuracy) parts.push(ADAPTATION_TEXT.excellent);
  else if (stats.answered > 0 && stats.accuracy <= ADAPTIVE.fundamentalsAccuracy) parts.push(ADAPTATION_TEXT.fundamentals);
  return parts.join(" ");
}

const RANK: Record<Difficulty, number> = { easy: 0, medium: 1, hard: 2 };

/** Why the next question has its difficulty, e.g. "Difficulty increased to hard because you answered 3 of the last 3 correctly." */
export function difficultyNote(previous: Difficulty, next: Difficulty, history: readonly boolean[]): string {
  if (history.length < ADAPTIVE.window) {
    return `Difficulty stays at ${next} until you have answered ${ADAPTIVE.window} questions.`;
  }
  const right = history.slice(-ADAPTIVE.window).filter(Boolean).length;
  const why = `you answered ${right} of the last ${ADAPTIVE.window} correctly`;
  if (RANK[next] > RANK[previous]) return `Difficulty increased to ${next} because ${why}.`;
  if (RANK[next] < RANK[previous]) return `Difficulty decreased to ${next} because ${why}.`;
  return `Difficulty stays at ${next} because ${why}.`;
}

/** The difficulty change recorded in the adaptation history. */
export function difficultyAdjustment(previous: Difficulty, next: Difficulty): "up" | "down" | "same" {
  return RANK[next] > RANK[previous] ? "up" : RANK[next] < RANK[previous] ? "down" : "same";
}

// ---------------------------------------------------------------- answers

/** Correct when the trimmed choice equals the trimmed correct answer. */
export function isCorrectAnswer(choice: string | null | undefined, correctAnswer: string): boolean {
  if (choice == null) return false;
  const picked = choice.trim();
  return picked !== "" && picked === correctAnswer.trim();
}

// ---------------------------------------------------------------- model output

export type ValidQuestion = {
  question: string;
  options: [string, string, string, string];
  correctIndex: number;
  correctAnswer: string;
  explanation: string;
};

const LETTER_LABEL = /^\(?([A-Da-d])[).:]\s+/;

/** Removes "A) " style labels when all four options carry them in order. */
function stripLetterLabels(options: string[]): string[] {
  const labelled = options.every((o, i) => LETTER_LABEL.exec(o)?.[1]?.toUpperCase() === "ABCD"[i]);
  return labelled ? options.map((o) => o.replace(LETTER_LABEL, "").trim()) : options;
}

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/**
 * A question a model wrote, accepted only with a stem, exactly four distinct non-empty options,
 * a correct answer equal to exactly one of them (or its letter) and an explanation. Returns the
 * normalized question or null.
 */
export function validateGeneratedQuestion(data: unknown): ValidQuestion | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const question = text(d.question);
  const explanation = text(d.explanation);
  if (!question || !explanation) return null;
  if (!Array.isArray(d.options) || d.options.length !== 4) return null;
  if (!d.options.every((o) => typeof o === "string" && o.trim() !== "")) return null;
  const options = stripLetterLabels((d.options as string[]).map((o) => o.trim()));
  if (options.some((o) => o === "")) return null;
  if (new Set(options.map((o) => o.toLowerCase())).size !== 4) return null;

  if (typeof d.correctAnswer !== "string") return null;
  const answer = d.correctAnswer.trim();
  let matches = options.flatMap((o, i) => (o === answer ? [i] : []));
  if (matches.length === 0) {
    const bare = answer.replace(LETTER_LABEL, "").trim();
    matches = options.flatMap((o, i) => (o === bare ? [i] : []));
  }
  if (matches.length === 0 && /^[A-Da-d]$/.test(answer)) matches = ["ABCD".indexOf(answer.toUpperCase())];
  if (matches.length !== 1) return null;
  const correctIndex = matches[0]!;
  return { question, options: options as ValidQuestion["options"], correctIndex, correctAnswer: options[correctIndex]!, explanation };
}

// ---------------------------------------------------------------- built-in questions

export type BuiltInQuestion = {
  id: string;
  topicId: string;
  subtopicId: string;
  topic: string;
  difficulty: Difficulty;
  question: string;
  options: [string, string, string, string];
  correctAnswer: string;
  explanation: string;
};

/** The last resort when neither a model nor the question bank can supply a question. */
export const BUILT_IN_QUESTIONS: readonly BuiltInQuestion[] = [
  {
    id: "builtin-dantrolene",
    topicId: "emergency-management",
    subtopicId: "malignant-hyperthermia",
    topic: "Malignant Hyperthermia",
    difficulty: "easy",
    question: "Which drug is the specific treatment for a malignant hyperthermia crisis?",
    options: ["Dantrolene", "Succinylcholine", "Neostigmine", "Sugammadex"],
    correctAnswer: "Dantrolene",
    explanation:
      "Dantrolene blocks calcium release from the sarcoplasmic reticulum through the ryanodine (RYR1) receptor, stopping the runaway muscle hypermetabolism. The initial dose is 2.5 mg/kg IV, repeated until signs resolve. Succinylcholine is a trigger of malignant hyperthermia; neostigmine and sugammadex reverse neuromuscular blockade and do not treat it.",
  },
  {
    id: "builtin-oxyhemoglobin-curve",
    topicId: "physiology",
    subtopicId: "respiratory-physiology",
    topic: "Respiratory Physiology",
    difficulty: "medium",
    question: "Which of the following shifts the oxyhemoglobin dissociation curve to the right?",
    options: ["Hypothermia", "Respiratory alkalosis", "Increased 2,3-diphosphoglycerate (2,3-DPG)", "Fetal hemoglobin"],
    correctAnswer: "Increased 2,3-diphosphoglycerate (2,3-DPG)",
    explanation:
      "A right shift (higher P50, easier oxygen unloading to tissues) is caused by increased 2,3-DPG, hyperthermia, acidosis and hypercarbia. Hypothermia, alkalosis and fetal hemoglobin all shift the curve to the left, increasing hemoglobin's affinity for oxygen.",
  },
  {
    id: "builtin-capnography-bronchospasm",
    topicId: "equipment-technology",
    subtopicId: "capnography",
    topic: "Capnography",
    difficulty: "hard",
    question: "During general anesthesia, which capnogram finding is most consistent with bronchospasm?",
    options: [
      "An upsloping, 'shark-fin' expiratory plateau",
      "A baseline that no longer returns to zero",
      "A cleft in the alveolar plateau",
      "A sudden fall of end-tidal CO2 to zero",
    ],
    correctAnswer: "An upsloping, 'shark-fin' expiratory plateau",
    explanation:
      "Bronchospasm slows and unevens alveolar emptying, so the expiratory upstroke and plateau slope upward in a 'shark-fin' shape. A raised baseline means rebreathing (exhausted CO2 absorber or an incompetent valve), a cleft in the plateau ('curare cleft') means spontaneous breaths during partial neuromuscular blockade, and a sudden fall to zero suggests disconnection, esophageal intubation or circuit obstruction.",
  },
];

export function findBuiltInQuestion(id: string): BuiltInQuestion | undefined {
  return BUILT_IN_QUESTIONS.find((q) => q.id === id);
}

/** A built-in question not yet used in the session, preferring the topic, then the difficulty; any one once all are used. */
export function pickBuiltInQuestion(
  want: { topicId?: string; difficulty: Difficulty },
  usedIds: readonly string[],
  random: () => number = Math.random,
): BuiltInQuestion {
  const fresh = BUILT_IN_QUESTIONS.filter((q) => !usedIds.includes(q.id));
  const pool = fresh.length ? fresh : BUILT_IN_QUESTIONS;
  const score = (q: BuiltInQuestion) => (q.topicId === want.topicId ? 2 : 0) + (q.difficulty === want.difficulty ? 1 : 0);
  const best = Math.max(...pool.map(score));
  const top = pool.filter((q) => score(q) === best);
  return top[Math.floor(random() * top.length)] ?? top[0]!;
}
