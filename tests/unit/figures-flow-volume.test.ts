import { describe, expect, it } from "vitest";
import { FLOW_VOLUME_VARIANTS } from "../../src/shared/figures.ts";
import { flowVolumeLoop, LOOPS, type Loop } from "../../src/client/components/figures/flow-volume-geometry.ts";
import type { Pt } from "../../src/client/components/figures/geometry.ts";

const peak = (pts: readonly Pt[]) => Math.max(...pts.map((p) => Math.abs(p.y)));
/** Share of the limb (by volume) spent within 3 % of its peak flow: a plateau from an obstruction. */
const flatShare = (pts: readonly Pt[]) => {
  const top = peak(pts);
  const near = pts.filter((p) => Math.abs(p.y) >= 0.97 * top).map((p) => p.x);
  const span = Math.abs(pts[0]!.x - pts.at(-1)!.x);
  return (Math.max(...near) - Math.min(...near)) / span;
};
const vc = (l: Loop) => l.spec.tlc - l.spec.rv;

describe("flow-volume loops", () => {
  it.each(FLOW_VOLUME_VARIANTS)("%s: expiration above the axis from TLC to RV, inspiration below from RV back to TLC", (variant) => {
    const l = flowVolumeLoop(variant);
    expect(l.expiratory[0]).toEqual({ x: l.spec.tlc, y: 0 });
    expect(l.expiratory.at(-1)).toEqual({ x: l.spec.rv, y: 0 });
    expect(l.inspiratory[0]).toEqual({ x: l.spec.rv, y: 0 });
    expect(l.inspiratory.at(-1)).toEqual({ x: l.spec.tlc, y: 0 });
    for (const p of l.expiratory) expect(p.y).toBeGreaterThanOrEqual(0);
    for (const p of l.inspiratory) expect(p.y).toBeLessThanOrEqual(0);
    for (let i = 1; i < l.expiratory.length; i++) expect(l.expiratory[i]!.x).toBeLessThan(l.expiratory[i - 1]!.x);
  });

  it("normal: peak expiratory flow early (first fifth of the vital capacity), then a straight decline", () => {
    const l = flowVolumeLoop("normal");
    const top = peak(l.expiratory);
    expect(top).toBeCloseTo(LOOPS.normal.pef, 2);
    const at = l.expiratory.find((p) => p.y === top)!;
    expect((l.spec.tlc - at.x) / vc(l)).toBeLessThan(0.2);
    // Mid-vital-capacity flow lies on the line from the peak to RV.
    const mid = l.expiratory.find((p) => p.x <= l.spec.tlc - 0.55 * vc(l))!;
    const line = (top * (mid.x - l.spec.rv)) / (at.x - l.spec.rv);
    expect(mid.y / line).toBeGreaterThan(0.92);
  });

  it("obstructive: low peak flow, scooped-out expiratory limb, larger volumes; restrictive: small vital capacity", () => {
    const n = flowVolumeLoop("normal");
    const o = flowVolumeLoop("obstructive");
    const r = flowVolumeLoop("restrictive");
    expect(peak(o.expiratory)).toBeLessThan(0.6 * peak(n.expiratory));
    const top = peak(o.expiratory);
    const at = o.expiratory.find((p) => p.y === top)!;
    const mid = o.expiratory.find((p) => p.x <= o.spec.tlc - 0.55 * vc(o))!;
    const line = (top * (mid.x - o.spec.rv)) / (at.x - o.spec.rv);
    expect(mid.y / line).toBeLessThan(0.6);
    expect(o.spec.tlc).toBeGreaterThan(n.spec.tlc);
    expect(o.spec.rv).toBeGreaterThan(n.spec.rv);
    expect(vc(r)).toBeLessThan(0.7 * vc(n));
    expect(r.spec.tlc).toBeLessThan(n.spec.tlc);
    // Restrictive flow is high for the lung volume: above normal at the same absolute volume.
    const v = r.spec.tlc - 0.5 * vc(r);
    const flowAt = (l: Loop) => l.expiratory.find((p) => p.x <= v)!.y;
    expect(flowAt(r)).toBeGreaterThan(flowAt(n));
  });

  it("upper-airway obstruction flattens the right limbs", () => {
    const n = flowVolumeLoop("normal");
    const fixed = flowVolumeLoop("fixed-upper-airway");
    const extra = flowVolumeLoop("variable-extrathoracic");
    const intra = flowVolumeLoop("variable-intrathoracic");
    expect(flatShare(fixed.expiratory)).toBeGreaterThan(0.25);
    expect(flatShare(fixed.inspiratory)).toBeGreaterThan(0.25);
    expect(flatShare(n.expiratory)).toBeLessThan(0.1);
    expect(flatShare(n.inspiratory)).toBeLessThan(0.25);
    // Extrathoracic: inspiration limited, expiration preserved; intrathoracic: the reverse.
    expect(peak(extra.inspiratory)).toBeLessThan(0.5 * peak(n.inspiratory));
    expect(peak(extra.expiratory)).toBeGreaterThan(0.9 * peak(n.expiratory));
    expect(flatShare(extra.inspiratory)).toBeGreaterThan(0.3);
    expect(peak(intra.expiratory)).toBeLessThan(0.5 * peak(n.expiratory));
    expect(peak(intra.inspiratory)).toBeGreaterThan(0.9 * peak(n.inspiratory));
    expect(flatShare(intra.expiratory)).toBeGreaterThan(0.25);
  });
});
