import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, dayInTimezone } from "../../src/shared/calendar.ts";
import { call, query, signUp, uniqueEmail } from "./http.ts";

async function answer(userId: string, subtopic: string, correct: boolean, day: string) {
  await env.DB.prepare(
    `insert into answers (id, user_id, question_id, topic_id, subtopic_id, chosen_letter, correct, mode, answered_at, day)
     values (?1, ?2, 'q-x', 'pharmacology', ?3, 'A', ?4, 'exam', ?5, ?6)`,
  )
    .bind(crypto.randomUUID(), userId, subtopic, correct ? 1 : 0, Date.now(), day)
    .run();
}

describe("progress summary from recorded answers", () => {
  it("is all zeros before any answer", async () => {
    const { cookie } = await signUp(uniqueEmail());
    expect(await query("progress.summary", cookie)).toMatchObject({ ok: true, data: { attempted: 0, correct: 0, overallProgress: 0, streak: 0 } });
  });

  it("matches hand-computed figures for a fixture of answers", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    const id = body.user!.id;
    const today = dayInTimezone(new Date(), "America/New_York");
    await answer(id, "opioids", true, today);
    await answer(id, "opioids", true, addDays(today, -1));
    await answer(id, "opioids", false, addDays(today, -1));
    await answer(id, "local-anesthetics", true, addDays(today, -3));
    // opioids 2/3 = 67%, local anesthetics 1/1 = 100%: (67*3 + 100*1) / 4 = 75.25 -> 75
    expect(await query("progress.summary", cookie)).toMatchObject({
      ok: true,
      data: { attempted: 4, correct: 3, overallProgress: 75, streak: 2 },
    });
    // Another user's answers never count.
    const other = await signUp(uniqueEmail());
    expect(await query("progress.summary", other.cookie)).toMatchObject({ data: { attempted: 0 } });
  });
});

describe("dashboard stats", () => {
  it("match hand-computed figures and record one visit per day", async () => {
    const { cookie, body } = await signUp(uniqueEmail());
    const id = body.user!.id;
    await env.DB.prepare("insert into subscriptions (user_id, status, updated_at) values (?1, 'active', 0)").bind(id).run();
    const today = dayInTimezone(new Date(), "America/New_York");
    await answer(id, "opioids", true, today);
    await answer(id, "opioids", true, addDays(today, -1));
    await answer(id, "opioids", false, addDays(today, -1));
    await answer(id, "local-anesthetics", true, addDays(today, -3));
    for (let i = 0; i < 2; i++) {
      await call("/api/trpc/dashboard.checkIn", { method: "POST", cookie, headers: { "content-type": "application/json" }, body: "{}" });
    }
    expect((await env.DB.prepare("select count(*) n from daily_activity where user_id = ?1").bind(id).first<{ n: number }>())!.n).toBe(1);

    const r = (await query("dashboard.stats", cookie)) as { data: Record<string, unknown> & { heatmap: { day: string; level: number; loginOnly: boolean }[] } };
    // accuracy 75% -> 40, 4 answered -> 2, "4 minutes" -> 1, 2 subtopics -> 1: readiness 44
    expect(r.data).toMatchObject({
      attempted: 4,
      correct: 3,
      accuracy: 75,
      accuracyLabel: "Good progress",
      readiness: { score: 44, label: "Making progress", parts: { accuracy: 40, volume: 2, time: 1, topics: 1 } },
      streak: 2,
      weakTopics: [{ topic: "Pharmacology: Opioids", progress: 67 }],
      strongTopics: [{ topic: "Pharmacology: Local Anesthetics", progress: 100 }],
      goals: { weeklySessions: 3, dailyGoalMet: true, weeklyGoal: 5, targetScore: 85 },
    });
    const cell = (day: string) => r.data.heatmap.find((c) => c.day === day);
    expect(cell(today)).toMatchObject({ level: 1, loginOnly: false });
    expect(cell(addDays(today, -1))).toMatchObject({ level: 1 });
    expect(r.data.heatmap).toHaveLength(84);
  });
});
