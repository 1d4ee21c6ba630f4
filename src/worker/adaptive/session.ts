// An adaptive session starts with its topic pool and a first rotation drawn from it.
import { asc } from "drizzle-orm";
import { adaptiveTopics, reviewItems } from "../../../drizzle/schema.ts";
import { pickRotation, resolveAdaptiveTopic, type RotationTopic } from "../../shared/adaptive.ts";
import { isValidPair, subtopicName } from "../../shared/taxonomy.ts";
import { isPublished } from "../content/published.ts";
import type { Db } from "../db.ts";

/** Subtopics with published review items (the Review area's topics); else the default list. */
export async function loadTopicPool(db: Db): Promise<{ pool: RotationTopic[]; source: "review" | "default" }> {
  const pairs = await db
    .selectDistinct({ topicId: reviewItems.topicId, subtopicId: reviewItems.subtopicId })
    .from(reviewItems)
    .where(isPublished(reviewItems))
    .orderBy(asc(reviewItems.topicId), asc(reviewItems.subtopicId));
  const pool = pairs.filter((p) => isValidPair(p.topicId, p.subtopicId)).map((p) => ({ ...p, name: subtopicName(p.topicId, p.subtopicId) }));
  if (pool.length) return { pool, source: "review" };
  const defaults = await db
    .select({ id: adaptiveTopics.id, name: adaptiveTopics.name })
    .from(adaptiveTopics)
    .where(isPublished(adaptiveTopics))
    .orderBy(asc(adaptiveTopics.position));
  return { pool: defaults.map((t) => resolveAdaptiveTopic(t.id, t.name)), source: "default" };
}

export async function startSession(db: Db, random: () => number = Math.random) {
  const { pool, source } = await loadTopicPool(db);
  return { sessionId: crypto.randomUUID(), pool, rotation: pickRotation(pool, random), topicSource: source };
}
