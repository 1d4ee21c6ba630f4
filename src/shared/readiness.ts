// Exam readiness: 0-100, 5 before any question, otherwise the sum of four parts (accuracy, volume, time, topics).

export type ReadinessInput = {
  attempted: number;
  correct: number;
  /** distinct (topic, subtopic) pairs studied */
  topicsStudied: number;
};

export type ReadinessParts = { accuracy: number; volume: number; time: number; topics: number };

const tier = (value: number, steps: [number, number][], otherwise: number) =>
  steps.find(([min]) => value >= min)?.[1] ?? otherwise;

/** Accuracy part (max 60) from accuracy in percent. */
export const accuracyPoints = (accuracyPct: number) =>
  tier(accuracyPct, [[90, 60], [80, 50], [70, 40], [60, 30], [50, 20]], 10);

/** Volume part (max 25) from questions attempted. */
export const volumePoints = (attempted: number) =>
  tier(attempted, [[500, 25], [300, 20], [150, 15], [75, 10], [25, 5]], 2);

/** Time part (max 10) from study minutes. */
export const timePoints = (minutes: number) =>
  tier(minutes, [[1200, 10], [600, 8], [300, 6], [120, 4], [60, 2]], 1);

/** Topics part (max 5) from topics studied. */
export const topicPoints = (topics: number) => tier(topics, [[15, 5], [10, 4], [5, 3], [3, 2], [1, 1]], 0);

export function accuracyPercent(correct: number, attempted: number): number {
  return attempted > 0 ? (correct / attempted) * 100 : 0;
}

export function examReadiness(input: ReadinessInput): { score: number; parts: ReadinessParts | null } {
  if (input.attempted <= 0) return { score: 5, parts: null };
  const parts: ReadinessParts = {
    accuracy: accuracyPoints(accuracyPercent(input.correct, input.attempted)),
    volume: volumePoints(input.attempted),
    // Study minutes count as equal to the questions attempted: one minute per question.
    time: timePoints(input.attempted),
    topics: topicPoints(input.topicsStudied),
  };
  return { score: parts.accuracy + parts.volume + parts.time + parts.topics, parts };
}

export function readinessLabel(score: number): string {
  if (score <= 0) return "Start studying";
  if (score < 30) return "Building foundation";
  if (score < 60) return "Making progress";
  if (score < 80) return "Almost ready";
  return "Exam ready";
}

export function accuracyLabel(accuracyPct: number): string {
  if (accuracyPct <= 0) return "No data yet";
  if (accuracyPct < 60) return "Keep practicing";
  if (accuracyPct < 80) return "Good progress";
  return "Excellent";
}

// The predicted range: an honest estimate of the percent a student would score on the real exam,
// shown beside the score above (which stays the product's own formula). Recent answers count more
// (their weight halves every `halfLifeDays`), accuracy is taken per difficulty and recombined in the
// exam's mix so a student who drills easy questions is not flattered, and the interval widens when
// the answers behind it are few.
export const PREDICTION = {
  halfLifeDays: 30,
  /** The mix of difficulties assumed for the real exam (the bank's own mix). */
  examMix: { easy: 0.3, medium: 0.45, hard: 0.25 },
  /** Below this many answers there is no estimate, only a request for more. */
  minAnswers: 30,
  /** Two-sided 90 % interval. */
  z: 1.645,
} as const;

export type AnswerBucket = { difficulty: "easy" | "medium" | "hard"; ageDays: number; answered: number; correct: number };

export type ReadinessEstimate = {
  low: number;
  high: number;
  point: number;
  answers: number;
  /** Recency-weighted accuracy per difficulty (percent), null where there are no answers. */
  byDifficulty: Record<"easy" | "medium" | "hard", number | null>;
  /** Answers from the last 30 days, as a share of all (percent). */
  recentShare: number;
};

export function predictedRange(buckets: readonly AnswerBucket[]): ReadinessEstimate | null {
  const answers = buckets.reduce((n, b) => n + b.answered, 0);
  if (answers < PREDICTION.minAnswers) return null;
  const weight = (ageDays: number) => 0.5 ** (Math.max(0, ageDays) / PREDICTION.halfLifeDays);
  // Per difficulty: weighted successes, weighted total, and the sum of squared weights (for the
  // effective number of answers, Kish's (sum w)^2 / sum w^2).
  const acc = { easy: { x: 0, w: 0, w2: 0 }, medium: { x: 0, w: 0, w2: 0 }, hard: { x: 0, w: 0, w2: 0 } };
  const all = { x: 0, w: 0 };
  let recent = 0;
  for (const b of buckets) {
    const w = weight(b.ageDays);
    const a = acc[b.difficulty];
    a.x += w * b.correct;
    a.w += w * b.answered;
    a.w2 += w * w * b.answered;
    all.x += w * b.correct;
    all.w += w * b.answered;
    if (b.ageDays < 30) recent += b.answered;
  }
  const overall = all.w > 0 ? all.x / all.w : 0;
  let point = 0;
  let variance = 0;
  const byDifficulty = { easy: null, medium: null, hard: null } as ReadinessEstimate["byDifficulty"];
  for (const d of ["easy", "medium", "hard"] as const) {
    const a = acc[d];
    const n = a.w2 > 0 ? (a.w * a.w) / a.w2 : 0;
    // A difficulty never answered borrows the overall accuracy and counts as one answer's worth of evidence.
    const p = a.w > 0 ? a.x / a.w : overall;
    byDifficulty[d] = a.w > 0 ? Math.round(p * 100) : null;
    // Agresti-Coull style smoothing keeps the variance away from zero at 0 % or 100 %.
    const smoothed = (p * n + 1) / (n + 2);
    const m = PREDICTION.examMix[d];
    point += m * p;
    variance += (m * m * smoothed * (1 - smoothed)) / Math.max(1, n);
  }
  const half = PREDICTION.z * Math.sqrt(variance);
  const pct = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100);
  return {
    low: pct(point - half),
    high: pct(point + half),
    point: pct(point),
    answers,
    byDifficulty,
    recentShare: Math.round((recent / answers) * 100),
  };
}
