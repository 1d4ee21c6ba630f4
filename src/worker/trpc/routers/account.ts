import { displayName } from "../../../shared/auth-validation.ts";
import { authedProcedure, loadAccess, publicProcedure } from "../init.ts";

export const accountRouter = {
  /** The signed-in user with their access, or null for a visitor. Client guards mirror this. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const { access, subscription } = await loadAccess(ctx, ctx.user);
    return {
      user: { ...ctx.user, displayName: displayName(ctx.user.name, ctx.user.email) },
      access,
      subscription: subscription && {
        status: subscription.status,
        priceId: subscription.priceId,
        currentPeriodEnd: subscription.currentPeriodEnd,
      },
    };
  }),

  /** The caller's subscription row (zero or one), as the spec's per-user view. */
  subscription: authedProcedure.query(async ({ ctx }) => {
    const { subscription } = await loadAccess(ctx, ctx.user);
    return subscription && { status: subscription.status, priceId: subscription.priceId, currentPeriodEnd: subscription.currentPeriodEnd };
  }),
};
