import "./zod-preload.ts";
import { purgeExpiredAccounts } from "./account/retention.ts";
import { pruneUnsavedGuides } from "./ai/guides.ts";
import { createApp } from "./app.ts";
import { createDb } from "./db.ts";
import { pruneSignInFailures } from "./sign-in-throttle.ts";
import { pruneStaleVisits } from "./study/visits.ts";
import type { Env } from "./env.ts";

const app = createApp();

export default {
  fetch: app.fetch,

  /** The daily Cron Trigger in wrangler.toml: retention purge and housekeeping, dated by the trigger's own time. */
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
    ctx.waitUntil(
      pruneSignInFailures(env.DB, now.getTime()).then((n) => {
        console.log(`sign-in throttle: dropped ${n} expired record(s)`);
      }),
    );
    ctx.waitUntil(
      pruneUnsavedGuides(db, now).then((n) => {
        console.log(`study guides: dropped ${n} generated guide(s) never saved`);
      }),
    );
  },
};
