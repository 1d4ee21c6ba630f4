import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { examConfigSchema, mockConfigSchema } from "../../../shared/exam.ts";
import { MAX_HIGHLIGHTS, QUESTION_SOURCES } from "../../../shared/practice.ts";
import {
  builderCounts,
  createExam,
  createMock,
  currentExam,
  endMockPhase,
  ExamInputError,
  examView,
  saveAnswer,
  saveFlag,
  saveHighlights,
  saveStrikes,
  submitExam,
} from "../../exam/service.ts";
import { MAX_SECONDS_PER_ANSWER } from "../../progress/record-answer.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";
import { listOf } from "../../../shared/validation.ts";
import { LETTERS } from "../../../shared/vocab.ts";

const examId = z.object({ examId: z.uuid("This exam was not found.") });
const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "This exam was not found." });
const closed = () => new TRPCError({ code: "CONFLICT", message: "This exam has ended; your answers up to now are saved." });
/** Question positions: a mock has the most, two blocks of 90. */
const index = z.int("Question number must be a whole number").min(0).max(179);
const letter = z.enum(LETTERS, { error: `Answer must be ${listOf(LETTERS)}, or empty` });
const STEM_MAX = 10_000;
const range = z.tuple([z.int().min(0).max(STEM_MAX), z.int().min(0).max(STEM_MAX)]).refine(([a, b]) => a < b, "A highlight must cover some text");

async function created(make: () => Promise<string>) {
  try {
    return { examId: await make() };
  } catch (e) {
    if (e instanceof ExamInputError) throw new TRPCError({ code: "BAD_REQUEST", message: e.message });
    throw e;
  }
}

export const examRouter = {
  /** The student's questions from one source, counted per topic, subtopic, domain and difficulty: the builder's available count. */
  builderCounts: subscribedProcedure
    .input(z.object({ source: z.enum(QUESTION_SOURCES, { error: `Question source must be ${listOf(QUESTION_SOURCES)}` }).default("All") }).default({ source: "All" }))
    .query(({ ctx, input }) => builderCounts(requestDeps(ctx), input.source)),

  current: subscribedProcedure.query(({ ctx }) => currentExam(requestDeps(ctx), ctx.env.DB)),

  create: subscribedProcedure.input(examConfigSchema).mutation(({ ctx, input }) => created(() => createExam(requestDeps(ctx), input))),

  /** The full mock exam: 180 questions by blueprint weight in two timed blocks. */
  createMock: subscribedProcedure.input(mockConfigSchema).mutation(({ ctx, input }) => created(() => createMock(requestDeps(ctx), input))),

  /** Ends the mock's running block now (no way back into it), or ends the break and starts the next block. */
  endBlock: subscribedProcedure
    .input(examId.extend({ block: z.int().min(0).max(9), fromBreak: z.boolean().default(false) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await endMockPhase(requestDeps(ctx), ctx.env.DB, input.examId, input.block, input.fromBreak))) throw closed();
      return { ok: true };
    }),

  get: subscribedProcedure.input(examId).query(async ({ ctx, input }) => {
    const view = await examView(requestDeps(ctx), ctx.env.DB, input.examId);
    if (!view) throw notFound();
    return view;
  }),

  answer: subscribedProcedure
    .input(examId.extend({ index, letter: letter.nullable(), seconds: z.int().min(0).max(MAX_SECONDS_PER_ANSWER).optional() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await saveAnswer(requestDeps(ctx), input.examId, input.index, input.letter, input.seconds))) throw closed();
      return { ok: true };
    }),

  flag: subscribedProcedure.input(examId.extend({ index, flagged: z.boolean("Flagged must be true or false") })).mutation(async ({ ctx, input }) => {
    if (!(await saveFlag(requestDeps(ctx), input.examId, input.index, input.flagged))) throw closed();
    return { ok: true };
  }),

  /** The options struck through on a question. */
  strike: subscribedProcedure.input(examId.extend({ index, letters: z.array(letter).max(LETTERS.length) })).mutation(async ({ ctx, input }) => {
    if (!(await saveStrikes(requestDeps(ctx), input.examId, input.index, input.letters))) throw closed();
    return { ok: true };
  }),

  /** The highlighted parts of a question's stem, as character ranges. */
  highlight: subscribedProcedure
    .input(examId.extend({ index, ranges: z.array(range).max(MAX_HIGHLIGHTS, `At most ${MAX_HIGHLIGHTS} highlights per question`) }))
    .mutation(async ({ ctx, input }) => {
      if (!(await saveHighlights(requestDeps(ctx), input.examId, input.index, input.ranges))) throw closed();
      return { ok: true };
    }),

  submit: subscribedProcedure.input(examId).mutation(async ({ ctx, input }) => {
    const exam = await submitExam(requestDeps(ctx), ctx.env.DB, input.examId);
    if (!exam) throw notFound();
    const view = await examView(requestDeps(ctx), ctx.env.DB, input.examId);
    return view!;
  }),
};
