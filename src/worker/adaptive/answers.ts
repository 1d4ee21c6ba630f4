// An adaptive answer is checked on the server (the browser never had the key) and recorded once as
// an `answers` event (mode adaptive) so the dashboard counts it.
import { and, eq } from "drizzle-orm";
import { answers, generatedQuestions, questions } from "../../../drizzle/schema.ts";
import { findBuiltInQuestion, isCorrectAnswer } from "../../shared/adaptive.ts";
import { aiMessages } from "../../shared/ai.ts";
import { LETTERS, optionTextsOf } from "../../shared/vocab.ts";
import { isPublished } from "../content/published.ts";
import type { Db } from "../db.ts";
import { userToday } from "../progress/queries.ts";
import { queueMissedCards } from "../practice/missed-cards.ts";
import { recordAnswer } from "../progress/record-answer.ts";
import type { Deps } from "./types.ts";

export type AnswerInput = { sessionId: string; number: number; questionId: string; choice: string; secondsSpent?: number };

export type AnswerResult = { correct: boolean; correctAnswer: string; explanation: string; feedback: string; recorded: boolean };

export class AdaptiveInputError extends Error {
  readonly code: "NOT_FOUND" | "BAD_REQUEST" | "CONFLICT";
  constructor(code: AdaptiveInputError["code"], message: string) {
    super(message);
    this.code = code;
  }
}

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
    return { id: g.id, topicId: g.topicId, subtopicId: g.subtopicId, options: g.options, correctAnswer: g.options[g.correctIndex] ?? "", explanation: g.explanation };
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

  const now = deps.now;
  const { today } = await userToday(deps.db, deps.userId, now);
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
    answeredAt: now,
    day: today,
  });
  if (inserted.length) {
    if (!isCorrectAnswer(q.options[index], q.correctAnswer)) await queueMissedCards({ db: deps.db, userId: deps.userId, now }, [q.id], "automatic");
    return verdict(q, q.options[index]!, true);
  }

  const first = await deps.db.query.answers.findFirst({ where: and(eq(answers.id, id), eq(answers.userId, deps.userId)) });
  if (!first || first.questionId !== q.id) throw new AdaptiveInputError("CONFLICT", "This question number was already answered in this session.");
  const firstChoice = q.options[LETTERS.indexOf(first.chosenLetter as (typeof LETTERS)[number])] ?? "";
  return verdict(q, firstChoice, false);
}
