// Saved study guides: always scoped to the caller, who sees only their own. A guide is saved by
// the id its stream carried (src/worker/ai/guides.ts): the content is what the Worker generated,
// never text the client sends.
import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import * as z from "zod";
import { generatedGuides, studyGuides } from "../../../../drizzle/schema.ts";
import { aiMessages } from "../../../shared/ai.ts";
import { estimatedReadTime, parseStudyGuide } from "../../../shared/study-guide.ts";
import { userToday } from "../../progress/queries.ts";
import { subscribedProcedure } from "../init.ts";

const summary = {
  id: studyGuides.id,
  title: studyGuides.title,
  topic: studyGuides.topic,
  subtopic: studyGuides.subtopic,
  estimatedReadTime: studyGuides.estimatedReadTime,
  createdAt: studyGuides.createdAt,
};

export const studyGuidesRouter = {
  list: subscribedProcedure.query(({ ctx }) =>
    ctx.db.select(summary).from(studyGuides).where(eq(studyGuides.userId, ctx.user.id)).orderBy(desc(studyGuides.createdAt)),
  ),

  get: subscribedProcedure.input(z.object({ id: z.string().max(64) })).query(async ({ ctx, input }) => {
    const row = await ctx.db.query.studyGuides.findFirst({ where: and(eq(studyGuides.id, input.id), eq(studyGuides.userId, ctx.user.id)) });
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: aiMessages.studyGuideFetchFailed });
    return row;
  }),

  /**
   * Saves the caller's generated guide with this id (the one its stream carried). Saving twice
   * saves once; an id that is not the caller's generated guide is NOT_FOUND, whoever's it is. The
   * input is strict so a client still sending a guide's text is told so instead of it being ignored.
   */
  save: subscribedProcedure.input(z.strictObject({ id: z.string().max(64) })).mutation(async ({ ctx, input }) => {
    const saved = () =>
      ctx.db
        .select(summary)
        .from(studyGuides)
        .where(and(eq(studyGuides.id, input.id), eq(studyGuides.userId, ctx.user.id)))
        .get();
    // Already saved: the generated copy may have expired since, the saved one stands.
    const existing = await saved();
    if (existing) return existing;
    const generated = await ctx.db.query.generatedGuides.findFirst({
      where: and(eq(generatedGuides.id, input.id), eq(generatedGuides.userId, ctx.user.id)),
    });
    if (!generated) throw new TRPCError({ code: "NOT_FOUND", message: aiMessages.studyGuideSaveFailed });
    const { now } = ctx;
    const { today } = await userToday(ctx.db, ctx.user.id, now);
    await ctx.db
      .insert(studyGuides)
      .values({
        id: generated.id,
        userId: ctx.user.id,
        title: `${generated.topic}: ${generated.subtopic}`,
        topic: generated.topic,
        subtopic: generated.subtopic,
        content: generated.content,
        estimatedReadTime: estimatedReadTime(parseStudyGuide(generated.content.markdown).overview),
        createdAt: now,
        updatedAt: now,
        day: today,
      })
      // Two saves at once: the second insert does nothing and both read the one row.
      .onConflictDoNothing();
    const row = await saved();
    if (!row) throw new TRPCError({ code: "NOT_FOUND", message: aiMessages.studyGuideSaveFailed });
    return row;
  }),

  remove: subscribedProcedure.input(z.object({ id: z.string().max(64) })).mutation(async ({ ctx, input }) => {
    const deleted = await ctx.db
      .delete(studyGuides)
      .where(and(eq(studyGuides.id, input.id), eq(studyGuides.userId, ctx.user.id)))
      .returning({ id: studyGuides.id });
    return { deleted: deleted.length > 0 };
  }),
};
