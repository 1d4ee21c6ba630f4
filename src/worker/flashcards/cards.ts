// What the flashcards tool deals in: the card as the browser gets it, whichever store it came from
// (the bank, the student's model cards, the built-in set), the shape of a batch request and answer,
// and the rule that only published bank cards are served, counted or rated.
import type { D1Database } from "@cloudflare/workers-types";
import { sql } from "drizzle-orm";
import { cardSchedules, flashcards } from "../../../drizzle/schema.ts";
import { normalizeDifficulty, type BuiltInCard, type CardSource, type StudyMode } from "../../shared/flashcards.ts";
import { subtopicName, topicName } from "../../shared/taxonomy.ts";
import { PUBLISHED, type Difficulty, type DifficultySetting } from "../../shared/vocab.ts";
import type { Ai } from "../ai/provider.ts";
import { isPublished } from "../content/published.ts";
import type { Db } from "../db.ts";

export type SessionCard = {
  id: string;
  front: string;
  back: string;
  /** The topic's name, as the card shows it. */
  topic: string;
  topicId: string;
  subtopic: string;
  subtopicId: string;
  difficulty: Difficulty;
  source: CardSource;
  /** Where to check the card (bank cards name their source). */
  reference: string | null;
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

/**
 * What one request hands the flashcards tool. `ai` is null when no model writes cards (the offline
 * provider). `now` is the request's time, read once by the router: every time this request checks
 * (due cards, quota window) or writes (schedule, review, answer event, model cards) is this one.
 */
export type Deps = { db: Db; d1: D1Database; ai: Ai | null; userId: string; now: Date };

/** Where a session's cards come from: its topics, narrowed to some subtopics in weak-areas mode. */
export type Scope = { topicIds: string[]; subtopics: { topicId: string; subtopicId: string }[] };

export const published = isPublished(flashcards);

/**
 * A schedule whose bank card was set back to draft is left alone (the history stays) but no longer
 * counts as due or comes back in a session. Model and built-in cards have no bank row and pass.
 */
export const cardStillPublished = sql`not exists (select 1 from ${flashcards} where ${flashcards.id} = ${cardSchedules.cardId} and ${flashcards.status} <> ${PUBLISHED})`;

export function toSessionCard(c: Omit<BuiltInCard, "difficulty"> & { difficulty: string; reference?: string | null }, source: CardSource): SessionCard {
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
    reference: c.reference ?? null,
  };
}
