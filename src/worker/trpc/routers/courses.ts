import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { findTopic } from "../../../shared/taxonomy.ts";
import { letterSchema } from "../../../shared/vocab.ts";
import { answerCourseQuestion, courseFlashcards, courseList, courseQuiz } from "../../courses/queries.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";

// Module and subtopic ids are taxonomy slugs and question ids are content ids: short, so a cap keeps
// oversized input out of the queries.
const moduleId = z.string().max(80);

export const coursesRouter = {
  /** The modules (the taxonomy's topics) with question counts and the caller's progress. */
  list: subscribedProcedure.query(({ ctx }) => courseList(ctx.db, ctx.user.id)),

  /** A module's stored flashcards, optionally for one subtopic. */
  flashcards: subscribedProcedure
    .input(z.object({ moduleId, subtopicId: z.string().max(80).optional() }))
    .query(({ ctx, input }) => courseFlashcards(ctx.db, input.moduleId, input.subtopicId)),

  /** The module's first five questions, without their answers. */
  quiz: subscribedProcedure.input(z.object({ moduleId })).query(({ ctx, input }) => {
    if (!findTopic(input.moduleId)) throw new TRPCError({ code: "NOT_FOUND", message: "Module not found" });
    return courseQuiz(ctx.db, input.moduleId);
  }),

  /** Checks a quiz answer on the server, records it, and returns the verdict and explanation. */
  answer: subscribedProcedure
    .input(z.object({ questionId: z.string().max(120), letter: letterSchema }))
    .mutation(async ({ ctx, input }) => {
      const verdict = await answerCourseQuestion(requestDeps(ctx), input.questionId, input.letter);
      if (!verdict) throw new TRPCError({ code: "NOT_FOUND", message: "Question not found" });
      return verdict;
    }),
};
