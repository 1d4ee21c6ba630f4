// Saved study guides: always scoped to the caller, who sees only their own.
import { TRPCError } from "@trpc/server";
import { and, desc, eq } from "drizzle-orm";
import * as z from "zod";
import { studyGuides } from "../../../../drizzle/schema.ts";
import { aiMessages } from "../../../shared/ai.ts";
import { estimatedReadTime, parseStudyGuide } from "../../../shared/study-guide.ts";
import { userToday } from "../../progress/queries.ts";
import { subscribedProcedure } from "../init.ts";

const source = z.object({
  n: z.number().int().min(1).max(50),
  kind: z.enum(["review", "glossary", "question"], { error: "Source kind must be review, glossary or question" }),
  id: z.string().max(120),
  title: z.string().max(300),
  href: z.string().max(400).startsWith("/"),
});

export type SavedGuideContent = { markdown: string; sources: z.infer<typeof source>[]; provider: string };

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
    return { ...row, content: row.content as SavedGuideContent };
  }),

  /** Saves a generated guide under the id the client chose, so a double click saves it once. */
  save: subscribedProcedure
    .input(
      z.object({
        id: z.uuid(),
        topic: z.string().trim().min(1).max(120),
        subtopic: z.string().trim().min(1).max(120),
        markdown: z.string().min(1).max(60_000),
        sources: z.array(source).max(50),
        provider: z.string().max(120),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const guide = parseStudyGuide(input.markdown);
      if (!guide.overview) throw new TRPCError({ code: "BAD_REQUEST", message: aiMessages.studyGuideSaveFailed });
      const now = new Date();
      const { today } = await userToday(ctx.db, ctx.user.id);
      const content: SavedGuideContent = { markdown: input.markdown, sources: input.sources, provider: input.provider };
      await ctx.db
        .insert(studyGuides)
        .values({
          id: input.id,
          userId: ctx.user.id,
          title: `${input.topic}: ${input.subtopic}`,
          topic: input.topic,
          subtopic: input.subtopic,
          content,
          estimatedReadTime: estimatedReadTime(guide.overview),
          createdAt: now,
          updatedAt: now,
          day: today,
        })
        .onConflictDoNothing();
      const row = await ctx.db
        .select(summary)
        .from(studyGuides)
        .where(and(eq(studyGuides.id, input.id), eq(studyGuides.userId, ctx.user.id)))
        .get();
      // The id belongs to someone else's guide: refuse rather than reveal or overwrite it.
      if (!row) throw new TRPCError({ code: "CONFLICT", message: aiMessages.studyGuideSaveFailed });
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
