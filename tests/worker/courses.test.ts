import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { call, query, setSubscription, signUp, uniqueEmail } from "./http.ts";

describe("courses", () => {
  beforeAll(async () => {
    const rows = [];
    for (let i = 0; i < 7; i++) {
      rows.push(
        env.DB.prepare(
          `insert or ignore into questions (id, topic_id, subtopic_id, difficulty, stem, option_a, option_b, option_c, option_d, correct_letter, explanation, reference, created_at, updated_at)
           values (?1, 'physiology', 'acid-base', 'easy', ?2, 'a', 'b', 'c', 'd', 'C', 'because', 'ref', 0, 0)`,
        ).bind(`qc-${i}`, `Course stem ${i}?`),
      );
    }
    await env.DB.batch(rows);
  });

  it("lists the eight modules, serves a five-question quiz without answers, and checks answers on the server", async () => {
    const { cookie, body } = await signUp(uniqueEmail("course"));
    await setSubscription(body.user!.id, "active");
    const list = (await query("courses.list", cookie)) as { data: { id: string; subtopics: string[]; progress: number }[] };
    expect(list.data).toHaveLength(8);
    expect(list.data[1]).toMatchObject({ id: "physiology", progress: 0 });

    const quiz = (await query("courses.quiz", cookie, { moduleId: "physiology" })) as { data: Record<string, unknown>[] };
    expect(quiz.data).toHaveLength(5);
    expect(quiz.data.every((q) => !("correctLetter" in q) && !("explanation" in q))).toBe(true);
    expect((await query("courses.quiz", cookie, { moduleId: "nope" })).status).toBe(404);

    const res = await call("/api/trpc/courses.answer", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ questionId: quiz.data[0]!.id, letter: "C" }),
    });
    expect(((await res.json()) as { result: { data: unknown } }).result.data).toEqual({ correct: true, correctLetter: "C", explanation: "because" });
    const after = (await query("courses.list", cookie)) as { data: { id: string; progress: number }[] };
    expect(after.data.find((m) => m.id === "physiology")!.progress).toBe(100);
  });
});
