// Content a model writes for one student (flashcards, adaptive questions) goes through the same
// steps: the call counts against the student's AI quota, the prompt is grounded on sources read from
// D1, and the JSON reply must pass the caller's rules. Anything else is a typed failure carrying the
// message the student reads, and the caller serves its content from the bank instead. Storing what
// was written stays with the caller (each kind of content has its own table).
import type { D1Database } from "@cloudflare/workers-types";
import type { FlexibleSchema } from "ai";
import { AI_RATE_LIMITS, aiMessages, failureMessage, type AiFailureKind } from "../../shared/ai.ts";
import { isValidPair } from "../../shared/taxonomy.ts";
import { generateValidated, type GenerateJob } from "./generate.ts";
import type { Ai } from "./provider.ts";
import { consumeAiQuota } from "./rate-limit.ts";
import { retrieveForSubtopic, retrieveForText, type Retrieved } from "./retrieval.ts";

/**
 * Whether the provider writes flashcards and questions. The offline provider does not (it composes
 * guides and tutor answers only): without a configured model, cards and questions come straight
 * from the bank, with no quota spent and no notice shown.
 */
export function writesContent(ai: Ai | null): ai is Ai {
  return ai !== null && ai.provider.kind !== "offline";
}

/** `now` is the request's time: it decides the quota window. */
export type GroundedDeps = { d1: D1Database; ai: Ai; userId: string; now: Date };

/** What the content is about: a subtopic of the taxonomy, or a topic outside it, found by its name. */
export type GroundingTopic = { topicId: string; subtopicId: string; name: string };

export type GroundedJob<T> = {
  task: GenerateJob<T>["task"];
  topic: GroundingTopic;
  /** What the student has already seen, read alongside the sources, so the model writes something new. */
  avoid?: () => Promise<string[]> | string[];
  prompt: (sources: Retrieved[], avoid: string[]) => { system: string; prompt: string };
  /** The shape of the JSON the prompt asks for, sent as the response format where supported. */
  schema: FlexibleSchema<unknown>;
  timeoutMs?: number;
  /** The caller's rules: the usable value, or null when the data breaks them. */
  validate: (data: unknown) => T | null;
};

/** Why nothing usable was written, and the message the student reads above the fallback. */
export type GroundedFailure = { ok: false; kind: AiFailureKind; notice: string };
export type GroundedResult<T> = { ok: true; value: T; sources: Retrieved[] } | GroundedFailure;

/**
 * Quota, sources, model, rules. Errors reading the sources are thrown, not turned into a failure:
 * each caller decides whether its fallback covers them.
 */
export async function generateGrounded<T>(deps: GroundedDeps, job: GroundedJob<T>): Promise<GroundedResult<T>> {
  // Cards and questions share one quota: each call writes content for one student.
  const quota = await consumeAiQuota(deps.d1, deps.userId, "generate", deps.now);
  if (!quota.allowed) {
    const { limit, windowMinutes } = AI_RATE_LIMITS.generate;
    return { ok: false, kind: "rate-limit", notice: aiMessages.rateLimited(limit, windowMinutes) };
  }
  const [sources, avoid] = await Promise.all([retrieveForTopic(deps.d1, job.topic), job.avoid ? job.avoid() : []]);
  const result = await generateValidated(deps.ai, {
    task: job.task,
    ...job.prompt(sources, avoid),
    schema: job.schema,
    timeoutMs: job.timeoutMs,
    validate: job.validate,
  });
  if (!result.ok) return { ok: false, kind: result.kind, notice: failureMessage(result.kind) };
  return { ok: true, value: result.value, sources };
}

/** A subtopic of the taxonomy is grounded on its own items; any other topic on a search for its name. */
function retrieveForTopic(d1: D1Database, topic: GroundingTopic): Promise<Retrieved[]> {
  return isValidPair(topic.topicId, topic.subtopicId)
    ? retrieveForSubtopic(d1, topic.topicId, topic.subtopicId)
    : retrieveForText(d1, topic.name);
}
