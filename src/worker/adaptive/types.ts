// What the adaptive tool deals in: the question as the browser gets it (never with its answer), what
// the next question is asked for, and what one request hands the tool.
import type { D1Database } from "@cloudflare/workers-types";
import type { RotationTopic } from "../../shared/adaptive.ts";
import type { Figure } from "../../shared/figures.ts";
import type { Difficulty } from "../../shared/vocab.ts";
import type { Ai } from "../ai/provider.ts";
import type { RequestDeps } from "../request-deps.ts";

export type QuestionSource = "ai" | "bank" | "fallback";

/** What the browser gets: never the answer. */
export type AdaptiveQuestionView = {
  id: string;
  question: string;
  /** A bank question's tracing; model-written questions have none. */
  figure?: Figure | null;
  options: string[];
  topic: string;
  topicId: string;
  subtopicId: string;
  difficulty: Difficulty;
  adaptiveReason: string;
  source: QuestionSource;
  /** Set when a model was asked and failed: the message for that failure. */
  notice: string | null;
};

export type NextInput = {
  topic?: RotationTopic;
  difficulty: Difficulty;
  /** Questions already shown this session. */
  usedIds: string[];
  /** Recent questions of the session, to keep repeats out. */
  recent: { question: string; topic: string }[];
};

/**
 * What one request hands the adaptive tool: the request (its clock included: every time this request
 * checks, the quota window, or writes, model questions and answer events, is that one) and, for tests,
 * the source of randomness (Math.random by default).
 */
export type Deps = RequestDeps & { random?: () => number };
export type NextDeps = Deps & { d1: D1Database; ai: Ai; timeoutMs?: number };

