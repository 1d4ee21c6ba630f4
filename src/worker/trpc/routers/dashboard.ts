import { displayName } from "../../../shared/auth-validation.ts";
import { dashboardStats, recordDailyVisit } from "../../progress/dashboard.ts";
import { standing } from "../../progress/performance.ts";
import { requestDeps, subscribedProcedure } from "../init.ts";

export const dashboardRouter = {
  /** The dashboard greeting. */
  greeting: subscribedProcedure.query(({ ctx }) => ({
    name: displayName(ctx.user.name, ctx.user.email),
    isOwner: ctx.access.isOwner,
  })),

  /** Records today's visit once: one daily-activity record per day, on the first load. */
  checkIn: subscribedProcedure.mutation(({ ctx }) => recordDailyVisit(requestDeps(ctx))),

  /** Every dashboard figure, aggregated from the recorded answers, exams, study time and visits. */
  stats: subscribedProcedure.query(({ ctx }) => dashboardStats(requestDeps(ctx))),

  /** Performance by domain and subtopic, percentiles against peers, the predicted range and cards due. */
  standing: subscribedProcedure.query(({ ctx }) => standing(requestDeps(ctx))),
};
