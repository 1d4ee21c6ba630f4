import { count, sql } from "drizzle-orm";
import { aaSchools, subscriptions, user } from "../../../../drizzle/schema.ts";
import { adminProcedure } from "../init.ts";

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
};
