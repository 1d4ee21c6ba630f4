// Turns what a user types into a safe FTS5 query: every word must appear, each as a prefix, and
// FTS syntax characters in the input are never interpreted.
export function ftsQuery(input: string): string | null {
  const words = input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (!words.length) return null;
  return words.map((w) => `"${w}"*`).join(" ");
}

/** Clinical insights are shown unless missing or the literal EMPTY (spec 001 section 2.8). */
export function hasInsights(insights: string | null | undefined): insights is string {
  return Boolean(insights && insights.trim() && insights.trim() !== "EMPTY");
}
