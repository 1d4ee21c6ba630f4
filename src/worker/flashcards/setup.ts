// The flashcards setup screen: bank cards per topic, how many of the student's cards are due now and
// when the next one comes due, and the student's weak areas.
import { and, count, eq, gt, lte, min } from "drizzle-orm";
import { cardSchedules, flashcards } from "../../../drizzle/schema.ts";
import { subtopicName, TAXONOMY } from "../../shared/taxonomy.ts";
import { subtopicTotals } from "../progress/queries.ts";
import { cardStillPublished, published, type Deps } from "./cards.ts";
import { weakSubtopics } from "./selection.ts";

export async function setupInfo(deps: Pick<Deps, "db" | "userId" | "now">) {
  const { db, userId, now } = deps;
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
