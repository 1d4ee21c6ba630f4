import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { chooseAi, describeProvider } from "../../ai/provider.ts";
import { AdaptiveInputError, answerQuestion } from "../../adaptive/answers.ts";
import { nextQuestion } from "../../adaptive/questions.ts";
import { startSession } from "../../adaptive/session.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";
import { difficultySchema as difficulty } from "../../../shared/vocab.ts";

const topic = z.object({ topicId: z.string().min(1).max(80), subtopicId: z.string().min(1).max(80), name: z.string().min(1).max(120) });

export const adaptiveRouter = {
  /** A new session: its id, the topic pool and a first rotation of up to 10 random topics. */
  start: subscribedProcedure.mutation(async ({ ctx }) => {
    const provider = describeProvider(ctx.env);
    const session = await startSession(ctx.db);
    // Without a model the questions come from the bank, and the UI says so.
    return { ...session, generator: provider.kind === "offline" ? null : provider.label };
  }),

  /** The next question for a topic and difficulty, without its answer. */
  next: subscribedProcedure
    .input(
      z.object({
        topic: topic.optional(),
        difficulty,
        usedIds: z.array(z.string().max(120)).max(500),
        recent: z.array(z.object({ question: z.string().max(2000), topic: z.string().max(120) })).max(50),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const ai = await chooseAi(ctx.env);
      return nextQuestion({ ...requestDeps(ctx), d1: ctx.env.DB, ai }, input);
    }),

  /** Checks the chosen option on the server and records the answer once. */
  answer: subscribedProcedure
    .input(
      z.object({
        sessionId: z.string().uuid(),
        number: z.int().min(1).max(10_000),
        questionId: z.string().min(1).max(120),
        choice: z.string().min(1).max(2000),
        secondsSpent: z.number().min(0).max(86_400).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      try {
        return await answerQuestion(requestDeps(ctx), input);
      } catch (e) {
        if (e instanceof AdaptiveInputError) throw new TRPCError({ code: e.code, message: e.message });
        throw e;
      }
    }),
};
