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

  type Page = { items: { id: string; preview: string }[]; total: number; nextCursor: number | null };
  const page = async (cookie: string, input: Record<string, unknown>) => ((await query("review.page", cookie, input)) as { data: Page }).data;

  it("pages published previews, filters, and finds them by prefix, ignoring FTS syntax", async () => {
    const { cookie } = await subscriber();
    const all = await page(cookie, {});
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining(["rv-a", "rv-b"]));
    expect(all.items.map((i) => i.id)).not.toContain("rv-c");
    expect(all.total).toBe(2);
    expect(all.nextCursor).toBeNull();
    expect((await page(cookie, { subtopicId: "anaphylaxis" })).items.map((i) => i.id)).toEqual(["rv-b"]);
    expect((await page(cookie, { q: "dantrol" })).items.map((i) => i.id)).toEqual(["rv-a"]);
    expect((await page(cookie, { q: "dantrol", subtopicId: "anaphylaxis" })).total).toBe(0);
    expect((await page(cookie, { q: 'epinephrine")*' })).items.map((i) => i.id)).toEqual(["rv-b"]);
    expect((await page(cookie, { q: "   " })).total).toBe(2);
    const counts = (await query("review.counts", cookie)) as { data: { subtopicId: string; n: number }[] };
    expect(counts.data).toEqual(expect.arrayContaining([{ topicId: "emergency-management", subtopicId: "anaphylaxis", n: 1 }]));
  });

  it("pages through a large library and loads one item's full text", async () => {
    const { cookie } = await subscriber();
    await env.DB.batch(
      Array.from({ length: 60 }, (_, i) =>
        env.DB.prepare(
          `insert or ignore into review_items (id, topic_id, subtopic_id, content, clinical_insights, reference, status, created_at, updated_at)
           values (?1, 'pharmacology', 'opioids', ?2, 'Watch the airway.', 'Miller 2024', 'published', 0, 0)`,
        ).bind(`rv-bulk-${String(i).padStart(2, "0")}`, `Opioid fact ${i}. ${"Long text. ".repeat(60)}`),
      ),
    );
    const first = await page(cookie, { subtopicId: "opioids" });
    expect(first.items).toHaveLength(25);
    expect(first.total).toBe(60);
    expect(first.items[0]!.preview.length).toBeLessThanOrEqual(220);
    const second = await page(cookie, { subtopicId: "opioids", cursor: first.nextCursor });
    const third = await page(cookie, { subtopicId: "opioids", cursor: second.nextCursor });
    expect(third.items).toHaveLength(10);
    expect(third.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items, ...third.items].map((i) => i.id)).size).toBe(60);
    const item = (await query("review.item", cookie, { id: "rv-bulk-07" })) as { data: { content: string; clinicalInsights: string } };
    expect(item.data.content.length).toBeGreaterThan(600);
    expect(item.data.clinicalInsights).toBe("Watch the airway.");
    const draft = await query("review.item", cookie, { id: "rv-c" });
    expect(draft.ok).toBe(false);
    if (!draft.ok) expect(draft.error.message).toBe("Review item not found");
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
