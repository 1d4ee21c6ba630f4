// A question a configured model writes for one student: through the shared grounded step (quota,
// sources, validated JSON), never a repeat of one the session already showed, and kept with its
// answer so the answer is checked and recorded on the server.
import * as z from "zod";
import { generatedQuestions } from "../../../drizzle/schema.ts";
import { repeatKey, validateGeneratedQuestion, type RotationTopic } from "../../shared/adaptive.ts";
import type { Difficulty } from "../../shared/vocab.ts";
import { generateGrounded, type GroundedFailure } from "../ai/grounded-generation.ts";
import { adaptiveQuestionPrompt } from "./prompt.ts";
import type { AdaptiveQuestionView, NextDeps, NextInput } from "./types.ts";

/** How many of the session's latest questions the prompt lists as already seen. */
const AVOID_RECENT = 10;

/** The JSON shape the prompt asks for, as the response format; validateGeneratedQuestion holds the rules. */
const QUESTION_SHAPE = z.object({ question: z.string(), options: z.array(z.string()), correctAnswer: z.string(), explanation: z.string() });

/** Throws when reading the sources or storing the question fails; a model that fails is an outcome. */
export async function generateQuestion(
  deps: NextDeps & { now: Date },
  topic: RotationTopic,
  difficulty: Difficulty,
  seen: Set<string>,
  recent: NextInput["recent"],
): Promise<{ ok: true; view: AdaptiveQuestionView } | GroundedFailure> {
  const result = await generateGrounded(deps, {
    task: "adaptive",
    topic,
    avoid: () => recent.slice(-AVOID_RECENT).map((r) => r.question),
    prompt: (items, avoid) => adaptiveQuestionPrompt({ topic: topic.name, difficulty, items, avoid }),
    schema: QUESTION_SHAPE,
    timeoutMs: deps.timeoutMs,
    // A repeat of a question already seen is as unusable as a malformed one.
    validate: (data) => {
      const q = validateGeneratedQuestion(data);
      return q && !seen.has(repeatKey(q.question, topic.name)) ? q : null;
    },
  });
  if (!result.ok) return result;

  const { value: q, sources } = result;
  const id = `ai-${crypto.randomUUID()}`;
  await deps.db.insert(generatedQuestions).values({
    id,
    userId: deps.userId,
    topicId: topic.topicId,
    subtopicId: topic.subtopicId,
    difficulty,
    question: q.question,
    options: q.options,
    correctIndex: q.correctIndex,
    explanation: q.explanation,
    provider: deps.ai.provider.label,
    createdAt: deps.now,
  });
  const grounding = sources.length ? `, grounded on ${sources.length} study source${sources.length === 1 ? "" : "s"}` : "";
  return {
    ok: true,
    view: {
      id,
      question: q.question,
      options: [...q.options],
      topic: topic.name,
      topicId: topic.topicId,
      subtopicId: topic.subtopicId,
      difficulty,
      adaptiveReason: `Written by AI for ${topic.name} at ${difficulty} difficulty${grounding}.`,
      source: "ai",
      notice: null,
    },
  };
}
