import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query, setSubscription, signUp, uniqueEmail } from "./http.ts";

type View = {
  id: string;
  status: string;
  questions: {
    index: number;
    id: string;
    topicId: string;
    domainId: string;
    options: string[];
    chosen: string | null;
    flagged: boolean;
    correctLetter?: string;
    figure: { kind: string; description: string } | null;
    keyConcept?: string | null;
  }[];
  result: { correct: number; total: number; percent: number; passed: boolean } | null;
};

async function seedQuestions() {
  const rows = [];
  for (let i = 0; i < 40; i++) {
    const topic = i < 30 ? "pharmacology" : "physiology";
    // The exam domain is the second axis: here the last five pharmacology questions count toward Principles.
    const domain = i < 25 ? "pharmacology" : i < 30 ? "principles" : "physiology-pathophysiology";
    const difficulty = i % 3 === 0 ? "easy" : i % 3 === 1 ? "medium" : "hard";
    const figure = i === 0 ? JSON.stringify({ kind: "capnogram", breaths: [{ etco2: 38, baseline: 0, upstroke: "sharp", plateau: "flat", downstroke: "sharp", oscillations: false }], description: "Three normal breaths with a flat plateau at 38 mm Hg." }) : null;
    rows.push(
      env.DB.prepare(
        `insert or ignore into questions (id, topic_id, subtopic_id, domain_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, key_concept, reference, figure, created_at, updated_at)
         values (?1, ?2, 'x', ?3, ?4, ?5, 'a', 'b', 'c', 'd', 'B', 'why', ?6, 'ref', ?7, 0, 0)`,
      ).bind(`qx-${i}`, topic, domain, difficulty, `Stem ${i}?`, `Concept ${i}`, figure),
    );
  }
  await env.DB.batch(rows);
}

async function subscriber() {
  const { cookie, body } = await signUp(uniqueEmail("exam"));
  await setSubscription(body.user!.id, "active");
  return { cookie, userId: body.user!.id };
}

async function mutate<T>(path: string, cookie: string, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  const body = (await res.json()) as { result?: { data: T }; error?: { message: string; data: { code: string } } };
  return { status: res.status, data: body.result?.data as T, error: body.error };
}

const config = { questionCount: 25, difficulty: "mixed", topics: "All", timeLimit: 30 };

describe("practice exams on the server", () => {
  beforeAll(seedQuestions);

  it("creates an exam of distinct questions and hides the answers until submitted", async () => {
    const { cookie } = await subscriber();
    const { data } = await mutate<{ examId: string }>("exam.create", cookie, config);
    const view = (await query("exam.get", cookie, { examId: data.examId })) as { data: View };
    expect(view.data.questions).toHaveLength(25);
    expect(new Set(view.data.questions.map((q) => q.id)).size).toBe(25);
    expect(view.data.questions.every((q) => q.correctLetter === undefined)).toBe(true);
  });

  it("respects topic and difficulty filters, and says when there are not enough", async () => {
    const { cookie } = await subscriber();
    const easy = await mutate<{ examId: string }>("exam.create", cookie, { ...config, topics: ["pharmacology"], difficulty: "easy", questionCount: 25 });
    expect(easy.status).toBe(400);
    expect(easy.error!.message).toBe("Not enough questions available. Please reduce the question count or adjust your filters.");
    const none = await mutate("exam.create", cookie, { ...config, topics: ["patient-care"] });
    expect(none.error!.message).toBe("No questions found matching your criteria. Please adjust your filters.");

    const ok = await mutate<{ examId: string }>("exam.create", cookie, { ...config, topics: ["pharmacology"] });
    const view = (await query("exam.get", cookie, { examId: ok.data.examId })) as { data: View };
    expect(view.data.questions.every((q) => q.topicId === "pharmacology")).toBe(true);
  });

  it("filters and counts by exam domain as a second axis beside the topics", async () => {
    const { cookie } = await subscriber();
    const counts = (await query("exam.builderCounts", cookie)) as { data: { topicId: string; domainId: string; n: number }[] };
    const inDomain = (id: string) => counts.data.filter((c) => c.domainId === id).reduce((n, c) => n + c.n, 0);
    expect([inDomain("pharmacology"), inDomain("principles"), inDomain("physiology-pathophysiology")]).toEqual([25, 5, 10]);

    const principles = await mutate("exam.create", cookie, { ...config, domains: ["principles"] });
    expect(principles.error!.message).toBe("Not enough questions available. Please reduce the question count or adjust your filters.");
    const both = await mutate<{ examId: string }>("exam.create", cookie, { ...config, topics: ["pharmacology"], domains: ["pharmacology", "physiology-pathophysiology"] });
    const view = (await query("exam.get", cookie, { examId: both.data.examId })) as { data: View };
    expect(view.data.questions).toHaveLength(25);
    expect(view.data.questions.every((q) => q.topicId === "pharmacology" && q.domainId === "pharmacology")).toBe(true);
    const tooMany = await mutate("exam.create", cookie, { ...config, domains: Array.from({ length: 7 }, (_, i) => `d${i}`) });
    expect(tooMany.error!.message).toBe("Domains must be All or a list of up to 6 exam domains.");
  });

  it("shows a question's figure while it is asked, and its key concept once submitted", async () => {
    const { cookie } = await subscriber();
    // The pharmacology domain holds exactly 25 questions, qx-0 (the one with a figure) among them.
    const { data } = await mutate<{ examId: string }>("exam.create", cookie, { ...config, domains: ["pharmacology"] });
    const view = (await query("exam.get", cookie, { examId: data.examId })) as { data: View };
    const withFigure = view.data.questions.find((q) => q.id === "qx-0")!;
    expect(withFigure.figure).toMatchObject({ kind: "capnogram", description: "Three normal breaths with a flat plateau at 38 mm Hg." });
    expect(withFigure.keyConcept).toBeUndefined();
    expect(view.data.questions.filter((q) => q.id !== "qx-0").every((q) => q.figure === null)).toBe(true);
    await mutate("exam.submit", cookie, { examId: data.examId });
    const done = (await query("exam.get", cookie, { examId: data.examId })) as { data: View };
    expect(done.data.questions.find((q) => q.id === "qx-0")!.keyConcept).toBe("Concept 0");
  });

  it("saves answers and flags, and scores a double submit once", async () => {
    const { cookie, userId } = await subscriber();
    const { data } = await mutate<{ examId: string }>("exam.create", cookie, config);
    const examId = data.examId;
    // Out of order on purpose: the stored answers keep insertion order.
    await mutate("exam.answer", cookie, { examId, index: 3, letter: "B" });
    await mutate("exam.answer", cookie, { examId, index: 1, letter: "B" });
    await mutate("exam.answer", cookie, { examId, index: 0, letter: "C" });
    await mutate("exam.answer", cookie, { examId, index: 0, letter: "B" }); // changed mind
    await mutate("exam.answer", cookie, { examId, index: 5, letter: "A" });
    await mutate("exam.flag", cookie, { examId, index: 7, flagged: true });

    const before = (await query("exam.get", cookie, { examId })) as { data: View };
    expect(before.data.questions.filter((q) => q.chosen).map((q) => [q.index, q.chosen])).toEqual([[0, "B"], [1, "B"], [3, "B"], [5, "A"]]);
    expect(before.data.questions.filter((q) => q.flagged).map((q) => q.index)).toEqual([7]);

    const [a, b] = await Promise.all([mutate<View>("exam.submit", cookie, { examId }), mutate<View>("exam.submit", cookie, { examId })]);
    expect(a.data.result).toEqual({ correct: 3, total: 25, percent: 12, passed: false });
    expect(b.data.result).toEqual(a.data.result);
    const rows = await env.DB.prepare("select count(*) n, sum(correct) c from answers where exam_id = ?1").bind(examId).first<{ n: number; c: number }>();
    expect(rows).toEqual({ n: 25, c: 3 });
    expect(a.data.questions[0]!.correctLetter).toBe("B");

    expect((await mutate("exam.answer", cookie, { examId, index: 9, letter: "B" })).status).toBe(409);
    const summary = await query("progress.summary", cookie);
    expect(summary).toMatchObject({ ok: true, data: { attempted: 25, correct: 3 } });
    expect(userId).toBeTruthy();
  });

  it("counts exam time in the dashboard's study time, capped at the time limit", async () => {
    const { cookie } = await subscriber();
    const { data } = await mutate<{ examId: string }>("exam.create", cookie, config);
    // Started 45 minutes ago with a 30-minute limit: it expired, and counts 30 minutes.
    await env.DB.prepare("update exams set started_at = ?1, expires_at = ?2 where id = ?3")
      .bind(Date.now() - 45 * 60_000, Date.now() - 15 * 60_000, data.examId)
      .run();
    await query("exam.get", cookie, { examId: data.examId });
    const stats = (await query("dashboard.stats", cookie)) as { data: { studyMinutes: number } };
    expect(stats.data.studyMinutes).toBe(30);
  });

  it("completes an exam whose time ran out", async () => {
    const { cookie } = await subscriber();
    const { data } = await mutate<{ examId: string }>("exam.create", cookie, config);
    await mutate("exam.answer", cookie, { examId: data.examId, index: 0, letter: "B" });
    await env.DB.prepare("update exams set expires_at = ?1 where id = ?2").bind(Date.now() - 1000, data.examId).run();
    const view = (await query("exam.get", cookie, { examId: data.examId })) as { data: View };
    expect(view.data.status).toBe("submitted");
    expect(view.data.result).toMatchObject({ correct: 1, total: 25 });
  });

  it("keeps another user out of my exam", async () => {
    const me = await subscriber();
    const other = await subscriber();
    const { data } = await mutate<{ examId: string }>("exam.create", me.cookie, config);
    expect((await query("exam.get", other.cookie, { examId: data.examId })).status).toBe(404);
    expect((await mutate("exam.answer", other.cookie, { examId: data.examId, index: 0, letter: "B" })).status).toBe(409);
    expect((await mutate("exam.submit", other.cookie, { examId: data.examId })).status).toBe(404);
    const mine = (await query("exam.get", me.cookie, { examId: data.examId })) as { data: View };
    expect(mine.data.status).toBe("in_progress");
    expect(mine.data.questions[0]!.chosen).toBeNull();
  });

  it("is for subscribers only", async () => {
    const { cookie } = await signUp(uniqueEmail());
    expect((await mutate("exam.create", cookie, config)).status).toBe(403);
  });
});
