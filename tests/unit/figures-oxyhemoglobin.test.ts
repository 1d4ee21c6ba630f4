import { describe, expect, it } from "vitest";
import { dissociationCurve, HILL_N, po2AxisMax, saturation } from "../../src/client/components/figures/oxyhemoglobin-geometry.ts";

describe("oxyhemoglobin geometry", () => {
  it("is 50 % saturated at each curve's P50", () => {
    for (const p50 of [19, 26.8, 35]) {
      expect(saturation(p50, p50)).toBeCloseTo(0.5, 12);
      const pt = dissociationCurve(p50, 120, 0.1).find((p) => Math.abs(p.x - p50) < 0.05)!;
      expect(pt.y).toBeCloseTo(50, 0);
    }
  });

  it("uses the Hill equation with n about 2.7 and gives the textbook adult values", () => {
    expect(HILL_N).toBeCloseTo(2.7, 5);
    expect(100 * saturation(60, 26.8)).toBeCloseTo(90, 0);
    expect(100 * saturation(40, 26.8)).toBeGreaterThan(73);
    expect(100 * saturation(40, 26.8)).toBeLessThan(77);
    expect(100 * saturation(100, 26.8)).toBeGreaterThan(97);
  });

  it("is sigmoid and rises monotonically from 0 at a PO2 of 0", () => {
    const c = dissociationCurve(26.8);
    expect(c[0]).toEqual({ x: 0, y: 0 });
    for (let i = 1; i < c.length; i++) expect(c[i]!.y).toBeGreaterThanOrEqual(c[i - 1]!.y);
    // Steepest in the middle, flat at the top.
    const slope = (x: number) => saturation(x + 1, 26.8) - saturation(x, 26.8);
    expect(slope(25)).toBeGreaterThan(slope(5));
    expect(slope(25)).toBeGreaterThan(5 * slope(100));
  });

  it("lowers saturation at a given PO2 when the curve shifts right", () => {
    expect(saturation(40, 35)).toBeLessThan(saturation(40, 26.8));
    expect(saturation(40, 19)).toBeGreaterThan(saturation(40, 26.8));
  });

  it("runs the PO2 axis to 120 mm Hg, or 150 when a marked PO2 is beyond it", () => {
    expect(po2AxisMax([40, 60])).toBe(120);
    expect(po2AxisMax([140])).toBe(150);
    expect(dissociationCurve(26.8).at(-1)!.x).toBe(120);
  });
});
