// The FSRS scheduler (ts-fsrs) and the mapping between its Card / ReviewLog and our rows.
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade, type RecordLogItem } from "ts-fsrs";
import type { cardReviews, cardSchedules } from "../../../drizzle/schema.ts";
import type { FsrsGrade } from "../../shared/flashcards.ts";

type ScheduleRow = typeof cardSchedules.$inferSelect;
type ReviewRow = typeof cardReviews.$inferInsert;

// Fuzz spreads cards rated on the same day over nearby days, so reviews do not pile up on one date.
const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));

export function rowToCard(row: ScheduleRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.lastReview ?? undefined,
  };
}

/** A card never studied, due now. */
export const newCard = (now: Date): Card => createEmptyCard(now);

/** The card's next state after a rating; a card never rated starts empty. */
export function review(previous: ScheduleRow | null | undefined, grade: FsrsGrade, now: Date): RecordLogItem {
  const card = previous ? rowToCard(previous) : createEmptyCard(now);
  return scheduler.next(card, now, grade as Grade);
}

export function cardToRow(
  card: Card,
  key: { userId: string; cardId: string; cardSource: ScheduleRow["cardSource"]; topicId: string },
): ScheduleRow {
  return {
    ...key,
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function logToRow(
  item: RecordLogItem,
  key: { id: string; userId: string; cardId: string; confidence: number; day: string },
): ReviewRow {
  const { log } = item;
  return {
    ...key,
    rating: log.rating,
    state: log.state,
    due: log.due,
    stability: log.stability,
    difficulty: log.difficulty,
    elapsedDays: log.elapsed_days,
    lastElapsedDays: log.last_elapsed_days,
    scheduledDays: log.scheduled_days,
    learningSteps: log.learning_steps,
    reviewedAt: log.review,
    day: key.day,
  };
}
