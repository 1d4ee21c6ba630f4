import { describe, expect, it } from "vitest";
import { creditedMinutes, STUDY_VISIT_MAX_MINUTES } from "../../src/shared/study-time.ts";

const START = Date.UTC(2026, 10, 1, 9);
const MIN = 60_000;
const at = (ms: number) => ({ startedAt: START, now: START + ms });

describe("minutes credited for a study visit", () => {
  it("never exceeds the whole minutes the server's clock has seen pass", () => {
    expect(creditedMinutes({ claimed: 240, ...at(1000) })).toBe(0);
    expect(creditedMinutes({ claimed: 240, ...at(MIN - 1) })).toBe(0);
    expect(creditedMinutes({ claimed: 240, ...at(MIN) })).toBe(1);
    expect(creditedMinutes({ claimed: 240, ...at(10 * MIN + 59_999) })).toBe(10);
  });

  it("never exceeds the claim, taken in whole minutes", () => {
    expect(creditedMinutes({ claimed: 3, ...at(10 * MIN) })).toBe(3);
    expect(creditedMinutes({ claimed: 3.9, ...at(10 * MIN) })).toBe(3);
    expect(creditedMinutes({ claimed: 10, ...at(10 * MIN) })).toBe(10);
  });

  it("caps one visit at four hours", () => {
    expect(STUDY_VISIT_MAX_MINUTES).toBe(240);
    expect(creditedMinutes({ claimed: 240, ...at(24 * 60 * MIN) })).toBe(240);
    expect(creditedMinutes({ claimed: 1000, ...at(24 * 60 * MIN) })).toBe(240);
  });

  it("credits nothing for nonsense: a clock behind the start, a zero, negative or non-numeric claim", () => {
    expect(creditedMinutes({ claimed: 5, ...at(-10 * MIN) })).toBe(0);
    expect(creditedMinutes({ claimed: 0, ...at(10 * MIN) })).toBe(0);
    expect(creditedMinutes({ claimed: -5, ...at(10 * MIN) })).toBe(0);
    expect(creditedMinutes({ claimed: Number.NaN, ...at(10 * MIN) })).toBe(0);
  });

  it("subtracts what other visits of the user were credited since this one began", () => {
    // Another tab's visit was credited 26 minutes in the last 30: only 4 are left for this one.
    expect(creditedMinutes({ claimed: 30, ...at(30 * MIN), creditedSince: 26 })).toBe(4);
    expect(creditedMinutes({ claimed: 3, ...at(30 * MIN), creditedSince: 26 })).toBe(3);
    expect(creditedMinutes({ claimed: 30, ...at(30 * MIN), creditedSince: 0 })).toBe(30);
    // Everything that passed was credited elsewhere (or more, by a skewed clock): nothing is left.
    expect(creditedMinutes({ claimed: 30, ...at(30 * MIN), creditedSince: 30 })).toBe(0);
    expect(creditedMinutes({ claimed: 30, ...at(30 * MIN), creditedSince: 45 })).toBe(0);
  });
});
