// Data of the home page for visitors. Public and cached at the edge (see public-cache.ts), so
// nothing here reads the session and the demo set is fixed: the first published item (by id) of
// each topic, in taxonomy order, five topics at most. It changes only when the content does.
import { count, countDistinct, eq, gte, sql } from "drizzle-orm";
import { answers, flashcards, glossaryTerms, questions, session } from "../../../../drizzle/schema.ts";
import { DEMO_SIZE, STUDYING_NOW_WINDOW_MS } from "../../../shared/home.ts";
import { findSubtopic, findTopic, TAXONOMY } from "../../../shared/taxonomy.ts";
import { createCallerFactory, publicProcedure, router } from "../init.ts";
import { contentRouter } from "./content.ts";

const contentCaller = createCallerFactory(router(contentRouter));

const topicOrder = (topicId: string) => {
  const i = TAXONOMY.findIndex((t) => t.id === topicId);
  return i < 0 ? TAXONOMY.length : i;
};
/** One item per topic in taxonomy order (unknown topics last, by id), cut to the demo size. */
function demoSet<T extends { id: string; topicId: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) => topicOrder(a.topicId) - topicOrder(b.topicId) || a.id.localeCompare(b.id)).slice(0, DEMO_SIZE);
}

const topicName = (topicId: string) => findTopic(topicId)?.name ?? topicId;
const subtopicName = (topicId: string, subtopicId: string) => findSubtopic(topicId, subtopicId)?.name ?? subtopicId;

export const homeRouter = {
  demo: publicProcedure.query(async ({ ctx }) => {
    const firstQuestions = ctx.db
      .select({
        id: questions.id,
        topicId: questions.topicId,
        subtopicId: questions.subtopicId,
        stem: questions.stem,
        optionA: questions.optionA,
        optionB: questions.optionB,
        optionC: questions.optionC,
        optionD: questions.optionD,
        correctLetter: questions.correctLetter,
        explanation: questions.explanation,
        rank: sql<number>`row_number() over (partition by ${questions.topicId} order by ${questions.id})`.as("rank"),
      })
      .from(questions)
      .where(eq(questions.status, "published"))
      .as("first_questions");
    const firstCards = ctx.db
      .select({
        id: flashcards.id,
        topicId: flashcards.topicId,
        subtopicId: flashcards.subtopicId,
        front: flashcards.front,
        back: flashcards.back,
        rank: sql<number>`row_number() over (partition by ${flashcards.topicId} order by ${flashcards.id})`.as("rank"),
      })
      .from(flashcards)
      .where(eq(flashcards.status, "published"))
      .as("first_cards");

    const [qs, cards] = await ctx.db.batch([
      ctx.db.select().from(firstQuestions).where(sql`rank = 1`),
      ctx.db.select().from(firstCards).where(sql`rank = 1`),
    ]);
    return {
      questions: demoSet(qs).map((q) => ({
        id: q.id,
        topic: topicName(q.topicId),
        stem: q.stem,
        options: { A: q.optionA, B: q.optionB, C: q.optionC, D: q.optionD },
        correctLetter: q.correctLetter,
        explanation: q.explanation,
      })),
      flashcards: demoSet(cards).map((c) => ({
        id: c.id,
        topic: topicName(c.topicId),
        subtopic: subtopicName(c.topicId, c.subtopicId),
        front: c.front,
        back: c.back,
      })),
    };
  }),

  /** content.stats plus what only the home page shows: glossary size and who is studying now. */
  stats: publicProcedure.query(async ({ ctx }) => {
    const since = new Date(Date.now() - STUDYING_NOW_WINDOW_MS);
    const recent = ctx.db
      .select({ userId: answers.userId })
      .from(answers)
      .where(gte(answers.answeredAt, since))
      .union(ctx.db.select({ userId: session.userId }).from(session).where(gte(session.updatedAt, since)))
      .as("recent");
    const [content, [glossary, now]] = await Promise.all([
      contentCaller(ctx).stats(),
      ctx.db.batch([
        ctx.db.select({ n: count() }).from(glossaryTerms).where(eq(glossaryTerms.status, "published")),
        ctx.db.select({ n: countDistinct(recent.userId) }).from(recent),
      ]),
    ]);
    return { ...content, glossaryTerms: glossary[0]?.n ?? 0, studyingNow: now[0]?.n ?? 0 };
  }),
};
