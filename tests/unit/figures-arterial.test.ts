import { describe, expect, it } from "vitest";
import { ARTERIAL_VARIANTS } from "../../src/shared/figures.ts";
import { arterialTrace, IABP, type ArterialTrace, type ArterialVariant } from "../../src/client/components/figures/arterial-geometry.ts";
import type { Pt } from "../../src/client/components/figures/geometry.ts";

const trace = (variant: ArterialVariant, systolic = 120, diastolic = 70, rate = 75) => arterialTrace({ systolic, diastolic, rate, variant });
const ys = (pts: readonly Pt[]) => pts.map((p) => p.y);
const max = (pts: readonly Pt[]) => Math.max(...ys(pts));
const min = (pts: readonly Pt[]) => Math.min(...ys(pts));
/** Points of one whole beat: from one upstroke to the next. */
const beat = (t: ArterialTrace, k: number) => t.points.filter((p) => p.x >= t.beats[k]!.start && p.x < t.beats[k + 1]!.start);
/** One whole cycle of a filtered (damped) trace, which lags the true pressure: trough to trough. */
function cycle(t: ArterialTrace, k: number): Pt[] {
  const trough = (j: number) => {
    const pts = beat(t, j);
    const early = pts.slice(0, Math.round(pts.length * 0.4));
    return early.find((p) => p.y === min(early))!.x;
  };
  const from = trough(k);
  const to = trough(k + 1);
  return t.points.filter((p) => p.x >= from && p.x < to);
}
/** Local maxima and minima in a run of points (ignoring sub-0.05 mm Hg jitter). */
function turns(pts: readonly Pt[]): { maxima: Pt[]; minima: Pt[] } {
  const maxima: Pt[] = [];
  const minima: Pt[] = [];
  let dir = 0;
  let pivot = pts[0]!;
  for (const p of pts) {
    if (dir === 0) {
      if (p.y > pivot.y + 0.05) dir = 1;
      else if (p.y < pivot.y - 0.05) dir = -1;
      else continue;
      pivot = p;
    } else if (dir === 1) {
      if (p.y >= pivot.y) pivot = p;
      else if (p.y < pivot.y - 0.05) {
        maxima.push(pivot);
        dir = -1;
        pivot = p;
      }
    } else if (p.y <= pivot.y) pivot = p;
    else if (p.y > pivot.y + 0.05) {
      minima.push(pivot);
      dir = 1;
      pivot = p;
    }
  }
  return { maxima, minima };
}
/** Time from 10 % to 90 % of the pulse pressure on the upstroke of beat k. */
function riseTime(t: ArterialTrace, k: number): number {
  const pts = beat(t, k);
  const lo = min(pts);
  const hi = max(pts);
  const peakAt = pts.find((p) => p.y === hi)!.x;
  const up = pts.filter((p) => p.x <= peakAt);
  const t10 = up.find((p) => p.y >= lo + 0.1 * (hi - lo))!.x;
  const t90 = up.find((p) => p.y >= lo + 0.9 * (hi - lo))!.x;
  return t90 - t10;
}
/** How long the pressure stays above 80 % of the pulse pressure in beat k. */
function timeNearPeak(t: ArterialTrace, k: number): number {
  const pts = beat(t, k);
  const lo = min(pts);
  const hi = max(pts);
  const above = pts.filter((p) => p.y >= lo + 0.8 * (hi - lo));
  return above.at(-1)!.x - above[0]!.x;
}

describe("arterial waveform geometry", () => {
  it.each(ARTERIAL_VARIANTS.filter((v) => v !== "iabp-timed"))("%s: the trace reaches the stated systolic and diastolic", (variant) => {
    const t = trace(variant, 132, 64, 80);
    expect(max(t.points)).toBeCloseTo(132, 6);
    expect(min(t.points)).toBeCloseTo(64, 6);
    expect(t.yMin).toBeLessThanOrEqual(64);
    expect(t.yMax).toBeGreaterThanOrEqual(132);
  });

  it("normal: upstroke to systolic, a dicrotic notch, then a falling diastolic runoff to the diastolic", () => {
    const t = trace("normal");
    for (let k = 0; k + 1 < t.beats.length; k++) {
      const pts = beat(t, k);
      expect(max(pts)).toBeCloseTo(120, 6);
      expect(pts[0]!.y).toBeCloseTo(70, 6);
      const { maxima, minima } = turns(pts);
      // Systolic peak, then the notch (a minimum) and the dicrotic wave (a smaller maximum).
      expect(maxima.length).toBe(2);
      expect(minima.length).toBe(1);
      const notch = minima[0]!.y;
      expect(notch).toBeGreaterThan(70 + 0.3 * 50);
      expect(notch).toBeLessThan(70 + 0.7 * 50);
      // Diastole falls monotonically after the dicrotic wave.
      const diastole = pts.filter((p) => p.x > maxima[1]!.x);
      for (let i = 1; i < diastole.length; i++) expect(diastole[i]!.y).toBeLessThanOrEqual(diastole[i - 1]!.y + 1e-9);
    }
  });

  it("overdamped: no dicrotic notch and a slower upstroke; underdamped: ringing and a narrow systolic spike", () => {
    const normal = trace("normal", 120, 70, 75);
    const over = trace("overdamped", 120, 70, 75);
    const under = trace("underdamped", 120, 70, 75);
    const k = 2;
    expect(turns(cycle(over, k)).minima.length).toBe(0);
    expect(turns(cycle(over, k)).maxima.length).toBe(1);
    expect(riseTime(over, k)).toBeGreaterThan(1.5 * riseTime(normal, k));
    // Ringing: an extra oscillation (a peak and a trough) between the systolic spike and the notch.
    expect(turns(cycle(under, k)).maxima.length).toBeGreaterThanOrEqual(turns(beat(normal, k)).maxima.length + 1);
    expect(turns(cycle(under, k)).minima.length).toBeGreaterThanOrEqual(turns(beat(normal, k)).minima.length + 1);
    expect(timeNearPeak(under, k)).toBeLessThan(0.6 * timeNearPeak(normal, k));
    expect(timeNearPeak(over, k)).toBeGreaterThan(timeNearPeak(normal, k));
  });

  it("overdamped readings come from the content: the rounded trace peaks at what it reads (102/70)", () => {
    const over = trace("overdamped", 102, 70, 78);
    const under = trace("underdamped", 186, 62, 72);
    expect(max(over.points)).toBeCloseTo(102, 6);
    expect(max(under.points)).toBeCloseTo(186, 6);
    expect(max(over.points)).toBeLessThan(max(under.points));
  });

  it("respiratory variation: systolic peaks cycle over the breaths while diastolic holds", () => {
    const t = trace("respiratory-variation", 104, 58, 84);
    expect(t.beats.length).toBeGreaterThanOrEqual(8);
    expect(t.beats.length).toBeLessThanOrEqual(12);
    const peaks = t.beats.slice(0, -1).map((_, k) => max(beat(t, k)));
    expect(Math.max(...peaks)).toBeCloseTo(104, 6);
    expect(Math.max(...peaks) - Math.min(...peaks)).toBeGreaterThanOrEqual(8);
    // It rises and falls more than once: a cycle, not a trend.
    let reversals = 0;
    for (let i = 2; i < peaks.length; i++) if (Math.sign(peaks[i]! - peaks[i - 1]!) !== Math.sign(peaks[i - 1]! - peaks[i - 2]!)) reversals++;
    expect(reversals).toBeGreaterThanOrEqual(2);
    for (const b of t.beats) expect(b.endDiastolic).toBe(58);
  });

  it("pulsus alternans: strong and weak beats alternate at a regular rate", () => {
    const t = trace("pulsus-alternans");
    const peaks = t.beats.slice(0, -1).map((_, k) => max(beat(t, k)));
    for (let i = 1; i < peaks.length; i++) expect(Math.abs(peaks[i]! - peaks[i - 1]!)).toBeGreaterThanOrEqual(8);
    for (let i = 2; i < peaks.length; i++) expect(peaks[i]).toBeCloseTo(peaks[i - 2]!, 6);
  });

  it("aortic stenosis peaks late after a slow upstroke; aortic regurgitation collapses fast", () => {
    const peakTime = (t: ArterialTrace) => {
      const pts = beat(t, 1);
      return pts.find((p) => p.y === max(pts))!.x - t.beats[1]!.start;
    };
    expect(peakTime(trace("aortic-stenosis"))).toBeGreaterThan(2 * peakTime(trace("normal")));
    expect(riseTime(trace("aortic-stenosis"), 1)).toBeGreaterThan(2 * riseTime(trace("normal"), 1));
    // Halfway through the cycle the AR pressure has already fallen much closer to diastolic.
    const fraction = (t: ArterialTrace) => {
      const rr = t.beats[2]!.start - t.beats[1]!.start;
      const p = t.points.find((q) => q.x >= t.beats[1]!.start + 0.6 * rr)!;
      return (p.y - 42) / (168 - 42);
    };
    const ar = arterialTrace({ systolic: 168, diastolic: 42, rate: 75, variant: "aortic-regurgitation" });
    const nl = arterialTrace({ systolic: 168, diastolic: 42, rate: 75, variant: "normal" });
    expect(fraction(ar)).toBeLessThan(fraction(nl));
  });

  it("IABP 1:2: augmentation after the notch above systolic, a lower assisted end-diastolic and assisted systolic", () => {
    const t = trace("iabp-timed", 120, 70, 75);
    const pp = 50;
    expect(t.beats.length % 2).toBe(0);
    const unassisted = beat(t, 0);
    const { maxima, minima } = turns(unassisted);
    const systole = maxima[0]!;
    expect(systole.y).toBeCloseTo(120, 6);
    // The first minimum after systole is the notch where the balloon inflates; the augmented
    // diastolic peak follows it and tops the systolic pressure.
    const notch = minima[0]!;
    const augmented = maxima.find((m) => m.x > notch.x)!;
    expect(augmented.y).toBeCloseTo(70 + IABP.augmentedPeak * pp, 6);
    expect(augmented.y).toBeGreaterThan(systole.y);
    expect(notch.y).toBeGreaterThan(70 + 0.3 * pp);
    // Deflation just before the next systole drops below the unassisted end-diastolic.
    const assistedEdp = t.points.find((p) => Math.abs(p.x - t.beats[1]!.start) < 1e-9)!.y;
    expect(assistedEdp).toBeCloseTo(70 + IABP.assistedEndDiastolic * pp, 6);
    expect(assistedEdp).toBeLessThan(70);
    expect(min(t.points)).toBeCloseTo(assistedEdp, 6);
    // The assisted systole is lower than the unassisted one, then pressure returns to 70.
    expect(max(beat(t, 1))).toBeLessThan(120);
    expect(t.points.find((p) => Math.abs(p.x - t.beats[2]!.start) < 1e-9)!.y).toBeCloseTo(70, 6);
  });
});
