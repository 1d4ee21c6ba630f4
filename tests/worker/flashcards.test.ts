import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { AI_OUTPUT_TOKENS, aiMessages } from "../../src/shared/ai.ts";
import { FALLBACK_CARDS, GENERIC_CARDS } from "../../src/shared/flashcards.ts";
import type { Ai } from "../../src/worker/ai/provider.ts";
import { createDb } from "../../src/worker/db.ts";
import { nextBatch } from "../../src/worker/flashcards/batch.ts";
import type { BatchResult, SessionCard } from "../../src/worker/flashcards/cards.ts";
import { httpError, mockModel } from "./ai-helpers.ts";
import { call, query, setSubscription, signUp, uniqueEmail } from "./http.ts";

type Rated = { nextDifficulty: string; correct: boolean; due: number; scheduledDays: number; state: number };

async function mutate<T>(path: string, cookie: string, input: unknown): Promise<{ status: number; data: T }> {
  const res = await call(`/api/trpc/${path}`, {
    method: "POST",
    cookie,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(input),
  });
  const body = (await res.json()) as { result?: { data: T } };
  return { status: res.status, data: body.result?.data as T };
}

async function subscriber(prefix: string) {
  const { cookie, body } = await signUp(uniqueEmail(prefix));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

const batch = (cookie: string, input: Record<string, unknown>) => mutate<BatchResult>("flashcards.batch", cookie, input);
const rate = (cookie: string, cardId: string, confidence: number) => mutate<Rated>("flashcards.rate", cookie, { cardId, confidence });

// Bank: 8 acid-base cards (4 easy, 4 hard) and 2 opioid cards; every other topic is empty.
const ACID_BASE = Array.from({ length: 8 }, (_, i) => ({ id: `fc-ab-${i}`, difficulty: i < 4 ? "easy" : "hard" }));

beforeAll(async () => {
  const insert = (id: string, topic: string, subtopic: string, difficulty: string) =>
    env.DB.prepare(
      `insert into flashcards (id, topic_id, subtopic_id, difficulty, front, back, reference, created_at, updated_at)
       values (?1, ?2, ?3, ?4, ?5, 'An answer.', ?6, 0, 0)`,
    ).bind(id, topic, subtopic, difficulty, `Front of ${id}?`, `Miller's Anesthesia, 10th ed. (${id})`);
  await env.DB.batch([
    ...ACID_BASE.map((c) => insert(c.id, "physiology", "acid-base", c.difficulty)),
    insert("fc-op-0", "pharmacology", "opioids", "medium"),
    insert("fc-op-1", "pharmacology", "opioids", "medium"),
    // A draft card is never served.
    env.DB.prepare(
      `insert into flashcards (id, topic_id, subtopic_id, difficulty, front, back, status, created_at, updated_at)
       values ('fc-op-draft', 'pharmacology', 'opioids', 'easy', 'Draft?', 'Draft.', 'draft', 0, 0)`,
    ),
  ]);
});

describe("flashcard batches from the bank", () => {
  it("serves published bank cards of the chosen topics, preferring the chosen difficulty", async () => {
    const { cookie } = await subscriber("fc-bank");
    const setup = (await query("flashcards.setup", cookie)) as { data: unknown };
    const data = setup.data as { topics: { id: string; count: number }[]; dueCount: number; provider: { kind: string } };
    expect(data.topics.find((t) => t.id === "physiology")!.count).toBe(8);
    expect(data.topics.find((t) => t.id === "pharmacology")!.count).toBe(2);
    expect(data.dueCount).toBe(0);
    expect((data as unknown as { nextDue: null }).nextDue).toBeNull();
    expect(data.provider.kind).toBe("offline");

    const easy = await batch(cookie, { mode: "adaptive", difficulty: "easy", topicIds: ["physiology"], excludeIds: [], size: 4 });
    expect(easy.status).toBe(200);
    expect(easy.data.cards.map((c) => c.id).sort()).toEqual(["fc-ab-0", "fc-ab-1", "fc-ab-2", "fc-ab-3"]);
    expect(easy.data.cards.every((c) => c.source === "database" && c.topic === "Physiology" && c.difficulty === "easy")).toBe(true);
    // Each bank card names where to check it.
    expect(easy.data.cards.map((c) => (c as { reference?: string }).reference).sort()).toEqual(["fc-ab-0", "fc-ab-1", "fc-ab-2", "fc-ab-3"].map((id) => `Miller's Anesthesia, 10th ed. (${id})`));

    const opioids = await batch(cookie, { mode: "adaptive", difficulty: "mixed", topicIds: ["pharmacology"], excludeIds: [], size: 5 });
    // Two bank cards, then the shortfall padded with the generic cards.
    expect(opioids.data.cards.slice(0, 2).map((c) => c.id).sort()).toEqual(["fc-op-0", "fc-op-1"]);
    expect(opioids.data.cards.slice(2).map((c) => c.id)).toEqual(GENERIC_CARDS.map((c) => c.id));
    expect(opioids.data.exhausted).toBe(false);
  });

  it("excludes used cards until all are used, then the used list resets", async () => {
    const { cookie } = await subscriber("fc-used");
    const first = await batch(cookie, { mode: "adaptive", topicIds: ["physiology"], excludeIds: ["fc-ab-0", "fc-ab-1"], size: 5 });
    const ids = first.data.cards.map((c) => c.id);
    expect(ids).toHaveLength(5);
    expect(ids).not.toContain("fc-ab-0");
    expect(ids).not.toContain("fc-ab-1");
    expect(first.data.reset).toBe(false);

    const all = ACID_BASE.map((c) => c.id);
    const again = await batch(cookie, { mode: "adaptive", topicIds: ["physiology"], excludeIds: all, size: 5 });
    expect(again.data.reset).toBe(true);
    expect(again.data.cards.every((c) => all.includes(c.id))).toBe(true);
  });

  it("falls back to the three built-in cards when the bank has none, then runs out", async () => {
    const { cookie } = await subscriber("fc-fallback");
    const first = await batch(cookie, { mode: "adaptive", topicIds: ["patient-care"], excludeIds: [], size: 3 });
    expect(first.data.cards.map((c) => c.id)).toEqual(FALLBACK_CARDS.map((c) => c.id));
    expect(first.data.cards.every((c) => c.source === "fallback")).toBe(true);
    expect(first.data.exhausted).toBe(false);
    const used = first.data.cards.map((c) => c.id);
    const rest = await batch(cookie, { mode: "adaptive", topicIds: ["patient-care"], excludeIds: used, size: 5 });
    expect(rest.data.cards.map((c) => c.id)).toEqual(GENERIC_CARDS.map((c) => c.id));
    expect(rest.data.exhausted).toBe(true);
    // A built-in card can be rated and scheduled like any other.
    expect((await rate(cookie, FALLBACK_CARDS[0]!.id, 2)).status).toBe(200);
  });

  it("weak areas draws on the user's weakest subtopic", async () => {
    const { cookie, userId } = await subscriber("fc-weak");
    const answer = (i: number, correct: number) =>
      env.DB.prepare(
        `insert into answers (id, user_id, question_id, topic_id, subtopic_id, correct, mode, answered_at, day)
         values (?1, ?2, 'q', 'physiology', 'acid-base', ?3, 'quiz', 0, '2026-01-01')`,
      ).bind(`${userId}-${i}`, userId, correct);
    await env.DB.batch([answer(1, 0), answer(2, 0), answer(3, 1)]);
    const weak = await batch(cookie, { mode: "weak_areas", topicIds: [], excludeIds: [], size: 5 });
    expect(weak.data.cards).toHaveLength(5);
    expect(weak.data.cards.every((c) => c.subtopicId === "acid-base")).toBe(true);
  });
});

describe("rating and the FSRS schedule", () => {
  it("schedules the card, logs the review and records an answer event, atomically", async () => {
    const { cookie, userId } = await subscriber("fc-rate");
    const before = Date.now();
    const r = await rate(cookie, "fc-ab-5", 4);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ nextDifficulty: "hard", correct: true, state: 1 });
    // Good on a new card: the 10-minute learning step.
    expect(r.data.due).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(r.data.due).toBeLessThan(Date.now() + 11 * 60_000);

    const schedule = await env.DB.prepare("select * from card_schedules where user_id = ?1").bind(userId).all<Record<string, unknown>>();
    expect(schedule.results).toHaveLength(1);
    expect(schedule.results[0]).toMatchObject({ card_id: "fc-ab-5", card_source: "bank", topic_id: "physiology", reps: 1, due: r.data.due });
    const reviews = await env.DB.prepare("select * from card_reviews where user_id = ?1").bind(userId).all<Record<string, unknown>>();
    expect(reviews.results).toHaveLength(1);
    expect(reviews.results[0]).toMatchObject({ card_id: "fc-ab-5", confidence: 4, rating: 3, state: 0 });
    const events = await env.DB.prepare("select * from answers where user_id = ?1").bind(userId).all<Record<string, unknown>>();
    expect(events.results).toHaveLength(1);
    expect(events.results[0]).toMatchObject({ question_id: "fc-ab-5", topic_id: "physiology", subtopic_id: "acid-base", mode: "flashcard", correct: 1 });

    // Low confidence counts as wrong and lowers the difficulty.
    const low = await rate(cookie, "fc-op-0", 2);
    expect(low.data).toMatchObject({ nextDifficulty: "easy", correct: false });
    const wrong = await env.DB.prepare("select correct from answers where user_id = ?1 and question_id = 'fc-op-0'").bind(userId).first<{ correct: number }>();
    expect(wrong?.correct).toBe(0);
  });

  it("rating the same card again moves its schedule on", async () => {
    const { cookie, userId } = await subscriber("fc-twice");
    const first = await rate(cookie, "fc-ab-6", 4);
    const second = await rate(cookie, "fc-ab-6", 5);
    expect(second.data.due).toBeGreaterThan(first.data.due);
    // Easy from a learning step graduates the card to Review, days away.
    expect(second.data.state).toBe(2);
    expect(second.data.scheduledDays).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("select reps, state, due from card_schedules where user_id = ?1 and card_id = 'fc-ab-6'")
      .bind(userId)
      .first<{ reps: number; state: number; due: number }>();
    expect(row).toEqual({ reps: 2, state: 2, due: second.data.due });
    const n = await env.DB.prepare("select count(*) as n from card_reviews where user_id = ?1").bind(userId).first<{ n: number }>();
    expect(n?.n).toBe(2);
  });

  it("rejects unknown cards and other users' model cards", async () => {
    const owner = await subscriber("fc-owner");
    const other = await subscriber("fc-other");
    await env.DB.prepare(
      `insert into ai_flashcards (id, user_id, topic_id, subtopic_id, difficulty, front, back, provider, created_at)
       values ('ai-private', ?1, 'physiology', 'acid-base', 'medium', 'Private front?', 'Private back.', 'mock', 0)`,
    )
      .bind(owner.userId)
      .run();
    expect((await rate(other.cookie, "ai-private", 5)).status).toBe(404);
    expect((await rate(other.cookie, "fc-nope", 5)).status).toBe(404);
    expect((await rate(owner.cookie, "ai-private", 5)).status).toBe(200);
    const theirs = await env.DB.prepare("select count(*) as n from card_schedules where user_id = ?1").bind(other.userId).first<{ n: number }>();
    expect(theirs?.n).toBe(0);
    expect((await rate(owner.cookie, "fc-ab-0", 6)).status).toBe(400);
  });
});

describe("review and due sessions", () => {
  it("the due session returns only the cards whose time has come, oldest first", async () => {
    const { cookie, userId } = await subscriber("fc-due");
    for (const id of ["fc-ab-0", "fc-ab-1", "fc-ab-2"]) expect((await rate(cookie, id, 4)).status).toBe(200);
    const past = Date.now() - 60_000;
    await env.DB.prepare("update card_schedules set due = ?1 where user_id = ?2 and card_id = 'fc-ab-1'").bind(past - 5_000, userId).run();
    await env.DB.prepare("update card_schedules set due = ?1 where user_id = ?2 and card_id = 'fc-ab-2'").bind(past, userId).run();

    const setup = (await query("flashcards.setup", cookie)) as { data: unknown };
    expect((setup.data as { dueCount: number }).dueCount).toBe(2);
    const notYet = await env.DB.prepare("select due from card_schedules where user_id = ?1 and card_id = 'fc-ab-0'").bind(userId).first<{ due: number }>();
    expect((setup.data as { nextDue: number | null }).nextDue).toBe(notYet!.due);
    const due = await batch(cookie, { mode: "due", excludeIds: [], size: 5 });
    expect(due.data.cards.map((c) => c.id)).toEqual(["fc-ab-1", "fc-ab-2"]);
    expect(due.data.exhausted).toBe(true);

    // Review covers every rated card, due or not.
    const reviewAll = await batch(cookie, { mode: "review", topicIds: ["physiology"], excludeIds: ["fc-ab-1"], size: 5 });
    expect(reviewAll.data.cards.map((c) => c.id).sort()).toEqual(["fc-ab-0", "fc-ab-2"]);
    const none = await batch(cookie, { mode: "review", topicIds: ["pharmacology"], excludeIds: [], size: 5 });
    expect(none.data).toMatchObject({ cards: [], exhausted: true });
  });
});

describe("cards set back to draft", () => {
  it("are no longer served, due or accepted for rating", async () => {
    const { cookie, userId } = await subscriber("fc-retired");
    await env.DB.prepare(
      `insert into flashcards (id, topic_id, subtopic_id, difficulty, front, back, created_at, updated_at)
       values ('fc-retired', 'emergency-management', 'anaphylaxis', 'medium', 'First-line drug for anaphylaxis?', 'Epinephrine.', 0, 0)`,
    ).run();
    const served = async () => (await batch(cookie, { mode: "adaptive", topicIds: ["emergency-management"], excludeIds: [], size: 5 })).data.cards.map((c) => c.id);
    const dueCount = async () => ((await query("flashcards.setup", cookie)) as { data: { dueCount: number } }).data.dueCount;
    expect(await served()).toContain("fc-retired");
    expect((await rate(cookie, "fc-retired", 4)).status).toBe(200);
    await env.DB.prepare("update card_schedules set due = ?1 where user_id = ?2 and card_id = 'fc-retired'").bind(Date.now() - 60_000, userId).run();
    expect(await dueCount()).toBe(1);
    expect((await batch(cookie, { mode: "due", excludeIds: [], size: 5 })).data.cards.map((c) => c.id)).toEqual(["fc-retired"]);

    await env.DB.prepare("update flashcards set status = 'draft' where id = 'fc-retired'").run();
    expect(await served()).not.toContain("fc-retired");
    expect(await dueCount()).toBe(0);
    expect((await batch(cookie, { mode: "due", excludeIds: [], size: 5 })).data).toMatchObject({ cards: [], exhausted: true });
    expect((await batch(cookie, { mode: "review", topicIds: ["emergency-management"], excludeIds: [], size: 5 })).data.cards).toEqual([]);
    expect((await rate(cookie, "fc-retired", 4)).status).toBe(404);
    // The history is kept: one review, one answer event, from before the card was retired.
    const reviews = await env.DB.prepare("select count(*) as n from card_reviews where user_id = ?1").bind(userId).first<{ n: number }>();
    expect(reviews?.n).toBe(1);
  });
});

describe("cards from a configured model", () => {
  /** A configured model whose replies are `replies`, one per call (the last repeating). */
  const mockAi = (replies: string | (string | Error)[], opts: { structuredOutput?: boolean } = {}) => {
    const { ai, model } = mockModel(Array.isArray(replies) ? replies : [replies], opts);
    return { ...ai, model };
  };
  const deps = (userId: string, ai: Ai) => ({ db: createDb(env.DB), d1: env.DB, ai, userId, now: new Date() });
  const input = { mode: "adaptive" as const, difficulty: "mixed" as const, topicIds: ["physiology"], excludeIds: [], size: 3 };

  it("stores valid model cards as the user's AI cards and drops invalid ones", async () => {
    const { userId, cookie } = await subscriber("fc-ai");
    const reply = JSON.stringify({
      cards: [
        { front: "What is the normal arterial pH range?", back: "7.35 to 7.45.", difficulty: "easy" },
        { front: "What does the Henderson-Hasselbalch equation relate?", back: "pH to the ratio of bicarbonate to dissolved CO2.", difficulty: "Hard" },
        { front: "", back: "An empty front is rejected." },
        { front: "What is the normal PaCO2?", back: "35 to 45 mmHg.", difficulty: "weird" },
      ],
    });
    const result = await nextBatch(deps(userId, mockAi(`Here you go:\n\`\`\`json\n${reply}\n\`\`\``)), input);
    expect(result.notice).toBeNull();
    expect(result.cards.map((c: SessionCard) => [c.source, c.front, c.difficulty])).toEqual([
      ["ai", "What is the normal arterial pH range?", "easy"],
      ["ai", "What does the Henderson-Hasselbalch equation relate?", "hard"],
      ["ai", "What is the normal PaCO2?", "medium"],
    ]);
    const stored = await env.DB.prepare("select id, topic_id, provider from ai_flashcards where user_id = ?1 order by front").bind(userId).all<Record<string, string>>();
    expect(stored.results).toHaveLength(3);
    expect(stored.results.every((r) => r.topic_id === "physiology" && r.provider === "Mock model" && r.id!.startsWith("ai-"))).toBe(true);
    // Stored model cards are rated like bank cards.
    expect((await rate(cookie, result.cards[0]!.id, 3)).status).toBe(200);
  });

  it("falls back to the bank when the model's output is malformed", async () => {
    const { userId } = await subscriber("fc-ai-bad");
    const result = await nextBatch(deps(userId, mockAi("Sorry, I cannot help with that.")), input);
    expect(result.cards).toHaveLength(3);
    expect(result.cards.every((c) => c.source === "database" && c.topicId === "physiology")).toBe(true);
    expect(result.notice).toBe("Failed to call AI service. Using fallback questions instead.");
    const stored = await env.DB.prepare("select count(*) as n from ai_flashcards where user_id = ?1").bind(userId).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  const validCards = JSON.stringify({
    cards: [
      { front: "What is the normal arterial pH range?", back: "7.35 to 7.45.", difficulty: "easy" },
      { front: "What is the normal PaCO2?", back: "35 to 45 mmHg.", difficulty: "medium" },
    ],
  });
  const storedCount = async (userId: string) =>
    (await env.DB.prepare("select count(*) as n from ai_flashcards where user_id = ?1").bind(userId).first<{ n: number }>())?.n;

  it("asks for the flashcards budget and, where the provider takes one, the cards' JSON schema", async () => {
    const { userId } = await subscriber("fc-ai-schema");
    const ai = mockAi(validCards, { structuredOutput: true });
    const result = await nextBatch(deps(userId, ai), input);
    expect(result.cards.slice(0, 2).map((c) => [c.source, c.front])).toEqual([
      ["ai", "What is the normal arterial pH range?"],
      ["ai", "What is the normal PaCO2?"],
    ]);
    const call0 = ai.model.doGenerateCalls[0]!;
    expect(call0.maxOutputTokens).toBe(AI_OUTPUT_TOKENS.flashcards);
    expect(call0.responseFormat).toMatchObject({ type: "json", schema: { type: "object", properties: { cards: { type: "array" } } } });
  });

  it("still reads the cards of a model that wraps its JSON in prose though a schema was asked for", async () => {
    const { userId } = await subscriber("fc-ai-prose");
    const ai = mockAi(`Sure! Here are your cards:\n\`\`\`json\n${validCards}\n\`\`\``, { structuredOutput: true });
    const result = await nextBatch(deps(userId, ai), input);
    expect(result.notice).toBeNull();
    expect(result.cards.filter((c) => c.source === "ai")).toHaveLength(2);
  });

  it("falls back to the bank when the reply was cut off at its budget, though its JSON is whole", async () => {
    const { userId } = await subscriber("fc-ai-cut");
    const rambling = "These cards cover the essentials of acid-base balance. ".repeat(AI_OUTPUT_TOKENS.flashcards / 8);
    const result = await nextBatch(deps(userId, mockAi(`\`\`\`json\n${validCards}\n\`\`\`\n${rambling}`)), input);
    expect(result.notice).toBe(aiMessages.other);
    expect(result.cards.every((c) => c.source === "database")).toBe(true);
    expect(await storedCount(userId)).toBe(0);
  });

  it("tries a busy provider (429) once more, but not a refused request (400)", async () => {
    const busy = await subscriber("fc-ai-busy");
    const retried = mockAi([httpError(429, "Too Many Requests"), validCards]);
    const result = await nextBatch(deps(busy.userId, retried), input);
    expect(retried.model.doGenerateCalls).toHaveLength(2);
    expect(result.notice).toBeNull();
    expect(result.cards.filter((c) => c.source === "ai")).toHaveLength(2);

    const refused = await subscriber("fc-ai-400");
    const once = mockAi([httpError(400, "Bad Request"), validCards]);
    const fallback = await nextBatch(deps(refused.userId, once), input);
    expect(once.model.doGenerateCalls).toHaveLength(1);
    expect(fallback.notice).toBe(aiMessages.other);
    expect(fallback.cards.every((c) => c.source === "database")).toBe(true);
  });
});
