import { describe, expect, it } from "vitest";
import { MM_PER_MIN, tegTrace, type TegParams } from "../../src/client/components/figures/teg-geometry.ts";

const cases: TegParams[] = [
  { r: 6, k: 2, alpha: 62, ma: 54, ly30: 24 },
  { r: 7, k: 2, alpha: 68, ma: 60, ly30: 0 },
  { r: 16, k: 6, alpha: 35, ma: 38, ly30: 0 },
  { r: 3, k: 1, alpha: 78, ma: 75, ly30: 3 },
];

describe("TEG tracing", () => {
  it.each(cases)("R $r, K $k, MA $ma, LY30 $ly30: amplitude 2 mm at R, 20 mm at R+K, widest at MA", (c) => {
    const t = tegTrace(c);
    expect(t.amplitude(c.r)).toBeCloseTo(2, 6);
    expect(t.amplitude(c.r + c.k)).toBeCloseTo(20, 6);
    // The spindle's maximum width (both sides of the centre line) equals MA.
    const widest = Math.max(...t.upper.map((p) => 2 * p.y));
    expect(widest).toBeCloseTo(c.ma, 6);
    expect(t.amplitude(t.tMA)).toBeCloseTo(c.ma, 6);
    // A single line before R.
    expect(t.amplitude(c.r * 0.6)).toBeLessThan(0.05);
    // LY30: amplitude 30 minutes after MA has fallen by the stated percentage.
    expect(t.amplitude(t.tMA + 30)).toBeCloseTo(c.ma * (1 - c.ly30 / 100), 6);
    expect(t.end).toBeGreaterThanOrEqual(t.tMA + 30);
  });

  it("is symmetric about the centre line and never wider than MA", () => {
    const t = tegTrace(cases[0]!);
    for (const p of t.upper) {
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(2 * p.y).toBeLessThanOrEqual(cases[0]!.ma + 1e-9);
    }
  });

  it("fits the curve so the tangent from the R point makes the stated alpha when the numbers agree", () => {
    const t = tegTrace({ r: 7, k: 2, alpha: 70, ma: 60, ly30: 0 });
    expect(Math.abs(t.fittedAlpha - 70)).toBeLessThan(1.5);
    // The alpha line is drawn at the stated angle on 2 mm/min paper.
    const [a, b] = t.alphaLine;
    expect((Math.atan((b.y - a.y) / ((b.x - a.x) * MM_PER_MIN)) * 180) / Math.PI).toBeCloseTo(70, 6);
    expect(a).toEqual({ x: 7, y: 1 });
  });

  it("a steeper alpha and shorter K build the clot faster", () => {
    const slow = tegTrace({ r: 8, k: 6, alpha: 40, ma: 55, ly30: 0 });
    const fast = tegTrace({ r: 8, k: 1.5, alpha: 72, ma: 55, ly30: 0 });
    expect(fast.tMA).toBeLessThan(slow.tMA);
    expect(fast.amplitude(12)).toBeGreaterThan(slow.amplitude(12));
  });

  it("full lysis narrows the tracing back to a line by 30 minutes after MA", () => {
    const t = tegTrace({ r: 6, k: 2, alpha: 65, ma: 55, ly30: 100 });
    expect(t.amplitude(t.tMA + 30)).toBeCloseTo(0, 6);
    expect(t.amplitude(t.tMA + 15)).toBeGreaterThan(0);
  });

  it("with MA under 20 mm K is undefined and the curve still peaks at MA", () => {
    const t = tegTrace({ r: 12, k: 10, alpha: 20, ma: 15, ly30: 0 });
    expect(t.k).toBeNull();
    expect(Math.max(...t.upper.map((p) => 2 * p.y))).toBeCloseTo(15, 6);
  });
});
