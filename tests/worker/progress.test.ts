import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, dayInTimezone } from "../../src/shared/calendar.ts";
import { query, signUp, uniqueEmail } from "./http.ts";

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
