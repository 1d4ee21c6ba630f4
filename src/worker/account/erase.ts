// Deleting an account's personal data, shared by "Delete my account" and the retention purge.
// The user row is the root: every table that stores a user_id references it with ON DELETE
// CASCADE (D1 enforces foreign keys), so deleting it takes the whole study history, the sessions
// and the password hash with it. This module removes what is keyed some other way.
import { inArray, sql, type SQLWrapper } from "drizzle-orm";
import { aiRateLimits, billingEvents, devMailbox, signInFailures, user, verification } from "../../../drizzle/schema.ts";
import type { Db } from "../db.ts";

/**
 * Deletes the users that `which` (a subquery of user ids) selects, in one D1 batch: one
 * transaction, in which every statement sees the same answer from `which`, so a user the purge
 * picked who reactivates meanwhile is either wholly deleted or wholly kept. Returns the ids deleted.
 */
export async function eraseUsers(db: Db, which: SQLWrapper): Promise<string[]> {
  const emailsOf = db.select({ email: sql`lower(${user.email})` }).from(user).where(inArray(user.id, which));
  const [, , , , , deleted] = await db.batch([
    // Keyed by e-mail, not by user id, so no cascade reaches them.
    db.delete(signInFailures).where(inArray(signInFailures.email, emailsOf)),
    db.delete(devMailbox).where(inArray(sql`lower(${devMailbox.to})`, emailsOf)),
    // Password-reset tokens: better-auth stores the user id as the value.
    db.delete(verification).where(inArray(verification.value, which)),
    // Per-user counters are keyed "<kind>:<user id>".
    db.delete(aiRateLimits).where(inArray(sql`substr(${aiRateLimits.key}, instr(${aiRateLimits.key}, ':') + 1)`, which)),
    // The log of applied billing events must stay, or a late replay of one would apply again; it
    // only loses the link to the person.
    db.update(billingEvents).set({ userId: null }).where(inArray(billingEvents.userId, which)),
    db.delete(user).where(inArray(user.id, which)).returning({ id: user.id }),
  ]);
  return deleted.map((r) => r.id);
}

/** One account, by id. */
export function eraseUser(db: Db, userId: string): Promise<string[]> {
  return eraseUsers(db, db.select({ id: user.id }).from(user).where(sql`${user.id} = ${userId}`));
}
