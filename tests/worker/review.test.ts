import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query, setSubscription, signUp, uniqueEmail } from "./http.ts";

async function subscriber() {
  const { cookie, body } = await signUp(uniqueEmail("review"));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

describe("Review area", () => {
  beforeAll(async () => {
    const item = (id: string, subtopic: string, content: string, status = "published") =>
      env.DB.prepare(
        `insert or ignore into review_items (id, topic_id, subtopic_id, content, clinical_insights, reference, status, created_at, updated_at)
         values (?1, 'emergency-management', ?2, ?3, 'Call for help.', 'ref', ?4, 0, 0)`,
      ).bind(id, subtopic, content, status);
    await env.DB.batch([
      item("rv-a", "malignant-hyperthermia", "Dantrolene is the specific treatment for malignant hyperthermia."),
      item("rv-b", "anaphylaxis", "Epinephrine is first-line for anaphylaxis."),
      item("rv-c", "anaphylaxis", "Hidden draft about dantrolene.", "draft"),
    ]);
  });

  it("lists published items and finds them by prefix, ignoring FTS syntax", async () => {
    const { cookie } = await subscriber();
    const list = (await query("review.list", cookie)) as { data: { id: string }[] };
    expect(list.data.map((i) => i.id)).toEqual(expect.arrayContaining(["rv-a", "rv-b"]));
    expect(list.data.map((i) => i.id)).not.toContain("rv-c");
    expect(await query("review.search", cookie, { q: "dantrol" })).toMatchObject({ data: ["rv-a"] });
    expect(await query("review.search", cookie, { q: 'epinephrine")*' })).toMatchObject({ data: ["rv-b"] });
    expect(await query("review.search", cookie, { q: "   " })).toMatchObject({ data: [] });
  });

  it("adds up study minutes per day and activity", async () => {
    const { cookie, userId } = await subscriber();
    // Each visit is credited once, within the time that passed since it began (tests/worker/study-time.test.ts).
    const record = async (minutes: number) => {
      const begun = await call("/api/trpc/study.begin", { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify({ activity: "review" }) });
      const { visitId } = ((await begun.json()) as { result: { data: { visitId: string } } }).result.data;
      await env.DB.prepare("update study_visits set started_at = started_at - ?1 where id = ?2").bind(10 * 60_000, visitId).run();
      return call("/api/trpc/study.record", { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify({ visitId, minutes }) });
    };
    expect((await record(3)).status).toBe(200);
    expect((await record(2)).status).toBe(200);
    expect((await record(0)).status).toBe(400);
    const row = await env.DB.prepare("select sum(minutes) m from study_time where user_id = ?1 and activity = 'review'").bind(userId).first<{ m: number }>();
    expect(row!.m).toBe(5);
  });
});
