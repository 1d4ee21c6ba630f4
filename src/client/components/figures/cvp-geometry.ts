// Central venous pressure with its lead II ECG: the a wave after the P wave, c at the start of
// ventricular systole, the x descent, v at the end of systole and the y descent as the tricuspid
// valve opens. Each beat is a monotone spline through those landmarks, shifted so the trace's time
// average is the stated mean.
import type { CVP_VARIANTS, Figure } from "../../../shared/figures.ts";
import { ecgForBeats } from "./ecg-geometry.ts";
import { monotoneCubic, seededRandom, type Pt } from "./geometry.ts";

export type CvpFigure = Extract<Figure, { kind: "cvp" }>;
export type CvpVariant = (typeof CVP_VARIANTS)[number];

export interface WaveLabel {
  text: string;
  x: number;
  y: number;
  place: "above" | "below";
}

export interface CvpTrace {
  points: Pt[];
  ecg: Pt[];
  qrs: number[];
  labels: WaveLabel[];
  duration: number;
  yMin: number;
  yMax: number;
  yStep: number;
  /** Whole cardiac cycles on the strip (pre-a point to pre-a point), over which the mean holds. */
  cycles: [number, number];
}

interface Landmark {
  /** Time from QRS onset, s. */
  t: number;
  /** mm Hg relative to the pre-a baseline. */
  v: number;
  label?: string;
}

/** Landmarks of one beat; the first is the pre-a point 140 ms before the QRS. */
const LANDMARKS: Record<CvpVariant, Landmark[]> = {
  normal: [
    { t: -0.14, v: 0 },
    { t: -0.04, v: 4, label: "a" },
    { t: 0.02, v: 2 },
    { t: 0.07, v: 3, label: "c" },
    { t: 0.22, v: -3, label: "x" },
    { t: 0.38, v: 3.2, label: "v" },
    { t: 0.5, v: -2.2, label: "y" },
    { t: 0.62, v: -0.9 },
  ],
  // Atria contracting against a closed tricuspid valve (junctional rhythm, AV dissociation): a
  // giant a wave during ventricular systole, fused with c.
  "cannon-a": [
    { t: -0.14, v: 0 },
    { t: -0.02, v: 0.5 },
    { t: 0.05, v: 1.6 },
    { t: 0.15, v: 12, label: "a" },
    { t: 0.24, v: 1.4 },
    { t: 0.3, v: -2.5, label: "x" },
    { t: 0.42, v: 2.6, label: "v" },
    { t: 0.54, v: -2, label: "y" },
    { t: 0.66, v: -0.8 },
  ],
  // Tricuspid regurgitation: the x descent is filled in and c and v merge into one tall systolic cv
  // wave followed by a steep y descent.
  "large-v": [
    { t: -0.14, v: 0 },
    { t: -0.04, v: 3.5, label: "a" },
    { t: 0.02, v: 2.4 },
    { t: 0.08, v: 3.8 },
    { t: 0.18, v: 7 },
    { t: 0.3, v: 10.8 },
    { t: 0.37, v: 11.8, label: "cv" },
    { t: 0.43, v: 9.2 },
    { t: 0.53, v: -3, label: "y" },
    { t: 0.65, v: -1 },
  ],
  // Atrial fibrillation: no a wave; the c wave remains.
  "absent-a": [
    { t: -0.14, v: 0 },
    { t: -0.01, v: 0.3 },
    { t: 0.07, v: 2.8, label: "c" },
    { t: 0.22, v: -2.6, label: "x" },
    { t: 0.38, v: 3.6, label: "v" },
    { t: 0.5, v: -2.4, label: "y" },
    { t: 0.62, v: -0.9 },
  ],
  // Tamponade: a prominent x descent but a blunted y descent; pressure stays high through diastole.
  tamponade: [
    { t: -0.14, v: 1.6 },
    { t: -0.04, v: 3.4, label: "a" },
    { t: 0.02, v: 2 },
    { t: 0.07, v: 2.6, label: "c" },
    { t: 0.22, v: -4.5, label: "x" },
    { t: 0.38, v: 2.8, label: "v" },
    { t: 0.5, v: 1.9, label: "y" },
    { t: 0.6, v: 2.1 },
  ],
};

/** Lead II atrial activity matching each variant. */
const ATRIAL: Record<CvpVariant, "sinus" | "retrograde" | "fibrillation"> = {
  normal: "sinus",
  "cannon-a": "retrograde",
  "large-v": "sinus",
  "absent-a": "fibrillation",
  tamponade: "sinus",
};

const RR = 60 / 65;
const FIRST_QRS = 0.32;
/** Beats on the strip; the labels go on the second. */
const BEATS = 3;

export function cvpTrace(mean: number, variant: CvpVariant): CvpTrace {
  const marks = LANDMARKS[variant];
  // QRS onsets: regular, or irregularly irregular in atrial fibrillation.
  const rnd = seededRandom(0xc5);
  const qrs: number[] = [];
  let q = FIRST_QRS - RR;
  for (let i = -1; i <= BEATS + 1; i++) {
    qrs.push(q);
    q += variant === "absent-a" ? RR * (0.82 + 0.42 * rnd()) : RR;
  }
  const lastQ = qrs[qrs.length - 1]!;
  const duration = qrs[BEATS + 1]! - 0.1;

  const knots: Pt[] = [];
  for (const qq of qrs) {
    for (const m of marks) {
      const x = qq + m.t;
      if (knots.length === 0 || x > knots[knots.length - 1]!.x + 0.01) knots.push({ x, y: m.v });
    }
  }
  knots.push({ x: lastQ + 1, y: marks[0]!.v });
  const f = monotoneCubic(knots);

  // Shift to the stated mean over whole cycles (pre-a point to pre-a point).
  const c0 = qrs[1]! + marks[0]!.t;
  const c1 = qrs[BEATS + 1]! + marks[0]!.t;
  let sum = 0;
  const n = 600;
  for (let i = 0; i < n; i++) sum += f(c0 + ((i + 0.5) * (c1 - c0)) / n);
  const shift = mean - sum / n;

  const points: Pt[] = [];
  const step = 0.005;
  for (let i = 0; i * step <= duration + 1e-9; i++) points.push({ x: i * step, y: f(i * step) + shift });
  for (const k of knots) if (k.x > 0 && k.x < duration) points.push({ x: k.x, y: k.y + shift });
  points.sort((a, b) => a.x - b.x);

  const labelled = qrs[2]!;
  const labels: WaveLabel[] = marks
    .filter((m) => m.label !== undefined)
    .map((m) => {
      const i = marks.indexOf(m);
      const before = marks[i - 1]?.v ?? m.v;
      return { text: m.label!, x: labelled + m.t, y: m.v + shift, place: m.v >= before ? "above" : "below" };
    });

  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    lo = Math.min(lo, p.y);
    hi = Math.max(hi, p.y);
  }
  const yStep = hi - lo > 30 ? 10 : 5;
  return {
    points,
    ecg: ecgForBeats(qrs, ATRIAL[variant], duration),
    qrs: qrs.filter((x) => x >= 0 && x <= duration),
    labels,
    duration,
    yMin: Math.floor((lo - 2) / yStep) * yStep,
    yMax: Math.ceil((hi + 3) / yStep) * yStep,
    yStep,
    cycles: [c0, c1],
  };
}

/** The pressure averaged over the given window. */
export function meanOver(points: readonly Pt[], from: number, to: number): number {
  let area = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const x0 = Math.max(from, a.x);
    const x1 = Math.min(to, b.x);
    if (x1 <= x0) continue;
    const ya = a.y + ((x0 - a.x) * (b.y - a.y)) / (b.x - a.x || 1);
    const yb = a.y + ((x1 - a.x) * (b.y - a.y)) / (b.x - a.x || 1);
    area += ((ya + yb) / 2) * (x1 - x0);
  }
  return area / (to - from);
}
