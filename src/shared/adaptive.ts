// Next difficulty for adaptive questions (spec 001 section 4).
export type Difficulty = "easy" | "medium" | "hard";

/** Under 3 answers: medium. Otherwise by accuracy over the last 3: below 40% easy, below 70% medium, else hard. */
export function nextDifficulty(history: boolean[]): Difficulty {
  if (history.length < 3) return "medium";
  const last = history.slice(-3);
  const accuracy = last.filter(Boolean).length / last.length;
  if (accuracy < 0.4) return "easy";
  if (accuracy < 0.7) return "medium";
  return "hard";
}
