// A flashcard rating is recorded twice over, in one atomic batch: the card's next FSRS schedule with
// its review log, and an `answers` event (mode flashcard) so the dashboard counts it like any answer.
import { and, eq } from "drizzle-orm";
import { aiFlashcards, cardReviews, cardSchedules, flashcards } from "../../../drizzle/schema.ts";
import { adaptDifficulty, confidenceToGrade, findBuiltInCard, isCorrectConfidence, type Confidence } from "../../shared/flashcards.ts";
import type { Difficulty } from "../../shared/vocab.ts";
import type { Db } from "../db.ts";
import { userToday } from "../progress/queries.ts";
import { recordAnswer } from "../progress/record-answer.ts";
import { published, type Deps } from "./cards.ts";
import { missedCardFacts } from "../practice/missed-cards.ts";
import { cardToRow, logToRow, review } from "./schedule.ts";

export type RateResult = {
  nextDifficulty: Difficulty;
  correct: boolean;
  /** When the card is due again (ms since epoch). */
  due: number;
  scheduledDays: number;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
};

type CardFacts = { topicId: string; subtopicId: string; difficulty: Difficulty; source: "bank" | "ai" | "missed" };

async function findCard(db: Db, userId: string, cardId: string): Promise<CardFacts | null> {
  const builtIn = findBuiltInCard(cardId);
  if (builtIn) return { ...builtIn, source: "bank" };
  const missed = await missedCardFacts(db, userId, cardId);
  if (missed) return { topicId: missed.topicId, subtopicId: missed.subtopicId, difficulty: missed.difficulty, source: "missed" };
  if (cardId.startsWith("ai-")) {
    const mine = await db.query.aiFlashcards.findFirst({ where: and(eq(aiFlashcards.id, cardId), eq(aiFlashcards.userId, userId)) });
    return mine ? { topicId: mine.topicId, subtopicId: mine.subtopicId, difficulty: mine.difficulty, source: "ai" } : null;
  }
  // A card set back to draft can no longer be rated, as it can no longer be served.
  const bank = await db.query.flashcards.findFirst({ where: and(eq(flashcards.id, cardId), published) });
  return bank ? { topicId: bank.topicId, subtopicId: bank.subtopicId, difficulty: bank.difficulty, source: "bank" } : null;
}

/** Null when the card is unknown or another user's. The review happens at `now`, the request's time. */
export async function rateCard(
  deps: Pick<Deps, "db" | "userId" | "now">,
  input: { cardId: string; confidence: Confidence; seconds?: number },
): Promise<RateResult | null> {
  const { db, userId, now } = deps;
  const card = await findCard(db, userId, input.cardId);
  if (!card) return null;
  const [previous, { today }] = await Promise.all([
    db.query.cardSchedules.findFirst({ where: and(eq(cardSchedules.userId, userId), eq(cardSchedules.cardId, input.cardId)) }),
    userToday(db, userId, now),
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
