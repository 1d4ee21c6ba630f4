// From a miss to memory: a question the student answered wrong becomes a spaced-repetition card
// (the stem on the front; the key concept, the answer and the explanation on the back) that joins
// the same FSRS schedule as every other card. Made on request, or automatically when the student's
// preference says so; making one twice changes nothing.
import { and, eq, inArray } from "drizzle-orm";
import { cardSchedules, generatedQuestions, questions, userSettings } from "../../../drizzle/schema.ts";
import { missedCardId, questionOfMissedCard } from "../../shared/flashcards.ts";
import { LETTERS, optionTextsOf, type Difficulty } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import { readInSlices, type Db } from "../db.ts";
import { cardToRow, newCard } from "../flashcards/schedule.ts";
import type { RequestDeps } from "../request-deps.ts";

type MissedQuestion = { id: string; topicId: string; subtopicId: string; difficulty: Difficulty; front: string; back: string };

/** Bank questions (published) or the student's own generated questions, as cards. */
export async function missedQuestions(db: Db, userId: string, questionIds: string[]): Promise<Map<string, MissedQuestion>> {
  const out = new Map<string, MissedQuestion>();
  if (!questionIds.length) return out;
  const [bank, generated] = await Promise.all([
    readInSlices(questionIds, (part) => db.select().from(questions).where(and(isPublished(questions), inArray(questions.id, part)))),
    readInSlices(questionIds, (part) => db.select().from(generatedQuestions).where(and(eq(generatedQuestions.userId, userId), inArray(generatedQuestions.id, part)))),
  ]);
  for (const q of bank) {
    const letter = q.correctLetter as (typeof LETTERS)[number];
    const answer = optionTextsOf(q)[LETTERS.indexOf(letter)] ?? "";
    out.set(q.id, {
      ...q,
      front: q.stem,
      back: `${q.keyConcept ? `Key concept: ${q.keyConcept}\n\n` : ""}Answer: ${letter}. ${answer}\n\n${q.explanation}`,
    });
  }
  for (const q of generated) {
    const letter = LETTERS[q.correctIndex] ?? "A";
    out.set(q.id, { ...q, front: q.question, back: `Answer: ${letter}. ${q.options[q.correctIndex] ?? ""}\n\n${q.explanation}` });
  }
  return out;
}

async function wantsMissedCards(db: Db, userId: string) {
  const row = await db.query.userSettings.findFirst({ columns: { preferences: true }, where: eq(userSettings.userId, userId) });
  const prefs = row?.preferences as { missedToCards?: unknown } | null | undefined;
  return prefs?.missedToCards === true;
}

/**
 * Schedules a card for each missed question that has none yet, due now. "automatic" does so only
 * when the student turned the preference on. Returns how many cards were new.
 */
export async function queueMissedCards({ db, userId, now }: Pick<RequestDeps, "db" | "userId" | "now">, questionIds: string[], how: "automatic" | "asked") {
  const ids = [...new Set(questionIds)];
  if (!ids.length) return 0;
  if (how === "automatic" && !(await wantsMissedCards(db, userId))) return 0;
  const found = await missedQuestions(db, userId, ids);
  if (!found.size) return 0;
  const inserts = [...found.values()].map((q) =>
    db
      .insert(cardSchedules)
      .values(cardToRow(newCard(now), { userId, cardId: missedCardId(q.id), cardSource: "missed", topicId: q.topicId }))
      .onConflictDoNothing()
      .returning({ cardId: cardSchedules.cardId }),
  );
  const results = await db.batch(inserts as [(typeof inserts)[number], ...(typeof inserts)[number][]]);
  return results.filter((r) => r.length > 0).length;
}

/** The card facts of a missed-question card id, for rating it; null for another kind of card. */
export async function missedCardFacts(db: Db, userId: string, cardId: string) {
  const questionId = questionOfMissedCard(cardId);
  if (!questionId) return null;
  return (await missedQuestions(db, userId, [questionId])).get(questionId) ?? null;
}
