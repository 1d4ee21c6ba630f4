// Sign-in throttling per account, in front of better-auth's /sign-in/email (which itself limits per
// client address). Every attempt is recorded as a failure before it runs and cleared when it
// succeeds, with a compare-and-swap on the count, so concurrent guesses cannot all slip through
// one free slot.
import type { D1Database } from "@cloudflare/workers-types";
import type { MiddlewareHandler } from "hono";
import { messages } from "../shared/messages.ts";
import { activeFailures, FAILURE_MEMORY_MS, waitBeforeAttemptMs, type FailureRecord } from "../shared/sign-in-throttle.ts";
import { peekJson } from "./request-guards.ts";
import type { AppEnv } from "./viewer.ts";

async function readRecord(db: D1Database, email: string): Promise<FailureRecord | null> {
  const row = await db
    .prepare("select failures, last_failure_at from sign_in_failures where email = ?1")
    .bind(email)
    .first<{ failures: number; last_failure_at: number }>();
  return row ? { failures: row.failures, lastFailureAt: row.last_failure_at } : null;
}

/** Claims one attempt: true if this request moved the count from what it read (nobody raced it). */
async function claimAttempt(db: D1Database, email: string, record: FailureRecord | null, now: number): Promise<boolean> {
  if (!record) {
    const inserted = await db
      .prepare("insert into sign_in_failures (email, failures, last_failure_at) values (?1, 1, ?2) on conflict(email) do nothing")
      .bind(email, now)
      .run();
    return inserted.meta.changes === 1;
  }
  const next = activeFailures(record, now) + 1;
  const updated = await db
    .prepare("update sign_in_failures set failures = ?1, last_failure_at = ?2 where email = ?3 and failures = ?4 and last_failure_at = ?5")
    .bind(next, now, email, record.failures, record.lastFailureAt)
    .run();
  return updated.meta.changes === 1;
}

function locked(c: Parameters<MiddlewareHandler<AppEnv>>[0], waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  c.header("Retry-After", String(seconds));
  return c.json({ code: "TOO_MANY_ATTEMPTS", message: messages.signInLocked(seconds) }, 429);
}

export const signInThrottle: MiddlewareHandler<AppEnv> = async (c, next) => {
  const body = (await peekJson(c.req.raw)) as { email?: unknown } | null;
  const email = typeof body?.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : "";
  if (!email) return next();

  const db = c.env.DB;
  const now = c.get("now").getTime();
  const record = await readRecord(db, email);
  const wait = waitBeforeAttemptMs(record, now);
  if (wait > 0) return locked(c, wait);
  // Someone else claimed the slot between our read and write: this attempt waits like a failure would.
  if (!(await claimAttempt(db, email, record, now))) return locked(c, 1000);

  await next();
  if (c.res.status >= 200 && c.res.status < 300) {
    await db.prepare("delete from sign_in_failures where email = ?1").bind(email).run();
  } else if (c.res.status !== 401 && c.res.status !== 403) {
    // Not a wrong password (bad input, the per-address limit): the attempt does not count against the account.
    await db
      .prepare("update sign_in_failures set failures = max(failures - 1, 0) where email = ?1 and last_failure_at = ?2")
      .bind(email, now)
      .run();
  }
};

/** Records whose failures are forgotten anyway (a day without one) are dropped by the daily job. */
export async function pruneSignInFailures(db: D1Database, now: number): Promise<number> {
  const res = await db.prepare("delete from sign_in_failures where last_failure_at <= ?1").bind(now - FAILURE_MEMORY_MS).run();
  return res.meta.changes;
}
