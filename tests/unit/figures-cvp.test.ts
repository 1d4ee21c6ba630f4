import { describe, expect, it } from "vitest";
import { CVP_VARIANTS } from "../../src/shared/figures.ts";
import { cvpTrace, meanOver, type CvpTrace } from "../../src/client/components/figures/cvp-geometry.ts";

const label = (t: CvpTrace, text: string) => t.labels.find((l) => l.text === text);
const texts = (t: CvpTrace) => t.labels.map((l) => l.text);

describe("CVP waveform geometry", () => {
  it.each(CVP_VARIANTS)("%s: averages the stated mean over whole cardiac cycles", (variant) => {
    for (const mean of [4, 10, 18]) {
      const t = cvpTrace(mean, variant);
      expect(meanOver(t.points, t.cycles[0], t.cycles[1])).toBeCloseTo(mean, 1);
      expect(t.yMin).toBeLessThanOrEqual(Math.min(...t.points.map((p) => p.y)));
      expect(t.yMax).toBeGreaterThanOrEqual(Math.max(...t.points.map((p) => p.y)));
    }
  });

  it("normal: labels a, c, x, v, y in cardiac-cycle order, peaks above and descents below", () => {
    const t = cvpTrace(8, "normal");
    expect(texts(t)).toEqual(["a", "c", "x", "v", "y"]);
    const xs = t.labels.map((l) => l.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]!).toBeGreaterThan(xs[i - 1]!);
    expect(t.labels.map((l) => l.place)).toEqual(["above", "above", "below", "above", "below"]);
    // The a wave comes just before the QRS, c just after it; each label sits on the trace.
    const q = t.qrs.find((x) => x > label(t, "a")!.x)!;
    expect(q - label(t, "a")!.x).toBeLessThan(0.1);
    expect(label(t, "c")!.x - q).toBeGreaterThan(0);
    for (const l of t.labels) {
      const p = t.points.find((pt) => Math.abs(pt.x - l.x) < 1e-9)!;
      expect(p.y).toBeCloseTo(l.y, 6);
    }
  });

  it("cannon a: a giant a wave after the QRS, far taller than a normal a wave", () => {
    const normal = cvpTrace(10, "normal");
    const cannon = cvpTrace(10, "cannon-a");
    const a = label(cannon, "a")!;
    expect(a.y - 10).toBeGreaterThan(2 * (label(normal, "a")!.y - 10));
    expect(a.y).toBe(Math.max(...cannon.points.map((p) => p.y)));
    const q = [...cannon.qrs].reverse().find((x) => x < a.x)!;
    expect(a.x - q).toBeGreaterThan(0.05);
    expect(a.x - q).toBeLessThan(0.25);
  });

  it("large v (tricuspid regurgitation): a tall systolic cv wave, no x descent, then a steep y descent", () => {
    const t = cvpTrace(10, "large-v");
    expect(texts(t)).toEqual(["a", "cv", "y"]);
    expect(label(t, "cv")!.y - label(t, "a")!.y).toBeGreaterThan(6);
    expect(label(t, "cv")!.y - label(t, "y")!.y).toBeGreaterThan(12);
  });

  it("absent a (atrial fibrillation): no a wave and irregular beat-to-beat timing", () => {
    const t = cvpTrace(10, "absent-a");
    expect(texts(t)).not.toContain("a");
    expect(texts(t)).toEqual(["c", "x", "v", "y"]);
    const rr = t.qrs.slice(1).map((q, i) => q - t.qrs[i]!);
    expect(Math.max(...rr) - Math.min(...rr)).toBeGreaterThan(0.08);
  });

  it("tamponade: the x descent stays but the y descent is blunted", () => {
    const normal = cvpTrace(18, "normal");
    const tamp = cvpTrace(18, "tamponade");
    const depth = (t: CvpTrace, peak: string, trough: string) => label(t, peak)!.y - label(t, trough)!.y;
    expect(depth(tamp, "v", "y")).toBeLessThan(0.3 * depth(normal, "v", "y"));
    expect(depth(tamp, "c", "x")).toBeGreaterThanOrEqual(depth(normal, "c", "x"));
  });

  it("draws a lead II ECG over the same time span with a QRS under every beat", () => {
    const t = cvpTrace(8, "normal");
    expect(t.ecg[0]!.x).toBe(0);
    expect(t.ecg.at(-1)!.x).toBeCloseTo(t.duration, 2);
    for (const q of t.qrs) {
      const r = Math.max(...t.ecg.filter((p) => p.x > q && p.x < q + 0.08).map((p) => p.y));
      expect(r).toBeGreaterThan(0.8);
    }
  });
});
