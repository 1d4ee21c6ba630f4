import type { Db } from "./db.ts";

/**
 * What a domain service needs from a signed-in request: the database, the user and the request's
 * clock. Services take the time from here instead of reading it themselves, so one request writes
 * one time everywhere and a test can state the time it means.
 */
export type RequestDeps = { db: Db; userId: string; now: Date };
