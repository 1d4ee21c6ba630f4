import "./zod-preload.ts";
import { purgeExpiredAccounts } from "./account/retention.ts";
import { createApp } from "./app.ts";
import { createDb } from "./db.ts";
import { pruneStaleVisits } from "./study/visits.ts";
import type { Env } from "./env.ts";

const app = createApp();

export default {
  fetch: app.fetch,

  /** The Cron Trigger in wrangler.toml: the retention purge and stale study visits, dated by the trigger's own time. */
  scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    ctx.waitUntil(
      purgeExpiredAccounts(env, db, now).then(({ purged }) => {
        console.log(`retention: deleted ${purged.length} account(s) past the retention period`);
      }),
    );
    ctx.waitUntil(
      pruneStaleVisits(db, now).then((n) => {
        console.log(`study visits: dropped ${n} never reported`);
      }),
    );
  },
};
