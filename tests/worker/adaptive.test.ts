import { MockLanguageModelV4 } from "ai/test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_IN_QUESTIONS } from "../../src/shared/adaptive.ts";
import { AI_OUTPUT_TOKENS, aiMessages } from "../../src/shared/ai.ts";
import { answerQuestion } from "../../src/worker/adaptive/answers.ts";
import { nextQuestion } from "../../src/worker/adaptive/questions.ts";
import type { NextInput } from "../../src/worker/adaptive/types.ts";
import type { Ai } from "../../src/worker/ai/provider.ts";
import { createDb } from "../../src/worker/db.ts";
import { httpError, mockModel } from "./ai-helpers.ts";
import { call, query, setSubscription, signUp, uniqueEmail } from "./http.ts";

type Row = [id: string, topicId: string, subtopicId: string, difficulty: string, stem: string];
const BANK: Row[] = [
  ["ad-ab-easy", "physiology", "acid-base", "easy", "Acid-base easy: which buffer system is the largest in blood plasma?"],
  ["ad-ab-medium", "physiology", "acid-base", "medium", "Acid-base medium: a pH of 7.25 with a PaCO2 of 60 mmHg shows which disorder?"],
  ["ad-renal-medium", "physiology", "renal-physiology", "medium", "Renal medium: which segment of the nephron reabsorbs most filtered sodium?"],
  ["ad-renal-easy", "physiology", "renal-physiology", "easy", "Renal easy: what is a normal glomerular filtration rate in a young adult?"],
  ["ad-opioid-medium", "pharmacology", "opioids", "medium", "Opioids medium: which opioid has an ester linkage metabolised by plasma esterases?"],
];

async function seedBank() {
  await env.DB.batch(
    BANK.map(([id, topicId, subtopicId, difficulty, stem]) =>
      env.DB.prepare(
        `insert or ignore into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, created_at, updated_at)
         values (?1, ?2, ?3, ?4, ?5, 'Alpha', 'Bravo', 'Charlie', 'Delta', 'B', 'Bravo is right.', 'ref', 0, 0)`,
      ).bind(id, topicId, subtopicId, difficulty, stem),
    ),
  );
}

const acidBase = { topicId: "physiology", subtopicId: "acid-base", name: "Acid-Base Balance" };
const nextInput = (over: Partial<NextInput> = {}): NextInput => ({ topic: acidBase, difficulty: "medium", usedIds: [], recent: [], ...over });

async function subscriber(prefix: string) {
  const { cookie, body } = await signUp(uniqueEmail(prefix));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

async function post(path: string, cookie: string, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: Record<string, unknown> }; error?: { message: string } };
  return { status: res.status, data: body.result?.data as Record<string, any>, error: body.error };
}

async function answerRows(userId: string) {
  return (await env.DB.prepare("select * from answers where user_id = ?1 order by answered_at").bind(userId).all<Record<string, unknown>>()).results;
}

/** A configured (non-offline) model whose replies are `replies` (one per call, the last repeating), or which throws them. */
function mockAi(replies: string | Error | (string | Error)[], opts: { structuredOutput?: boolean } = {}): Ai & { model: MockLanguageModelV4 } {
  const { ai, model } = mockModel(Array.isArray(replies) ? replies : [replies], opts);
  return { ...ai, model };
}

const validQuestion = {
  question: "Which drug is the specific treatment for malignant hyperthermia?",
  options: ["Dantrolene", "Propofol", "Esmolol", "Midazolam"],
  correctAnswer: "Dantrolene",
  explanation: "Dantrolene blocks calcium release through RYR1.",
};

/** Valid, and not a repeat of validQuestion. */
const otherValidQuestion = {
  question: "Which drug reverses rocuronium by encapsulating it?",
  options: ["Sugammadex", "Neostigmine", "Glycopyrrolate", "Edrophonium"],
  correctAnswer: "Sugammadex",
  explanation: "Sugammadex binds rocuronium in plasma; the others are cholinesterase inhibitors or an anticholinergic.",
};

describe("adaptive questions", () => {
  beforeAll(async () => {
    await seedBank();
    await env.DB.batch(
      [
        ["ad-review-1", "physiology", "acid-base"],
        ["ad-review-2", "pharmacology", "opioids"],
      ].map(([id, t, s]) =>
        env.DB.prepare(
          `insert or ignore into review_items (id, topic_id, subtopic_id, content, reference, created_at, updated_at) values (?1, ?2, ?3, 'Review content about ' || ?3, 'ref', 0, 0)`,
        ).bind(id, t, s),
      ),
    );
  });

  it("starts a session with a rotation drawn from subtopics that have review items", async () => {
    const { cookie } = await subscriber("ad-start");
    const res = await post("adaptive.start", cookie, undefined);
    expect(res.status).toBe(200);
    expect(res.data.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.data.topicSource).toBe("review");
    expect(res.data.generator).toBeNull(); // no model configured in tests
    const names = (res.data.rotation as { name: string }[]).map((t) => t.name).sort();
    expect(names).toEqual(["Acid-Base Balance", "Opioids"]);

    const { cookie: other } = await signUp(uniqueEmail("ad-unsub"));
    expect((await post("adaptive.start", other, undefined)).status).toBe(403);
  });

  it("offline, serves bank questions matching the subtopic, then the topic, then the difficulty, never with the answer", async () => {
    const { cookie } = await subscriber("ad-next");
    const next = async (over: Record<string, unknown>) => (await post("adaptive.next", cookie, { ...nextInput(), ...over })).data;

    const first = await next({});
    expect(first).toMatchObject({ id: "ad-ab-medium", topic: "Acid-Base Balance", difficulty: "medium", source: "bank", notice: null });
    expect(first.options).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect(first.adaptiveReason).toBe("A medium question on Acid-Base Balance, chosen from the question bank to match your level.");
    expect(Object.keys(first).sort()).toEqual(["adaptiveReason", "difficulty", "figure", "id", "notice", "options", "question", "source", "subtopicId", "topic", "topicId"]);
    expect(JSON.stringify(first)).not.toContain("Bravo is right");

    // same subtopic at another difficulty beats the same difficulty elsewhere in the topic
    expect((await next({ usedIds: ["ad-ab-medium"] })).id).toBe("ad-ab-easy");
    const topicLevel = await next({ usedIds: ["ad-ab-medium", "ad-ab-easy"] });
    expect(topicLevel.id).toBe("ad-renal-medium");
    expect(topicLevel.adaptiveReason).toContain("closest match");
    // a repeat (same first 50 characters and topic) is skipped
    const recent = [{ question: `${BANK[2]![4].slice(0, 50)} and then something new`, topic: "Renal Physiology" }];
    expect((await next({ usedIds: ["ad-ab-medium", "ad-ab-easy"], recent })).id).toBe("ad-renal-easy");
    // with the topic used up, another topic at the difficulty
    expect((await next({ usedIds: ["ad-ab-medium", "ad-ab-easy", "ad-renal-medium", "ad-renal-easy"] })).id).toBe("ad-opioid-medium");
    // no topic at all (an empty rotation) still gets a question
    expect((await next({ topic: undefined })).source).toBe("bank");
  });

  it("checks an answer on the server and records it once, even when submitted twice", async () => {
    const { cookie, userId } = await subscriber("ad-answer");
    const sessionId = crypto.randomUUID();
    const right = await post("adaptive.answer", cookie, { sessionId, number: 1, questionId: "ad-ab-medium", choice: "  Bravo " });
    expect(right.data).toEqual({ correct: true, correctAnswer: "Bravo", explanation: "Bravo is right.", feedback: aiMessages.feedbackCorrect, recorded: true });

    // the double submit, even with another option, keeps the first verdict and records nothing
    const again = await post("adaptive.answer", cookie, { sessionId, number: 1, questionId: "ad-ab-medium", choice: "Alpha" });
    expect(again.data).toMatchObject({ correct: true, recorded: false });
    let rows = await answerRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ question_id: "ad-ab-medium", topic_id: "physiology", subtopic_id: "acid-base", chosen_letter: "B", correct: 1, mode: "adaptive" });

    const wrong = await post("adaptive.answer", cookie, { sessionId, number: 2, questionId: "ad-opioid-medium", choice: "Delta" });
    expect(wrong.data).toMatchObject({ correct: false, correctAnswer: "Bravo", feedback: aiMessages.feedbackIncorrect("Bravo"), recorded: true });

    const builtIn = BUILT_IN_QUESTIONS[0]!;
    const b = await post("adaptive.answer", cookie, { sessionId, number: 3, questionId: builtIn.id, choice: builtIn.correctAnswer });
    expect(b.data).toMatchObject({ correct: true, explanation: builtIn.explanation });
    rows = await answerRows(userId);
    expect(rows.map((r) => [r.question_id, r.topic_id, r.correct])).toEqual([
      ["ad-ab-medium", "physiology", 1],
      ["ad-opioid-medium", "pharmacology", 0],
      [builtIn.id, builtIn.topicId, 1],
    ]);

    // the dashboard's figures come from the same rows
    const list = (await query("courses.list", cookie)) as { data: { id: string; progress: number }[] };
    expect(list.data.find((m) => m.id === "physiology")!.progress).toBe(100);
    expect(list.data.find((m) => m.id === "pharmacology")!.progress).toBe(0);

    expect((await post("adaptive.answer", cookie, { sessionId, number: 4, questionId: "ad-ab-medium", choice: "Echo" })).status).toBe(400);
    expect((await post("adaptive.answer", cookie, { sessionId, number: 4, questionId: "nope", choice: "Alpha" })).status).toBe(404);
    // the same attempt number cannot be reused for another question
    expect((await post("adaptive.answer", cookie, { sessionId, number: 1, questionId: "ad-renal-easy", choice: "Alpha" })).status).toBe(409);
    expect(await answerRows(userId)).toHaveLength(3);
  });

  it("neither serves nor checks a question once it is set back to draft", async () => {
    const { cookie, userId } = await subscriber("ad-draft");
    await env.DB.prepare(
      `insert into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, created_at, updated_at)
       values ('ad-retired', 'patient-care', 'positioning', 'hard', 'Positioning hard: which nerve is most often injured in the lithotomy position?', 'Alpha', 'Bravo', 'Charlie', 'Delta', 'C', 'Charlie is right.', 'ref', 0, 0)`,
    ).run();
    const positioning = { topicId: "patient-care", subtopicId: "positioning", name: "Positioning" };
    const sessionId = crypto.randomUUID();
    expect((await post("adaptive.next", cookie, nextInput({ topic: positioning, difficulty: "hard" }))).data.id).toBe("ad-retired");
    expect((await post("adaptive.answer", cookie, { sessionId, number: 1, questionId: "ad-retired", choice: "Charlie" })).data).toMatchObject({ correct: true });

    await env.DB.prepare("update questions set status = 'draft' where id = 'ad-retired'").run();
    for (let i = 0; i < 5; i++) expect((await post("adaptive.next", cookie, nextInput({ topic: positioning, difficulty: "hard" }))).data.id).not.toBe("ad-retired");
    // Its key is no longer given out, and the answer is not recorded.
    const refused = await post("adaptive.answer", cookie, { sessionId, number: 2, questionId: "ad-retired", choice: "Charlie" });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused)).not.toContain("Charlie is right");
    expect((await answerRows(userId)).map((r) => r.question_id)).toEqual(["ad-retired"]);
  });

  describe("with a configured model", () => {
    const db = () => createDb(env.DB);

    it("stores a valid generated question and checks answers to it on the server, for its owner only", async () => {
      const { userId } = await subscriber("ad-ai");
      const ai = mockAi(`Here you go:\n\`\`\`json\n${JSON.stringify(validQuestion)}\n\`\`\``);
      const q = await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput({ recent: [{ question: "An earlier question", topic: "Acid-Base Balance" }] }));
      expect(q).toMatchObject({ source: "ai", topic: "Acid-Base Balance", difficulty: "medium", options: validQuestion.options, notice: null });
      expect(q.id).toMatch(/^ai-/);
      expect(JSON.stringify(q)).not.toContain(validQuestion.explanation);

      const call0 = ai.model.doGenerateCalls[0]!;
      const system = JSON.stringify(call0.prompt);
      expect(system).toContain("Task: adaptive-question");
      expect(system).toContain("Review content about acid-base"); // grounded on retrieved items
      expect(system).toContain("An earlier question");

      const stored = await env.DB.prepare("select * from generated_questions where id = ?1").bind(q.id).first<Record<string, unknown>>();
      expect(stored).toMatchObject({ user_id: userId, topic_id: "physiology", subtopic_id: "acid-base", correct_index: 0, provider: "Mock model" });

      const sessionId = crypto.randomUUID();
      const verdict = await answerQuestion({ db: db(), userId, now: new Date() }, { sessionId, number: 1, questionId: q.id, choice: "Dantrolene" });
      expect(verdict).toMatchObject({ correct: true, correctAnswer: "Dantrolene", explanation: validQuestion.explanation });
      expect(await answerRows(userId)).toEqual([expect.objectContaining({ question_id: q.id, topic_id: "physiology", correct: 1, mode: "adaptive" })]);

      const stranger = await subscriber("ad-stranger");
      await expect(answerQuestion({ db: db(), userId: stranger.userId, now: new Date() }, { sessionId, number: 1, questionId: q.id, choice: "Dantrolene" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    });

    it("asks for the adaptive budget and, where the provider takes one, the question's JSON schema", async () => {
      const { userId } = await subscriber("ad-structured");
      const ai = mockAi(JSON.stringify(validQuestion), { structuredOutput: true });
      const q = await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput());
      expect(q).toMatchObject({ source: "ai", options: validQuestion.options });
      const call0 = ai.model.doGenerateCalls[0]!;
      expect(call0.maxOutputTokens).toBe(AI_OUTPUT_TOKENS.adaptive);
      expect(call0.responseFormat).toMatchObject({ type: "json", schema: { type: "object", required: expect.arrayContaining(["question", "options", "correctAnswer", "explanation"]) } });
    });

    it("reads the JSON out of the text of a model that ignores the format, or is never sent one", async () => {
      const fenced = `Here is your question:\n\`\`\`json\n${JSON.stringify(validQuestion)}\n\`\`\``;
      for (const structuredOutput of [true, false]) {
        const { userId } = await subscriber("ad-text");
        const ai = mockAi(fenced, { structuredOutput });
        expect(await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput())).toMatchObject({ source: "ai", notice: null });
        expect(ai.model.doGenerateCalls[0]!.responseFormat?.type === "json").toBe(structuredOutput);
      }
    });

    it("gets its question from a busy provider's second answer", async () => {
      const { userId } = await subscriber("ad-busy");
      const ai = mockAi([httpError(503, "Service Unavailable"), JSON.stringify(validQuestion)]);
      const q = await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput());
      expect(q).toMatchObject({ source: "ai", notice: null, options: validQuestion.options });
      expect(ai.model.doGenerateCalls).toHaveLength(2);
    });

    // [case, reply, notice, model calls]: a busy provider (500) gets one more try, nothing else does.
    const broken: [string, string | Error, string, number][] = [
      ["two correct options", JSON.stringify({ ...validQuestion, options: ["Dantrolene", "dantrolene", "Esmolol", "Midazolam"] }), aiMessages.other, 1],
      ["three options", JSON.stringify({ ...validQuestion, options: ["Dantrolene", "Propofol", "Esmolol"] }), aiMessages.other, 1],
      ["malformed JSON", '{"question": "Which drug', aiMessages.other, 1],
      ["a repeat of a recent question", JSON.stringify({ ...validQuestion, question: "Which drug is the specific treatment for malignant hyperthermia? Pick one." }), aiMessages.other, 1],
      ["a thrown 500 error, twice", httpError(500, "Internal Server Error"), aiMessages.other, 2],
      ["a refused request (400)", httpError(400, "Bad Request"), aiMessages.other, 1],
      [
        // The JSON before the cut is whole, but an answer cut off at the budget is not trusted.
        "a reply cut off at its output budget",
        `\`\`\`json\n${JSON.stringify(otherValidQuestion)}\n\`\`\`\n${"And here is some more about sugammadex. ".repeat(AI_OUTPUT_TOKENS.adaptive / 6)}`,
        aiMessages.other,
        1,
      ],
    ];

    it.each(broken)("falls back to a bank question on %s", async (_case, reply, notice, calls) => {
      const { userId } = await subscriber("ad-broken");
      const ai = mockAi(reply);
      const recent = [{ question: validQuestion.question, topic: "Acid-Base Balance" }];
      const q = await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput({ recent }));
      expect(ai.model.doGenerateCalls).toHaveLength(calls);
      expect(q).toMatchObject({ id: "ad-ab-medium", source: "bank", adaptiveReason: aiMessages.adaptiveFallbackReason, notice });
      const generated = await env.DB.prepare("select count(*) as n from generated_questions where user_id = ?1").bind(userId).first<{ n: number }>();
      expect(generated!.n).toBe(0);
    });

    it("falls back to a built-in question when the bank is empty too", async () => {
      const { userId } = await subscriber("ad-empty");
      await env.DB.prepare("delete from questions").run();
      const ai = mockAi(httpError(401, "Unauthorized"));
      const first = await nextQuestion({ db: db(), d1: env.DB, ai, userId, now: new Date() }, nextInput({ topic: { topicId: "equipment-technology", subtopicId: "capnography", name: "Capnography" }, difficulty: "hard" }));
      expect(first).toMatchObject({ id: "builtin-capnography-bronchospasm", source: "fallback", adaptiveReason: aiMessages.adaptiveFallbackReason, notice: aiMessages.configuration });
      const offline: Ai = { ...ai, provider: { kind: "offline", label: "offline", model: "offline" } };
      const second = await nextQuestion({ db: db(), d1: env.DB, ai: offline, userId, now: new Date() }, nextInput({ usedIds: [first.id] }));
      expect(second).toMatchObject({ source: "fallback", notice: null });
      expect(second.id).not.toBe(first.id);
      expect(ai.model.doGenerateCalls).toHaveLength(1); // offline never calls the model
      await seedBank();
    });
  });
});
