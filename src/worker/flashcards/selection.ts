// Which cards a session gets, model aside: the scope (the chosen topics, or the student's weakest
// subtopics), bank cards in order of preference with the used list left out (started over once every
// card was used), the built-in cards when the bank has none, and the rated cards of the review and
// due modes.
import { shuffle } from "../../shared/random.ts";
import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { aiFlashcards, cardSchedules, flashcards } from "../../../drizzle/schema.ts";
import { FALLBACK_CARDS, findBuiltInCard, GENERIC_CARDS, missedCardId, questionOfMissedCard, type BuiltInCard } from "../../shared/flashcards.ts";
import { missedQuestions } from "../practice/missed-cards.ts";
import { progressPercentage, weakTopics } from "../../shared/stats.ts";
import { findTopic, TOPIC_IDS } from "../../shared/taxonomy.ts";
import type { Db } from "../db.ts";
import { subtopicTotals } from "../progress/queries.ts";
import { cardStillPublished, published, toSessionCard, type BatchInput, type BatchResult, type Deps, type Scope, type SessionCard } from "./cards.ts";

const validTopics = (ids: string[]) => ids.filter((id) => findTopic(id));

type Totals = { topicId: string; subtopicId: string; attempted: number; correct: number };

/** Weak topics (up to 3 below 70%, lowest first), at subtopic level. */
export function weakSubtopics(totals: Totals[]) {
  const records = totals.map((r) => ({ topic: `${r.topicId}/${r.subtopicId}`, progress: progressPercentage(r.correct, r.attempted), attempted: r.attempted }));
  return weakTopics(records).map((w) => {
    const [topicId, subtopicId] = w.topic.split("/") as [string, string];
    return { topicId, subtopicId };
  });
}

/** Weak areas: the student's weakest subtopics, if any; otherwise (and in the other modes) the chosen topics, or all. */
export async function sessionScope(deps: Pick<Deps, "db" | "userId">, input: BatchInput): Promise<Scope> {
  if (input.mode === "weak_areas") {
    const weak = weakSubtopics(await subtopicTotals(deps.db, deps.userId));
    if (weak.length) return { topicIds: [...new Set(weak.map((w) => w.topicId))], subtopics: weak };
  }
  const topics = validTopics(input.topicIds);
  return { topicIds: topics.length ? topics : TOPIC_IDS, subtopics: [] };
}

/** Bank cards in order of preference (asked-for subtopics, then difficulty), random within each tier. */
export async function bankBatch(db: Db, input: BatchInput, scope: Scope, exclude: Set<string>): Promise<Omit<BatchResult, "notice">> {
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
    // Every card in scope was used: rather than end the session, the used list starts over, and the
    // answer says so (`reset`) so the client clears its own list too.
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
export async function scheduledBatch(deps: Pick<Deps, "db" | "userId" | "now">, input: BatchInput, exclude: Set<string>): Promise<BatchResult> {
  const { db, userId, now } = deps;
  const topics = validTopics(input.topicIds);
  const filters = [eq(cardSchedules.userId, userId), cardStillPublished];
  if (input.mode === "due") filters.push(lte(cardSchedules.due, now));
  else if (input.mode === "missed") filters.push(eq(cardSchedules.cardSource, "missed"), lte(cardSchedules.due, now));
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
  const missedIds = ids.flatMap((id) => questionOfMissedCard(id) ?? []);
  for (const q of (await missedQuestions(db, userId, missedIds)).values()) out.set(missedCardId(q.id), toSessionCard({ ...q, id: missedCardId(q.id) }, "missed"));
  for (const id of ids) {
    const b = findBuiltInCard(id);
    if (b) out.set(id, toSessionCard(b, "fallback"));
  }
  return out;
}
