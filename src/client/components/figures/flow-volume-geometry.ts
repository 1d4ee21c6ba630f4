// Flow-volume loops plotted against absolute lung volume (TLC on the left, RV on the right, as in
// the usual teaching figures), expiratory flow up and inspiratory flow down. Each variant sets the
// lung volumes, the peak flows, the shape of the effort-independent expiratory limb and, for the
// upper-airway obstructions, the flow ceiling that flattens one or both limbs.
import type { FLOW_VOLUME_VARIANTS } from "../../../shared/figures.ts";
import type { Pt } from "./geometry.ts";

export type FlowVolumeVariant = (typeof FLOW_VOLUME_VARIANTS)[number];

export interface LoopSpec {
  tlc: number;
  rv: number;
  /** Peak expiratory and inspiratory flow before any ceiling, L/s. */
  pef: number;
  pif: number;
  /** Curvature of the falling expiratory limb: 1 straight, above 1 scooped (concave). */
  scoop: number;
  /** Flow ceilings from a fixed or variable upper-airway obstruction, L/s. */
  expCap?: number;
  inspCap?: number;
}

export const LOOPS: Record<FlowVolumeVariant, LoopSpec> = {
  normal: { tlc: 6, rv: 1.5, pef: 8.5, pif: 6, scoop: 1 },
  // Hyperinflated and air-trapped, low peak flow, scooped-out expiratory limb.
  obstructive: { tlc: 7.3, rv: 3.7, pef: 4.2, pif: 4.6, scoop: 2.6 },
  // Small volumes, flows high for the volume: a tall, narrow loop shifted to the right.
  restrictive: { tlc: 4.0, rv: 1.1, pef: 6.6, pif: 4.6, scoop: 0.95 },
  "fixed-upper-airway": { tlc: 6, rv: 1.5, pef: 8.5, pif: 6, scoop: 1, expCap: 3.2, inspCap: 2.9 },
  // Extrathoracic: narrows on inspiration (negative airway pressure) - the inspiratory limb flattens.
  "variable-extrathoracic": { tlc: 6, rv: 1.5, pef: 8.2, pif: 6, scoop: 1, inspCap: 2.4 },
  // Intrathoracic: narrows on expiration (pleural pressure) - the expiratory limb flattens.
  "variable-intrathoracic": { tlc: 6, rv: 1.5, pef: 8.5, pif: 5.8, scoop: 1, expCap: 3.1 },
};

export interface Loop {
  /** From TLC to RV (x = lung volume, L; y = flow, L/s, positive). */
  expiratory: Pt[];
  /** From RV back to TLC (flow negative). */
  inspiratory: Pt[];
  spec: LoopSpec;
}

/** A smooth minimum, so a flow ceiling has rounded corners rather than a kink. */
const softMin = (a: number, b: number, k = 0.15) => {
  const m = Math.min(a, b);
  return m - k * Math.log(Math.exp(-(a - m) / k) + Math.exp(-(b - m) / k));
};

export function flowVolumeLoop(variant: FlowVolumeVariant, n = 160): Loop {
  const spec = LOOPS[variant];
  const vc = spec.tlc - spec.rv;
  const k = 0.035;
  const raw = (s: number) => (1 - Math.exp(-s / k)) * (1 - s) ** spec.scoop;
  let peak = 0;
  for (let i = 0; i <= 400; i++) peak = Math.max(peak, raw(i / 400));
  const expiratory: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    // Denser sampling near TLC where the limb rises steeply to the peak.
    const s = (i / n) ** 1.6;
    let f = (spec.pef * raw(s)) / peak;
    if (spec.expCap !== undefined) f = Math.max(0, softMin(f, spec.expCap));
    expiratory.push({ x: spec.tlc - s * vc, y: i === 0 || i === n ? 0 : f });
  }
  const inspiratory: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const s = i / n;
    let f = spec.pif * Math.sin(Math.PI * s) ** 0.75;
    if (spec.inspCap !== undefined) f = Math.max(0, softMin(f, spec.inspCap));
    inspiratory.push({ x: spec.rv + s * vc, y: i === 0 || i === n ? 0 : -f });
  }
  return { expiratory, inspiratory, spec };
}
