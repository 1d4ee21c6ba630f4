import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { examConfigSchema } from "../../../shared/exam.ts";
import { builderCounts, createExam, currentExam, ExamInputError, examView, saveAnswer, saveFlag, submitExam } from "../../exam/service.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";
import { listOf } from "../../../shared/validation.ts";
import { LETTERS } from "../../../shared/vocab.ts";

const examId = z.object({ examId: z.uuid("This exam was not found.") });
const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "This exam was not found." });
const closed = () => new TRPCError({ code: "CONFLICT", message: "This exam has ended; your answers up to now are saved." });

export const examRouter = {
  /** Published questions per topic and difficulty: the builder's available count, one request. */
  builderCounts: subscribedProcedure.query(({ ctx }) => builderCounts(ctx.db)),

  current: subscribedProcedure.query(({ ctx }) => currentExam(requestDeps(ctx))),

  create: subscribedProcedure.input(examConfigSchema).mutation(async ({ ctx, input }) => {
    try {
      return { examId: await createExam(requestDeps(ctx), input) };
    } catch (e) {
      if (e instanceof ExamInputError) throw new TRPCError({ code: "BAD_REQUEST", message: e.message });
      throw e;
    }
  }),

  get: subscribedProcedure.input(examId).query(async ({ ctx, input }) => {
    const view = await examView(requestDeps(ctx), ctx.env.DB, input.examId);
    if (!view) throw notFound();
    return view;
  }),

  answer: subscribedProcedure
    .input(examId.extend({ index: z.int().min(0).max(99), letter: z.enum(LETTERS, { error: `Answer must be ${listOf(LETTERS)}, or empty` }).nullable() }))
    .mutation(async ({ ctx, input }) => {
      if (!(await saveAnswer(requestDeps(ctx), input.examId, input.index, input.letter))) throw closed();
      return { ok: true };
    }),

  flag: subscribedProcedure.input(examId.extend({ index: z.int().min(0).max(99), flagged: z.boolean("Flagged must be true or false") })).mutation(async ({ ctx, input }) => {
    if (!(await saveFlag(requestDeps(ctx), input.examId, input.index, input.flagged))) throw closed();
    return { ok: true };
  }),

  submit: subscribedProcedure.input(examId).mutation(async ({ ctx, input }) => {
    const exam = await submitExam(requestDeps(ctx), ctx.env.DB, input.examId);
    if (!exam) throw notFound();
    const view = await examView(requestDeps(ctx), ctx.env.DB, input.examId);
    return view!;
  }),
};
