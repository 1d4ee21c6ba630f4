// Pressure seen at the tip of a pulmonary artery catheter as it is floated in: right atrium (a and v
// waves), right ventricle (tall systolic pressure, diastolic low and rising through diastole),
// pulmonary artery (dicrotic notch, diastolic pressure falling through diastole, diastolic higher
// than the RV's) and wedge (a and v waves again). One continuous trace; each site's systolic and
// diastolic are its highest and lowest points.
import type { Figure } from "../../../shared/figures.ts";
import { beatShape } from "./arterial-geometry.ts";
import { monotoneCubic, smoothstep, type Pt } from "./geometry.ts";

export type PaCatheterFigure = Extract<Figure, { kind: "pa-catheter" }>;
export type PaStage = PaCatheterFigure["stages"][number];
export type PaSite = PaStage["site"];

export const SITE_LABEL: Record<PaSite, string> = {
  "right-atrium": "RA",
  "right-ventricle": "RV",
  "pulmonary-artery": "PA",
  wedge: "PAWP",
};

export interface PaSegment {
  site: PaSite;
  label: string;
  start: number;
  end: number;
  /** Highest and lowest pressure drawn in the segment. */
  high: number;
  low: number;
}

export interface PaTrace {
  points: Pt[];
  segments: PaSegment[];
  duration: number;
  yMax: number;
  yStep: number;
}

const RR = 0.75;
const CYCLES = 3;
const BLEND = 0.07;

/** Atrial-type pressure (RA, wedge) over one cycle, normalised 0..1; wedge has no c wave. */
function atrialShape(withC: boolean): (t: number) => number {
  const k: Pt[] = [
    { x: 0, y: 0.3 },
    { x: 0.1, y: 1 }, // a
    { x: 0.17, y: 0.55 },
    ...(withC ? [{ x: 0.21, y: 0.68 }] : []), // c
    { x: 0.33, y: 0 }, // x
    { x: 0.48, y: 0.88 }, // v
    { x: 0.58, y: 0.1 }, // y
    { x: 0.67, y: 0.24 },
    { x: RR, y: 0.3 },
  ];
  return monotoneCubic(k);
}

/** Right ventricle: rapid rise to systolic, fall to a low early-diastolic, then a rising diastole. */
const rvShape = monotoneCubic([
  { x: 0, y: 0.12 },
  { x: 0.03, y: 0.2 },
  { x: 0.07, y: 0.75 },
  { x: 0.11, y: 1 },
  { x: 0.19, y: 0.92 },
  { x: 0.26, y: 0.62 },
  { x: 0.31, y: 0.1 },
  { x: 0.34, y: 0 },
  { x: 0.45, y: 0.04 },
  { x: RR - 0.1, y: 0.08 },
  { x: RR - 0.045, y: 0.15 },
  { x: RR, y: 0.12 },
]);

/** The range a stage is drawn over; a single pressure (systolic = diastolic) gets small a and v waves around it. */
function range(s: PaStage): { lo: number; hi: number } {
  const hi = Math.max(s.systolic, s.diastolic);
  const lo = Math.min(s.systolic, s.diastolic);
  if (hi - lo >= 1) return { lo, hi };
  const mid = (hi + lo) / 2;
  return { lo: Math.max(0, mid - 1.5), hi: Math.max(0, mid - 1.5) + 3 };
}

function stageFunction(s: PaStage): (u: number) => number {
  const { lo, hi } = range(s);
  const shape =
    s.site === "right-atrium"
      ? atrialShape(true)
      : s.site === "wedge"
        ? atrialShape(false)
        : s.site === "right-ventricle"
          ? rvShape
          : beatShape("normal", RR);
  return (u) => {
    const phase = ((u % RR) + RR) % RR;
    return lo + shape(phase) * (hi - lo);
  };
}

export function paCatheterTrace(stages: readonly PaStage[]): PaTrace {
  const segLen = CYCLES * RR;
  const fs = stages.map(stageFunction);
  const duration = segLen * stages.length;
  const value = (t: number): number => {
    const i = Math.min(stages.length - 1, Math.max(0, Math.floor(t / segLen)));
    const own = fs[i]!(t - i * segLen);
    const boundaryAfter = (i + 1) * segLen;
    const boundaryBefore = i * segLen;
    if (i + 1 < stages.length && t > boundaryAfter - BLEND) {
      const w = smoothstep((t - (boundaryAfter - BLEND)) / (2 * BLEND));
      return own * (1 - w) + fs[i + 1]!(t - boundaryAfter) * w;
    }
    if (i > 0 && t < boundaryBefore + BLEND) {
      const w = smoothstep((t - (boundaryBefore - BLEND)) / (2 * BLEND));
      return fs[i - 1]!(t - (i - 1) * segLen) * (1 - w) + own * w;
    }
    return own;
  };
  const points: Pt[] = [];
  const step = 0.004;
  for (let i = 0; i * step <= duration + 1e-9; i++) points.push({ x: i * step, y: value(i * step) });

  const segments: PaSegment[] = stages.map((s, i) => {
    const { lo, hi } = range(s);
    return { site: s.site, label: SITE_LABEL[s.site], start: i * segLen, end: (i + 1) * segLen, high: hi, low: lo };
  });
  const top = Math.max(...points.map((p) => p.y));
  const yStep = top > 60 ? 20 : top > 24 ? 10 : 5;
  return { points, segments, duration, yMax: Math.ceil((top + 2) / yStep) * yStep, yStep };
}
