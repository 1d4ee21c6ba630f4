// tRPC in three parts: the per-request context, the tRPC instance, and the procedure tiers.
import { initTRPC, TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { subscriptions } from "../../../drizzle/schema.ts";
import { decideAccess, parseOwnerEmails, resolveAccess, type Access, type Requirement } from "../../shared/access.ts";
import { messages } from "../../shared/messages.ts";
import type { Auth } from "../auth.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";

// ---------------------------------------------------------------- context

export type SessionUser = { id: string; email: string; name: string; role: string };

export type Context = {
  db: Db;
  env: Env;
  auth: Auth;
  user: SessionUser | null;
  session: { id: string; expiresAt: Date } | null;
  requestId: string;
  /** The caller's address as Cloudflare reports it (per-address rate limits). */
  clientIp: string | null;
};

/** The fields of better-auth's user that access decisions need; role defaults to 'student'. */
export function sessionUser(u: { id: string; email: string; name: string }): SessionUser {
  return { id: u.id, email: u.email, name: u.name, role: (u as { role?: string }).role ?? "student" };
}

export async function createContext(opts: {
  req: Request;
  env: Env;
  db: Db;
  auth: Auth;
  requestId: string;
}): Promise<Context> {
  const result = await opts.auth.api.getSession({ headers: opts.req.headers });
  return {
    db: opts.db,
    env: opts.env,
    auth: opts.auth,
    requestId: opts.requestId,
    clientIp: opts.req.headers.get("cf-connecting-ip"),
    user: result ? sessionUser(result.user) : null,
    session: result ? { id: result.session.id, expiresAt: result.session.expiresAt } : null,
  };
}

/** The caller's access, read from their subscription row and the OWNER_EMAILS configuration. */
export async function loadAccess(ctx: Pick<Context, "db" | "env">, user: SessionUser) {
  const subscription = await ctx.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) });
  const access = resolveAccess(
    { email: user.email, role: user.role, subscriptionStatus: subscription?.status },
    parseOwnerEmails(ctx.env.OWNER_EMAILS),
  );
  return { access, subscription: subscription ?? null };
}

// ---------------------------------------------------------------- init

/** Thrown by the tiers so the client learns where the spec's route guard would send the user. */
class AccessDenied extends Error {
  readonly redirectTo: string;
  constructor(redirectTo: string) {
    super(redirectTo);
    this.redirectTo = redirectTo;
  }
}

const t = initTRPC.context<Context>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    const fieldErrors = error.cause instanceof z.ZodError ? z.flattenError(error.cause).fieldErrors : null;
    return {
      ...shape,
      // Clients never see internals; the worker's log has them under the request id.
      message: internal ? messages.internal : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        redirectTo: error.cause instanceof AccessDenied ? error.cause.redirectTo : null,
        fieldErrors,
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// ---------------------------------------------------------------- procedures

/** Why a tier refuses, as an error code and the message the user reads (also used by the streamed AI routes). */
export const refusal: Record<string, { code: "UNAUTHORIZED" | "FORBIDDEN"; message: string }> = {
  "signed-out": { code: "UNAUTHORIZED", message: messages.signInRequired },
  checkout: { code: "FORBIDDEN", message: messages.subscriptionRequired },
  reactivate: { code: "FORBIDDEN", message: messages.reactivationRequired },
  "not-admin": { code: "FORBIDDEN", message: messages.adminRequired },
};

function requireAccess(requirement: Requirement) {
  return t.middleware(async ({ ctx, next }) => {
    const user = ctx.user;
    const access: Access | null = user ? (await loadAccess(ctx, user)).access : null;
    const decision = decideAccess(access, requirement);
    if (!decision.allow) {
      const { code, message } = refusal[decision.reason]!;
      throw new TRPCError({ code, message, cause: new AccessDenied(decision.redirectTo) });
    }
    return next({ ctx: { user: user!, access: access! } });
  });
}

export const publicProcedure = t.procedure;

export const authedProcedure = t.procedure.use(
  t.middleware(({ ctx, next }) => {
    if (!ctx.user) {
      throw new TRPCError({ code: "UNAUTHORIZED", message: messages.signInRequired, cause: new AccessDenied("/login") });
    }
    return next({ ctx: { user: ctx.user } });
  }),
);

export const subscribedProcedure = t.procedure.use(requireAccess("subscribed"));

export const adminProcedure = t.procedure.use(requireAccess("admin"));
