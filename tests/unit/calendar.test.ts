import { describe, expect, it } from "vitest";
import { examCountdown, heatLevel, heatmap, studyStreak, weeklySessions } from "../../src/shared/calendar.ts";

describe("study streak", () => {
  const today = "2026-11-22";
  it("counts consecutive days ending today", () => {
    expect(studyStreak(["2026-11-22", "2026-11-21", "2026-11-20", "2026-11-18"], today)).toBe(3);
  });
  it("still counts when the latest day is yesterday", () => {
    expect(studyStreak(["2026-11-21", "2026-11-20"], today)).toBe(2);
  });
  it("is 0 when the latest activity is older than yesterday", () => {
    expect(studyStreak(["2026-11-20", "2026-11-19"], today)).toBe(0);
    expect(studyStreak([], today)).toBe(0);
  });
  it("crosses month boundaries", () => {
    expect(studyStreak(["2026-12-01", "2026-11-30"], "2026-12-01")).toBe(2);
  });
});

describe("heat map", () => {
  it("levels: ceil(work / 2) capped at 4, login only is 1", () => {
    const l = (studyEntries: number, guidesCreated = 0, loggedIn = false) => heatLevel({ studyEntries, guidesCreated, loggedIn });
    expect([l(0), l(0, 0, true), l(1), l(2), l(3), l(1, 1), l(7), l(8), l(20)]).toEqual([0, 1, 1, 1, 2, 1, 4, 4, 4]);
  });
  it("has 84 cells in Sunday-start weeks ending with this week", () => {
    // 2026-11-22 is a Sunday.
    const cells = heatmap(new Map([["2026-11-22", { studyEntries: 3, guidesCreated: 0, loggedIn: true }]]), "2026-11-22");
    expect(cells).toHaveLength(84);
    expect(new Date(`${cells[0]!.day}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(cells[0]!.day).toBe("2026-09-06");
    expect(cells[77]).toMatchObject({ day: "2026-11-22", level: 2, future: false });
    expect(cells[78]).toMatchObject({ day: "2026-11-23", future: true });
    expect(cells.at(-1)!.day).toBe("2026-11-28");
  });
  it("marks login-only days", () => {
    const cells = heatmap(new Map([["2026-11-20", { studyEntries: 0, guidesCreated: 0, loggedIn: true }]]), "2026-11-22");
    expect(cells.find((c) => c.day === "2026-11-20")).toMatchObject({ level: 1, loginOnly: true });
  });
});

describe("goals panel", () => {
  it("weekly sessions: distinct study days in the last 7 days", () => {
    expect(weeklySessions(["2026-11-22", "2026-11-22", "2026-11-16", "2026-11-15"], "2026-11-22")).toBe(2);
  });
  it("days until exam: rounded up, colours and 'Today!'", () => {
    const now = new Date(2026, 10, 22, 9, 0);
    expect(examCountdown("2026-12-23", now)).toMatchObject({ days: 31, colour: "green" });
    expect(examCountdown("2026-12-22", now)).toMatchObject({ days: 30, colour: "yellow" });
    expect(examCountdown("2026-11-30", now)).toMatchObject({ days: 8, colour: "yellow" });
    expect(examCountdown("2026-11-29", now)).toMatchObject({ days: 7, colour: "red" });
    expect(examCountdown("2026-11-23", now)).toMatchObject({ days: 1, label: "1 day" });
    expect(examCountdown("2026-11-22", now)).toMatchObject({ label: "Today!", colour: "red" });
    expect(examCountdown("2026-11-01", now)).toMatchObject({ label: "Today!" });
    expect(examCountdown("", now)).toBeNull();
  });
});

describe("dayInTimezone", () => {
  it("uses the user's timezone, not UTC", async () => {
    const { dayInTimezone } = await import("../../src/shared/calendar.ts");
    const lateEvening = new Date("2026-11-23T03:30:00Z"); // 10:30 pm Eastern on the 22nd
    expect(dayInTimezone(lateEvening, "America/New_York")).toBe("2026-11-22");
    expect(dayInTimezone(lateEvening, "UTC")).toBe("2026-11-23");
    expect(dayInTimezone(lateEvening, "Not/AZone")).toBe("2026-11-23");
  });
});
