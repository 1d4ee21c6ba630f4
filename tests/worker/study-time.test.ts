import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, setSubscription, signUp, uniqueEmail } from "./http.ts";

const MINUTE = 60_000;

async function subscriber(prefix = "study") {
  const { cookie, body } = await signUp(uniqueEmail(prefix));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

async function post(path: string, cookie: string, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, error: body.error };
}

const begin = async (cookie: string, activity = "review") => {
  const res = await post("study.begin", cookie, { activity });
  expect(res.status).toBe(200);
  return res.data.visitId as string;
};
const record = (cookie: string, visitId: string, minutes: number) => post("study.record", cookie, { visitId, minutes });

/** As if the visit had begun `minutes` ago by the server's clock. */
const backdate = (visitId: string, minutes: number) =>
  env.DB.prepare("update study_visits set started_at = started_at - ?1 where id = ?2").bind(minutes * MINUTE, visitId).run();

async function studied(userId: string, activity = "review") {
  const row = await env.DB.prepare("select coalesce(sum(minutes), 0) as m from study_time where user_id = ?1 and activity = ?2")
    .bind(userId, activity)
    .first<{ m: number }>();
  return row!.m;
}

describe("study time per visit", () => {
  it("opens a visit with the server's start time, for subscribers only", async () => {
    const { cookie, userId } = await subscriber();
    const before = Date.now();
    const visitId = await begin(cookie, "flashcards");
    const row = await env.DB.prepare("select * from study_visits where id = ?1").bind(visitId).first<Record<string, unknown>>();
    expect(row).toMatchObject({ user_id: userId, activity: "flashcards", credited_at: null, minutes: null });
    expect(row!.started_at as number).toBeGreaterThanOrEqual(before);
    expect(row!.started_at as number).toBeLessThanOrEqual(Date.now());

    expect((await post("study.begin", cookie, { activity: "napping" })).status).toBe(400);
    const { cookie: visitor } = await signUp(uniqueEmail("study-unsub"));
    expect((await post("study.begin", visitor, { activity: "review" })).status).toBe(403);
  });

  it("credits nothing for 240 minutes claimed one second after the visit began", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie);
    await env.DB.prepare("update study_visits set started_at = started_at - 1000 where id = ?1").bind(visitId).run();
    const res = await record(cookie, visitId, 240);
    expect(res).toMatchObject({ status: 200, data: { credited: 0 } });
    expect(await studied(userId)).toBe(0);
  });

  it("credits only the 10 minutes that passed when 240 are claimed, to the visit's activity", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie, "flashcards");
    await backdate(visitId, 10);
    expect((await record(cookie, visitId, 240)).data).toEqual({ credited: 10 });
    expect(await studied(userId, "flashcards")).toBe(10);
    expect(await studied(userId, "review")).toBe(0);
    const row = await env.DB.prepare("select minutes, credited_at from study_visits where id = ?1").bind(visitId).first<{ minutes: number; credited_at: number }>();
    expect(row!.minutes).toBe(10);
    expect(row!.credited_at).toBeGreaterThan(0);
  });

  it("credits the claim when it is less than the time that passed", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie);
    await backdate(visitId, 30);
    expect((await record(cookie, visitId, 7)).data).toEqual({ credited: 7 });
    expect(await studied(userId)).toBe(7);
  });

  it("credits a visit once, however often it is sent", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie);
    await backdate(visitId, 20);
    expect((await record(cookie, visitId, 5)).data).toEqual({ credited: 5 });
    expect((await record(cookie, visitId, 5)).data).toEqual({ credited: 0 });
    expect(await studied(userId)).toBe(5);

  });

  it("credits a visit sent twice at the same moment once", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie);
    await backdate(visitId, 50);
    const both = await Promise.all([record(cookie, visitId, 15), record(cookie, visitId, 15)]);
    expect(both.map((r) => r.data.credited).sort((a, b) => a - b)).toEqual([0, 15]);
    expect(await studied(userId)).toBe(15);
  });

  it("credits nothing for another user's visit or an unknown one, without an error", async () => {
    const owner = await subscriber("study-owner");
    const thief = await subscriber("study-thief");
    const visitId = await begin(owner.cookie);
    await backdate(visitId, 30);
    expect(await record(thief.cookie, visitId, 30)).toMatchObject({ status: 200, data: { credited: 0 } });
    expect(await record(thief.cookie, "no-such-visit", 30)).toMatchObject({ status: 200, data: { credited: 0 } });
    expect(await studied(thief.userId)).toBe(0);
    // The owner's visit is still open and credits its owner.
    expect((await record(owner.cookie, visitId, 30)).data).toEqual({ credited: 30 });
    expect(await studied(owner.userId)).toBe(30);
  });

  it("never credits the same wall-clock minutes to two visits running side by side", async () => {
    const { cookie, userId } = await subscriber();
    const tabs = await Promise.all([begin(cookie), begin(cookie), begin(cookie)]);
    for (const id of tabs) await backdate(id, 60);
    const credited = [];
    for (const id of tabs) credited.push((await record(cookie, id, 60)).data.credited);
    expect(credited).toEqual([60, 0, 0]);
    expect(await studied(userId)).toBe(60);
  });

  it("caps one visit at 240 minutes and bounds its input", async () => {
    const { cookie, userId } = await subscriber();
    const visitId = await begin(cookie);
    await backdate(visitId, 600);
    expect((await record(cookie, visitId, 241)).status).toBe(400);
    expect((await record(cookie, visitId, 0)).status).toBe(400);
    expect((await record(cookie, "x".repeat(65), 10)).status).toBe(400);
    expect((await record(cookie, visitId, 240)).data).toEqual({ credited: 240 });
    expect(await studied(userId)).toBe(240);
  });

  it("drops visits never reported after two days, keeping recent and credited ones", async () => {
    const { cookie } = await subscriber("prune");
    const [stale, recent, credited] = [await begin(cookie), await begin(cookie), await begin(cookie)];
    await backdate(credited, 5);
    expect((await record(cookie, credited, 5)).data).toEqual({ credited: 5 });
    await backdate(stale, 3 * 24 * 60);
    await backdate(credited, 3 * 24 * 60);
    await backdate(recent, 24 * 60);
    const { pruneStaleVisits } = await import("../../src/worker/study/visits.ts");
    const { createDb } = await import("../../src/worker/db.ts");
    expect(await pruneStaleVisits(createDb(env.DB), new Date())).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare("select id from study_visits where id in (?1, ?2, ?3)").bind(stale, recent, credited).all<{ id: string }>();
    expect(left.results.map((r) => r.id).sort()).toEqual([recent, credited].sort());
  });

  it("limits how many visits a user may open per hour", async () => {
    const { cookie, userId } = await subscriber("flood");
    await env.DB.prepare("insert into ai_rate_limits (key, window_start, count) values (?1, ?2, 120)").bind(`study-begin:${userId}`, Date.now()).run();
    const refused = await post("study.begin", cookie, { activity: "review" });
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(/^Too many study sessions opened\. Please wait \d+ minutes? and try again\.$/);
  });
});
