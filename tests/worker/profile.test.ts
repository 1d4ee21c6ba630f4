import { describe, expect, it } from "vitest";
import { call, query, signUp, uniqueEmail } from "./http.ts";

async function mutate(path: string, cookie: string, input: unknown) {
  const res = await call(`/api/trpc/${path}`, { method: "POST", cookie, headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  return { status: res.status, body: (await res.json()) as { result?: { data: unknown }; error?: { message: string; data: { fieldErrors: Record<string, string[]> | null } } } };
}

describe("profile settings on the server", () => {
  it("starts from the default settings (New York time, 60-minute daily goal, every switch on)", async () => {
    const { cookie } = await signUp(uniqueEmail());
    const r = await query("profile.get", cookie);
    expect(r.ok && r.data).toMatchObject({
      timezone: "America/New_York",
      goals: { examDate: "", dailyStudyGoal: 60, weeklyGoal: 5, targetScore: 85 },
      notifications: { emailNotifications: true, studyReminders: true, progressReports: true, newContent: true, examCountdown: true },
      preferences: { darkMode: true, analytics: true, studyMode: "practice", questionDifficulty: "adaptive", missedToCards: false },
    });
  });

  it("saves goals, notifications, preferences and profile fields, and keeps them", async () => {
    const { cookie } = await signUp(uniqueEmail(), "secret123", "Pat Profile");
    expect((await mutate("profile.updateGoals", cookie, { examDate: "2027-03-15", dailyStudyGoal: 90, weeklyGoal: 6, targetScore: 100 })).status).toBe(200);
    expect((await mutate("profile.updateNotifications", cookie, { emailNotifications: false, studyReminders: true, progressReports: false, newContent: true, examCountdown: true })).status).toBe(200);
    expect((await mutate("profile.updatePreferences", cookie, { darkMode: false, analytics: false, studyMode: "adaptive", questionDifficulty: "hard", missedToCards: true })).status).toBe(200);
    expect((await mutate("profile.updateProfile", cookie, { name: "Pat Q. Profile", bio: "CA-2 student", location: "Atlanta, GA", timezone: "America/Chicago" })).status).toBe(200);

    const r = await query("profile.get", cookie);
    expect(r.ok && r.data).toMatchObject({
      name: "Pat Q. Profile",
      bio: "CA-2 student",
      timezone: "America/Chicago",
      goals: { examDate: "2027-03-15", dailyStudyGoal: 90, weeklyGoal: 6, targetScore: 100 },
      notifications: { emailNotifications: false, progressReports: false },
      preferences: { darkMode: false, studyMode: "adaptive", questionDifficulty: "hard", missedToCards: true },
    });
    const me = await query("account.me", cookie);
    expect(me.ok && (me.data as { user: { displayName: string } }).user.displayName).toBe("Pat Q. Profile");
  });

  it("refuses a target score above 100 with a clear message and keeps the old goals", async () => {
    const { cookie } = await signUp(uniqueEmail());
    const bad = await mutate("profile.updateGoals", cookie, { examDate: "", dailyStudyGoal: 60, weeklyGoal: 5, targetScore: 101 });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.data.fieldErrors).toEqual({ targetScore: ["Target score is between 0 and 100"] });
    const r = await query("profile.get", cookie);
    expect(r.ok && (r.data as { goals: { targetScore: number } }).goals.targetScore).toBe(85);
  });

  it("needs a signed-in user", async () => {
    expect((await query("profile.get")).status).toBe(401);
  });
});
