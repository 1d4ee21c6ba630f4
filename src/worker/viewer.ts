// Who is asking, decided once per request: the session is read once, and the subscription behind
// the caller's access is read at most once however many procedures a tRPC batch holds. The tRPC
// tiers and the streamed AI routes both take their answer from here.
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { subscriptions } from "../../drizzle/schema.ts";
import { decideAccess, parseOwnerEmails, REFUSALS, resolveAccess, type Access, type Requirement } from "../shared/access.ts";
import type { Auth } from "./auth.ts";
import type { Db } from "./db.ts";
import type { Env } from "./env.ts";

export type SessionUser = { id: string; email: string; name: string; role: string; emailVerified: boolean };

export type Subscription = typeof subscriptions.$inferSelect;

export type Viewer = {
  user: SessionUser | null;
  session: { id: string; expiresAt: Date } | null;
  /** The caller's access and subscription row (null for a visitor), read on first use and then remembered. */
  access(): Promise<{ access: Access; subscription: Subscription | null } | null>;
};

/** Hono's per-request variables, shared by every route module (so none imports app.ts). */
/** `now` is the request's clock, read once on arrival: everything one request writes or compares uses it. */
export type AppEnv = { Bindings: Env; Variables: { requestId: string; now: Date; db: Db; auth: Auth; viewer: Viewer } };

/** The fields of better-auth's user that access decisions need; role defaults to 'student'. */
export function sessionUser(u: { id: string; email: string; name: string; emailVerified?: boolean | null }): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: (u as { role?: string }).role ?? "student",
    emailVerified: u.emailVerified === true,
  };
}

export async function loadViewer(opts: { auth: Auth; db: Db; env: Env; headers: Headers }): Promise<Viewer> {
  const result = await opts.auth.api.getSession({ headers: opts.headers });
  const user = result ? sessionUser(result.user) : null;
  let memo: ReturnType<Viewer["access"]> | undefined;
  return {
    user,
    session: result ? { id: result.session.id, expiresAt: result.session.expiresAt } : null,
    access() {
      if (!user) return Promise.resolve(null);
      memo ??= opts.db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, user.id) }).then((row) => ({
        subscription: row ?? null,
        access: resolveAccess(
          { email: user.email, emailVerified: user.emailVerified, role: user.role, subscriptionStatus: row?.status },
          parseOwnerEmails(opts.env.OWNER_EMAILS),
        ),
      }));
      return memo;
    },
  };
}

/** Sets `viewer` for the routes behind it. */
export const viewerMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("viewer", await loadViewer({ auth: c.get("auth"), db: c.get("db"), env: c.env, headers: c.req.raw.headers }));
  await next();
};

/** The tier check for plain Hono routes: refuses as JSON with the route guard's redirect, like the tRPC tiers. */
export function requireTier(requirement: Requirement): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decided = await c.get("viewer").access();
    const decision = decideAccess(decided?.access ?? null, requirement);
    if (!decision.allow) {
      const { status, message } = REFUSALS[decision.reason];
      return c.json({ error: { message, requestId: c.get("requestId"), redirectTo: decision.redirectTo } }, status);
    }
    await next();
  };
}
