// Cards a configured model writes for one student: on one subtopic of the session's scope, through
// the shared grounded step (quota, sources, validated JSON), then kept as the student's own cards so
// they can be rated and come back in review and due sessions.
import { shuffle } from "../../shared/random.ts";
import { and, desc, eq } from "drizzle-orm";
import * as z from "zod";
import { aiFlashcards } from "../../../drizzle/schema.ts";
import { aiMessages } from "../../shared/ai.ts";
import { findTopic, subtopicName, topicName } from "../../shared/taxonomy.ts";
import { generateGrounded } from "../ai/grounded-generation.ts";
import type { Ai } from "../ai/provider.ts";
import { toSessionCard, type BatchInput, type Deps, type Scope, type SessionCard } from "./cards.ts";
import { flashcardsPrompt, validateCards } from "./prompt.ts";
import { difficultySchema } from "../../shared/vocab.ts";

export type ModelOutcome = { ok: true; cards: SessionCard[] } | { ok: false; notice: string };

const MODEL_TIMEOUT_MS = 60_000;
/** How many of the student's latest cards on the subtopic the prompt lists as already seen. */
const AVOID_RECENT = 15;

/** The JSON shape the prompt asks for, as the response format; validateCards holds the rules. */
const CARDS_SHAPE = z.object({
  cards: z.array(z.object({ front: z.string(), back: z.string(), difficulty: difficultySchema })),
});

/** Throws when reading the sources or storing the cards fails; a model that fails is an outcome. */
export async function modelCards(deps: Deps, ai: Ai, input: BatchInput, scope: Scope): Promise<ModelOutcome> {
  const target = pickSubtopic(scope);
  if (!target) return { ok: false, notice: aiMessages.flashcardsFailed };
  const { topicId, subtopicId } = target;
  const level = input.difficulty === "mixed" ? "medium" : input.difficulty;

  const result = await generateGrounded(
    { d1: deps.d1, ai, userId: deps.userId, now: deps.now },
    {
      task: "flashcards",
      topic: { topicId, subtopicId, name: subtopicName(topicId, subtopicId) },
      avoid: async () => {
        const seen = await deps.db
          .select({ front: aiFlashcards.front })
          .from(aiFlashcards)
          .where(and(eq(aiFlashcards.userId, deps.userId), eq(aiFlashcards.topicId, topicId), eq(aiFlashcards.subtopicId, subtopicId)))
          .orderBy(desc(aiFlashcards.createdAt))
          .limit(AVOID_RECENT);
        return seen.map((s) => s.front);
      },
      prompt: (items, avoid) =>
        flashcardsPrompt({
          topic: topicName(topicId),
          subtopic: subtopicName(topicId, subtopicId),
          difficulty: input.difficulty,
          count: input.size,
          items,
          avoid,
        }),
      schema: CARDS_SHAPE,
      timeoutMs: MODEL_TIMEOUT_MS,
      validate: (data) => validateCards(data, input.size, level),
    },
  );
  if (!result.ok) return { ok: false, notice: result.notice };

  const rows = result.value.map((c) => ({
    id: `ai-${crypto.randomUUID()}`,
    userId: deps.userId,
    topicId,
    subtopicId,
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
