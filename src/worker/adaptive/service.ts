// Adaptive questions on the server: the topic pool, the next question (a model's, checked and kept;
// else the question bank; else a built-in one) without its answer, and the answer checked here and
// recorded once as an `answers` event so the dashboard counts it.
import type { D1Database } from "@cloudflare/workers-types";
import { and, asc, eq, sql } from "drizzle-orm";
import * as z from "zod";
import { adaptiveTopics, answers, generatedQuestions, questions, reviewItems } from "../../../drizzle/schema.ts";
import {
  ADAPTIVE,
  findBuiltInQuestion,
  isCorrectAnswer,
  pickBuiltInQuestion,
  pickRotation,
  repeatKey,
  resolveAdaptiveTopic,
  validateGeneratedQuestion,
  type RotationTopic,
} from "../../shared/adaptive.ts";
import { AI_RATE_LIMITS, aiMessages, failureMessage } from "../../shared/ai.ts";
import { isValidPair, subtopicName, TAXONOMY } from "../../shared/taxonomy.ts";
import { generateValidated } from "../ai/generate.ts";
import type { Ai } from "../ai/provider.ts";
import { consumeAiQuota } from "../ai/rate-limit.ts";
import { retrieveForSubtopic, retrieveForText } from "../ai/retrieval.ts";
import type { Db } from "../db.ts";
import { userToday } from "../progress/queries.ts";
import { adaptiveQuestionPrompt } from "./prompt.ts";
import type { Difficulty } from "../../shared/vocab.ts";
import { LETTERS, optionTextsOf } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import { recordAnswer } from "../progress/record-answer.ts";

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
  /** Set when a model was asked and failed: the spec's message for that failure. */
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

export type AnswerInput = { sessionId: string; number: number; questionId: string; choice: string; secondsSpent?: number };

export type AnswerResult = { correct: boolean; correctAnswer: string; explanation: string; feedback: string; recorded: boolean };

export class AdaptiveInputError extends Error {
  readonly code: "NOT_FOUND" | "BAD_REQUEST" | "CONFLICT";
  constructor(code: AdaptiveInputError["code"], message: string) {
    super(message);
    this.code = code;
  }
}

type Deps = { db: Db; userId: string; random?: () => number };
export type NextDeps = Deps & { d1: D1Database; ai: Ai; timeoutMs?: number };


// ---------------------------------------------------------------- topics

/** Subtopics with published review items (the spec's pulse_check topics); else the default list. */
export async function loadTopicPool(db: Db): Promise<{ pool: RotationTopic[]; source: "review" | "default" }> {
  const pairs = await db
    .selectDistinct({ topicId: reviewItems.topicId, subtopicId: reviewItems.subtopicId })
    .from(reviewItems)
    .where(isPublished(reviewItems))
    .orderBy(asc(reviewItems.topicId), asc(reviewItems.subtopicId));
  const pool = pairs.filter((p) => isValidPair(p.topicId, p.subtopicId)).map((p) => ({ ...p, name: subtopicName(p.topicId, p.subtopicId) }));
  if (pool.length) return { pool, source: "review" };
  const defaults = await db
    .select({ id: adaptiveTopics.id, name: adaptiveTopics.name })
    .from(adaptiveTopics)
    .where(isPublished(adaptiveTopics))
    .orderBy(asc(adaptiveTopics.position));
  return { pool: defaults.map((t) => resolveAdaptiveTopic(t.id, t.name)), source: "default" };
}

export async function startSession(db: Db, random: () => number = Math.random) {
  const { pool, source } = await loadTopicPool(db);
  return { sessionId: crypto.randomUUID(), pool, rotation: pickRotation(pool, random), topicSource: source };
}

// ---------------------------------------------------------------- next question

function anyTaxonomyTopic(random: () => number): RotationTopic {
  const subs = TAXONOMY.flatMap((t) => t.subtopics.map((s) => ({ topicId: t.id, subtopicId: s.id, name: s.name })));
  return subs[Math.floor(random() * subs.length)]!;
}

export async function nextQuestion(deps: NextDeps, input: NextInput): Promise<AdaptiveQuestionView> {
  const random = deps.random ?? Math.random;
  const topic = input.topic ?? anyTaxonomyTopic(random);
  const seen = new Set(input.recent.map((r) => repeatKey(r.question, r.topic)));
  let notice: string | null = null;

  if (deps.ai.provider.kind !== "offline") {
    const generated = await generateQuestion(deps, topic, input.difficulty, seen, input.recent);
    if (generated.ok) return generated.view;
    notice = generated.notice;
  }

  const bank = await pickBankQuestion(deps, topic, input.difficulty, input.usedIds, seen);
  if (bank) {
    const exact = bank.subtopicId === topic.subtopicId && bank.topicId === topic.topicId && bank.difficulty === input.difficulty;
    const adaptiveReason = notice
      ? aiMessages.adaptiveFallbackReason
      : exact
        ? `${input.difficulty === "easy" ? "An" : "A"} ${input.difficulty} question on ${topic.name}, chosen from the question bank to match your level.`
        : `No unused ${input.difficulty} question on ${topic.name} was left, so this is the closest match from the question bank.`;
    return { ...bank, adaptiveReason, source: "bank", notice };
  }

  const builtIn = pickBuiltInQuestion({ topicId: topic.topicId, difficulty: input.difficulty }, input.usedIds, random);
  return {
    id: builtIn.id,
    question: builtIn.question,
    options: [...builtIn.options],
    topic: builtIn.topic,
    topicId: builtIn.topicId,
    subtopicId: builtIn.subtopicId,
    difficulty: builtIn.difficulty,
    adaptiveReason: aiMessages.adaptiveFallbackReason,
    source: "fallback",
    notice,
  };
}

type Generated = { ok: true; view: AdaptiveQuestionView } | { ok: false; notice: string };

/** The JSON shape the prompt asks for, as the response format; validateGeneratedQuestion holds the rules. */
const QUESTION_SHAPE = z.object({ question: z.string(), options: z.array(z.string()), correctAnswer: z.string(), explanation: z.string() });

async function generateQuestion(
  deps: NextDeps,
  topic: RotationTopic,
  difficulty: Difficulty,
  seen: Set<string>,
  recent: NextInput["recent"],
): Promise<Generated> {
  const quota = await consumeAiQuota(deps.d1, deps.userId, "generate");
  if (!quota.allowed) {
    const { limit, windowMinutes } = AI_RATE_LIMITS.generate;
    return { ok: false, notice: aiMessages.rateLimited(limit, windowMinutes) };
  }
  const items = isValidPair(topic.topicId, topic.subtopicId)
    ? await retrieveForSubtopic(deps.d1, topic.topicId, topic.subtopicId)
    : await retrieveForText(deps.d1, topic.name);
  const { system, prompt } = adaptiveQuestionPrompt({ topic: topic.name, difficulty, items, avoid: recent.slice(-10).map((r) => r.question) });
  const result = await generateValidated(deps.ai, {
    task: "adaptive",
    system,
    prompt,
    schema: QUESTION_SHAPE,
    timeoutMs: deps.timeoutMs,
    // A repeat of a question already seen is as unusable as a malformed one.
    validate: (data) => {
      const q = validateGeneratedQuestion(data);
      return q && !seen.has(repeatKey(q.question, topic.name)) ? q : null;
    },
  });
  if (!result.ok) return { ok: false, notice: failureMessage(result.kind) };

  const q = result.value;
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
    createdAt: new Date(),
  });
  const grounding = items.length ? `, grounded on ${items.length} study source${items.length === 1 ? "" : "s"}` : "";
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

/**
 * The best stored question for the topic: same subtopic, then same topic, then same difficulty,
 * then one the user has not answered before; never one shown this session or a repeat. Up to the
 * spec's 100 candidates are read, best first and in random order within a rank.
 */
async function pickBankQuestion(deps: Deps, topic: RotationTopic, difficulty: Difficulty, usedIds: string[], seen: Set<string>) {
  const rows = await deps.db
    .select({
      id: questions.id,
      topicId: questions.topicId,
      subtopicId: questions.subtopicId,
      difficulty: questions.difficulty,
      stem: questions.stem,
      optionA: questions.optionA,
      optionB: questions.optionB,
      optionC: questions.optionC,
      optionD: questions.optionD,
    })
    .from(questions)
    .where(and(isPublished(questions), sql`${questions.id} not in (select value from json_each(${JSON.stringify(usedIds)}))`))
    .orderBy(
      sql`(${questions.topicId} = ${topic.topicId} and ${questions.subtopicId} = ${topic.subtopicId}) desc`,
      sql`(${questions.topicId} = ${topic.topicId}) desc`,
      sql`(${questions.difficulty} = ${difficulty}) desc`,
      sql`exists (select 1 from ${answers} where ${answers.userId} = ${deps.userId} and ${answers.questionId} = ${questions.id})`,
      sql`random()`,
    )
    .limit(ADAPTIVE.fallbackPoolSize);
  for (const r of rows) {
    const name = subtopicName(r.topicId, r.subtopicId);
    if (seen.has(repeatKey(r.stem, name))) continue;
    return {
      id: r.id,
      question: r.stem,
      options: optionTextsOf(r),
      topic: name,
      topicId: r.topicId,
      subtopicId: r.subtopicId,
      difficulty: r.difficulty,
    };
  }
  return null;
}

// ---------------------------------------------------------------- answers

type Checkable = { id: string; topicId: string; subtopicId: string; options: string[]; correctAnswer: string; explanation: string };

async function findCheckable(db: Db, userId: string, questionId: string): Promise<Checkable | null> {
  const builtIn = findBuiltInQuestion(questionId);
  if (builtIn) return { ...builtIn, options: [...builtIn.options] };
  const [gen, bank] = await db.batch([
    db.select().from(generatedQuestions).where(and(eq(generatedQuestions.id, questionId), eq(generatedQuestions.userId, userId))).limit(1),
    // A question set back to draft is no longer part of the bank: it can neither be served nor checked.
    db.select().from(questions).where(and(eq(questions.id, questionId), isPublished(questions))).limit(1),
  ]);
  const g = gen[0];
  if (g) {
    const options = g.options as string[];
    return { id: g.id, topicId: g.topicId, subtopicId: g.subtopicId, options, correctAnswer: options[g.correctIndex] ?? "", explanation: g.explanation };
  }
  const q = bank[0];
  if (q) {
    const options = optionTextsOf(q);
    return { id: q.id, topicId: q.topicId, subtopicId: q.subtopicId, options, correctAnswer: options[LETTERS.indexOf(q.correctLetter)]!, explanation: q.explanation };
  }
  return null;
}

const verdict = (q: Checkable, choice: string, recorded: boolean): AnswerResult => {
  const correct = isCorrectAnswer(choice, q.correctAnswer);
  return {
    correct,
    correctAnswer: q.correctAnswer,
    explanation: q.explanation,
    feedback: correct ? aiMessages.feedbackCorrect : aiMessages.feedbackIncorrect(q.correctAnswer),
    recorded,
  };
};

/** Checks the choice and records it once per (session, question number): a double submit returns the first verdict. */
export async function answerQuestion(deps: Deps, input: AnswerInput): Promise<AnswerResult> {
  const q = await findCheckable(deps.db, deps.userId, input.questionId);
  if (!q) throw new AdaptiveInputError("NOT_FOUND", "Question not found");
  const index = q.options.findIndex((o) => o.trim() === input.choice.trim());
  if (index < 0) throw new AdaptiveInputError("BAD_REQUEST", "Choose one of the options.");

  const { today } = await userToday(deps.db, deps.userId);
  const id = `adaptive:${deps.userId}:${input.sessionId}:${input.number}`;
  const inserted = await recordAnswer(deps.db, {
    id,
    userId: deps.userId,
    questionId: q.id,
    topicId: q.topicId,
    subtopicId: q.subtopicId,
    chosenLetter: LETTERS[index]!,
    correct: isCorrectAnswer(q.options[index], q.correctAnswer),
    mode: "adaptive",
    secondsSpent: input.secondsSpent,
    answeredAt: new Date(),
    day: today,
  });
  if (inserted.length) return verdict(q, q.options[index]!, true);

  const first = await deps.db.query.answers.findFirst({ where: and(eq(answers.id, id), eq(answers.userId, deps.userId)) });
  if (!first || first.questionId !== q.id) throw new AdaptiveInputError("CONFLICT", "This question number was already answered in this session.");
  const firstChoice = q.options[LETTERS.indexOf(first.chosenLetter as (typeof LETTERS)[number])] ?? "";
  return verdict(q, firstChoice, false);
}
