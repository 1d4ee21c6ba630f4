// The hosted-provider paths end to end: the real routes and tRPC procedures, the real
// workers-ai-provider, and a fake Workers AI binding that behaves like the real one (output cut at
// max_tokens, 256 when none is sent; capacity errors thrown as plain Errors; JSON mode).
import { describe, expect, it } from "vitest";
import { AI_OUTPUT_TOKENS, aiMessages } from "../../src/shared/ai.ts";
import { parseStudyGuide } from "../../src/shared/study-guide.ts";
import { DEFAULT_WORKERS_AI_MODEL } from "../../src/worker/ai/configuration.ts";
import { contextOf, countTokens, fakeWorkersAi, noticeOf, readStream, workersAiCapacityError, WORKERS_AI_DEFAULT_MAX_TOKENS } from "./ai-helpers.ts";
import { callWith, postWith, subscriber } from "./http.ts";

const cookieOfSubscriber = async () => (await subscriber("ai-provider")).cookie;
const notice = noticeOf;
const context = contextOf;
const predefined = { mode: "predefined", topicId: "pharmacology", subtopicId: "opioids" };
const ask = (text: string) => ({ messages: [{ role: "user", text }] });

async function trpc(settings: Parameters<typeof postWith>[0], path: string, cookie: string, input: unknown) {
  const res = await postWith(settings, `/api/trpc/${path}`, cookie, input);
  const body = (await res.json()) as { result?: { data: any }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, error: body.error };
}

/** A guide of about 600 words whose practice questions start well past Workers AI's default 256 tokens. */
const LONG_GUIDE = [
  "## Overview",
  "",
  "Opioids act on mu, kappa and delta receptors in the brain and spinal cord [1]. ".repeat(6).trim(),
  "",
  "## Clinical Review Points",
  "",
  ...Array.from({ length: 10 }, (_, i) => `- Review point ${i + 1}: opioids depress the ventilatory response to carbon dioxide, so titrate doses to effect and monitor breathing [1].`),
  "",
  "## Clinical Scenarios",
  "",
  ...Array.from({ length: 4 }, (_, i) => `- Scenario ${i + 1}: a patient in the recovery room is slow to breathe after fentanyl; stimulate, support the airway, and consider naloxone in small doses [1].`),
  "",
  "## Practice Questions",
  "",
  ...Array.from({ length: 5 }, (_, i) => `### Question ${i + 1}\nWhich receptor mediates most opioid analgesia?\n\nA) Mu\nB) Kappa\nC) Delta\nD) Nociceptin\n\n**Answer:** A) Mu [1]\n`),
].join("\n");

const CARDS = {
  cards: [
    { front: "What is the usual induction dose of propofol?", back: "1.5 to 2.5 mg/kg IV.", difficulty: "easy" },
    { front: "Which opioid is metabolised by plasma esterases?", back: "Remifentanil.", difficulty: "medium" },
  ],
};
const QUESTION = {
  question: "Which drug is the specific treatment for malignant hyperthermia?",
  options: ["Dantrolene", "Propofol", "Esmolol", "Midazolam"],
  correctAnswer: "Dantrolene",
  explanation: "Dantrolene blocks calcium release through RYR1.",
};
const acidBase = { topic: { topicId: "physiology", subtopicId: "acid-base", name: "Acid-Base Balance" }, difficulty: "medium", usedIds: [], recent: [] };

describe("Workers AI through the real routes", () => {
  it("streams a whole study guide: the guide budget goes out as max_tokens, to the default model", async () => {
    // Workers AI's default limit would end this guide inside its review points.
    expect(countTokens(LONG_GUIDE.slice(0, LONG_GUIDE.indexOf("## Clinical Scenarios")))).toBeGreaterThan(WORKERS_AI_DEFAULT_MAX_TOKENS);
    const ai = fakeWorkersAi([LONG_GUIDE]);
    const res = await postWith({ AI: ai.binding as never }, "/api/ai/study-guide", await cookieOfSubscriber(), predefined);
    expect(res.status).toBe(200);
    const { parts, text } = await readStream(res);
    expect(notice(parts)).toBeUndefined();
    expect(text).toBe(LONG_GUIDE);
    expect(parseStudyGuide(text).practiceQuestions).toHaveLength(5);
    expect(context(parts).provider).toMatchObject({ kind: "workers-ai", model: DEFAULT_WORKERS_AI_MODEL });
    expect(ai.calls).toEqual([{ model: DEFAULT_WORKERS_AI_MODEL, inputs: expect.objectContaining({ max_tokens: AI_OUTPUT_TOKENS.guide, stream: true }) }]);
  });

  it("answers a tutor reply cut off at its budget with the chat failure reply, though Workers AI reports no finish reason", async () => {
    const ai = fakeWorkersAi([`MAC is the minimum alveolar concentration. ${"It falls with age. ".repeat(AI_OUTPUT_TOKENS.chat)}`]);
    const { parts, text } = await readStream(await postWith({ AI: ai.binding as never }, "/api/ai/chat", await cookieOfSubscriber(), ask("What is MAC?")));
    expect(ai.calls[0]!.inputs.max_tokens).toBe(AI_OUTPUT_TOKENS.chat);
    expect(notice(parts)).toEqual({ kind: "malformed", message: aiMessages.chatFailure, fallback: true });
    expect(text).toBe(aiMessages.chatFailure);
  });

  it("tries once more when Workers AI is out of capacity, and falls back after a second capacity error", async () => {
    const cookie = await cookieOfSubscriber();
    const once = fakeWorkersAi([workersAiCapacityError(), "MAC is the minimum alveolar concentration."]);
    const answered = await readStream(await postWith({ AI: once.binding as never }, "/api/ai/chat", cookie, ask("What is MAC?")));
    expect(once.calls).toHaveLength(2);
    expect(notice(answered.parts)).toBeUndefined();
    expect(answered.text).toBe("MAC is the minimum alveolar concentration.");

    const twice = fakeWorkersAi([workersAiCapacityError()]);
    const failed = await readStream(await postWith({ AI: twice.binding as never }, "/api/ai/chat", cookie, ask("What is MAC?")));
    expect(twice.calls).toHaveLength(2);
    expect(failed.text).toBe(aiMessages.chatFailure);
  });

  it("does not retry an error Workers AI marks as a bad request", async () => {
    const ai = fakeWorkersAi([new Error("5007: Invalid input"), "never sent"]);
    const { text } = await readStream(await postWith({ AI: ai.binding as never }, "/api/ai/chat", await cookieOfSubscriber(), ask("What is MAC?")));
    expect(ai.calls).toHaveLength(1);
    expect(text).toBe(aiMessages.chatFailure);
  });

  it("answers with the model WORKERS_AI_MODEL names; AI_MODEL never picks the Workers AI model", async () => {
    const cookie = await cookieOfSubscriber();
    const picked = fakeWorkersAi(["MAC is the minimum alveolar concentration."]);
    const settings = { AI: picked.binding as never, WORKERS_AI_MODEL: "@cf/meta/llama-3.1-8b-instruct", AI_MODEL: "gpt-4o-mini" };
    const { parts } = await readStream(await postWith(settings, "/api/ai/chat", cookie, ask("What is MAC?")));
    expect(picked.calls.map((c) => c.model)).toEqual(["@cf/meta/llama-3.1-8b-instruct"]);
    expect(context(parts).provider.label).toBe("Workers AI (@cf/meta/llama-3.1-8b-instruct)");

    const ignored = fakeWorkersAi(["MAC is the minimum alveolar concentration."]);
    await readStream(await postWith({ AI: ignored.binding as never, AI_MODEL: "@cf/meta/llama-3.1-8b-instruct" }, "/api/ai/chat", cookie, ask("What is MAC?")));
    expect(ignored.calls.map((c) => c.model)).toEqual([DEFAULT_WORKERS_AI_MODEL]);
  });

  it("writes flashcards in JSON mode with the cards' schema and the flashcards budget", async () => {
    const ai = fakeWorkersAi([CARDS]);
    const input = { mode: "adaptive", difficulty: "mixed", topicIds: ["pharmacology"], excludeIds: [], size: 2 };
    const { status, data } = await trpc({ AI: ai.binding as never }, "flashcards.batch", await cookieOfSubscriber(), input);
    expect(status).toBe(200);
    expect(data.notice).toBeNull();
    expect(data.cards.map((c: { source: string; front: string }) => [c.source, c.front])).toEqual(CARDS.cards.map((c) => ["ai", c.front]));
    const inputs = ai.calls[0]!.inputs;
    expect(inputs.max_tokens).toBe(AI_OUTPUT_TOKENS.flashcards);
    expect(inputs.response_format).toMatchObject({ type: "json_schema", json_schema: { type: "object", properties: { cards: { type: "array" } } } });
  });

  it("asks once more as plain text when the model refuses JSON mode, and still reads its cards", async () => {
    const ai = fakeWorkersAi([new Error("JSON Mode couldn't be met"), CARDS]);
    const input = { mode: "adaptive", difficulty: "mixed", topicIds: ["pharmacology"], excludeIds: [], size: 2 };
    const { status, data } = await trpc({ AI: ai.binding as never }, "flashcards.batch", await cookieOfSubscriber(), input);
    expect(status).toBe(200);
    expect(data.cards.map((c: { source: string; front: string }) => [c.source, c.front])).toEqual(CARDS.cards.map((c) => ["ai", c.front]));
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[0]!.inputs.response_format).toBeDefined();
    expect(ai.calls[1]!.inputs.response_format).toBeUndefined();
    expect(ai.calls[1]!.inputs.max_tokens).toBe(AI_OUTPUT_TOKENS.flashcards);
  });

  it("writes an adaptive question in JSON mode with the adaptive budget, after one capacity error", async () => {
    const ai = fakeWorkersAi([workersAiCapacityError(), QUESTION]);
    const { status, data } = await trpc({ AI: ai.binding as never }, "adaptive.next", await cookieOfSubscriber(), acidBase);
    expect(status).toBe(200);
    expect(data).toMatchObject({ source: "ai", notice: null, options: QUESTION.options });
    expect(ai.calls).toHaveLength(2);
    expect(ai.calls[1]!.inputs).toMatchObject({ max_tokens: AI_OUTPUT_TOKENS.adaptive, response_format: { type: "json_schema" } });
    expect(ai.calls[1]!.inputs.response_format.json_schema.required).toEqual(expect.arrayContaining(["question", "options", "correctAnswer", "explanation"]));
  });
});

describe("AI settings that cannot work", () => {
  const broken = [
    ["a malformed AI_BASE_URL", { AI_BASE_URL: "api.openai.com/v1", AI_MODEL: "gpt-4o-mini" }],
    ["AI_BASE_URL without AI_MODEL", { AI_BASE_URL: "https://api.openai.com/v1" }],
  ] as const;

  for (const [name, settings] of broken) {
    it(`${name}: every AI route still answers, from the offline provider`, async () => {
      const cookie = await cookieOfSubscriber();
      const chat = await postWith(settings, "/api/ai/chat", cookie, ask("How do opioids cause respiratory depression?"));
      expect(chat.status).toBe(200);
      const tutor = await readStream(chat);
      expect(context(tutor.parts).provider.kind).toBe("offline");
      expect(notice(tutor.parts)).toBeUndefined();
      expect(tutor.text.length).toBeGreaterThan(0);

      const guide = await postWith(settings, "/api/ai/study-guide", cookie, predefined);
      expect(guide.status).toBe(200);
      expect(context((await readStream(guide)).parts).provider.kind).toBe("offline");

      const setup = await callSetup(settings, cookie);
      expect(setup.status).toBe(200);
      expect(setup.provider.kind).toBe("offline");
      expect((await trpc(settings, "adaptive.start", cookie, undefined)).data.generator).toBeNull();
    });
  }
});

async function callSetup(settings: Parameters<typeof postWith>[0], cookie: string) {
  const res = await callWith(settings, "/api/trpc/flashcards.setup", { cookie });
  return { status: res.status, provider: ((await res.json()) as { result: { data: { provider: { kind: string } } } }).result.data.provider };
}
