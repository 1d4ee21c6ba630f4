// Rules of qbank-style practice: where a custom test's questions come from, the full mock exam in
// the certifying exam's format (blocks, weights, break), and the thresholds for comparing a student
// with peers without exposing any one of them.
import { DOMAINS, EXAM_OUTLINE } from "./blueprint.ts";
import { LETTERS, type Letter } from "./vocab.ts";

/** Where a custom test draws from, per student: every question, never answered, last answered wrong, or flagged. */
export const QUESTION_SOURCES = ["All", "Unused", "Incorrect", "Flagged"] as const;
export type QuestionSource = (typeof QUESTION_SOURCES)[number];

/** The full mock exam: the real exam's format, from the blueprint file. */
export const MOCK_EXAM = {
  items: EXAM_OUTLINE.items,
  blocks: EXAM_OUTLINE.blocks,
  itemsPerBlock: EXAM_OUTLINE.itemsPerBlock,
  minutesPerBlock: EXAM_OUTLINE.minutesPerBlock,
  /** The optional pause between blocks; when it runs out the next block starts on its own. */
  breakMinutes: 15,
} as const;

/** The block a question index belongs to (0-based). */
export const blockOf = (index: number, itemsPerBlock: number = MOCK_EXAM.itemsPerBlock) => Math.floor(index / itemsPerBlock);

/**
 * Questions per domain for an exam of `total` items, in proportion to the published weights (which
 * add up to 97 %, so they are taken relative to their sum), rounded by largest remainder so the
 * counts add up to exactly `total`.
 */
export function allocateByWeight(total: number, domains: readonly { id: string; weight: number }[] = DOMAINS): Record<string, number> {
  const sum = domains.reduce((s, d) => s + d.weight, 0);
  const raw = domains.map((d) => ({ id: d.id, exact: (total * d.weight) / sum }));
  const out: Record<string, number> = Object.fromEntries(raw.map((r) => [r.id, Math.floor(r.exact)]));
  let left = total - Object.values(out).reduce((s, n) => s + n, 0);
  for (const r of [...raw].sort((a, b) => (b.exact % 1) - (a.exact % 1))) {
    if (left <= 0) break;
    out[r.id]! += 1;
    left -= 1;
  }
  return out;
}

export type PoolQuestion = { id: string; domainId: string; used: boolean };

/**
 * The mock exam's questions: each domain's share of the blueprint, the student's unused questions
 * first (the pool arrives shuffled, so ties are random), topped up from other domains when a domain
 * runs short. Null when the whole bank is too small.
 */
export function pickMockQuestions(pool: readonly PoolQuestion[], total: number = MOCK_EXAM.items): string[] | null {
  if (pool.length < total) return null;
  const byPreference = [...pool].sort((a, b) => Number(a.used) - Number(b.used));
  const quota = allocateByWeight(total);
  const picked: string[] = [];
  const taken = new Set<string>();
  for (const q of byPreference) {
    if ((quota[q.domainId] ?? 0) > 0) {
      quota[q.domainId]! -= 1;
      picked.push(q.id);
      taken.add(q.id);
    }
  }
  for (const q of byPreference) {
    if (picked.length >= total) break;
    if (!taken.has(q.id)) picked.push(q.id);
  }
  return picked;
}

export type MockClock = { block: number; onBreak: boolean; expiresAt: number };
export type MockSettings = { blocks: number; minutesPerBlock: number; breakMinutes: number; withBreak: boolean };

/**
 * Where a mock exam stands at `now`: each block ends when its time is up (or when the student ends it,
 * which sets `expiresAt` to now), then comes the break if chosen, then the next block; after the last
 * block the exam is finished. A finished block never reopens.
 */
export function advanceMock(clock: MockClock, settings: MockSettings, now: number): MockClock & { finished: boolean } {
  let { block, onBreak, expiresAt } = clock;
  const blockMs = settings.minutesPerBlock * 60_000;
  while (expiresAt <= now) {
    if (onBreak) {
      onBreak = false;
      expiresAt += blockMs;
    } else if (block + 1 >= settings.blocks) {
      return { block, onBreak: false, expiresAt, finished: true };
    } else {
      block += 1;
      if (settings.withBreak) {
        onBreak = true;
        expiresAt += settings.breakMinutes * 60_000;
      } else {
        expiresAt += blockMs;
      }
    }
  }
  return { block, onBreak, expiresAt, finished: false };
}

// Comparing with peers: only students with enough answers count, a comparison needs enough of them,
// and a question's answer shares appear only once enough students have answered it.
export const PEERS = {
  minAnswersToCount: 50,
  minCohort: 30,
  minDomainAnswers: 10,
  minAnswersForShares: 20,
} as const;

/** Percent of peers below a value, ties counted half. */
export function percentileFrom(cohort: number, below: number, ties: number): number | null {
  if (cohort < PEERS.minCohort) return null;
  return Math.round(((below + ties / 2) / cohort) * 100);
}

/** Share of answers per option (percent), once a question has enough answers. */
export function optionShares(counts: Partial<Record<Letter, number>>, total: number): Record<Letter, number> | null {
  if (total < PEERS.minAnswersForShares) return null;
  return Object.fromEntries(LETTERS.map((l) => [l, Math.round(((counts[l] ?? 0) / total) * 100)])) as Record<Letter, number>;
}

/** Reasons a student can give when reporting a question. */
export const REPORT_REASONS = ["Wrong answer key", "Unclear or ambiguous", "Outdated information", "Typo or formatting", "Other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const NOTE_MAX = 2000;
export const REPORT_DETAILS_MAX = 1000;
/** Highlights per question and strikes are small by nature; bounds keep a client from storing more. */
export const MAX_HIGHLIGHTS = 20;

// ---------------------------------------------------------------- performance by domain and subtopic

export type PerformanceRow = { domainId: string; topicId: string; subtopicId: string; answered: number; correct: number; avgSeconds: number };
export type DomainPerformance = { domainId: string; name: string; weight: number; answered: number; correct: number; accuracy: number | null; avgSeconds: number | null };

const percentOf = (correct: number, answered: number) => (answered > 0 ? Math.round((correct / answered) * 100) : null);

/** Every blueprint domain in outline order, with the student's answers rolled up from subtopics. */
export function performanceByDomain(rows: readonly PerformanceRow[]): DomainPerformance[] {
  return DOMAINS.map((d) => {
    const mine = rows.filter((r) => r.domainId === d.id);
    const answered = mine.reduce((n, r) => n + r.answered, 0);
    const correct = mine.reduce((n, r) => n + r.correct, 0);
    const seconds = mine.reduce((n, r) => n + r.avgSeconds * r.answered, 0);
    return { domainId: d.id, name: d.name, weight: d.weight, answered, correct, accuracy: percentOf(correct, answered), avgSeconds: answered > 0 && seconds > 0 ? Math.round(seconds / answered) : null };
  });
}

/** A subtopic needs this many answers before it can be called weak. */
export const WEAK_MIN_ANSWERS = 5;

/** The weakest subtopics (lowest accuracy, more answers first on ties), for a ready-made custom test. */
export function weakestSubtopics<T extends PerformanceRow>(rows: readonly T[], n = 3): T[] {
  return rows
    .filter((r) => r.answered >= WEAK_MIN_ANSWERS)
    .sort((a, b) => a.correct / a.answered - b.correct / b.answered || b.answered - a.answered)
    .slice(0, n);
}

/** An exam's score per domain, like a board score report: every domain that had questions, in outline order. */
export function scoreByDomain(items: readonly { domainId: string; correct?: boolean | null }[]) {
  return DOMAINS.flatMap((d) => {
    const mine = items.filter((i) => i.domainId === d.id);
    if (!mine.length) return [];
    const correct = mine.filter((i) => i.correct).length;
    return [{ domainId: d.id, name: d.name, correct, total: mine.length, percent: percentOf(correct, mine.length)! }];
  });
}
