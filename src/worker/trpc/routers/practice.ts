import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import * as z from "zod";
import { answers } from "../../../../drizzle/schema.ts";
import { NOTE_MAX, REPORT_DETAILS_MAX, REPORT_REASONS } from "../../../shared/practice.ts";
import { listOf } from "../../../shared/validation.ts";
import { revealedQuestion } from "../../exam/service.ts";
import { missedQuestions, queueMissedCards } from "../../practice/missed-cards.ts";
import { listNotes, saveNote } from "../../practice/notes.ts";
import { questionPeers } from "../../practice/peers.ts";
import { reportQuestion } from "../../practice/reports.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";

const questionId = z.string("Question not found").min(1, "Question not found").max(120, "Question not found");
const examPosition = z.object({ examId: z.uuid("This exam was not found."), index: z.int().min(0).max(179) });
const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "Question not found" });

export const practiceRouter = {
  /** Saves the student's note on a question; an empty note deletes it. */
  saveNote: subscribedProcedure
    .input(z.object({ questionId, body: z.string().max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`) }))
    .mutation(async ({ ctx, input }) => {
      const saved = await saveNote(requestDeps(ctx), input.questionId, input.body);
      if (!saved) throw notFound();
      return saved;
    }),

  /** The student's notes, newest first, with an optional search; pages by `cursor` (the last note's time). */
  notes: subscribedProcedure
    .input(z.object({ search: z.string().max(100, "Search can be at most 100 characters").default(""), cursor: z.int().min(0).nullish() }))
    .query(({ ctx, input }) => listNotes(requestDeps(ctx), input.search, input.cursor ?? null)),

  /** "Report a problem with this question". */
  report: subscribedProcedure
    .input(
      z.object({
        questionId,
        reason: z.enum(REPORT_REASONS, { error: `Reason must be ${listOf(REPORT_REASONS)}` }),
        details: z.string().trim().min(5, "Please describe the problem in a few words").max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters`),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const result = await reportQuestion(requestDeps(ctx), input);
      if (!result) throw notFound();
      return result;
    }),

  /** How peers answered a question the student may already see the answer to (review, or tutor mode after answering). */
  peers: subscribedProcedure.input(examPosition).query(async ({ ctx, input }) => {
    const q = await revealedQuestion(requestDeps(ctx), input.examId, input.index);
    if (!q) throw notFound();
    return questionPeers(ctx.db, q.questionId);
  }),

  /**
   * Turns a missed question into a spaced-repetition card: one the student answered wrong, either
   * recorded or shown as wrong in their exam. Making it twice keeps one card.
   */
  missedCard: subscribedProcedure
    .input(z.object({ questionId, exam: examPosition.optional() }))
    .mutation(async ({ ctx, input }) => {
      const deps = requestDeps(ctx);
      const inExam = input.exam ? await revealedQuestion(deps, input.exam.examId, input.exam.index) : null;
      const missedInExam = inExam?.questionId === input.questionId && inExam.wrong;
      const recorded = missedInExam
        ? null
        : await ctx.db.query.answers.findFirst({
            columns: { id: true },
            where: and(eq(answers.userId, deps.userId), eq(answers.questionId, input.questionId), eq(answers.correct, false)),
          });
      if (!missedInExam && !recorded) throw new TRPCError({ code: "BAD_REQUEST", message: "Only a question you answered wrong can become a card." });
      if (!(await missedQuestions(ctx.db, deps.userId, [input.questionId])).size) throw new TRPCError({ code: "NOT_FOUND", message: "This question cannot become a card." });
      const created = await queueMissedCards(deps, [input.questionId], "asked");
      return { created: created > 0 };
    }),
};
