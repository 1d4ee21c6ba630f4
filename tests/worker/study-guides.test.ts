// Saved study guides come from the server: the study-guide stream keeps the guide it sent under an
// id of its own and names it in a `data-stored` part; `studyGuides.save` takes only that id. Every
// check goes through the real routes (and the real scheduled job), and reads D1 only to count rows.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import pharmacologyReview from "../../content/review/pharmacology/opioids.json";
import { aiMessages } from "../../src/shared/ai.ts";
import { fallbackGuideMarkdown, isCompleteGuide, UNSAVED_GUIDE_KEPT_MS } from "../../src/shared/study-guide.ts";
import worker from "../../src/worker/index.ts";
import { contextOf, fakeWorkersAi, readStream, WELL_FORMED_GUIDE, type StreamPart } from "./ai-helpers.ts";
import { call, count, postWith, query, subscriber } from "./http.ts";

const predefined = { mode: "predefined", topicId: "pharmacology", subtopicId: "opioids" };

type Summary = { id: string; title: string; topic: string; subtopic: string; estimatedReadTime: number };
type Saved = Summary & { content: { markdown: string; sources: unknown[]; provider: string; fallback?: boolean } };
type TrpcError = { message: string; data: { code: string } };


async function trpcPost(path: string, cookie: string, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: unknown }; error?: TrpcError };
  return { status: res.status, data: body.result?.data, error: body.error };
}

const save = (cookie: string, input: unknown) => trpcPost("studyGuides.save", cookie, input);
const list = async (cookie: string) => ((await query("studyGuides.list", cookie)) as { data: Summary[] }).data;
const storedId = (parts: StreamPart[]) => parts.find((p) => p.type === "data-stored")?.data?.id as string | undefined;

// The offline provider writes its guide from the retrieved content: the opioid review items.
beforeAll(async () => {
  const items = (pharmacologyReview as { id: string; topic: string; subtopic: string; content: string; clinicalInsights: string | null; references: string }[]).filter(
    (r) => r.subtopic === "opioids",
  );
  await env.DB.batch(
    items.map((r) =>
      env.DB.prepare(
        `insert or ignore into review_items (id, topic_id, subtopic_id, content, clinical_insights, reference, created_at, updated_at) values (?1, ?2, ?3, ?4, ?5, ?6, 0, 0)`,
      ).bind(r.id, r.topic, r.subtopic, r.content, r.clinicalInsights, r.references),
    ),
  );
});

/** Streams a guide for the caller through the real route and reads it as the client does. */
async function generate(cookie: string) {
  const res = await call("/api/ai/study-guide", { method: "POST", cookie, body: JSON.stringify(predefined) });
  expect(res.status).toBe(200);
  const stream = await readStream(res);
  expect(stream.parts.find((p) => p.type === "data-notice"), "the offline guide, not the fallback").toBeUndefined();
  const id = storedId(stream.parts);
  expect(id, "the stream names the guide it kept").toMatch(/^[0-9a-f-]{36}$/);
  return { ...stream, id: id! };
}

describe("saved study guides come from the server", () => {
  it("names the kept guide in the stream, after its text; saving that id lists the guide exactly as streamed", async () => {
    const a = await subscriber("guides");
    const { parts, text, id } = await generate(a.cookie);
    const types = parts.map((p) => p.type);
    expect(types.indexOf("data-stored")).toBeGreaterThan(types.lastIndexOf("text-end"));
    expect(types.filter((t) => t === "data-stored")).toHaveLength(1);
    expect(isCompleteGuide(text)).toBe(true);

    // Generated is not saved: nothing is listed and the dashboard shows no guide yet.
    expect(await list(a.cookie)).toEqual([]);
    expect((await query("studyGuides.get", a.cookie, { id })).status).toBe(404);

    const saved = await save(a.cookie, { id });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ id, title: "Pharmacology: Opioids", topic: "Pharmacology", subtopic: "Opioids" });
    expect(await list(a.cookie)).toEqual([expect.objectContaining({ id, title: "Pharmacology: Opioids" })]);

    const got = (await query("studyGuides.get", a.cookie, { id })) as { data: Saved };
    expect(got.data.content.markdown).toBe(text);
    const context = contextOf(parts);
    expect(got.data.content).toEqual({ markdown: text, sources: context.sources, provider: context.provider.label, fallback: false });

    // Saving is study activity: today's heat-map cell and recent activity show the saved guide.
    const stats = (await query("dashboard.stats", a.cookie)) as {
      data: { heatmap: { future: boolean; activity: { guidesCreated: number } }[]; recentActivity: { kind: string; title: string }[] };
    };
    expect(stats.data.heatmap.filter((c) => !c.future).at(-1)!.activity.guidesCreated).toBe(1);
    expect(stats.data.recentActivity).toEqual([expect.objectContaining({ kind: "guide", title: "Pharmacology: Opioids" })]);
  });

  it("generating alone is not activity: an unsaved guide is neither listed nor on the dashboard", async () => {
    const a = await subscriber("guides");
    await generate(a.cookie);
    expect(await list(a.cookie)).toEqual([]);
    const stats = (await query("dashboard.stats", a.cookie)) as { data: { heatmap: { future: boolean; activity: { guidesCreated: number } }[]; recentActivity: unknown[] } };
    expect(stats.data.heatmap.filter((c) => !c.future).at(-1)!.activity.guidesCreated).toBe(0);
    expect(stats.data.recentActivity).toEqual([]);
  });

  it("refuses the old input (a guide's text from the client) with a sentence, and an id it never generated as not found", async () => {
    const a = await subscriber("guides");
    const { id } = await generate(a.cookie);
    const forged = { id, topic: "Pharmacology", subtopic: "Opioids", markdown: WELL_FORMED_GUIDE.join(""), sources: [], provider: "Mock" };
    const refused = await save(a.cookie, forged);
    expect(refused.status).toBe(400);
    expect(refused.error!.message).toBe("The request has unknown fields: topic, subtopic, markdown, sources, provider.");
    const invented = await save(a.cookie, { ...forged, id: crypto.randomUUID() });
    expect(invented.status).toBe(400);

    const unknown = await save(a.cookie, { id: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.error!.message).toBe(aiMessages.studyGuideSaveFailed);
    expect(await list(a.cookie)).toEqual([]);
    expect(await count("select count(*) n from study_guides where user_id = ?1", a.userId)).toBe(0);
  });

  it("keeps a generated guide to its owner: another user can neither save, see nor remove it", async () => {
    const a = await subscriber("guides");
    const b = await subscriber("guides");
    const { id, text } = await generate(a.cookie);

    const stolen = await save(b.cookie, { id });
    expect(stolen.status).toBe(404);
    expect(stolen.error!.message).toBe(aiMessages.studyGuideSaveFailed);
    expect(await list(b.cookie)).toEqual([]);

    expect((await save(a.cookie, { id })).status).toBe(200);
    // Still not b's once a has saved it.
    expect((await save(b.cookie, { id })).status).toBe(404);
    expect(await list(b.cookie)).toEqual([]);
    expect((await query("studyGuides.get", b.cookie, { id })).status).toBe(404);
    expect((await trpcPost("studyGuides.remove", b.cookie, { id })).data).toEqual({ deleted: false });
    expect(((await query("studyGuides.get", a.cookie, { id })) as { data: Saved }).data.content.markdown).toBe(text);
  });

  it("a double save stores one guide, and saving again later changes nothing", async () => {
    const a = await subscriber("guides");
    const { id } = await generate(a.cookie);
    const [first, second] = await Promise.all([save(a.cookie, { id }), save(a.cookie, { id })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.data).toEqual(second.data);
    expect((await save(a.cookie, { id })).data).toEqual(first.data);
    expect(await list(a.cookie)).toHaveLength(1);
    expect(await count("select count(*) n from study_guides where user_id = ?1", a.userId)).toBe(1);
  });

  it("removes only the caller's saved guide; the guide just generated can be saved again", async () => {
    const a = await subscriber("guides");
    const { id } = await generate(a.cookie);
    await save(a.cookie, { id });
    expect((await trpcPost("studyGuides.remove", a.cookie, { id })).data).toEqual({ deleted: true });
    expect(await list(a.cookie)).toEqual([]);
    // The result view offers Save again after Remove.
    expect((await save(a.cookie, { id })).status).toBe(200);
    expect(await list(a.cookie)).toEqual([expect.objectContaining({ id })]);
  });

  it("keeps the fallback guide when the model's guide fails its check, never the model's text", async () => {
    const a = await subscriber("guides");
    const ai = fakeWorkersAi(["Opioids are drugs. This answer has no guide sections at all."]);
    const res = await postWith({ AI: ai.binding as never }, "/api/ai/study-guide", a.cookie, predefined);
    const { parts, text } = await readStream(res);
    expect(parts.find((p) => p.type === "data-notice")?.data).toMatchObject({ kind: "malformed", fallback: true });
    expect(text).toBe(fallbackGuideMarkdown("Pharmacology", "Opioids"));
    const id = storedId(parts)!;
    const types = parts.map((p) => p.type);
    expect(types.indexOf("data-stored")).toBeGreaterThan(types.lastIndexOf("text-end"));

    expect((await save(a.cookie, { id })).status).toBe(200);
    const got = (await query("studyGuides.get", a.cookie, { id })) as { data: Saved };
    expect(got.data.content).toMatchObject({ markdown: fallbackGuideMarkdown("Pharmacology", "Opioids"), fallback: true });
    expect(got.data.content.markdown).not.toContain("no guide sections");
  });

  it("keeps the model's complete guide from a hosted provider, with that provider's label", async () => {
    const a = await subscriber("guides");
    const ai = fakeWorkersAi([WELL_FORMED_GUIDE.join("")]);
    const { parts, text } = await readStream(await postWith({ AI: ai.binding as never }, "/api/ai/study-guide", a.cookie, predefined));
    expect(parts.find((p) => p.type === "data-notice")).toBeUndefined();
    expect(text).toBe(WELL_FORMED_GUIDE.join(""));
    const id = storedId(parts)!;
    expect((await save(a.cookie, { id })).status).toBe(200);
    const got = (await query("studyGuides.get", a.cookie, { id })) as { data: Saved };
    expect(got.data.content).toMatchObject({ markdown: text, provider: contextOf(parts).provider.label, fallback: false });
  });
});

describe("the daily job", () => {
  it("deletes generated guides never saved once a day old, and keeps saved guides and recent unsaved ones", async () => {
    const a = await subscriber("guides");
    const savedOld = await generate(a.cookie);
    const unsavedOld = await generate(a.cookie);
    const unsavedRecent = await generate(a.cookie);
    expect((await save(a.cookie, { id: savedOld.id })).status).toBe(200);

    const now = Date.now();
    const age = (id: string, ms: number) => env.DB.prepare("update generated_guides set created_at = ?1 where id = ?2").bind(now - ms, id).run();
    await age(savedOld.id, UNSAVED_GUIDE_KEPT_MS + 60_000);
    await age(unsavedOld.id, UNSAVED_GUIDE_KEPT_MS + 60_000);
    await age(unsavedRecent.id, UNSAVED_GUIDE_KEPT_MS - 60_000);

    const ctx = createExecutionContext();
    worker.scheduled(createScheduledController({ cron: "17 4 * * *", scheduledTime: now }), env, ctx);
    await waitOnExecutionContext(ctx);

    // Only the recent one is still waiting to be saved.
    const waiting = await env.DB.prepare("select id from generated_guides where user_id = ?1").bind(a.userId).all<{ id: string }>();
    expect(waiting.results.map((r) => r.id)).toEqual([unsavedRecent.id]);
    expect((await save(a.cookie, { id: unsavedOld.id })).status).toBe(404);
    // The saved guide is untouched, and saving it again still answers with it.
    expect(((await query("studyGuides.get", a.cookie, { id: savedOld.id })) as { data: Saved }).data.content.markdown).toBe(savedOld.text);
    expect((await save(a.cookie, { id: savedOld.id })).status).toBe(200);
    expect((await save(a.cookie, { id: unsavedRecent.id })).status).toBe(200);
    expect((await list(a.cookie)).map((g) => g.id).sort()).toEqual([savedOld.id, unsavedRecent.id].sort());
  });
});
