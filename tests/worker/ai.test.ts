import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import glossary from "../../content/glossary.json";
import emergencyQuestions from "../../content/questions/emergency-management/malignant-hyperthermia.json";
import equipmentQuestions from "../../content/questions/equipment-technology/capnography.json";
import pharmacologyQuestions from "../../content/questions/pharmacology/opioids.json";
import physiologyQuestions from "../../content/questions/physiology/acid-base.json";
import specialtyQuestions from "../../content/questions/specialty-anesthesia/obstetric-anesthesia.json";
import emergencyReview from "../../content/review/emergency-management/malignant-hyperthermia.json";
import equipmentReview from "../../content/review/equipment-technology/capnography.json";
import pharmacologyReview from "../../content/review/pharmacology/opioids.json";
import physiologyReview from "../../content/review/physiology/acid-base.json";
import specialtyReview from "../../content/review/specialty-anesthesia/obstetric-anesthesia.json";
import { AI_OUTPUT_TOKENS, aiMessages } from "../../src/shared/ai.ts";
import { fallbackGuideMarkdown, isCompleteGuide, parseStudyGuide } from "../../src/shared/study-guide.ts";
import { studyGuideAnswer, tutorAnswer } from "../../src/worker/ai/answers.ts";
import { createOfflineModel } from "../../src/worker/ai/offline/model.ts";
import {
  brokenStreamModel,
  countTokens,
  failingModel,
  contextOf,
  hangingModel,
  noticeOf,
  unfinishedStreamModel,
  httpError,
  mockModel,
  readStream,
  streamingModel,
  WELL_FORMED_GUIDE,
  type StreamPart,
} from "./ai-helpers.ts";
import { call, setSubscription, signUp, uniqueEmail } from "./http.ts";

type Review = { id: string; topic: string; subtopic: string; content: string; clinicalInsights: string | null; references: string };
type Question = { id: string; topic: string; subtopic: string; difficulty: string; stem: string; options: Record<string, string>; answer: string; explanation: string; reference: string };

// Five subtopics from five different topics, with their real content.
const SUBJECTS = [
  { topicId: "pharmacology", subtopicId: "opioids", question: "How do opioids cause respiratory depression?", reviews: pharmacologyReview, questions: pharmacologyQuestions },
  { topicId: "physiology", subtopicId: "acid-base", question: "How do I interpret a metabolic acidosis with the anion gap?", reviews: physiologyReview, questions: physiologyQuestions },
  { topicId: "equipment-technology", subtopicId: "capnography", question: "What does the capnography waveform show in bronchospasm?", reviews: equipmentReview, questions: equipmentQuestions },
  { topicId: "emergency-management", subtopicId: "malignant-hyperthermia", question: "What is the dantrolene dose for malignant hyperthermia?", reviews: emergencyReview, questions: emergencyQuestions },
  { topicId: "specialty-anesthesia", subtopicId: "obstetric-anesthesia", question: "How is aortocaval compression avoided in pregnancy?", reviews: specialtyReview, questions: specialtyQuestions },
] as const;

const offline = { model: createOfflineModel({ chunkDelayMs: 0 }), provider: { kind: "offline" as const, label: "Offline", model: "offline" }, structuredOutput: false };
const fast = { timeoutMs: 50, attempts: 3, retryDelayMs: 10, capacityRetryDelayMs: 10 };
/** For models that do answer: a busy test machine must not turn a slow stream into a timeout. */
const roomy = { ...fast, timeoutMs: 5000 };
const predefined = { mode: "predefined" as const, topicId: "pharmacology", subtopicId: "opioids" };
const notice = noticeOf;
const context = contextOf;

async function exists(kind: string, id: string) {
  const table = { review: "review_items", question: "questions", glossary: "glossary_terms" }[kind]!;
  return (await env.DB.prepare(`select 1 from ${table} where id = ?1`).bind(id).first()) !== null;
}

beforeAll(async () => {
  const statements = [];
  for (const s of SUBJECTS) {
    for (const r of (s.reviews as Review[]).filter((r) => r.subtopic === s.subtopicId)) {
      statements.push(
        env.DB.prepare(
          `insert or ignore into review_items (id, topic_id, subtopic_id, content, clinical_insights, reference, created_at, updated_at) values (?1, ?2, ?3, ?4, ?5, ?6, 0, 0)`,
        ).bind(r.id, r.topic, r.subtopic, r.content, r.clinicalInsights, r.references),
      );
    }
    for (const q of (s.questions as Question[]).filter((q) => q.subtopic === s.subtopicId)) {
      statements.push(
        env.DB.prepare(
          `insert or ignore into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, created_at, updated_at)
           values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 0, 0)`,
        ).bind(q.id, q.topic, q.subtopic, q.difficulty, q.stem, q.options.A, q.options.B, q.options.C, q.options.D, q.answer, q.explanation, q.reference),
      );
    }
  }
  for (const g of glossary as { id: string; term: string; abbreviation?: string; category: string; definition: string }[]) {
    statements.push(
      env.DB.prepare(`insert or ignore into glossary_terms (id, term, abbreviation, category, definition) values (?1, ?2, ?3, ?4, ?5)`).bind(
        g.id,
        g.term,
        g.abbreviation ?? null,
        g.category,
        g.definition,
      ),
    );
  }
  await env.DB.batch(statements);
});

describe("streamed answers with the AI SDK mock model", () => {
  it("streams a study guide to the client in several chunks, context first", async () => {
    const { ai } = streamingModel(WELL_FORMED_GUIDE, 20);
    const { parts, chunks, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: { ...fast, timeoutMs: 5000 } }, predefined));
    expect(chunks).toBeGreaterThan(3);
    expect(parts.find((p) => p.type !== "start")?.type).toBe("data-context");
    expect(notice(parts)).toBeUndefined();
    expect(text).toBe(WELL_FORMED_GUIDE.join(""));
    expect(context(parts).guide).toEqual({ topic: "Pharmacology", subtopic: "Opioids" });
  });

  it("retries a timed-out model 3 times, 1 s apart, then sends the timeout message and the fallback guide", async () => {
    const { ai, model } = hangingModel();
    const started = Date.now();
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: { timeoutMs: 50, attempts: 3, retryDelayMs: 1000 } }, predefined));
    expect(model.doStreamCalls).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(notice(parts)).toEqual({ kind: "timeout", message: aiMessages.timeout, fallback: true });
    expect(parseStudyGuide(text).overview).toContain("Opioids");
    expect(parts.some((p) => p.type === "error")).toBe(false);
  });

  it("tries a provider 500 once more, then falls back", async () => {
    const { ai, model } = failingModel();
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: fast }, predefined));
    expect(model.doStreamCalls).toHaveLength(2);
    expect(notice(parts)).toMatchObject({ message: aiMessages.guideUnavailable, fallback: true });
    expect(text).toContain("## Clinical Review Points");
  });

  it("replaces malformed output (no guide sections) with the fallback guide", async () => {
    const { ai } = streamingModel(["I am sorry, ", "I cannot write that."]);
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: fast }, predefined));
    expect(notice(parts)).toMatchObject({ kind: "malformed", fallback: true });
    expect(text).not.toContain("I cannot write that");
    expect(parseStudyGuide(text).practiceQuestions.length).toBeGreaterThan(0);
  });

  it("survives a stream that breaks midway: the partial text is replaced by the fallback", async () => {
    const { ai } = brokenStreamModel();
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: fast }, predefined));
    expect(parts.filter((p) => p.type === "text-delta")[0]?.delta).toContain("The first half");
    expect(notice(parts)).toMatchObject({ fallback: true });
    expect(text).not.toContain("The first half");
    expect(parts.some((p) => p.type === "error")).toBe(false);
  });

  it("answers a failed tutor call with the chat failure reply", async () => {
    const { ai } = failingModel();
    const { text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: fast }, [{ role: "user", text: "What is MAC?" }]));
    expect(text).toBe(aiMessages.chatFailure);
  });
});

describe("output budgets", () => {
  const question = [{ role: "user" as const, text: "What is MAC?" }];
  /** What the client received before the notice: the text the model streamed. */
  const streamedBeforeNotice = (parts: StreamPart[]) => {
    const upTo = parts.findIndex((p) => p.type === "data-notice");
    return parts.slice(0, upTo < 0 ? undefined : upTo).flatMap((p) => (p.type === "text-delta" ? [p.delta] : [])).join("");
  };

  it("gives the study guide and the tutor their own budgets from the table", async () => {
    const guide = streamingModel(WELL_FORMED_GUIDE);
    expect(notice((await readStream(await studyGuideAnswer({ db: env.DB, ai: guide.ai, limits: roomy }, predefined))).parts)).toBeUndefined();
    expect(guide.model.doStreamCalls.map((c) => c.maxOutputTokens)).toEqual([AI_OUTPUT_TOKENS.guide]);

    const tutor = streamingModel(["MAC is the minimum alveolar concentration [1]."]);
    expect((await readStream(await tutorAnswer({ db: env.DB, ai: tutor.ai, limits: roomy }, question))).text).toContain("minimum alveolar");
    expect(tutor.model.doStreamCalls.map((c) => c.maxOutputTokens)).toEqual([AI_OUTPUT_TOKENS.chat]);
  });

  it("replaces a guide cut off at its budget with the fallback guide and a notice, though the part that arrived looks complete", async () => {
    // Every section arrives, then the practice questions run on past the budget.
    const runaway = `\n\n### Question 2\n${"Which of these statements about opioids is true? ".repeat(AI_OUTPUT_TOKENS.guide / 4)}`;
    const { ai, model } = mockModel([[...WELL_FORMED_GUIDE, runaway]], { delayMs: 0 });
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: roomy }, predefined));
    const arrived = streamedBeforeNotice(parts);
    expect(countTokens(arrived)).toBe(AI_OUTPUT_TOKENS.guide);
    expect(isCompleteGuide(arrived)).toBe(true); // the completeness check alone would have kept it
    expect(notice(parts)).toEqual({ kind: "malformed", message: aiMessages.guideUnavailable, fallback: true });
    expect(text).toBe(fallbackGuideMarkdown("Pharmacology", "Opioids"));
    expect(model.doStreamCalls).toHaveLength(1); // text had reached the client: no second try
  });

  it("answers a tutor reply cut off at its budget with the chat failure reply", async () => {
    const { ai } = mockModel([[`MAC is the minimum alveolar concentration [1]. ${"It depends on age and temperature. ".repeat(AI_OUTPUT_TOKENS.chat / 3)}`]], { delayMs: 0 });
    const { parts, text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: roomy }, question));
    expect(streamedBeforeNotice(parts)).toContain("minimum alveolar");
    expect(notice(parts)).toEqual({ kind: "malformed", message: aiMessages.chatFailure, fallback: true });
    expect(text).toBe(aiMessages.chatFailure);
  });
});

describe("answers that stop early or keep going", () => {
  const question = [{ role: "user" as const, text: "What is MAC?" }];

  it("treats a stream the provider reports as unfinished like a cut-off answer: the chat failure reply", async () => {
    const { ai } = unfinishedStreamModel("MAC is the minimum alveolar concentration that prevents movement in half of");
    const { parts, text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: roomy }, question));
    expect(notice(parts)).toEqual({ kind: "malformed", message: aiMessages.chatFailure, fallback: true });
    expect(text).toBe(aiMessages.chatFailure);
  });

  it("times out on silence, not on length: a model still writing after the time limit is not cut off", async () => {
    // Twelve pieces 30 ms apart: 360 ms in all, over three times the 100 ms limit, never silent that long.
    const pieces = Array.from({ length: 12 }, (_, i) => `MAC piece ${i + 1}. `);
    const { ai } = mockModel([pieces], { delayMs: 30 });
    const { parts, text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: { ...roomy, timeoutMs: 100 } }, question));
    expect(notice(parts)).toBeUndefined();
    expect(text).toBe(pieces.join(""));
  });
});

describe("provider retries", () => {
  for (const status of [429, 503]) {
    it(`tries a busy provider (HTTP ${status}) once more and streams its second answer`, async () => {
      const { ai, model } = mockModel([httpError(status), WELL_FORMED_GUIDE]);
      const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: roomy }, predefined));
      expect(model.doStreamCalls).toHaveLength(2);
      expect(notice(parts)).toBeUndefined();
      expect(text).toBe(WELL_FORMED_GUIDE.join(""));
    });
  }

  it("retries the tutor too, after the pause", async () => {
    const { ai, model } = mockModel([httpError(429), ["MAC is the minimum alveolar concentration [1]."]]);
    const started = Date.now();
    const { text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: { ...roomy, capacityRetryDelayMs: 300 } }, [{ role: "user", text: "What is MAC?" }]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(model.doStreamCalls).toHaveLength(2);
    expect(text).toBe("MAC is the minimum alveolar concentration [1].");
  });

  for (const status of [400, 401]) {
    it(`does not retry a refused request (HTTP ${status})`, async () => {
      const { ai, model } = mockModel([httpError(status), WELL_FORMED_GUIDE]);
      const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: roomy }, predefined));
      expect(model.doStreamCalls).toHaveLength(1);
      expect(notice(parts)).toMatchObject({ fallback: true });
      expect(text).toBe(fallbackGuideMarkdown("Pharmacology", "Opioids"));
    });
  }

  it("falls back after two busy answers (503, 503)", async () => {
    const { ai, model } = mockModel([httpError(503)]);
    const { parts, text } = await readStream(await studyGuideAnswer({ db: env.DB, ai, limits: roomy }, predefined));
    expect(model.doStreamCalls).toHaveLength(2);
    expect(notice(parts)).toEqual({ kind: "other", message: aiMessages.guideUnavailable, fallback: true });
    expect(text).toBe(fallbackGuideMarkdown("Pharmacology", "Opioids"));
  });

  it("never retries once text has reached the client, even for a retryable error", async () => {
    const { ai, model } = brokenStreamModel(httpError(503));
    const { parts, text } = await readStream(await tutorAnswer({ db: env.DB, ai, limits: roomy }, [{ role: "user", text: "What is MAC?" }]));
    expect(model.doStreamCalls).toHaveLength(1);
    expect(notice(parts)).toMatchObject({ message: aiMessages.chatFailure, fallback: true });
    expect(text).toBe(aiMessages.chatFailure);
  });
});

describe("the offline provider", () => {
  for (const s of SUBJECTS) {
    it(`writes a guide and a tutor answer from ${s.subtopicId}'s own content, citing existing items`, async () => {
      const guide = await readStream(await studyGuideAnswer({ db: env.DB, ai: offline }, { mode: "predefined", topicId: s.topicId, subtopicId: s.subtopicId }));
      expect(notice(guide.parts)).toBeUndefined();
      const sections = parseStudyGuide(guide.text);
      expect(sections.clinicalReview.length).toBeGreaterThanOrEqual(4);
      expect(sections.practiceQuestions.length).toBeGreaterThanOrEqual(2);
      // The overview quotes this subtopic's first review item, not some other topic's.
      const first = (s.reviews as Review[]).find((r) => r.subtopic === s.subtopicId)!;
      expect(guide.text).toContain(first.content.split(". ")[0]!.replace(/\s+/g, " "));
      const sources = context(guide.parts).sources as { n: number; kind: string; id: string }[];
      const cited = sources.filter((src) => guide.text.includes(`[${src.n}]`));
      expect(cited.length).toBeGreaterThan(2);
      for (const src of cited) expect(await exists(src.kind, src.id)).toBe(true);

      const tutor = await readStream(await tutorAnswer({ db: env.DB, ai: offline }, [{ role: "user", text: s.question }]));
      const tutorSources = context(tutor.parts).sources as { n: number; kind: string; id: string }[];
      const tutorCited = tutorSources.filter((src) => tutor.text.includes(`[${src.n}]`));
      expect(tutorCited.length).toBeGreaterThan(0);
      expect(tutorCited.some((src) => src.kind === "review" && src.id.startsWith(`rv-${s.subtopicId}`))).toBe(true);
      for (const src of tutorCited) expect(await exists(src.kind, src.id)).toBe(true);
    });
  }

  it("says it found nothing instead of guessing", async () => {
    const { text } = await readStream(await tutorAnswer({ db: env.DB, ai: offline }, [{ role: "user", text: "zzzqx blorf" }]));
    expect(text).toContain("couldn't find that");
  });
});

describe("AI endpoints", () => {
  async function subscriber() {
    const { cookie, body } = await signUp(uniqueEmail("ai"));
    await setSubscription(body.user!.id, "active");
    return { cookie, userId: body.user!.id };
  }
  const post = (path: string, cookie: string | undefined, body: unknown) =>
    call(path, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("streams the offline guide over HTTP to a subscriber, and refuses others", async () => {
    const { cookie } = await subscriber();
    const res = await post("/api/ai/study-guide", cookie, predefined);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("identity");
    const { chunks, text } = await readStream(res);
    expect(chunks).toBeGreaterThan(3);
    expect(text).toContain("## Practice Questions");

    expect((await post("/api/ai/study-guide", undefined, predefined)).status).toBe(401);
    const { cookie: unpaid } = await signUp(uniqueEmail("ai-unpaid"));
    const refused = await post("/api/ai/chat", unpaid, { messages: [{ role: "user", text: "hi" }] });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { redirectTo: string } }).error.redirectTo).toBe("/pricing");
  });

  it("rejects bad input with a clear message", async () => {
    const { cookie } = await subscriber();
    const custom = await post("/api/ai/study-guide", cookie, { mode: "custom", text: "chocolate cake recipes" });
    expect(custom.status).toBe(400);
    expect(((await custom.json()) as { error: { message: string } }).error.message).toBe(aiMessages.invalidTopic);
    const empty = await post("/api/ai/chat", cookie, { messages: [{ role: "user", text: "   " }] });
    expect(empty.status).toBe(400);
  });

  it("limits tutor messages per user with a clear message", async () => {
    const { cookie, userId } = await subscriber();
    await env.DB.prepare(`insert into ai_rate_limits (key, window_start, count) values (?1, ?2, 30)`).bind(`chat:${userId}`, Date.now()).run();
    const res = await post("/api/ai/chat", cookie, { messages: [{ role: "user", text: "What is MAC?" }] });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(aiMessages.rateLimited(30, 10));
  });
});
