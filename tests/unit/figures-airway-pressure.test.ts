import { describe, expect, it } from "vitest";
import { airwayPressureTrace, BREATH } from "../../src/client/components/figures/airway-pressure-geometry.ts";

const near = (pts: { x: number; y: number }[], x: number) => pts.reduce((best, p) => (Math.abs(p.x - x) < Math.abs(best.x - x) ? p : best));

describe("airway pressure (volume control with an inspiratory pause)", () => {
  it("each breath rises to the peak, settles on the plateau at the end of the pause and returns to PEEP", () => {
    const t = airwayPressureTrace({ peak: 38, plateau: 17, peep: 5, breaths: 3 });
    expect(t.breaths).toHaveLength(3);
    expect(Math.max(...t.points.map((p) => p.y))).toBeCloseTo(38, 6);
    expect(Math.min(...t.points.map((p) => p.y))).toBeCloseTo(5, 6);
    for (const b of t.breaths) {
      expect(near(t.points, b.peakTime).y).toBeCloseTo(38, 1);
      expect(near(t.points, b.plateauTime).y).toBeCloseTo(17, 1);
      // The plateau is flat over the last part of the pause.
      expect(near(t.points, b.plateauTime - 0.15).y).toBeCloseTo(17, 0);
      expect(near(t.points, b.start + BREATH.cycle - 0.3).y).toBeCloseTo(5, 1);
      // Pressure climbs through inspiration (resistive step, then linear elastic rise).
      const insp = t.points.filter((p) => p.x > b.start + 0.1 && p.x < b.peakTime);
      for (let i = 1; i < insp.length; i++) expect(insp[i]!.y).toBeGreaterThanOrEqual(insp[i - 1]!.y);
      // 100 ms in: PEEP + the resistive pressure (peak - plateau) + a tenth of the elastic rise.
      expect(near(t.points, b.start + 0.1).y).toBeCloseTo(5 + (38 - 17) + 0.1 * (17 - 5), 1);
    }
  });

  it("shows a small peak-plateau gap when resistance is normal and the plateau is high", () => {
    const t = airwayPressureTrace({ peak: 34, plateau: 30, peep: 10, breaths: 2 });
    expect(near(t.points, t.breaths[0]!.plateauTime).y).toBeCloseTo(30, 1);
    expect(t.breaths).toHaveLength(2);
  });

  it("never lets the plateau exceed the peak or fall below PEEP", () => {
    const t = airwayPressureTrace({ peak: 20, plateau: 25, peep: 5, breaths: 1 });
    expect(t.plateau).toBe(20);
    const u = airwayPressureTrace({ peak: 20, plateau: 2, peep: 5, breaths: 1 });
    expect(u.plateau).toBe(5);
  });
});
