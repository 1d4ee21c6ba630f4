// Glossary page rules: search, category filter, count wording, letter groups.

export type GlossaryEntry = {
  id: string;
  term: string;
  abbreviation: string | null;
  category: string;
  definition: string;
};

export const ALL_CATEGORIES = "All Categories";

/** Group key for terms that do not start with a Latin letter (digits, Greek letters, symbols). */
export const OTHER_LETTER = "#";

/** The jump bar's keys, in display order. */
export const LETTERS: readonly string[] = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", OTHER_LETTER];

/** Case-insensitive match on term, abbreviation or definition, within one category or all of them. */
export function filterTerms<T extends GlossaryEntry>(terms: readonly T[], query: string, category: string = ALL_CATEGORIES): T[] {
  const q = query.trim().toLowerCase();
  return terms.filter(
    (t) =>
      (category === ALL_CATEGORIES || t.category === category) &&
      (q === "" ||
        t.term.toLowerCase().includes(q) ||
        (t.abbreviation ?? "").toLowerCase().includes(q) ||
        t.definition.toLowerCase().includes(q)),
  );
}

/** The group a term is listed under: its first letter without accents, or '#'. */
export function letterOf(term: string): string {
  // NFD splits "É" into "E" + a combining accent, so accented initials file under their base letter.
  const first = term.trim().normalize("NFD").charAt(0).toUpperCase();
  return first >= "A" && first <= "Z" ? first : OTHER_LETTER;
}

const byTerm = (a: { term: string }, b: { term: string }) => a.term.localeCompare(b.term, "en", { sensitivity: "base" });

/** Terms grouped by first letter, groups in A-Z order with '#' last, terms alphabetical within a group. */
export function groupByLetter<T extends { term: string }>(terms: readonly T[]): { letter: string; terms: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const t of terms) {
    const letter = letterOf(t.term);
    const list = groups.get(letter);
    if (list) list.push(t);
    else groups.set(letter, [t]);
  }
  return LETTERS.filter((l) => groups.has(l)).map((letter) => ({ letter, terms: groups.get(letter)!.sort(byTerm) }));
}

/** "1 term found", "0 terms found", "12 terms found". */
export function countLabel(n: number): string {
  return `${n} ${n === 1 ? "term" : "terms"} found`;
}

/** The category filter's options: 'All Categories' first, then each category once, alphabetically. */
export function categoryOptions(terms: readonly { category: string }[]): string[] {
  const unique = [...new Set(terms.map((t) => t.category))].sort((a, b) => a.localeCompare(b, "en"));
  return [ALL_CATEGORIES, ...unique];
}
