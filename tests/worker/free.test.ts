import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query } from "./http.ts";

const TOPICS = ["pharmacology", "physiology", "pathophysiology", "equipment-technology"];

type QuizQuestion = { id: string; stem: string; options: Record<string, string>; topic: string; difficulty: string };

async function post(path: string, input?: unknown) {
  const res = await call(`/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown }; error?: { message: string } } };
}

const quiz = async () => (await post("free.quiz")).body.result!.data as QuizQuestion[];

describe("free pages (signed out)", () => {
  beforeAll(async () => {
    const insert = (id: string, topic: string, status: string) =>
      env.DB.prepare(
        `insert into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, status, created_at, updated_at)
         values (?1, ?2, 'x', 'medium', ?3, 'opt a', 'opt b', 'opt c', 'opt d', 'C', ?4, 'ref', ?5, 0, 0)`,
      ).bind(id, topic, `Stem ${id}?`, `Explained ${id}`, status);
    const rows = [];
    // 5 published questions in each of 4 topics, plus drafts that must never be served.
    for (const topic of TOPICS) for (let i = 0; i < 5; i++) rows.push(insert(`fq-${topic}-${i}`, topic, "published"));
    for (let i = 0; i < 30; i++) rows.push(insert(`fq-draft-${i}`, "physiology", "draft"));
    // Inserted out of order: the sets must come back by position.
    rows.push(
      ...[3, 1, 2].map((p) => env.DB.prepare("insert into free_flashcards (id, front, back, position) values (?1, ?2, ?3, ?4)").bind(`ff-${p}`, `Front ${p}`, `Back ${p}`, p)),
      env.DB.prepare("insert into free_flashcards (id, front, back, position, status) values ('ff-draft', 'F', 'B', 0, 'draft')"),
      ...[2, 1].map((p) => env.DB.prepare("insert into free_review_cards (id, concept, question, answer, key_point, position) values (?1, ?2, 'Q', 'A', 'K', ?3)").bind(`fr-${p}`, `Concept ${p}`, p)),
      env.DB.prepare("insert into free_review_cards (id, concept, question, answer, key_point, position, status) values ('fr-draft', 'C', 'Q', 'A', 'K', 0, 'draft')"),
    );
    await env.DB.batch(rows);
  });

  it("serves 10 distinct published questions without answers, spread over the topics", async () => {
    const set = await quiz();
    expect(set).toHaveLength(10);
    expect(new Set(set.map((q) => q.id)).size).toBe(10);
    for (const q of set) {
      expect(Object.keys(q).sort()).toEqual(["difficulty", "id", "options", "stem", "topic"]);
      expect(q.options).toEqual({ A: "opt a", B: "opt b", C: "opt c", D: "opt d" });
      expect(q.id).not.toMatch(/draft/);
    }
    // Round-robin over topics: every topic appears, none more than 3 times out of 10.
    const perTopic = new Map<string, number>();
    for (const q of set) perTopic.set(q.topic, (perTopic.get(q.topic) ?? 0) + 1);
    expect([...perTopic.keys()].sort()).toEqual(["Equipment and Technology", "Pathophysiology", "Pharmacology", "Physiology"]);
    expect(Math.max(...perTopic.values())).toBeLessThanOrEqual(3);
  });

  it("gives a new random set on each call and never a draft", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 8; i++) for (const q of await quiz()) ids.add(q.id);
    // 20 published questions, 80 draws: the same 10 every time would mean no randomness.
    expect(ids.size).toBeGreaterThan(10);
    expect([...ids].some((id) => id.includes("draft"))).toBe(false);
  });

  it("is a POST only, so no cache can replay one visitor's set to the next", async () => {
    const res = await call("/api/trpc/free.quiz");
    expect(res.status).toBe(405);
  });

  it("checks an answer on the server", async () => {
    const right = await post("free.check", { questionId: "fq-physiology-0", letter: "C" });
    expect(right.body.result!.data).toEqual({ correct: true, correctLetter: "C", explanation: "Explained fq-physiology-0" });
    const wrong = await post("free.check", { questionId: "fq-physiology-0", letter: "A" });
    expect(wrong.body.result!.data).toMatchObject({ correct: false, correctLetter: "C" });
    expect((await post("free.check", { questionId: "fq-draft-0", letter: "C" })).status).toBe(404);
    expect((await post("free.check", { questionId: "fq-physiology-0", letter: "E" })).status).toBe(400);
  });

  it("records nothing for a visitor's answers", async () => {
    const answers = async () => (await env.DB.prepare("select count(*) as n from answers").first<{ n: number }>())!.n;
    const before = await answers();
    expect((await post("free.check", { questionId: "fq-pharmacology-0", letter: "C" })).status).toBe(200);
    expect(await answers()).toBe(before);
  });

  it("lists the free flashcards and review cards in position order, published only", async () => {
    const cards = (await query("free.flashcards")) as { data: { id: string; front: string; back: string }[] };
    expect(cards.data).toEqual([1, 2, 3].map((p) => ({ id: `ff-${p}`, front: `Front ${p}`, back: `Back ${p}` })));
    const review = (await query("free.reviewCards")) as { data: { id: string; concept: string }[] };
    expect(review.data).toEqual([1, 2].map((p) => ({ id: `fr-${p}`, concept: `Concept ${p}`, question: "Q", answer: "A", keyPoint: "K" })));
  });

  it("limits how many sets and checks one address can take, with a clear message", async () => {
    const ip = "203.0.113.77";
    const ask = () => call("/api/trpc/free.quiz", { method: "POST", headers: { "content-type": "application/json", "cf-connecting-ip": ip } });
    await env.DB.prepare(`insert into ai_rate_limits (key, window_start, count) values (?1, ?2, 19)`).bind(`free-quiz:${ip}`, Date.now()).run();
    expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^You've reached the limit of free practice for now\. Please try again in \d+ minutes?/);
    // Another address is unaffected.
    expect((await post("free.quiz")).status).toBe(200);
  });
});
