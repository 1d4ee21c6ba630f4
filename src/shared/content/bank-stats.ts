// Figures about the question bank that the item standard sets targets for (domain shares, difficulty
// mix, vignettes, key letters, the longest-option habit, figures) and the cross-bank checks a per-item
// schema cannot do: near-duplicate items and references to superseded editions.
import { DOMAINS, domainName, domainOf } from "../blueprint.ts";
import { DIFFICULTIES, LETTERS, type Letter } from "../vocab.ts";
import type { QuestionContent } from "./schemas.ts";
import { namesEditionOrYear } from "./references.ts";

type Question = Pick<QuestionContent, "id" | "subtopic" | "difficulty" | "stem" | "options" | "answer" | "reference"> & {
  figure?: unknown;
  status?: string;
};

// A vignette puts a patient in front of the reader: an age or a person, then enough findings to
// reason from. Short recall stems that merely mention "a patient" do not count.
const PERSON =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)[- ](year|month|week|day|hour)[- ]old\b|\b(newborn|neonate|infant|toddler|parturient|primigravida|multigravida|man|woman|boy|girl|patient)\b/i;
const VIGNETTE_MIN_LENGTH = 160;

export function isVignette(stem: string): boolean {
  return stem.length >= VIGNETTE_MIN_LENGTH && PERSON.test(stem);
}

/** The key is strictly longer than every distractor: a cue test-wise students learn to exploit. */
export function longestIsKey(q: Pick<Question, "options" | "answer">): boolean {
  const key = q.options[q.answer].length;
  return LETTERS.every((l) => l === q.answer || q.options[l].length < key);
}

const STOPWORDS = new Set(
  ("a an the of to in on at for with and or by from as is are was were be been being this that these those which what " +
    "who whom whose when where why how most best first next following likely appropriate than then it its into after before " +
    "during while has have had his her their there he she they patient patients year old mm hg ml kg mg minute minutes " +
    "shown undergoing under over about not no more less would should will can may one two three").split(" "),
);

/** Lower-case word tokens without stop words, with a plural "s" dropped so "doses" meets "dose". */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:\.[0-9]+)?/g) ?? [])
    .filter((t) => !STOPWORDS.has(t) && t.length > 1)
    .map((t) => (t.length > 3 && t.endsWith("s") && !t.endsWith("ss") ? t.slice(0, -1) : t));
}

export type NearDuplicate = { a: string; b: string; similarity: number };

/** Items whose stem and key overlap at least this much (weighted by rarity) test the same fact. */
export const NEAR_DUPLICATE_THRESHOLD = 0.3;

/**
 * Pairs of items that overlap too much: the weighted Jaccard overlap of their stem-plus-key tokens,
 * each token weighted by its rarity in the bank (inverse document frequency), so shared clinical
 * filler ("hypotension", "induction") counts little and a shared rare term or number counts a lot.
 */
export function nearDuplicates(
  questions: Question[],
  threshold = NEAR_DUPLICATE_THRESHOLD,
  reviewed: readonly (readonly [string, string])[] = [],
): NearDuplicate[] {
  return similarTexts(
    questions.map((q) => ({ id: q.id, text: `${q.stem} ${q.options[q.answer]}` })),
    threshold,
    reviewed,
  );
}

/**
 * The same measure for any texts (a library card's content, a flashcard's front and back): pairs whose
 * rarity-weighted token overlap reaches the threshold, less the pairs a reviewer has judged distinct.
 */
export function similarTexts(
  items: readonly { id: string; text: string }[],
  threshold: number,
  reviewed: readonly (readonly [string, string])[] = [],
): NearDuplicate[] {
  const distinct = new Set(reviewed.flatMap(([a, b]) => [`${a} ${b}`, `${b} ${a}`]));
  const sets = items.map((i) => new Set(tokens(i.text)));
  const df = new Map<string, number>();
  for (const s of sets) for (const t of s) df.set(t, (df.get(t) ?? 0) + 1);
  const n = items.length;
  const weight = (t: string) => Math.log((n + 1) / (df.get(t) ?? 1));
  const weighted = sets.map((s) => {
    const m = new Map<string, number>();
    for (const t of s) m.set(t, weight(t));
    return m;
  });
  const totals = weighted.map((m) => [...m.values()].reduce((x, y) => x + y, 0));
  const found: NearDuplicate[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const [small, large] = weighted[i]!.size <= weighted[j]!.size ? [weighted[i]!, weighted[j]!] : [weighted[j]!, weighted[i]!];
      let shared = 0;
      for (const [t, w] of small) if (large.has(t)) shared += w;
      const similarity = shared / (totals[i]! + totals[j]! - shared);
      if (similarity >= threshold && !distinct.has(`${items[i]!.id} ${items[j]!.id}`)) found.push({ a: items[i]!.id, b: items[j]!.id, similarity: Math.round(similarity * 100) / 100 });
    }
  }
  return found.sort((x, y) => y.similarity - x.similarity || x.a.localeCompare(y.a));
}

export type Superseded = { pattern: string; current: string };
export type OutdatedReference = { id: string; reference: string; current: string };

export function outdatedReferences(questions: Question[], superseded: Superseded[]): OutdatedReference[] {
  const rules = superseded.map((s) => ({ re: new RegExp(s.pattern, "i"), current: s.current }));
  return questions.flatMap((q) =>
    rules.filter((r) => r.re.test(q.reference)).map((r) => ({ id: q.id, reference: q.reference, current: r.current })),
  );
}


const countBy = <T>(items: T[], key: (item: T) => string, keys: readonly string[]) => {
  const out: Record<string, number> = Object.fromEntries(keys.map((k) => [k, 0]));
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
};

export type BankFigures = {
  total: number;
  byDomain: Record<string, number>;
  byDifficulty: Record<string, number>;
  byLetter: Record<Letter, number>;
  vignettes: number;
  longestIsKey: number;
  withFigure: number;
};

/** The bank's figures, counting the items given (pass the published ones for what students see). */
export function bankFigures(questions: Question[]): BankFigures {
  return {
    total: questions.length,
    byDomain: countBy(questions, (q) => domainName(domainOf(q.subtopic) ?? "(no domain)"), DOMAINS.map((d) => d.name)),
    byDifficulty: countBy(questions, (q) => q.difficulty, DIFFICULTIES),
    byLetter: countBy(questions, (q) => q.answer, LETTERS) as Record<Letter, number>,
    vignettes: questions.filter((q) => isVignette(q.stem)).length,
    longestIsKey: questions.filter(longestIsKey).length,
    withFigure: questions.filter((q) => q.figure !== undefined).length,
  };
}

/** Targets the item standard sets for the bank as a whole and for each domain. */
export const BANK_TARGETS = {
  minimumQuestions: 1400,
  minimumPerSubtopic: 10,
  domainShareTolerance: 3,
  letterShare: { min: 22, max: 28 },
  minimumVignetteShare: 60,
  maximumLongestIsKeyShare: 25,
  minimumWithFigure: 60,
} as const;

const pct = (part: number, whole: number) => (whole ? (part / whole) * 100 : 0);

/** What keeps the bank from meeting its targets, in words; empty when it meets them all. */
export function bankTargetProblems(questions: Question[]): string[] {
  const t = BANK_TARGETS;
  const all = bankFigures(questions);
  const problems: string[] = [];
  if (all.total < t.minimumQuestions) problems.push(`questions: ${all.total} published, the bank promises at least ${t.minimumQuestions}`);
  for (const d of DOMAINS) {
    const share = pct(all.byDomain[d.name] ?? 0, all.total);
    if (Math.abs(share - d.weight) > t.domainShareTolerance) {
      problems.push(`questions: ${d.name} is ${share.toFixed(1)} % of the bank, the outline weighs it ${d.weight} % (within ${t.domainShareTolerance} points)`);
    }
    const inDomain = questions.filter((q) => domainOf(q.subtopic) === d.id);
    const letters = bankFigures(inDomain).byLetter;
    for (const l of LETTERS) {
      const share = pct(letters[l], inDomain.length);
      if (inDomain.length && (share < t.letterShare.min || share > t.letterShare.max)) {
        problems.push(`questions: ${d.name}: ${l} is the key of ${share.toFixed(1)} %, keep each letter within ${t.letterShare.min}-${t.letterShare.max} %`);
      }
    }
  }
  if (pct(all.vignettes, all.total) < t.minimumVignetteShare) problems.push(`questions: ${pct(all.vignettes, all.total).toFixed(1)} % are clinical vignettes, at least ${t.minimumVignetteShare} % should be`);
  if (pct(all.longestIsKey, all.total) > t.maximumLongestIsKeyShare) problems.push(`questions: the key is the longest option in ${pct(all.longestIsKey, all.total).toFixed(1)} %, at most ${t.maximumLongestIsKeyShare} %`);
  if (all.withFigure < t.minimumWithFigure) problems.push(`questions: ${all.withFigure} carry a figure, at least ${t.minimumWithFigure} should`);
  return problems;
}
