// The terms promise to keep a canceled account's data for the retention period and then delete
// it. A daily Cron Trigger runs this; the rule for "ended when" is subscriptionEndedAt in
// src/shared/privacy.ts, mirrored here in SQL so D1 does the selecting.
import { and, asc, eq, inArray, lt, ne, notInArray, sql } from "drizzle-orm";
import { subscriptions, user } from "../../../drizzle/schema.ts";
import { isOwnerEmail, parseOwnerEmails } from "../../shared/access.ts";
import { isDueForPurge, PURGE_BATCH_SIZE, purgeCutoff } from "../../shared/privacy.ts";
import type { Db } from "../db.ts";
import type { Env } from "../env.ts";
import { eraseUsers } from "./erase.ts";

export type PurgeResult = { purged: string[] };

/**
 * Deletes up to `limit` accounts whose subscription ended more than the retention period before
 * `now`, oldest first. Owners (OWNER_EMAILS, verified or not), admins and anyone whose status is
 * not `canceled` are never touched. One bounded chunk per call keeps a run within a Worker's
 * limits (each account cascades over its whole history); a backlog drains over the next runs.
 */
export async function purgeExpiredAccounts(
  env: Pick<Env, "OWNER_EMAILS">,
  db: Db,
  now: Date,
  limit: number = PURGE_BATCH_SIZE,
): Promise<PurgeResult> {
  const owners = parseOwnerEmails(env.OWNER_EMAILS);
  const cutoff = purgeCutoff(now.getTime());
  // Both clocks of the rule before the cutoff: max(updated_at, state_as_of) < cutoff.
  const due = and(
    eq(subscriptions.status, "canceled"),
    lt(subscriptions.updatedAt, new Date(cutoff)),
    lt(subscriptions.stateAsOf, new Date(cutoff)),
    ne(user.role, "admin"),
    notInArray(sql`lower(trim(${user.email}))`, sql`(select value from json_each(${JSON.stringify(owners)}))`),
  );

  const candidates = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      status: subscriptions.status,
      updatedAt: subscriptions.updatedAt,
      stateAsOf: subscriptions.stateAsOf,
    })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(due)
    .orderBy(asc(subscriptions.updatedAt))
    .limit(limit);

  // The shared rule has the last word: if the SQL above ever drifts from it, accounts are kept, not lost.
  const ids = candidates
    .filter(
      (c) =>
        c.role !== "admin" &&
        !isOwnerEmail(c.email, owners) &&
        isDueForPurge({ status: c.status, updatedAtMs: c.updatedAt.getTime(), stateAsOfMs: c.stateAsOf.getTime() }, now.getTime()),
    )
    .map((c) => c.id);
  if (ids.length === 0) return { purged: [] };

  // Re-checked inside the deleting transaction: a user who resubscribed since the read above stays.
  const stillDue = db
    .select({ id: user.id })
    .from(subscriptions)
    .innerJoin(user, eq(user.id, subscriptions.userId))
    .where(and(inArray(user.id, sql`(select value from json_each(${JSON.stringify(ids)}))`), due));
  return { purged: await eraseUsers(db, stillDue) };
}
