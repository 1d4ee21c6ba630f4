// The product's vocabulary, each word defined once: answer letters, difficulties, the difficulty
// setting that means "all of them", content statuses, and a question's four options. Validation
// schemas (tRPC inputs, content files) and the database's column enums are built from these lists.
import * as z from "zod";
import { listOf } from "./validation.ts";

export const LETTERS = ["A", "B", "C", "D"] as const;
export type Letter = (typeof LETTERS)[number];
export const letterSchema = z.enum(LETTERS, { error: `Answer must be ${listOf(LETTERS)}` });

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const difficultySchema = z.enum(DIFFICULTIES, { error: `Difficulty must be ${listOf(DIFFICULTIES)}` });

/** What a student may ask for: one difficulty, or "mixed" for all of them (exams and flashcards). */
export const DIFFICULTY_SETTINGS = [...DIFFICULTIES, "mixed"] as const;
export type DifficultySetting = (typeof DIFFICULTY_SETTINGS)[number];
export const difficultySettingSchema = z.enum(DIFFICULTY_SETTINGS, { error: `Difficulty must be ${listOf(DIFFICULTY_SETTINGS)}` });

/** Content is published (shown to students) or a draft (kept for history, never served). */
export const CONTENT_STATUSES = ["published", "draft"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const PUBLISHED: ContentStatus = "published";

/** A program's standing with CAAHEP: accredited, or a new program still developing toward it. */
export const PROGRAM_ACCREDITATIONS = ["accredited", "developing"] as const;
export type ProgramAccreditation = (typeof PROGRAM_ACCREDITATIONS)[number];

/** Where an answer was given: each answer is recorded as an event with one of these. */
export const ANSWER_MODES = ["exam", "tutor", "quiz", "adaptive", "flashcard"] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];
/** Answers to questions (a flashcard rating is the student's own confidence, not a right or wrong choice). */
export const QUESTION_ANSWER_MODES = ["exam", "tutor", "quiz", "adaptive"] as const satisfies readonly AnswerMode[];

export type Options = Record<Letter, string>;
type OptionColumns = { optionA: string; optionB: string; optionC: string; optionD: string };

/** A stored question's four option columns as options by letter. */
export function optionsOf(row: OptionColumns): Options {
  return { A: row.optionA, B: row.optionB, C: row.optionC, D: row.optionD };
}

/** A stored question's four option texts in letter order (A to D). */
export const optionTextsOf = (row: OptionColumns): [string, string, string, string] => [row.optionA, row.optionB, row.optionC, row.optionD];
