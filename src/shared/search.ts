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

/** Clinical insights are shown unless missing or the literal EMPTY. */
export function hasInsights(insights: string | null | undefined): insights is string {
  return Boolean(insights && insights.trim() && insights.trim() !== "EMPTY");
}

// Words that carry no topic in a question ("what is the dose of ...").
const STOPWORDS = new Set(
  "a an and are as at be but by can could did do does during for from had has have how i if in into is it its me my of on or our should so than that the their them then there these they this to was we were what when where which while who why will with would you your about after before between explain tell give please vs versus".split(
    " ",
  ),
);

/**
 * A ranking query for free text such as a tutor question: any significant word may match (OR), each
 * as a prefix, and FTS5's bm25 ranks items matching more and rarer words first.
 */
export function ftsAnyQuery(input: string): string | null {
  const words = [
    ...new Set(
      input
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length > 1 && !STOPWORDS.has(w)),
    ),
  ].slice(0, 12);
  if (!words.length) return null;
  return words.map((w) => `"${w}"*`).join(" OR ");
}

/** The significant words of a text, for matching sentences to a question. */
export function keywords(input: string): string[] {
  return input
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map((w) => (w.length > 4 && w.endsWith("s") ? w.slice(0, -1) : w));
}
