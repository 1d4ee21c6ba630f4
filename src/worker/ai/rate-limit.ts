// Fixed-window counters in D1 (table ai_rate_limits, one row per key). One upsert does the check
// and the count, so concurrent requests on different Worker instances cannot both slip past.
import type { D1Database } from "@cloudflare/workers-types";
import { AI_RATE_LIMITS, type AiRateLimitKind } from "../../shared/ai.ts";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function consumeQuota(db: D1Database, key: string, limit: number, windowMs: number, time: Date): Promise<RateDecision> {
  const now = time.getTime();
  const row = await db
    .prepare(
      `insert into ai_rate_limits (key, window_start, count) values (?1, ?2, 1)
       on conflict(key) do update set
         count = case when window_start <= ?2 - ?3 then 1 else count + 1 end,
         window_start = case when window_start <= ?2 - ?3 then ?2 else window_start end
       returning window_start, count`,
    )
    .bind(key, now, windowMs)
    .first<{ window_start: number; count: number }>();
  if (!row || row.count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.window_start + windowMs - now) / 1000)) };
}

/** Per-user AI cost control. */
export function consumeAiQuota(db: D1Database, userId: string, kind: AiRateLimitKind, now: Date): Promise<RateDecision> {
  const { limit, windowMinutes } = AI_RATE_LIMITS[kind];
  return consumeQuota(db, `${kind}:${userId}`, limit, windowMinutes * 60_000, now);
}
