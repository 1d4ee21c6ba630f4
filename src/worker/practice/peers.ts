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
  // One pass over the answers: totals per student and domain; everything else derives from those rows.
  const rows = await db.all<{ domain: string; cohort: number; below: number; ties: number; mine: number | null }>(sql`
    with per_domain as materialized (
      select user_id, domain_id, count(*) as n, sum(correct) as c from answers
      where mode in (${modes}) group by user_id, domain_id
    ),
    per_user as materialized (
      select user_id, sum(n) as n, 1.0 * sum(c) / sum(n) as acc from per_domain group by user_id
    ),
    peers as (select user_id, acc from per_user where n >= ${PEERS.minAnswersToCount} and user_id <> ${userId}),
    peer_domains as (
      select d.user_id, d.domain_id, 1.0 * d.c / d.n as acc from per_domain d join peers p on p.user_id = d.user_id
      where d.domain_id <> '' and d.n >= ${PEERS.minDomainAnswers}
    ),
    me_domain as (select domain_id, 1.0 * c / n as acc from per_domain where user_id = ${userId} and domain_id <> '')
    select '' as domain, count(p.user_id) as cohort,
      coalesce(sum(p.acc < m.acc), 0) as below, coalesce(sum(p.acc = m.acc), 0) as ties, max(m.acc) as mine
    from (select 1) one left join (select acc from per_user where user_id = ${userId}) m on 1 left join peers p on 1
    union all
    select m.domain_id, count(p.user_id), coalesce(sum(p.acc < m.acc), 0), coalesce(sum(p.acc = m.acc), 0), max(m.acc)
    from me_domain m left join peer_domains p on p.domain_id = m.domain_id
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
