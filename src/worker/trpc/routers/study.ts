import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { messages } from "../../../shared/messages.ts";
import { STUDY_ACTIVITIES, STUDY_VISIT_MAX_MINUTES, STUDY_VISIT_RATE_LIMIT } from "../../../shared/study-time.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { beginVisit, creditVisit } from "../../study/visits.ts";
import { subscribedProcedure } from "../init.ts";

export const studyRouter = {
  /** Opens a visit to a timed page; the server's clock, not the browser's, marks its start. */
  begin: subscribedProcedure
    .input(z.object({ activity: z.enum(STUDY_ACTIVITIES) }))
    .mutation(async ({ ctx, input }) => {
      const { limit, windowMinutes } = STUDY_VISIT_RATE_LIMIT;
      const quota = await consumeQuota(ctx.env.DB, `study-begin:${ctx.user.id}`, limit, windowMinutes * 60_000, ctx.now);
      if (!quota.allowed) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: messages.studyVisitsTooMany(quota.retryAfterSeconds) });
      return beginVisit(ctx.db, ctx.user.id, input.activity, ctx.now);
    }),

  /**
   * Credits a visit's minutes to today (in the user's timezone), once, and never more than have
   * passed since it began. A visit that cannot be credited answers `{ credited: 0 }`, not an error:
   * the browser sends this as the tab closes and could do nothing with one.
   */
  record: subscribedProcedure
    .input(z.object({ visitId: z.string().max(64), minutes: z.int().min(1).max(STUDY_VISIT_MAX_MINUTES) }))
    .mutation(({ ctx, input }) => creditVisit(ctx.db, ctx.user.id, input.visitId, input.minutes, ctx.now)),
};
