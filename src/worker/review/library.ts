// The Review library served a page at a time: counts for the topic list, a page of short previews
// (filtered by topic and subtopic, or searched with FTS5, best matches first), and one item's full
// text when it is opened. The browser never receives the whole library.
import { and, asc, count, eq } from "drizzle-orm";
import { reviewItems } from "../../../drizzle/schema.ts";
import { ftsQuery } from "../../shared/search.ts";
import { isPublished, publishedSql } from "../content/published.ts";
import type { Db } from "../db.ts";
import type { D1Database } from "@cloudflare/workers-types";

export const REVIEW_PAGE = 25;
/** Characters of content in a collapsed card's preview (two lines on a wide screen). */
export const PREVIEW_CHARS = 220;

export type ReviewFilter = { topicId?: string | undefined; subtopicId?: string | undefined; q: string; cursor: number };

/** Published items per (topic, subtopic): the page's counts and its topic list. */
export function reviewCounts(db: Db) {
  return db
    .select({ topicId: reviewItems.topicId, subtopicId: reviewItems.subtopicId, n: count() })
    .from(reviewItems)
    .where(isPublished(reviewItems))
    .groupBy(reviewItems.topicId, reviewItems.subtopicId);
}

type PreviewRow = { id: string; topicId: string; subtopicId: string; preview: string };

export async function reviewPage(db: Db, d1: D1Database, f: ReviewFilter): Promise<{ items: PreviewRow[]; total: number; nextCursor: number | null }> {
  const match = f.q.trim() ? ftsQuery(f.q) : null;
  if (f.q.trim() && !match) return { items: [], total: 0, nextCursor: null };
  let items: PreviewRow[];
  let total: number;
  if (match) {
    // Topic and subtopic narrow a search too; both are bound, never spliced in.
    const where = `review_items_fts match ?1 and ${publishedSql("r")} and (?2 is null or r.topic_id = ?2) and (?3 is null or r.subtopic_id = ?3)`;
    const binds = [match, f.topicId ?? null, f.subtopicId ?? null];
    const [rows, n] = await Promise.all([
      d1
        .prepare(
          `select r.id, r.topic_id as topicId, r.subtopic_id as subtopicId, substr(r.content, 1, ${PREVIEW_CHARS}) as preview
           from review_items_fts f join review_items r on r.rowid = f.rowid where ${where} order by f.rank limit ?4 offset ?5`,
        )
        .bind(...binds, REVIEW_PAGE, f.cursor)
        .all<PreviewRow>(),
      d1.prepare(`select count(*) as n from review_items_fts f join review_items r on r.rowid = f.rowid where ${where}`).bind(...binds).first<{ n: number }>(),
    ]);
    items = rows.results;
    total = n?.n ?? 0;
  } else {
    const where = and(
      isPublished(reviewItems),
      f.topicId ? eq(reviewItems.topicId, f.topicId) : undefined,
      f.subtopicId ? eq(reviewItems.subtopicId, f.subtopicId) : undefined,
    );
    const [rows, n] = await db.batch([
      db
        .select({ id: reviewItems.id, topicId: reviewItems.topicId, subtopicId: reviewItems.subtopicId, content: reviewItems.content })
        .from(reviewItems)
        .where(where)
        .orderBy(asc(reviewItems.topicId), asc(reviewItems.subtopicId), asc(reviewItems.id))
        .limit(REVIEW_PAGE)
        .offset(f.cursor),
      db.select({ n: count() }).from(reviewItems).where(where),
    ]);
    items = rows.map(({ content, ...r }) => ({ ...r, preview: content.slice(0, PREVIEW_CHARS) }));
    total = n[0]?.n ?? 0;
  }
  const next = f.cursor + items.length;
  return { items, total, nextCursor: next < total && items.length > 0 ? next : null };
}

/** One published item in full, or null. */
export async function reviewItem(db: Db, id: string) {
  const row = await db.query.reviewItems.findFirst({ where: and(eq(reviewItems.id, id), isPublished(reviewItems)) });
  if (!row) return null;
  return { id: row.id, topicId: row.topicId, subtopicId: row.subtopicId, content: row.content, clinicalInsights: row.clinicalInsights, reference: row.reference };
}
