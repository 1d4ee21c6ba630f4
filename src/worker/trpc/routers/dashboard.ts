import { subscribedProcedure } from "../init.ts";
import { displayName } from "../../../shared/auth-validation.ts";

export const dashboardRouter = {
  /** The dashboard greeting; the full dashboard arrives with the learning core. */
  greeting: subscribedProcedure.query(({ ctx }) => ({
    name: displayName(ctx.user.name, ctx.user.email),
    isOwner: ctx.access.isOwner,
  })),
};
