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
