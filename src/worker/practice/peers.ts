// How a student compares with peers, always as aggregates: a question's answer shares and median
// time once enough students answered it, and percentiles among students with enough answers, shown
// only when there are enough of them. No row of another student ever leaves these queries.
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { answers } from "../../../drizzle/schema.ts";
import { optionShares, PEERS, percentileFrom } from "../../shared/practice.ts";
import { LETTERS, QUESTION_ANSWER_MODES, type Letter } from "../../shared/vocab.ts";
import type { Db } from "../db.ts";

const questionAnswers = (questionId: string) =>
  and(eq(answers.questionId, questionId), inArray(answers.mode, [...QUESTION_ANSWER_MODES]), isNotNull(answers.chosenLetter));

/** Share of answers per option and the median seconds, or nulls below the threshold. */
export async function questionPeers(db: Db, questionId: string) {
  const [perLetter, timed] = await db.batch([
    db.select({ letter: answers.chosenLetter, n: count() }).from(answers).where(questionAnswers(questionId)).groupBy(answers.chosenLetter),
    db.select({ n: count() }).from(answers).where(and(questionAnswers(questionId), sql`${answers.secondsSpent} > 0`)),
  ]);
  const total = perLetter.reduce((n, r) => n + r.n, 0);
  const counts: Partial<Record<Letter, number>> = {};
  for (const r of perLetter) if (LETTERS.includes(r.letter as Letter)) counts[r.letter as Letter] = r.n;
  const timedCount = timed[0]?.n ?? 0;
  let medianSeconds: number | null = null;
  if (timedCount >= PEERS.minAnswersForShares) {
    const middle = await db
      .select({ s: answers.secondsSpent })
      .from(answers)
      .where(and(questionAnswers(questionId), sql`${answers.secondsSpent} > 0`))
      .orderBy(answers.secondsSpent)
      .limit(1)
      .offset(Math.floor(timedCount / 2));
    medianSeconds = middle[0]?.s ?? null;
  }
  return { answered: total, shares: optionShares(counts, total), medianSeconds };
}

type Standing = { cohort: number; percentile: number | null; accuracy: number | null };

/**
 * The student's percentile on overall accuracy and per exam domain. Peers are the other students
 * with at least PEERS.minAnswersToCount answers; per domain, those of them with a few answers there.
 * Computed in SQL; only counts come back.
 */
export async function peerStanding(db: Db, userId: string): Promise<{ overall: Standing; byDomain: Record<string, Standing> }> {
  const modes = sql.join(QUESTION_ANSWER_MODES.map((m) => sql`${m}`), sql`, `);
  const rows = await db.all<{ domain: string; cohort: number; below: number; ties: number; mine: number | null }>(sql`
    with eligible as (
      select user_id from answers where mode in (${modes}) group by user_id having count(*) >= ${PEERS.minAnswersToCount}
    ),
    overall as (
      select a.user_id, avg(a.correct) as acc from answers a join eligible e on e.user_id = a.user_id
      where a.mode in (${modes}) group by a.user_id
    ),
    per_domain as (
      select a.user_id, a.domain_id, avg(a.correct) as acc from answers a join eligible e on e.user_id = a.user_id
      where a.mode in (${modes}) and a.domain_id <> '' group by a.user_id, a.domain_id having count(*) >= ${PEERS.minDomainAnswers}
    ),
    me_overall as (select avg(correct) as acc from answers where user_id = ${userId} and mode in (${modes})),
    me_domain as (select domain_id, avg(correct) as acc from answers where user_id = ${userId} and mode in (${modes}) and domain_id <> '' group by domain_id)
    select '' as domain, count(o.user_id) as cohort,
      coalesce(sum(o.acc < m.acc), 0) as below, coalesce(sum(o.acc = m.acc), 0) as ties, max(m.acc) as mine
    from me_overall m left join overall o on o.user_id <> ${userId}
    union all
    select m.domain_id, count(p.user_id), coalesce(sum(p.acc < m.acc), 0), coalesce(sum(p.acc = m.acc), 0), max(m.acc)
    from me_domain m left join per_domain p on p.domain_id = m.domain_id and p.user_id <> ${userId}
    group by m.domain_id
  `);
  const standing = (r: (typeof rows)[number] | undefined): Standing => {
    if (!r || r.mine === null) return { cohort: r?.cohort ?? 0, percentile: null, accuracy: null };
    return { cohort: r.cohort, percentile: percentileFrom(r.cohort, r.below, r.ties), accuracy: Math.round(r.mine * 100) };
  };
  const byDomain: Record<string, Standing> = {};
  for (const r of rows) if (r.domain) byDomain[r.domain] = standing(r);
  return { overall: standing(rows.find((r) => r.domain === "")), byDomain };
}
