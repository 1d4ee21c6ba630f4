// What the terms promise about personal data: a copy on request, deletion on request, and deletion
// 90 days after a subscription ends. Every check counts real rows in D1.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import * as schema from "../../drizzle/schema.ts";
import { DEFAULT_EXAM_CONFIG } from "../../src/shared/exam.ts";
import { EXPORTED_USER_TABLES } from "../../src/worker/account/export.ts";
import { purgeExpiredAccounts } from "../../src/worker/account/retention.ts";
import { createDb } from "../../src/worker/db.ts";
import worker from "../../src/worker/index.ts";
import { call, query, signIn, signUp, uniqueEmail } from "./http.ts";

const FAKE = env.STRIPE_API_BASE!;
const DAY = 86_400_000;
const db = createDb(env.DB);

const count = async (sql: string, ...binds: unknown[]) => (await env.DB.prepare(sql).bind(...binds).first<{ n: number }>())!.n;

/** Every table with a user_id column, read from the live schema, so a new one cannot be forgotten. */
async function userOwnedTables(): Promise<string[]> {
  const { results: tables } = await env.DB.prepare("select name from sqlite_master where type = 'table' order by name").all<{ name: string }>();
  const owned: string[] = [];
  for (const { name } of tables) {
    // D1 refuses the pragma_table_info() function but allows the PRAGMA statement; some internal tables refuse both.
    const columns = await env.DB.prepare(`pragma table_info("${name}")`)
      .all<{ name: string }>()
      .then((r) => r.results, () => []);
    if (columns.some((c) => c.name === "user_id")) owned.push(name);
  }
  // An empty list would make every "all rows gone" check pass vacuously.
  if (owned.length < 10) throw new Error(`expected the user-owned tables, found ${owned.join(", ") || "none"}`);
  return owned;
}

/** Rows per user-owned table for one user. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of await userOwnedTables()) out[t] = await count(`select count(*) n from "${t}" where user_id = ?1`, userId);
  return out;
}

/** One row in every table that holds something about the user, beyond what sign-up wrote. */
async function seedEverything(userId: string, email: string, tag: string) {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  await db.batch([
    db.insert(schema.userSettings).values({ userId, bio: `bio-${tag}`, updatedAt: now }),
    db.insert(schema.subscriptions).values({ userId, status: "active", updatedAt: now }).onConflictDoNothing(),
    db.insert(schema.invoices).values({ id: `in_${tag}`, userId, amountPaid: 7900, currency: "usd", status: "paid", orderDate: new Date(1_800_000_000_000) }),
    db.insert(schema.billingEvents).values({ id: `evt_${tag}`, type: "invoice.paid", userId, receivedAt: now }),
    db.insert(schema.demoCheckouts).values({ id: `cs_${tag}`, userId, priceId: "price_demo", successUrl: "http://localhost/success", cancelUrl: "http://localhost/pricing", createdAt: now }),
    db.insert(schema.answers).values({ id: `ans_${tag}`, userId, questionId: `q_${tag}`, topicId: "pharmacology", subtopicId: "opioids", chosenLetter: "A", correct: true, mode: "quiz", answeredAt: now, day }),
    db.insert(schema.exams).values({ id: `exam_${tag}`, userId, config: DEFAULT_EXAM_CONFIG, questionIds: [], answers: {}, flags: {}, startedAt: now, expiresAt: now }),
    db.insert(schema.studyTime).values({ userId, day, activity: "review", minutes: 12 }),
    db.insert(schema.dailyActivity).values({ userId, day }),
    db.insert(schema.studyVisits).values({ id: `visit_${tag}`, userId, activity: "review", startedAt: now }),
    db.insert(schema.studyGuides).values({ id: `guide_${tag}`, userId, title: `guide-${tag}`, topic: "t", subtopic: "s", content: { markdown: "", sources: [], provider: "offline" }, estimatedReadTime: 1, createdAt: now, updatedAt: now, day }),
    db.insert(schema.generatedGuides).values({ id: `genguide_${tag}`, userId, topic: "t", subtopic: "s", content: { markdown: "", sources: [], provider: "offline", fallback: false }, createdAt: now }),
    db.insert(schema.aiFlashcards).values({ id: `aicard_${tag}`, userId, topicId: "t", subtopicId: "s", difficulty: "easy", front: "f", back: "b", provider: "offline", createdAt: now }),
    db.insert(schema.cardSchedules).values({ userId, cardId: `card_${tag}`, cardSource: "bank", topicId: "t", due: now, stability: 1, difficulty: 1, elapsedDays: 0, scheduledDays: 1, learningSteps: 0, reps: 1, lapses: 0, state: 1 }),
    db.insert(schema.cardReviews).values({ id: `review_${tag}`, userId, cardId: `card_${tag}`, confidence: 3, rating: 3, state: 1, due: now, stability: 1, difficulty: 1, elapsedDays: 0, lastElapsedDays: 0, scheduledDays: 1, learningSteps: 0, reviewedAt: now, day }),
    db.insert(schema.generatedQuestions).values({ id: `genq_${tag}`, userId, topicId: "t", subtopicId: "s", difficulty: "easy", question: "q", options: ["a", "b", "c", "d"], correctIndex: 0, explanation: "e", provider: "offline", createdAt: now }),
    db.insert(schema.flaggedQuestions).values({ userId, questionId: `q_${tag}`, flaggedAt: now }),
    db.insert(schema.questionNotes).values({ userId, questionId: `q_${tag}`, body: `note-${tag}`, updatedAt: now }),
    db.insert(schema.questionReports).values({ id: `report_${tag}`, userId, questionId: `q_${tag}`, reason: "Other", details: `report-${tag}`, createdAt: now }),
    // Keyed by something other than the user id: e-mail, reset-token value, rate-limit key.
    db.insert(schema.signInFailures).values({ email: email.toLowerCase(), failures: 2, lastFailureAt: now }),
    db.insert(schema.verification).values({ id: `ver_${tag}`, identifier: `reset-password:${tag}`, value: userId, expiresAt: now, createdAt: now, updatedAt: now }),
    db.insert(schema.aiRateLimits).values({ key: `tutor:${userId}`, windowStart: now.getTime(), count: 1 }),
  ]);
}

/** Every user-owned table must hold at least one row, or a check of "all gone" proves nothing. */
async function expectRowsEverywhere(userId: string) {
  for (const [table, n] of Object.entries(await rowsOf(userId))) expect(n, table).toBeGreaterThan(0);
}

async function expectErased(userId: string, email: string) {
  expect(await count("select count(*) n from user where id = ?1", userId)).toBe(0);
  for (const [table, n] of Object.entries(await rowsOf(userId))) expect(n, table).toBe(0);
  expect(await count("select count(*) n from sign_in_failures where email = ?1", email.toLowerCase())).toBe(0);
  expect(await count("select count(*) n from verification where value = ?1", userId)).toBe(0);
  expect(await count("select count(*) n from ai_rate_limits where key = ?1", `tutor:${userId}`)).toBe(0);
}

async function mutate(path: string, cookie: string | undefined, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, body: JSON.stringify(input) });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown }; error?: { message: string } } };
}

async function fakeSubscription(id: string, status: string, userId: string) {
  await fetch(`${FAKE}/__fake/subscription`, { method: "POST", body: JSON.stringify({ id, status, userId, periodEnd: 1_900_000_000, priceId: "price_monthly_test" }) });
}
const cancelCalls = async (id: string) => ((await (await fetch(`${FAKE}/__fake/cancellations?id=${id}`)).json()) as { calls: number }).calls;

async function student(tag: string) {
  const email = uniqueEmail(tag);
  const { cookie, body } = await signUp(email);
  const userId = body.user!.id;
  await seedEverything(userId, email, `${tag}_${userId}`);
  return { email, cookie, userId };
}

describe("download my data", () => {
  it("reads every table that has a user_id", async () => {
    expect([...EXPORTED_USER_TABLES].sort()).toEqual(await userOwnedTables());
  });

  it("returns the caller's rows from every table, none of another user's, and no secrets", async () => {
    const a = await student("export-a");
    const b = await student("export-b");
    await expectRowsEverywhere(a.userId);

    const res = await query("account.exportData", a.cookie);
    expect(res.ok).toBe(true);
    const data = (res as { data: Record<string, unknown> }).data;
    const text = JSON.stringify(data);

    expect(data.account).toMatchObject({ id: a.userId, email: a.email, name: "Ada Lovelace" });
    expect(data.settings).toMatchObject({ bio: `bio-export-a_${a.userId}` });
    expect(data.subscription).toMatchObject({ status: "active" });
    expect(data.failedSignIns).toMatchObject({ failures: 2 });
    const lists = ["signInMethods", "sessions", "orders", "billingEvents", "demoCheckouts", "answers", "exams", "studyTime", "dailyActivity", "studyVisits", "studyGuides", "generatedGuides", "flashcardSchedules", "flashcardReviews", "aiFlashcards", "generatedQuestions", "flaggedQuestions", "questionNotes", "questionReports"];
    for (const key of lists) expect((data[key] as unknown[]).length, key).toBe(1);
    expect(data.answers).toEqual([expect.objectContaining({ id: `ans_export-a_${a.userId}`, chosenLetter: "A" })]);
    expect(data.truncated).toEqual([]);

    // Nothing of the other student.
    expect(text).not.toContain(b.userId);
    expect(text).not.toContain(b.email);
    expect(text).not.toContain("export-b");
    // No password hash, no session token.
    const hash = (await env.DB.prepare("select password from account where user_id = ?1 and provider_id = 'credential'").bind(a.userId).first<{ password: string }>())!.password;
    const token = (await env.DB.prepare("select token from session where user_id = ?1").bind(a.userId).first<{ token: string }>())!.token;
    expect(hash.length).toBeGreaterThan(20);
    expect(text).not.toContain(hash);
    expect(text).not.toContain(hash.split(":")[1]!);
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"/);
  });

  it("needs a signed-in user", async () => {
    expect((await query("account.exportData")).status).toBe(401);
  });
});

describe("delete my account", () => {
  it("with the wrong password, says so and deletes nothing", async () => {
    const a = await student("wrong-pw");
    const before = await rowsOf(a.userId);
    const res = await mutate("account.deleteAccount", a.cookie, { password: "not-my-password" });
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe("That password is not correct. Your account has not been deleted.");
    expect(await rowsOf(a.userId)).toEqual(before);
    expect(await count("select count(*) n from user where id = ?1", a.userId)).toBe(1);
    const me = await query("account.me", a.cookie);
    expect(me.ok && (me.data as { user: { id: string } }).user.id).toBe(a.userId);
  });

  it("with the right password, deletes the user and every row they own, and the old cookie is signed out", async () => {
    const a = await student("delete-a");
    const b = await student("delete-b");
    await expectRowsEverywhere(a.userId);

    const res = await mutate("account.deleteAccount", a.cookie, { password: "secret123" });
    expect(res.status).toBe(200);
    expect(res.body.result!.data).toEqual({ deleted: true });

    await expectErased(a.userId, a.email);
    // The billing log keeps the event (a replay must stay a no-op) but no longer says whose it was.
    expect(await count("select count(*) n from billing_events where id = ?1 and user_id is null", `evt_delete-a_${a.userId}`)).toBe(1);
    // The other student keeps everything.
    await expectRowsEverywhere(b.userId);
    expect(await count("select count(*) n from sign_in_failures where email = ?1", b.email.toLowerCase())).toBe(1);

    const me = await query("account.me", a.cookie);
    expect(me.ok && me.data).toBeNull();
    expect((await query("account.exportData", a.cookie)).status).toBe(401);
    expect((await signIn(a.email, "secret123")).res.status).toBe(401);
  });

  it("cancels a live Stripe subscription before deleting, so the account is never charged again", async () => {
    const a = await student("stripe-live");
    const subId = `sub_delete_${a.userId}`;
    await fakeSubscription(subId, "active", a.userId);
    await env.DB.prepare("update subscriptions set status = 'active', stripe_subscription_id = ?1 where user_id = ?2").bind(subId, a.userId).run();

    const res = await mutate("account.deleteAccount", a.cookie, { password: "secret123" });
    expect(res.status).toBe(200);
    expect(await cancelCalls(subId)).toBe(1);
    const atStripe = (await (await fetch(`${FAKE}/v1/subscriptions/${subId}`)).json()) as { status: string };
    expect(atStripe.status).toBe("canceled");
    await expectErased(a.userId, a.email);
  });

  it("refuses and deletes nothing when Stripe cannot cancel the subscription", async () => {
    const a = await student("stripe-down");
    // Stripe does not know this id, so the cancel call fails.
    const subId = `sub_unknown_${a.userId}`;
    await env.DB.prepare("update subscriptions set status = 'active', stripe_subscription_id = ?1 where user_id = ?2").bind(subId, a.userId).run();
    const before = await rowsOf(a.userId);

    const res = await mutate("account.deleteAccount", a.cookie, { password: "secret123" });
    expect(res.status).toBe(503);
    expect(res.body.error!.message).toMatch(/^We could not cancel your subscription with our payment provider, so your account has not been deleted/);
    expect(await cancelCalls(subId)).toBe(1);
    expect(await rowsOf(a.userId)).toEqual(before);
    expect(await count("select count(*) n from user where id = ?1", a.userId)).toBe(1);
  });

  it("goes ahead when Stripe had already canceled the subscription and our row had not heard yet", async () => {
    const a = await student("stripe-late");
    const subId = `sub_late_${a.userId}`;
    await fakeSubscription(subId, "canceled", a.userId);
    await env.DB.prepare("update subscriptions set status = 'active', stripe_subscription_id = ?1 where user_id = ?2").bind(subId, a.userId).run();

    expect((await mutate("account.deleteAccount", a.cookie, { password: "secret123" })).status).toBe(200);
    expect(await cancelCalls(subId)).toBe(1);
    await expectErased(a.userId, a.email);
  });

  it("does not call Stripe for a subscription that has already ended", async () => {
    const a = await student("stripe-ended");
    const subId = `sub_ended_${a.userId}`;
    await env.DB.prepare("update subscriptions set status = 'canceled', stripe_subscription_id = ?1 where user_id = ?2").bind(subId, a.userId).run();
    expect((await mutate("account.deleteAccount", a.cookie, { password: "secret123" })).status).toBe(200);
    expect(await cancelCalls(subId)).toBe(0);
    await expectErased(a.userId, a.email);
  });

  it("stops guessing after five wrong passwords, even before the right one", async () => {
    const a = await student("guess");
    for (let i = 0; i < 5; i++) expect((await mutate("account.deleteAccount", a.cookie, { password: `guess-${i}` })).status).toBe(400);
    const res = await mutate("account.deleteAccount", a.cookie, { password: "secret123" });
    expect(res.status).toBe(429);
    expect(res.body.error!.message).toBe("Too many attempts to confirm your password. Please wait 15 minutes and try again.");
    expect(await count("select count(*) n from user where id = ?1", a.userId)).toBe(1);
  });

  it("bounds its input and needs a signed-in user", async () => {
    const a = await student("bounds");
    expect((await mutate("account.deleteAccount", a.cookie, { password: "x".repeat(201) })).status).toBe(400);
    expect((await mutate("account.deleteAccount", a.cookie, { password: "" })).status).toBe(400);
    expect((await mutate("account.deleteAccount", undefined, { password: "secret123" })).status).toBe(401);
    expect(await count("select count(*) n from user where id = ?1", a.userId)).toBe(1);
  });
});

describe("deletion after the retention period", () => {
  /** A user whose subscription row says `status`, last written `updatedDaysAgo` and dated by an event `stateDaysAgo`. */
  async function account(tag: string, status: string, updatedDaysAgo: number, opts: { stateDaysAgo?: number; email?: string; role?: string } = {}) {
    const id = `u_${tag}_${crypto.randomUUID()}`;
    const email = opts.email ?? uniqueEmail(tag);
    const now = Date.now();
    await db.insert(schema.user).values({ id, name: tag, email, emailVerified: true, role: opts.role ?? "student", createdAt: new Date(now - 400 * DAY), updatedAt: new Date(now - 400 * DAY) });
    await seedEverything(id, email, `${tag}_${id}`);
    await env.DB.prepare(
      "insert into session (id, expires_at, token, created_at, updated_at, user_id) values (?1, ?2, ?3, ?2, ?2, ?4)",
    )
      .bind(`sess_${id}`, now, `tok_${id}`, id)
      .run();
    await db.insert(schema.account).values({ id: `acc_${id}`, accountId: id, providerId: "credential", userId: id, password: "salt:hash", createdAt: new Date(now), updatedAt: new Date(now) });
    await env.DB.prepare("update subscriptions set status = ?1, updated_at = ?2, state_as_of = ?3 where user_id = ?4")
      .bind(status, now - updatedDaysAgo * DAY, now - (opts.stateDaysAgo ?? updatedDaysAgo) * DAY, id)
      .run();
    return { id, email };
  }

  it("the Cron Trigger deletes an account canceled 91 days ago and keeps the rest", async () => {
    const expired = await account("canceled-91", "canceled", 91);
    const recent = await account("canceled-89", "canceled", 89);
    const active = await account("active-old", "active", 400);
    const pastDue = await account("past-due-old", "past_due", 400);
    const owner = await account("owner", "canceled", 400, { email: "Owner@Example.com" });
    const admin = await account("admin", "canceled", 400, { role: "admin" });
    // Written long ago, but the event that canceled it happened 10 days ago.
    const lateEvent = await account("late-event", "canceled", 400, { stateDaysAgo: 10 });
    await expectRowsEverywhere(expired.id);

    expect(typeof worker.scheduled).toBe("function");
    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "17 4 * * *", scheduledTime: Date.now() }), env, ctx);
    await waitOnExecutionContext(ctx);

    await expectErased(expired.id, expired.email);
    for (const kept of [recent, active, pastDue, owner, admin, lateEvent]) {
      expect(await count("select count(*) n from user where id = ?1", kept.id), kept.email).toBe(1);
      await expectRowsEverywhere(kept.id);
    }
  });

  it("works in bounded chunks, oldest first, and a backlog drains over the next runs", async () => {
    const oldest = await account("backlog-1", "canceled", 1000);
    const older = await account("backlog-2", "canceled", 999);
    const old = await account("backlog-3", "canceled", 998);
    const now = new Date();

    const first = await purgeExpiredAccounts(env, db, now, 2);
    expect(first.purged).toEqual([oldest.id, older.id]);
    expect(await count("select count(*) n from user where id = ?1", old.id)).toBe(1);
    await expectRowsEverywhere(old.id);

    const second = await purgeExpiredAccounts(env, db, now, 2);
    expect(second.purged).toContain(old.id);
    await expectErased(old.id, old.email);
  });
});
