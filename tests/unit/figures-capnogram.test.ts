import { describe, expect, it } from "vitest";
import { capnogramTrace, type CapnogramBreath } from "../../src/client/components/figures/capnogram-geometry.ts";
import type { Pt } from "../../src/client/components/figures/geometry.ts";

const breath = (b: Partial<CapnogramBreath> & { etco2: number }): CapnogramBreath => ({
  baseline: 0,
  upstroke: "sharp",
  plateau: "flat",
  downstroke: "sharp",
  oscillations: false,
  ...b,
});
const within = (pts: readonly Pt[], from: number, to: number) => pts.filter((p) => p.x >= from - 1e-9 && p.x <= to + 1e-9);
const maxY = (pts: readonly Pt[]) => Math.max(...pts.map((p) => p.y));
const minY = (pts: readonly Pt[]) => Math.min(...pts.map((p) => p.y));

describe("capnogram geometry", () => {
  it("peaks at each breath's EtCO2 (the end of phase III) and returns to its baseline", () => {
    const breaths = [breath({ etco2: 40, baseline: 4 }), breath({ etco2: 42, baseline: 6 }), breath({ etco2: 44, baseline: 8 })];
    const trace = capnogramTrace(breaths);
    expect(maxY(trace.points)).toBe(44);
    trace.breaths.forEach((span, i) => {
      const pts = within(trace.points, span.start, span.end);
      expect(maxY(pts)).toBeCloseTo(breaths[i]!.etco2, 6);
      // The inspiratory baseline before the upstroke sits at the stated inspired CO2.
      expect(minY(within(trace.points, span.start, span.start + 1))).toBeCloseTo(breaths[i]!.baseline, 6);
      // The end-tidal value is read at the end of the plateau.
      const atEnd = trace.points.find((p) => Math.abs(p.x - span.endTidal) < 1e-9);
      expect(atEnd?.y).toBeCloseTo(breaths[i]!.etco2, 6);
    });
    expect(minY(trace.points)).toBe(4);
  });

  it("steps a rising baseline up through the downstroke instead of jumping", () => {
    const trace = capnogramTrace([breath({ etco2: 40, baseline: 4 }), breath({ etco2: 42, baseline: 8 })]);
    for (let i = 1; i < trace.points.length; i++) {
      const a = trace.points[i - 1]!;
      const b = trace.points[i]!;
      if (b.x - a.x < 1e-9) expect(Math.abs(b.y - a.y)).toBeLessThan(1e-6);
    }
  });

  it("draws a flat plateau nearly level but a shark fin still climbing at the end of expiration", () => {
    const slopeAtEnd = (b: CapnogramBreath) => {
      const t = capnogramTrace([b]);
      const end = t.breaths[0]!.endTidal;
      const before = within(t.points, end - 0.4, end - 0.35)[0]!;
      return (b.etco2 - before.y) / (end - before.x);
    };
    const flat = slopeAtEnd(breath({ etco2: 40 }));
    const fin = slopeAtEnd(breath({ etco2: 40, upstroke: "slow", plateau: "sloped" }));
    expect(flat).toBeGreaterThanOrEqual(0);
    expect(flat).toBeLessThan(1.5);
    expect(fin).toBeGreaterThan(3 * flat);
  });

  it("makes a slow upstroke take longer than a sharp one to reach the plateau", () => {
    const riseTime = (b: CapnogramBreath) => {
      const t = capnogramTrace([b]);
      const p10 = t.points.find((p) => p.y >= 0.1 * b.etco2)!;
      const p80 = t.points.find((p) => p.y >= 0.8 * b.etco2)!;
      return p80.x - p10.x;
    };
    expect(riseTime(breath({ etco2: 40, upstroke: "slow" }))).toBeGreaterThan(2 * riseTime(breath({ etco2: 40 })));
  });

  it("cuts a curare cleft into the plateau: a dip well below EtCO2 between two plateau levels", () => {
    const t = capnogramTrace([breath({ etco2: 38, plateau: "cleft" })]);
    const span = t.breaths[0]!;
    const plateau = within(t.points, span.endTidal - 1.8, span.endTidal);
    const lowest = minY(plateau);
    expect(lowest).toBeLessThan(38 - 8);
    const iLow = plateau.findIndex((p) => p.y === lowest);
    expect(maxY(plateau.slice(0, iLow))).toBeGreaterThan(lowest + 8);
    expect(maxY(plateau.slice(iLow))).toBeCloseTo(38, 6);
  });

  it("adds cardiogenic oscillations as ripples (several local maxima) on the way down", () => {
    const t = capnogramTrace([breath({ etco2: 35, oscillations: true })]);
    const span = t.breaths[0]!;
    const tail = within(t.points, span.endTidal, span.end);
    let maxima = 0;
    for (let i = 1; i < tail.length - 1; i++) if (tail[i]!.y > tail[i - 1]!.y && tail[i]!.y >= tail[i + 1]!.y) maxima++;
    expect(maxima).toBeGreaterThanOrEqual(2);
    expect(maxY(t.points)).toBeCloseTo(35, 6);
  });

  it("slows the inspiratory downstroke when asked", () => {
    const fall = (b: CapnogramBreath) => {
      const t = capnogramTrace([b]);
      return t.breaths[0]!.end - t.breaths[0]!.endTidal;
    };
    expect(fall(breath({ etco2: 40, downstroke: "slow" }))).toBeGreaterThan(3 * fall(breath({ etco2: 40 })));
  });

  it("keeps the 0-60 mm Hg axis unless EtCO2 goes higher, then scales in 20s", () => {
    expect(capnogramTrace([breath({ etco2: 60 })]).yMax).toBe(60);
    expect(capnogramTrace([breath({ etco2: 61 })]).yMax).toBe(80);
    expect(capnogramTrace([breath({ etco2: 95 })]).yMax).toBe(100);
  });

  it("lays thirty breaths side by side as one compressed trend", () => {
    const t = capnogramTrace(Array.from({ length: 30 }, (_, i) => breath({ etco2: 38 + i })));
    expect(t.breaths).toHaveLength(30);
    for (let i = 1; i < 30; i++) expect(t.breaths[i]!.start).toBeCloseTo(t.breaths[i - 1]!.end, 9);
    expect(maxY(t.points)).toBe(67);
  });
});
