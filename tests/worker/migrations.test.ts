import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUp, uniqueEmail } from "./http.ts";

/** Runs one migration's statements again on rows written the way the schema before it stored them. */
async function rerun(name: string) {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(name));
  if (!migration) throw new Error(`no migration ${name}`);
  for (const statement of migration.queries) await env.DB.prepare(statement).run();
}

describe("migrations", () => {
  it("0016 turns the timestamps copied from Stripe (seconds) into milliseconds like every other one", async () => {
    const { body } = await signUp(uniqueEmail("mig16"));
    const userId = body.user!.id;
    await env.DB.batch([
      env.DB.prepare("delete from subscriptions where user_id = ?1").bind(userId),
      env.DB.prepare(
        "insert into subscriptions (user_id, status, current_period_end, cancel_at, state_as_of, updated_at) values (?1, 'active', 1800000000, 1800000500, 1790000000, 0)",
      ).bind(userId),
      env.DB.prepare("insert into invoices (id, user_id, amount_paid, currency, status, order_date) values ('in_mig16', ?1, 7900, 'usd', 'paid', 1790000001)").bind(userId),
    ]);

    await rerun("0016");

    const sub = await env.DB.prepare("select current_period_end, cancel_at, state_as_of from subscriptions where user_id = ?1").bind(userId).first();
    expect(sub).toEqual({ current_period_end: 1_800_000_000_000, cancel_at: 1_800_000_500_000, state_as_of: 1_790_000_000_000 });
    const order = await env.DB.prepare("select order_date from invoices where id = 'in_mig16'").first();
    expect(order).toEqual({ order_date: 1_790_000_001_000 });
  });
});
