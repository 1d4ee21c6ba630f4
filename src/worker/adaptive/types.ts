// What the adaptive tool deals in: the question as the browser gets it (never with its answer), what
// the next question is asked for, and what one request hands the tool.
import type { D1Database } from "@cloudflare/workers-types";
import type { RotationTopic } from "../../shared/adaptive.ts";
import type { Difficulty } from "../../shared/vocab.ts";
import type { Ai } from "../ai/provider.ts";
import type { Db } from "../db.ts";

export type QuestionSource = "ai" | "bank" | "fallback";

/** What the browser gets: never the answer. */
export type AdaptiveQuestionView = {
  id: string;
  question: string;
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
 * What one request hands the adaptive tool. `now` is the request's time, read once by the router:
 * every time this request checks (quota window) or writes (model questions, answer events) is this
 * one. It may be left out by callers outside a request (tests), which then get the time of the call,
 * read once at the entry point (`requestTime`). `random` likewise defaults to Math.random.
 */
export type Deps = { db: Db; userId: string; now?: Date; random?: () => number };
export type NextDeps = Deps & { d1: D1Database; ai: Ai; timeoutMs?: number };

/** The request's time: the one the router passed, else the time of the call. */
export const requestTime = (deps: Pick<Deps, "now">): Date => deps.now ?? new Date();
