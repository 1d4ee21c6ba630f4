import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { DOMAIN_IDS, domainName } from "../../src/shared/blueprint.ts";
import { FREE_QUIZ_NOT_SERVED_MESSAGE } from "../../src/shared/free-pages.ts";
import { decodeClaims, encodeClaims, FREE_QUIZ_TOKEN_TTL_MS, joinToken, splitToken } from "../../src/shared/free-quiz-token.ts";
import { signQuizToken } from "../../src/worker/free/quiz-token.ts";
import { call, query } from "./http.ts";

const TOPICS = ["pharmacology", "physiology", "pathophysiology", "equipment-technology"];

type QuizQuestion = { id: string; stem: string; options: Record<string, string>; topic: string; domain: string; difficulty: string };

async function post(path: string, input?: unknown) {
  const res = await call(`/api/trpc/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: input === undefined ? undefined : JSON.stringify(input),
  });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown }; error?: { message: string } } };
}

type Quiz = { token: string; questions: QuizQuestion[] };
const served = async () => (await post("free.quiz")).body.result!.data as Quiz;
const quiz = async () => (await served()).questions;
const secret = () => (env as { BETTER_AUTH_SECRET: string }).BETTER_AUTH_SECRET;

describe("free pages (signed out)", () => {
  beforeAll(async () => {
    const insert = (id: string, topic: string, status: string, domain = "") =>
      env.DB.prepare(
        `insert into questions (id, topic_id, subtopic_id, domain_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, status, created_at, updated_at)
         values (?1, ?2, 'x', ?6, 'medium', ?3, 'opt a', 'opt b', 'opt c', 'opt d', 'C', ?4, 'ref', ?5, 0, 0)`,
      ).bind(id, topic, `Stem ${id}?`, `Explained ${id}`, status, domain);
    const rows = [];
    // 5 published questions in each of 4 topics and 4 exam domains, plus drafts that must never be served.
    TOPICS.forEach((topic, t) => {
      for (let i = 0; i < 5; i++) rows.push(insert(`fq-${topic}-${i}`, topic, "published", DOMAIN_IDS[t]!));
    });
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

  it("serves 10 distinct published questions without answers, spread over the exam domains", async () => {
    const data = await served();
    expect(Object.keys(data).sort()).toEqual(["questions", "token"]);
    // The token names exactly the questions served, for two hours.
    const claims = decodeClaims(splitToken(data.token)!.payload)!;
    expect(claims.ids.sort()).toEqual(data.questions.map((q) => q.id).sort());
    expect(claims.exp - Date.now()).toBeGreaterThan(FREE_QUIZ_TOKEN_TTL_MS - 60_000);
    expect(claims.exp - Date.now()).toBeLessThanOrEqual(FREE_QUIZ_TOKEN_TTL_MS);
    const set = data.questions;
    expect(set).toHaveLength(10);
    expect(new Set(set.map((q) => q.id)).size).toBe(10);
    for (const q of set) {
      expect(Object.keys(q).sort()).toEqual(["difficulty", "domain", "figure", "id", "options", "stem", "topic"]);
      expect(q.options).toEqual({ A: "opt a", B: "opt b", C: "opt c", D: "opt d" });
      expect(q.id).not.toMatch(/draft/);
    }
    // Round-robin over the exam domains: every domain appears, none more than 3 times out of 10.
    const perDomain = new Map<string, number>();
    for (const q of set) perDomain.set(q.domain, (perDomain.get(q.domain) ?? 0) + 1);
    expect([...perDomain.keys()].sort()).toEqual(DOMAIN_IDS.slice(0, 4).map(domainName).sort());
    expect(Math.max(...perDomain.values())).toBeLessThanOrEqual(3);
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

  it("checks an answer to a question of the visitor's set on the server", async () => {
    const { token, questions } = await served();
    const id = questions[0]!.id;
    const right = await post("free.check", { token, questionId: id, letter: "C" });
    expect(right.body.result!.data).toEqual({ correct: true, correctLetter: "C", explanation: `Explained ${id}` });
    const wrong = await post("free.check", { token, questionId: id, letter: "A" });
    expect(wrong.body.result!.data).toMatchObject({ correct: false, correctLetter: "C" });
    // Every question of the set can be checked with the same token.
    for (const q of questions) expect((await post("free.check", { token, questionId: q.id, letter: "B" })).status).toBe(200);
    expect((await post("free.check", { token, questionId: id, letter: "E" })).status).toBe(400);
    expect((await post("free.check", { questionId: id, letter: "C" })).status).toBe(400);
    expect((await post("free.check", { token: "x".repeat(2001), questionId: id, letter: "C" })).status).toBe(400);
  });

  it("refuses a question that was not served to this visitor, with a clear message", async () => {
    const { token, questions } = await served();
    const other = ["pharmacology", "physiology", "pathophysiology", "equipment-technology"]
      .flatMap((t) => [0, 1, 2, 3, 4].map((i) => `fq-${t}-${i}`))
      .find((id) => !questions.some((q) => q.id === id))!;
    const refused = await post("free.check", { token, questionId: other, letter: "C" });
    expect(refused.status).toBe(403);
    expect(refused.body.error!.message).toBe(FREE_QUIZ_NOT_SERVED_MESSAGE);
    expect(JSON.stringify(refused.body)).not.toContain(`Explained ${other}`);
  });

  it("refuses forged, tampered and malformed tokens", async () => {
    const { token, questions } = await served();
    const id = questions[0]!.id;
    const { payload, signature } = splitToken(token)!;
    const refusedWith = async (forged: string, questionId = id) => {
      const res = await post("free.check", { token: forged, questionId, letter: "C" });
      expect(res.status).toBe(403);
      expect(res.body.error!.message).toBe(FREE_QUIZ_NOT_SERVED_MESSAGE);
    };
    // The same signature over claims that add an id.
    const claims = decodeClaims(payload)!;
    await refusedWith(joinToken(encodeClaims({ ...claims, ids: [...claims.ids, "fq-extra"] }), signature), "fq-extra");
    // A later expiry under the old signature.
    await refusedWith(joinToken(encodeClaims({ ...claims, exp: claims.exp + 86_400_000 }), signature));
    // A flipped signature character, a signature by another key, and things that are not tokens at all.
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    await refusedWith(joinToken(payload, flipped));
    await refusedWith(await signQuizToken("another-secret-entirely", [id], Date.now()));
    await refusedWith(payload);
    await refusedWith(`${token}.more`);
    await refusedWith("not a token");
    await refusedWith(`${payload}.`);
  });

  it("refuses an expired token", async () => {
    const id = "fq-physiology-1";
    const fresh = await signQuizToken(secret(), [id], Date.now());
    expect((await post("free.check", { token: fresh, questionId: id, letter: "C" })).status).toBe(200);
    const old = await signQuizToken(secret(), [id], Date.now() - FREE_QUIZ_TOKEN_TTL_MS - 1000);
    const refused = await post("free.check", { token: old, questionId: id, letter: "C" });
    expect(refused.status).toBe(403);
    expect(refused.body.error!.message).toBe(FREE_QUIZ_NOT_SERVED_MESSAGE);
  });

  it("never signs without the app secret", async () => {
    await expect(signQuizToken(undefined, ["fq-physiology-0"], Date.now())).rejects.toThrow(/BETTER_AUTH_SECRET/);
    await expect(signQuizToken("", ["fq-physiology-0"], Date.now())).rejects.toThrow(/BETTER_AUTH_SECRET/);
  });

  it("never answers for a draft, even one a token lists", async () => {
    const token = await signQuizToken(secret(), ["fq-draft-0"], Date.now());
    expect((await post("free.check", { token, questionId: "fq-draft-0", letter: "C" })).status).toBe(404);
  });

  it("records nothing for a visitor's answers", async () => {
    const answers = async () => (await env.DB.prepare("select count(*) as n from answers").first<{ n: number }>())!.n;
    const before = await answers();
    const { token, questions } = await served();
    expect((await post("free.check", { token, questionId: questions[0]!.id, letter: "C" })).status).toBe(200);
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
