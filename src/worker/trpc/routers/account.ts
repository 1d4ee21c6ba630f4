import { TRPCError } from "@trpc/server";
import { deleteAccountSchema, displayName } from "../../../shared/auth-validation.ts";
import { BRAND } from "../../../shared/brand.ts";
import { epochMs } from "../../../shared/calendar.ts";
import { deleteAccount, type DeleteOutcome } from "../../account/delete.ts";
import { exportUserData } from "../../account/export.ts";
import { consumeQuota } from "../../ai/rate-limit.ts";
import { authedProcedure, loadAccess, publicProcedure } from "../init.ts";

/** Downloads per user per hour: each one reads the whole history. */
const EXPORTS_PER_HOUR = 10;

const deleteRefusal: Record<Exclude<DeleteOutcome, "deleted">, { code: "BAD_REQUEST" | "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE"; message: string }> = {
  "wrong-password": { code: "BAD_REQUEST", message: "That password is not correct. Your account has not been deleted." },
  "no-password": {
    code: "BAD_REQUEST",
    message: `This account has no password to confirm with. Please e-mail ${BRAND.supportEmail} from your account's address and we will delete it for you.`,
  },
  "too-many-attempts": {
    code: "TOO_MANY_REQUESTS",
    message: "Too many attempts to confirm your password. Please wait 15 minutes and try again.",
  },
  "billing-failed": {
    code: "SERVICE_UNAVAILABLE",
    message: "We could not cancel your subscription with our payment provider, so your account has not been deleted and nothing was changed. Please try again in a few minutes.",
  },
};

export const accountRouter = {
  /** The signed-in user with their access, or null for a visitor. Client guards mirror this. */
  me: publicProcedure.query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const { access, subscription } = await loadAccess(ctx);
    return {
      user: { ...ctx.user, displayName: displayName(ctx.user.name, ctx.user.email) },
      access,
      subscription: subscription && {
        status: subscription.status,
        priceId: subscription.priceId,
        currentPeriodEnd: epochMs(subscription.currentPeriodEnd),
      },
    };
  }),

  /** The caller's subscription row: zero or one, since each user has at most one. */
  subscription: authedProcedure.query(async ({ ctx }) => {
    const { subscription } = await loadAccess(ctx);
    return subscription && { status: subscription.status, priceId: subscription.priceId, currentPeriodEnd: epochMs(subscription.currentPeriodEnd) };
  }),

  /** Everything we hold about the caller, as the privacy policy's right of access promises. */
  exportData: authedProcedure.query(async ({ ctx }) => {
    const quota = await consumeQuota(ctx.env.DB, `export:${ctx.user.id}`, EXPORTS_PER_HOUR, 60 * 60_000, ctx.now);
    if (!quota.allowed) {
      throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: "You have downloaded your data several times this hour. Please try again later." });
    }
    return exportUserData(ctx.db, ctx.user.id, ctx.now);
  }),

  /** Deletes the caller's account and all their data, once they confirm with their password. */
  deleteAccount: authedProcedure.input(deleteAccountSchema).mutation(async ({ ctx, input }) => {
    const outcome = await deleteAccount(ctx.env, ctx.db, ctx.user.id, input.password, ctx.now);
    if (outcome !== "deleted") throw new TRPCError(deleteRefusal[outcome]);
    return { deleted: true as const };
  }),
};
