// The flashcards tool on the server: which cards a session gets (bank, model, built-in), and what a
// rating records (FSRS schedule, review log, answer event) in one atomic batch.
import type { D1Database } from "@cloudflare/workers-types";
import { and, asc, count, desc, eq, gt, inArray, lte, min, sql } from "drizzle-orm";
import * as z from "zod";
import { aiFlashcards, answers, cardReviews, cardSchedules, flashcards } from "../../../drizzle/schema.ts";
import { AI_RATE_LIMITS, aiMessages, failureMessage } from "../../shared/ai.ts";
import {
  adaptDifficulty,
  FALLBACK_CARDS,
  findBuiltInCard,
  GENERIC_CARDS,
  confidenceToGrade,
  isCorrectConfidence,
  normalizeDifficulty,
  type BuiltInCard,
  type CardSource,
  type Confidence,
  type StudyMode,
} from "../../shared/flashcards.ts";
import { progressPercentage, weakTopics } from "../../shared/stats.ts";
import { findSubtopic, findTopic, subtopicName, TAXONOMY, TOPIC_IDS, topicName } from "../../shared/taxonomy.ts";
import { generateValidated } from "../ai/generate.ts";
import type { Ai } from "../ai/provider.ts";
import { consumeAiQuota } from "../ai/rate-limit.ts";
import { retrieveForSubtopic } from "../ai/retrieval.ts";
import type { Db } from "../db.ts";
import { subtopicTotals, userToday } from "../progress/queries.ts";
import { flashcardsPrompt, validateCards } from "./prompt.ts";
import { cardToRow, logToRow, review } from "./schedule.ts";
import { type Difficulty, type DifficultySetting } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import { PUBLISHED } from "../../shared/vocab.ts";
import { recordAnswer } from "../progress/record-answer.ts";

export type SessionCard = {
  id: string;
  front: string;
  back: string;
  /** The topic's name, as the spec's card shows it. */
  topic: string;
  topicId: string;
  subtopic: string;
  subtopicId: string;
  difficulty: Difficulty;
  source: CardSource;
};

export type BatchInput = {
  mode: StudyMode;
  difficulty: DifficultySetting;
  topicIds: string[];
  excludeIds: string[];
  size: number;
};

export type BatchResult = {
  cards: SessionCard[];
  /** No further batch can bring a new card: the session ends when these are studied. */
  exhausted: boolean;
  /** Every card had been used, so the used list started over (the client clears its own). */
  reset: boolean;
  /** Why the model's cards were not used, when it was asked and failed. */
  notice: string | null;
};

export type Deps = { db: Db; d1: D1Database; ai: Ai | null; userId: string; now: Date };

const MODEL_TIMEOUT_MS = 60_000;
const published = isPublished(flashcards);
/**
 * A schedule whose bank card was set back to draft is left alone (the history stays) but no longer
 * counts as due or comes back in a session. Model and built-in cards have no bank row and pass.
 */
const cardStillPublished = sql`not exists (select 1 from ${flashcards} where ${flashcards.id} = ${cardSchedules.cardId} and ${flashcards.status} <> ${PUBLISHED})`;

function toSessionCard(c: Omit<BuiltInCard, "difficulty"> & { difficulty: string }, source: CardSource): SessionCard {
  return {
    id: c.id,
    front: c.front,
    back: c.back,
    topic: topicName(c.topicId),
    topicId: c.topicId,
    subtopic: subtopicName(c.topicId, c.subtopicId),
    subtopicId: c.subtopicId,
    difficulty: normalizeDifficulty(c.difficulty),
    source,
  };
}

function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const validTopics = (ids: string[]) => ids.filter((id) => findTopic(id));

// ---------------------------------------------------------------- setup

export async function setupInfo(db: Db, userId: string, now: Date) {
  const mine = and(eq(cardSchedules.userId, userId), cardStillPublished);
  const [perTopic, due, upcoming, totals] = await db.batch([
    db.select({ topicId: flashcards.topicId, n: count() }).from(flashcards).where(published).groupBy(flashcards.topicId),
    db.select({ n: count() }).from(cardSchedules).where(and(mine, lte(cardSchedules.due, now))),
    db.select({ due: min(cardSchedules.due) }).from(cardSchedules).where(and(mine, gt(cardSchedules.due, now))),
    subtopicTotals(db, userId),
  ]);
  const counts = new Map(perTopic.map((r) => [r.topicId, r.n]));
  return {
    topics: TAXONOMY.map((t) => ({ id: t.id, name: t.name, count: counts.get(t.id) ?? 0 })),
    dueCount: due[0]?.n ?? 0,
    /** When the next card not yet due comes due (ms), if any. */
    nextDue: upcoming[0]?.due ? Number(upcoming[0].due) : null,
    weakAreas: weakSubtopics(totals).map((w) => subtopicName(w.topicId, w.subtopicId)),
  };
}

type Totals = { topicId: string; subtopicId: string; attempted: number; correct: number };

/** The spec's weak topics (up to 3 below 70%, lowest first), at subtopic level. */
function weakSubtopics(totals: Totals[]) {
  const records = totals.map((r) => ({ topic: `${r.topicId}/${r.subtopicId}`, progress: progressPercentage(r.correct, r.attempted), attempted: r.attempted }));
  return weakTopics(records).map((w) => {
    const [topicId, subtopicId] = w.topic.split("/") as [string, string];
    return { topicId, subtopicId };
  });
}

// ---------------------------------------------------------------- batches

export async function nextBatch(deps: Deps, input: BatchInput): Promise<BatchResult> {
  const exclude = new Set(input.excludeIds);
  if (input.mode === "review" || input.mode === "due") return scheduledBatch(deps, input, exclude);

  const topics = validTopics(input.topicIds);
  let scope: { topicIds: string[]; subtopics: { topicId: string; subtopicId: string }[] };
  if (input.mode === "weak_areas") {
    const weak = weakSubtopics(await subtopicTotals(deps.db, deps.userId));
    scope = weak.length
      ? { topicIds: [...new Set(weak.map((w) => w.topicId))], subtopics: weak }
      : { topicIds: topics.length ? topics : TOPIC_IDS, subtopics: [] };
  } else {
    scope = { topicIds: topics.length ? topics : TOPIC_IDS, subtopics: [] };
  }

  let notice: string | null = null;
  let fromModel: SessionCard[] = [];
  if (deps.ai) {
    const generated = await modelCards(deps, deps.ai, input, scope).catch((error: unknown): ModelOutcome => {
      // Retrieval or storage failed: the bank still serves the session.
      console.warn("flashcards: model cards failed", error instanceof Error ? error.message : error);
      return { ok: false, notice: failureMessage("other") };
    });
    if (generated.ok) fromModel = generated.cards;
    else notice = generated.notice;
  }
  if (fromModel.length >= input.size) return { cards: fromModel, exhausted: false, reset: false, notice };

  for (const c of fromModel) exclude.add(c.id);
  const bank = await bankBatch(deps.db, { ...input, size: input.size - fromModel.length }, scope, exclude);
  return { ...bank, cards: [...fromModel, ...bank.cards], exhausted: fromModel.length ? false : bank.exhausted, notice };
}

type Scope = { topicIds: string[]; subtopics: { topicId: string; subtopicId: string }[] };

/** Bank cards in order of preference (asked-for subtopics, then difficulty), random within each tier. */
async function bankBatch(db: Db, input: BatchInput, scope: Scope, exclude: Set<string>): Promise<Omit<BatchResult, "notice">> {
  const rows = await db
    .select({ id: flashcards.id, topicId: flashcards.topicId, subtopicId: flashcards.subtopicId, difficulty: flashcards.difficulty })
    .from(flashcards)
    .where(and(published, inArray(flashcards.topicId, scope.topicIds)));

  if (rows.length === 0) return builtInBatch(FALLBACK_CARDS, input.size, exclude);

  const inSubtopics = (r: (typeof rows)[number]) =>
    !scope.subtopics.length || scope.subtopics.some((s) => s.topicId === r.topicId && s.subtopicId === r.subtopicId);
  const atLevel = (r: (typeof rows)[number]) => input.difficulty === "mixed" || r.difficulty === input.difficulty;
  const tiers = [rows.filter((r) => inSubtopics(r) && atLevel(r)), rows.filter(inSubtopics), rows];

  const pick = (used: Set<string>) => {
    const taken = new Set<string>();
    for (const tier of tiers) {
      for (const r of shuffle(tier)) {
        if (taken.size >= input.size) break;
        if (!used.has(r.id)) taken.add(r.id);
      }
    }
    return [...taken];
  };
  let ids = pick(exclude);
  let reset = false;
  if (ids.length === 0) {
    // Every card in scope was used: the used list starts over (spec 001 section 4).
    reset = true;
    exclude = new Set();
    ids = pick(exclude);
  }
  const full = await db.select().from(flashcards).where(and(published, inArray(flashcards.id, ids)));
  const byId = new Map(full.map((r) => [r.id, r]));
  const cards = ids.flatMap((id) => (byId.has(id) ? [toSessionCard(byId.get(id)!, "database")] : []));
  if (cards.length < input.size) {
    const padding = builtInBatch(GENERIC_CARDS, input.size - cards.length, exclude);
    cards.push(...padding.cards);
  }
  return { cards, exhausted: false, reset };
}

/** Built-in cards not used yet; once they run out nothing new can come. */
function builtInBatch(set: readonly BuiltInCard[], size: number, exclude: Set<string>): Omit<BatchResult, "notice"> {
  const fresh = [...set, ...(set === FALLBACK_CARDS ? GENERIC_CARDS : [])].filter((c) => !exclude.has(c.id));
  const cards = fresh.slice(0, size).map((c) => toSessionCard(c, "fallback"));
  return { cards, exhausted: fresh.length <= size, reset: false };
}

/** Cards the user has rated: all of them (review) or those whose time has come (due), soonest due first. */
async function scheduledBatch(deps: Deps, input: BatchInput, exclude: Set<string>): Promise<BatchResult> {
  const { db, userId, now } = deps;
  const topics = validTopics(input.topicIds);
  const filters = [eq(cardSchedules.userId, userId), cardStillPublished];
  if (input.mode === "due") filters.push(lte(cardSchedules.due, now));
  else if (topics.length) filters.push(inArray(cardSchedules.topicId, topics));
  const rows = await db
    .select({ cardId: cardSchedules.cardId, cardSource: cardSchedules.cardSource })
    .from(cardSchedules)
    .where(and(...filters))
    .orderBy(asc(cardSchedules.due));
  const fresh = rows.filter((r) => !exclude.has(r.cardId));
  const chosen = fresh.slice(0, input.size);
  const resolved = await resolveCards(db, userId, chosen.map((r) => r.cardId));
  return {
    cards: chosen.flatMap((r) => resolved.get(r.cardId) ?? []),
    exhausted: fresh.length <= input.size,
    reset: false,
    notice: null,
  };
}

/** Card content by id, wherever it lives: the bank, this user's model cards, or the built-in set. */
async function resolveCards(db: Db, userId: string, ids: string[]): Promise<Map<string, SessionCard>> {
  const out = new Map<string, SessionCard>();
  if (!ids.length) return out;
  const [bank, mine] = await db.batch([
    db.select().from(flashcards).where(and(published, inArray(flashcards.id, ids))),
    db.select().from(aiFlashcards).where(and(eq(aiFlashcards.userId, userId), inArray(aiFlashcards.id, ids))),
  ]);
  for (const r of bank) out.set(r.id, toSessionCard(r, "database"));
  for (const r of mine) out.set(r.id, toSessionCard(r, "ai"));
  for (const id of ids) {
    const b = findBuiltInCard(id);
    if (b) out.set(id, toSessionCard(b, "fallback"));
  }
  return out;
}

// ---------------------------------------------------------------- the model

type ModelOutcome = { ok: true; cards: SessionCard[] } | { ok: false; notice: string };

/** The JSON shape the prompt asks for, as the response format; validateCards holds the rules. */
const CARDS_SHAPE = z.object({
  cards: z.array(z.object({ front: z.string(), back: z.string(), difficulty: z.enum(["easy", "medium", "hard"]) })),
});

async function modelCards(deps: Deps, ai: Ai, input: BatchInput, scope: Scope): Promise<ModelOutcome> {
  const target = pickSubtopic(scope);
  if (!target) return { ok: false, notice: aiMessages.flashcardsFailed };
  const quota = await consumeAiQuota(deps.d1, deps.userId, "generate", deps.now.getTime());
  if (!quota.allowed) return { ok: false, notice: aiMessages.rateLimited(AI_RATE_LIMITS.generate.limit, AI_RATE_LIMITS.generate.windowMinutes) };

  const [items, seen] = await Promise.all([
    retrieveForSubtopic(deps.d1, target.topicId, target.subtopicId),
    deps.db
      .select({ front: aiFlashcards.front })
      .from(aiFlashcards)
      .where(and(eq(aiFlashcards.userId, deps.userId), eq(aiFlashcards.topicId, target.topicId), eq(aiFlashcards.subtopicId, target.subtopicId)))
      .orderBy(desc(aiFlashcards.createdAt))
      .limit(15),
  ]);
  const level = input.difficulty === "mixed" ? "medium" : input.difficulty;
  const topic = findTopic(target.topicId)!.name;
  const subtopic = findSubtopic(target.topicId, target.subtopicId)!.name;
  const result = await generateValidated(ai, {
    task: "flashcards",
    ...flashcardsPrompt({ topic, subtopic, difficulty: input.difficulty, count: input.size, items, avoid: seen.map((s) => s.front) }),
    schema: CARDS_SHAPE,
    timeoutMs: MODEL_TIMEOUT_MS,
    validate: (data) => validateCards(data, input.size, level),
  });
  if (!result.ok) return { ok: false, notice: failureMessage(result.kind) };

  const rows = result.value.map((c) => ({
    id: `ai-${crypto.randomUUID()}`,
    userId: deps.userId,
    topicId: target.topicId,
    subtopicId: target.subtopicId,
    difficulty: c.difficulty,
    front: c.front,
    back: c.back,
    provider: ai.provider.label,
    createdAt: deps.now,
  }));
  // One statement per card keeps each under D1's 100 bound parameters.
  const [first, ...rest] = rows.map((r) => deps.db.insert(aiFlashcards).values(r));
  await deps.db.batch([first!, ...rest]);
  return { ok: true, cards: rows.map((r) => toSessionCard(r, "ai")) };
}

/** Weak areas: one of the weakest subtopics; otherwise any subtopic of the chosen topics. */
function pickSubtopic(scope: Scope): { topicId: string; subtopicId: string } | null {
  if (scope.subtopics.length) return shuffle(scope.subtopics)[0]!;
  const all = scope.topicIds.flatMap((id) => findTopic(id)?.subtopics.map((s) => ({ topicId: id, subtopicId: s.id })) ?? []);
  return all.length ? shuffle(all)[0]! : null;
}

// ---------------------------------------------------------------- rating

export type RateResult = {
  nextDifficulty: Difficulty;
  correct: boolean;
  /** When the card is due again (ms since epoch). */
  due: number;
  scheduledDays: number;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
};

type CardFacts = { topicId: string; subtopicId: string; difficulty: Difficulty; source: "bank" | "ai" };

async function findCard(db: Db, userId: string, cardId: string): Promise<CardFacts | null> {
  const builtIn = findBuiltInCard(cardId);
  if (builtIn) return { ...builtIn, source: "bank" };
  if (cardId.startsWith("ai-")) {
    const mine = await db.query.aiFlashcards.findFirst({ where: and(eq(aiFlashcards.id, cardId), eq(aiFlashcards.userId, userId)) });
    return mine ? { topicId: mine.topicId, subtopicId: mine.subtopicId, difficulty: mine.difficulty, source: "ai" } : null;
  }
  // A card set back to draft can no longer be rated, as it can no longer be served.
  const bank = await db.query.flashcards.findFirst({ where: and(eq(flashcards.id, cardId), published) });
  return bank ? { topicId: bank.topicId, subtopicId: bank.subtopicId, difficulty: bank.difficulty, source: "bank" } : null;
}

/** Null when the card is unknown or another user's. */
export async function rateCard(
  deps: Pick<Deps, "db" | "userId" | "now">,
  input: { cardId: string; confidence: Confidence; seconds?: number },
): Promise<RateResult | null> {
  const { db, userId, now } = deps;
  const card = await findCard(db, userId, input.cardId);
  if (!card) return null;
  const [previous, { today }] = await Promise.all([
    db.query.cardSchedules.findFirst({ where: and(eq(cardSchedules.userId, userId), eq(cardSchedules.cardId, input.cardId)) }),
    userToday(db, userId),
  ]);
  const next = review(previous, confidenceToGrade(input.confidence), now);
  const row = cardToRow(next.card, { userId, cardId: input.cardId, cardSource: card.source, topicId: card.topicId });
  const { userId: _u, cardId: _c, ...changes } = row;
  const correct = isCorrectConfidence(input.confidence);
  const reviewId = crypto.randomUUID();
  await db.batch([
    db.insert(cardSchedules).values(row).onConflictDoUpdate({ target: [cardSchedules.userId, cardSchedules.cardId], set: changes }),
    db.insert(cardReviews).values(logToRow(next, { id: reviewId, userId, cardId: input.cardId, confidence: input.confidence, day: today })),
    recordAnswer(db, {
      id: `review:${reviewId}`,
      userId,
      questionId: input.cardId,
      topicId: card.topicId,
      subtopicId: card.subtopicId,
      correct,
      mode: "flashcard",
      secondsSpent: input.seconds,
      answeredAt: now,
      day: today,
    }),
  ]);
  return {
    nextDifficulty: adaptDifficulty(card.difficulty, input.confidence),
    correct,
    due: next.card.due.getTime(),
    scheduledDays: next.card.scheduled_days,
    state: next.card.state,
  };
}
