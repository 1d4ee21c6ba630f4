// Study visits: the server notes when a timed page was opened, and credits the minutes reported on
// leaving at most once, never beyond what its own clock has seen pass (src/shared/study-time.ts).
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { studyTime, studyVisits } from "../../../drizzle/schema.ts";
import { creditedMinutes, STALE_VISIT_MS, type StudyActivity } from "../../shared/study-time.ts";
import type { Db } from "../db.ts";
import { userToday } from "../progress/queries.ts";

/** Visits that were opened but never reported, from before `now` minus STALE_VISIT_MS, are dropped. */
export async function pruneStaleVisits(db: Db, now: Date): Promise<number> {
  const stale = await db
    .delete(studyVisits)
    .where(and(isNull(studyVisits.creditedAt), lt(studyVisits.startedAt, new Date(now.getTime() - STALE_VISIT_MS))))
    .returning({ id: studyVisits.id });
  return stale.length;
}

export async function beginVisit(db: Db, userId: string, activity: StudyActivity, now: Date): Promise<{ visitId: string }> {
  const visitId = crypto.randomUUID();
  await db.insert(studyVisits).values({ id: visitId, userId, activity, startedAt: now });
  return { visitId };
}

type Attempt = { credited: number } | "raced";

async function attemptCredit(db: Db, userId: string, visitId: string, claimed: number, now: Date): Promise<Attempt> {
  const mine = and(eq(studyVisits.id, visitId), eq(studyVisits.userId, userId));
  // Minutes credited to the user's other visits since this one began (this one, still open, is not among them).
  const creditedSince = sql<number>`(select coalesce(sum(other.minutes), 0) from study_visits other
    where other.user_id = ${userId} and other.credited_at > ${studyVisits.startedAt})`;
  const [visits, { today }] = await Promise.all([
    db
      .select({ startedAt: studyVisits.startedAt, creditedAt: studyVisits.creditedAt, creditedSince })
      .from(studyVisits)
      .where(mine)
      .limit(1),
    userToday(db, userId, now),
  ]);
  const visit = visits[0];
  // Unknown, someone else's, or already credited: nothing, quietly (the tab is closing anyway).
  if (!visit || visit.creditedAt) return { credited: 0 };
  const credit = creditedMinutes({ claimed, startedAt: visit.startedAt.getTime(), now: now.getTime(), creditedSince: Number(visit.creditedSince) });

  // Both writes carry the same guard and run in one batch (a transaction): the visit is still open,
  // and no other visit of the user was credited since it was read.
  const open = and(mine, isNull(studyVisits.creditedAt), sql`${creditedSince} = ${Number(visit.creditedSince)}`);
  const close = db.update(studyVisits).set({ creditedAt: now, minutes: credit }).where(open).returning({ id: studyVisits.id });
  let closed: { id: string }[];
  if (credit > 0) {
    const add = db
      .insert(studyTime)
      .select(sql`select ${studyVisits.userId}, ${today}, ${studyVisits.activity}, ${credit} from ${studyVisits} where ${open}`)
      .onConflictDoUpdate({ target: [studyTime.userId, studyTime.day, studyTime.activity], set: { minutes: sql`${studyTime.minutes} + excluded.minutes` } });
    [, closed] = await db.batch([add, close]);
  } else {
    closed = await close;
  }
  return closed.length ? { credited: credit } : "raced";
}

/**
 * Credits a visit once with `creditedMinutes`. A concurrent credit of the same visit or of another
 * visit of the user makes the guarded writes do nothing; one fresh read settles which it was.
 */
export async function creditVisit(db: Db, userId: string, visitId: string, claimed: number, now: Date): Promise<{ credited: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await attemptCredit(db, userId, visitId, claimed, now);
    if (outcome !== "raced") return outcome;
  }
  return { credited: 0 };
}
