// Practice exam rules: configuration choices, topic selection, available questions, the countdown
// and answer checking.
import * as z from "zod";
import { DOMAINS } from "./blueprint.ts";
import { MOCK_EXAM, QUESTION_SOURCES } from "./practice.ts";
import { TAXONOMY } from "./taxonomy.ts";
import { listOf } from "./validation.ts";
import { difficultySettingSchema, LETTERS, type Letter } from "./vocab.ts";

export const QUESTION_COUNTS = [25, 50, 75, 100] as const;
export const TIME_LIMITS = [30, 45, 60, 90, 120] as const;

/** Longest topic id a client may send: taxonomy ids are short slugs, so anything longer is not one. */
const TOPIC_ID_MAX = 80;

const SUBTOPIC_MAX = TAXONOMY.reduce((n, t) => n + t.subtopics.length, 0);

export const examConfigSchema = z.object({
  questionCount: z.union(QUESTION_COUNTS.map((n) => z.literal(n)) as [z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<75>, z.ZodLiteral<100>], {
    error: `Question count must be ${listOf(QUESTION_COUNTS)}`,
  }),
  difficulty: difficultySettingSchema,
  /** topic ids, or "All"; at most one of each topic, so the list is never longer than the taxonomy */
  topics: z.union([z.literal("All"), z.array(z.string().min(1).max(TOPIC_ID_MAX)).min(1).max(TAXONOMY.length)], {
    error: `Topics must be All or a list of up to ${TAXONOMY.length} topics`,
  }),
  /** The exam outline's content domains, or "All": the second axis, combined with the topics. */
  domains: z
    .union([z.literal("All"), z.array(z.string().min(1).max(TOPIC_ID_MAX)).min(1).max(DOMAINS.length)], {
      error: `Domains must be All or a list of up to ${DOMAINS.length} exam domains`,
    })
    .default("All"),
  /** Subtopic ids, or "All": narrows the topics further (a weak-areas test uses it). */
  subtopics: z
    .union([z.literal("All"), z.array(z.string().min(1).max(TOPIC_ID_MAX)).min(1).max(SUBTOPIC_MAX)], {
      error: `Subtopics must be All or a list of up to ${SUBTOPIC_MAX} subtopics`,
    })
    .default("All"),
  /** Which of the student's questions: all, never answered, last answered wrong, or flagged. */
  source: z.enum(QUESTION_SOURCES, { error: `Question source must be ${listOf(QUESTION_SOURCES)}` }).default("All"),
  timeLimit: z.union(TIME_LIMITS.map((n) => z.literal(n)) as [z.ZodLiteral<30>, z.ZodLiteral<45>, z.ZodLiteral<60>, z.ZodLiteral<90>, z.ZodLiteral<120>], {
    error: `Time limit must be ${listOf(TIME_LIMITS)} minutes`,
  }),
  /** timed: explanations at the end; tutor: explanation right after each answer */
  mode: z.enum(["timed", "tutor"], { error: "Mode must be timed or tutor" }).default("timed"),
});
export type ExamConfig = z.infer<typeof examConfigSchema>;

/** The full mock exam: only the break is the student's choice; the format is the real exam's. */
export const mockConfigSchema = z.object({
  kind: z.literal("mock"),
  withBreak: z.boolean("Break must be on or off").default(true),
});
export type MockConfig = z.infer<typeof mockConfigSchema>;

/** What an exam row stores: a custom test's settings, or a mock with its fixed format spelled out. */
export type StoredExamConfig =
  | (ExamConfig & { kind?: "custom" })
  | (MockConfig & { mode: "timed"; questionCount: number; blocks: number; itemsPerBlock: number; minutesPerBlock: number; breakMinutes: number });

export const mockStoredConfig = (input: MockConfig): StoredExamConfig => ({
  ...input,
  mode: "timed",
  questionCount: MOCK_EXAM.items,
  blocks: MOCK_EXAM.blocks,
  itemsPerBlock: MOCK_EXAM.itemsPerBlock,
  minutesPerBlock: MOCK_EXAM.minutesPerBlock,
  breakMinutes: MOCK_EXAM.breakMinutes,
});

export const isMock = (config: StoredExamConfig): config is Extract<StoredExamConfig, { kind: "mock" }> => config.kind === "mock";

export const DEFAULT_EXAM_CONFIG: ExamConfig = {
  questionCount: 50,
  difficulty: "mixed",
  topics: "All",
  domains: "All",
  subtopics: "All",
  source: "All",
  timeLimit: 60,
  mode: "timed",
};

export const NOT_ENOUGH_QUESTIONS = "Not enough questions available. Please reduce the question count or adjust your filters.";
export const NO_QUESTIONS_FOUND = "No questions found matching your criteria. Please adjust your filters.";

/**
 * Choosing All clears the others; choosing one removes All; unchecking the last reverts to All. The
 * same rule for topics and for exam domains.
 */
export function toggleTopic(current: "All" | string[], topic: string): "All" | string[] {
  if (topic === "All") return "All";
  const selected = current === "All" ? [] : current;
  const next = selected.includes(topic) ? selected.filter((t) => t !== topic) : [...selected, topic];
  return next.length ? next : "All";
}

export type BuilderCount = { topicId: string; subtopicId: string; domainId: string; difficulty: string; n: number };

const chosen = (selection: "All" | string[], id: string) => selection === "All" || selection.includes(id);

/** Questions available for a configuration, from exact per-topic, per-domain, per-difficulty counts. */
export function availableQuestions(counts: BuilderCount[], config: Pick<ExamConfig, "topics" | "domains" | "difficulty"> & { subtopics?: ExamConfig["subtopics"] }): number {
  return counts
    .filter((c) => chosen(config.topics, c.topicId) && chosen(config.domains, c.domainId) && chosen(config.subtopics ?? "All", c.subtopicId))
    .filter((c) => config.difficulty === "mixed" || c.difficulty === config.difficulty)
    .reduce((n, c) => n + c.n, 0);
}

/** Published questions per exam domain (any topic, any difficulty): the builder's and the home page's figures. */
export function countByDomain(counts: BuilderCount[]): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(DOMAINS.map((d) => [d.id, 0]));
  for (const c of counts) out[c.domainId] = (out[c.domainId] ?? 0) + c.n;
  return out;
}

/** HH:MM:SS for the countdown. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * Is a chosen letter right? The correct letter (any case) maps to its option text, an unknown
 * letter defaulting to option A, and the texts are compared; unanswered is wrong.
 */
export function isCorrectChoice(options: [string, string, string, string], correctLetter: string, chosen: string | null | undefined): boolean {
  if (!chosen) return false;
  const index = (l: string) => LETTERS.indexOf(l.toUpperCase() as Letter);
  const correctIndex = Math.max(0, index(correctLetter));
  const chosenIndex = index(chosen);
  if (chosenIndex < 0) return false;
  return options[chosenIndex] === options[correctIndex];
}

/** An exam's result by topic: correct and total per topic, in the order the topics first appear. */
export function resultByTopic(questions: readonly { topicId: string; correct?: boolean | null }[]) {
  const byTopic = new Map<string, { correct: number; total: number }>();
  for (const q of questions) {
    const t = byTopic.get(q.topicId) ?? { correct: 0, total: 0 };
    t.total += 1;
    if (q.correct) t.correct += 1;
    byTopic.set(q.topicId, t);
  }
  return [...byTopic].map(([topicId, t]) => ({ topicId, ...t, percent: Math.round((t.correct / t.total) * 100) }));
}
