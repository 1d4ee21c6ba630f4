// tRPC in three parts: the per-request context, the tRPC instance, and the procedure tiers.
import { initTRPC, TRPCError } from "@trpc/server";
import * as z from "zod";
import { decideAccess, REFUSALS, type Access, type Requirement } from "../../shared/access.ts";
import { messages } from "../../shared/messages.ts";
import { summarizeIssues } from "../../shared/validation.ts";
import "../validation.ts";
import type { Auth } from "../auth.ts";
import type { Db } from "../db.ts";
import type { RequestDeps } from "../request-deps.ts";
import type { Env } from "../env.ts";
import type { SessionUser, Viewer } from "../viewer.ts";

// ---------------------------------------------------------------- context

export type { SessionUser };

export type Context = {
  db: Db;
  env: Env;
  auth: Auth;
  /** Who is asking; its access read is shared by every procedure of a batch. */
  viewer: Viewer;
  user: SessionUser | null;
  session: { id: string; expiresAt: Date } | null;
  requestId: string;
  /** The caller's address as Cloudflare reports it (per-address rate limits). */
  clientIp: string | null;
  /** The request's clock, read once: every procedure of a batch dates and compares with it. */
  now: Date;
};

export function createContext(opts: { req: Request; env: Env; db: Db; auth: Auth; viewer: Viewer; requestId: string; now: Date }): Context {
  return {
    db: opts.db,
    env: opts.env,
    auth: opts.auth,
    viewer: opts.viewer,
    requestId: opts.requestId,
    clientIp: opts.req.headers.get("cf-connecting-ip"),
    user: opts.viewer.user,
    session: opts.viewer.session,
    now: opts.now,
  };
}

/** The signed-in caller's access and subscription row (read once per request). */
export async function loadAccess(ctx: Pick<Context, "viewer">) {
  const decided = await ctx.viewer.access();
  if (!decided) throw new TRPCError({ code: "UNAUTHORIZED", message: messages.signInRequired, cause: new AccessDenied("/login") });
  return decided;
}

// ---------------------------------------------------------------- init

/** Thrown by the tiers so the client learns where its route guard would send the user. */
class AccessDenied extends Error {
  readonly redirectTo: string;
  constructor(redirectTo: string) {
    super(redirectTo);
    this.redirectTo = redirectTo;
  }
}

/**
 * What a procedure says about itself. `publicCache`: its answer is the same for everyone (public data),
 * so a GET batch made only of such procedures is cached at the edge (see public-cache.ts).
 */
export type ProcedureMeta = { publicCache?: boolean };

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  isDev: false,
  errorFormatter({ shape, error }) {
    const internal = error.code === "INTERNAL_SERVER_ERROR";
    // Bad input reads as a sentence ("Question count must be 25, 50, 75 or 100"), never zod's JSON.
    const invalid = error.cause instanceof z.ZodError ? summarizeIssues(error.cause.issues) : null;
    return {
      ...shape,
      // Clients never see internals; the worker's log has them under the request id. tRPC's own texts
      // for a body that is not JSON and an unknown path (which echoes the whole path) become sentences.
      message: internal
        ? messages.internal
        : (invalid?.message ?? (error.code === "PARSE_ERROR" ? messages.badJson : shape.message.startsWith("No procedure found") ? messages.noSuchProcedure : shape.message)),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        redirectTo: error.cause instanceof AccessDenied ? error.cause.redirectTo : null,
        fieldErrors: internal ? null : (invalid?.fieldErrors ?? null),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// ---------------------------------------------------------------- procedures

function requireAccess(requirement: Requirement) {
  return t.middleware(async ({ ctx, next }) => {
    const access: Access | null = (await ctx.viewer.access())?.access ?? null;
    const decision = decideAccess(access, requirement);
    if (!decision.allow) {
      const { status, message } = REFUSALS[decision.reason];
      throw new TRPCError({ code: status === 401 ? "UNAUTHORIZED" : "FORBIDDEN", message, cause: new AccessDenied(decision.redirectTo) });
    }
    return next({ ctx: { user: ctx.user!, access: access! } });
  });
}

/** The signed-in request as a domain service sees it. */
export const requestDeps = (ctx: { db: Db; user: { id: string }; now: Date }): RequestDeps => ({ db: ctx.db, userId: ctx.user.id, now: ctx.now });

export const publicProcedure = t.procedure;

/**
 * Public data, the same for everyone, so it may be cached at the edge: the procedure sees no user or
 * session, so nobody's answer can end up in everyone's cache.
 */
export const publicDataProcedure = t.procedure.meta({ publicCache: true }).use(({ next }) => next({ ctx: { user: null, session: null } }));

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
