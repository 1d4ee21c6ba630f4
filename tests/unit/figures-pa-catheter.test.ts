import { describe, expect, it } from "vitest";
import { paCatheterTrace, type PaStage } from "../../src/client/components/figures/pa-catheter-geometry.ts";

const float: PaStage[] = [
  { site: "right-atrium", systolic: 6, diastolic: 6 },
  { site: "right-ventricle", systolic: 25, diastolic: 5 },
  { site: "pulmonary-artery", systolic: 25, diastolic: 12 },
  { site: "wedge", systolic: 10, diastolic: 10 },
];

describe("PA catheter insertion trace", () => {
  it("labels each segment in the order given and lays them end to end", () => {
    const t = paCatheterTrace(float);
    expect(t.segments.map((s) => s.label)).toEqual(["RA", "RV", "PA", "PAWP"]);
    for (let i = 1; i < t.segments.length; i++) expect(t.segments[i]!.start).toBe(t.segments[i - 1]!.end);
    expect(t.segments.at(-1)!.end).toBe(t.duration);
  });

  it("reaches each chamber's systolic and diastolic inside its own segment", () => {
    const stages: PaStage[] = [
      { site: "right-atrium", systolic: 12, diastolic: 6 },
      { site: "right-ventricle", systolic: 70, diastolic: 8 },
      { site: "pulmonary-artery", systolic: 70, diastolic: 32 },
      { site: "wedge", systolic: 22, diastolic: 14 },
    ];
    const t = paCatheterTrace(stages);
    t.segments.forEach((seg, i) => {
      // Leave out the 0.1 s blends at the joins.
      const pts = t.points.filter((p) => p.x > seg.start + 0.1 && p.x < seg.end - 0.1).map((p) => p.y);
      expect(Math.max(...pts)).toBeCloseTo(stages[i]!.systolic, 0);
      expect(Math.min(...pts)).toBeCloseTo(stages[i]!.diastolic, 0);
    });
    expect(t.yMax).toBeGreaterThanOrEqual(70);
  });

  it("draws a single RA or wedge pressure as small a and v waves around it", () => {
    const t = paCatheterTrace(float);
    const ra = t.points.filter((p) => p.x < t.segments[0]!.end - 0.1).map((p) => p.y);
    expect((Math.max(...ra) + Math.min(...ra)) / 2).toBeCloseTo(6, 6);
    expect(Math.max(...ra) - Math.min(...ra)).toBeGreaterThan(2);
  });

  it("is one continuous trace: no jumps between samples", () => {
    const t = paCatheterTrace(float);
    for (let i = 1; i < t.points.length; i++) expect(Math.abs(t.points[i]!.y - t.points[i - 1]!.y)).toBeLessThan(3);
  });

  it("RV diastolic pressure rises through diastole, PA diastolic falls, and PA diastolic exceeds RV diastolic", () => {
    const t = paCatheterTrace(float);
    const rv = t.segments[1]!;
    const pa = t.segments[2]!;
    const rr = 0.75;
    const at = (x: number) => t.points.reduce((best, p) => (Math.abs(p.x - x) < Math.abs(best.x - x) ? p : best)).y;
    // Second beat of each segment: early vs late diastole.
    expect(at(rv.start + rr + 0.7)).toBeGreaterThan(at(rv.start + rr + 0.36));
    expect(at(pa.start + rr + 0.72)).toBeLessThan(at(pa.start + rr + 0.45));
    expect(at(pa.start + 2 * rr)).toBeGreaterThan(at(rv.start + 2 * rr));
  });
});
