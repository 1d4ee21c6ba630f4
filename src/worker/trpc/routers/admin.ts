import { count, sql } from "drizzle-orm";
import { aaSchools, subscriptions, user } from "../../../../drizzle/schema.ts";
import { TRPCError } from "@trpc/server";
import * as z from "zod";
import { adminProcedure } from "../init.ts";
import { reportQueue, resolveReport } from "../../practice/reports.ts";

export const adminRouter = {
  /** Live counts for the admin area: users, subscriptions by status, programs. */
  overview: adminProcedure.query(async ({ ctx }) => {
    const [users, byStatus, programs] = await ctx.db.batch([
      ctx.db.select({ n: count() }).from(user),
      ctx.db
        .select({ status: subscriptions.status, n: count() })
        .from(subscriptions)
        .groupBy(subscriptions.status)
        .orderBy(sql`2 desc`),
      ctx.db.select({ n: count() }).from(aaSchools),
    ]);
    return {
      users: users[0]?.n ?? 0,
      subscriptionsByStatus: byStatus,
      programs: programs[0]?.n ?? 0,
    };
  }),

  /** Reported questions, open or resolved, newest first. */
  reports: adminProcedure
    .input(z.object({ status: z.enum(["open", "resolved"], { error: "Status must be open or resolved" }).default("open") }))
    .query(({ ctx, input }) => reportQueue(ctx.db, input.status)),

  resolveReport: adminProcedure.input(z.object({ id: z.uuid("This report was not found.") })).mutation(async ({ ctx, input }) => {
    if (!(await resolveReport(ctx.db, input.id))) throw new TRPCError({ code: "NOT_FOUND", message: "This report was not found." });
    return { ok: true };
  }),
};
