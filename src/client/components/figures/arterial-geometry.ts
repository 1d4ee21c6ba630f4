// Radial arterial pressure waveforms. A beat is a monotone spline through physiological landmarks
// (upstroke, systolic peak, tidal shoulder, dicrotic notch and wave, exponential diastolic runoff),
// so the highest point of a beat is exactly its systolic pressure and the end-diastolic point exactly
// the diastolic. `systolic`/`diastolic` are what the trace reads (for the damping faults too: an
// overdamped line reading 102/70 peaks at 102); damping changes the shape, through a second-order
// catheter-transducer response applied to the true waveform.
import type { ARTERIAL_VARIANTS, Figure } from "../../../shared/figures.ts";
import { clamp, monotoneCubic, niceStep, type Pt } from "./geometry.ts";

export type ArterialFigure = Extract<Figure, { kind: "arterial" }>;
export type ArterialVariant = (typeof ARTERIAL_VARIANTS)[number];

export interface ArterialBeat {
  /** Start of the systolic upstroke, s. */
  start: number;
  /** The beat's peak and the pressure at the end of the diastole before it, mm Hg. */
  systolic: number;
  endDiastolic: number;
  /** IABP 1:2: whether the diastole after this beat is augmented by the balloon. */
  augmented?: boolean;
}

export interface ArterialTrace {
  points: Pt[];
  beats: ArterialBeat[];
  duration: number;
  yMin: number;
  yMax: number;
  yStep: number;
}

type Knots = Pt[];

const NORMAL_SYSTOLE: Knots = [
  { x: 0, y: 0 },
  { x: 0.022, y: 0.1 },
  { x: 0.045, y: 0.45 },
  { x: 0.07, y: 0.84 },
  { x: 0.1, y: 1 },
  { x: 0.135, y: 0.965 },
  { x: 0.18, y: 0.87 },
  { x: 0.22, y: 0.8 },
  { x: 0.265, y: 0.7 },
  { x: 0.305, y: 0.575 },
  { x: 0.33, y: 0.5 }, // dicrotic notch
  { x: 0.355, y: 0.535 },
  { x: 0.385, y: 0.55 }, // dicrotic wave
];

const STENOSIS_SYSTOLE: Knots = [
  { x: 0, y: 0 },
  { x: 0.04, y: 0.16 },
  { x: 0.08, y: 0.4 },
  { x: 0.11, y: 0.54 },
  { x: 0.14, y: 0.57 }, // anacrotic shoulder on the slow upstroke
  { x: 0.165, y: 0.6 },
  { x: 0.2, y: 0.75 },
  { x: 0.25, y: 0.92 },
  { x: 0.3, y: 1 }, // late, rounded peak
  { x: 0.345, y: 0.96 },
  { x: 0.385, y: 0.86 },
  { x: 0.415, y: 0.78 },
  { x: 0.43, y: 0.765 }, // small notch
  { x: 0.45, y: 0.772 },
];

const REGURGITATION_SYSTOLE: Knots = [
  { x: 0, y: 0 },
  { x: 0.025, y: 0.2 },
  { x: 0.05, y: 0.72 },
  { x: 0.075, y: 1 }, // brisk percussion wave
  { x: 0.105, y: 0.87 },
  { x: 0.14, y: 0.94 }, // second systolic peak (bisferiens)
  { x: 0.19, y: 0.8 },
  { x: 0.24, y: 0.58 },
  { x: 0.285, y: 0.36 },
  { x: 0.305, y: 0.33 }, // low notch
  { x: 0.325, y: 0.345 },
];

/** Systolic landmarks scaled to the heart rate (systole shortens less than the cycle does). */
const systoleScale = (rr: number) => clamp(Math.sqrt(rr / 0.8), 0.62, 1.15);

/** Exponential diastolic runoff from the last systolic knot down to 0 at the next upstroke. */
function withRunoff(systole: Knots, rr: number, tau: number): Knots {
  const last = systole[systole.length - 1]!;
  const td = last.x;
  const span = rr - td;
  const eR = Math.exp(-span / tau);
  const out = systole.slice();
  const n = Math.max(3, Math.ceil(span / 0.01));
  for (let i = 1; i <= n; i++) {
    const t = td + (span * i) / n;
    out.push({ x: t, y: i === n ? 0 : (last.y * (Math.exp(-(t - td) / tau) - eR)) / (1 - eR) });
  }
  return out;
}

const scaled = (k: Knots, ts: number) => k.map((p) => ({ x: p.x * ts, y: p.y }));

function beatKnots(variant: "normal" | "aortic-stenosis" | "aortic-regurgitation", rr: number): Knots {
  const ts = systoleScale(rr);
  if (variant === "aortic-stenosis") return withRunoff(scaled(STENOSIS_SYSTOLE, ts), rr, 0.7);
  if (variant === "aortic-regurgitation") return withRunoff(scaled(REGURGITATION_SYSTOLE, ts), rr, 0.32);
  return withRunoff(scaled(NORMAL_SYSTOLE, ts), rr, 0.5);
}

/** One beat in normalised pressure (0 = end-diastolic, 1 = systolic peak) over [0, rr]. */
export function beatShape(variant: "normal" | "aortic-stenosis" | "aortic-regurgitation", rr: number): (t: number) => number {
  return monotoneCubic(beatKnots(variant, rr));
}

/**
 * IABP 1:2. Beat A: unassisted systole, balloon inflation at the dicrotic notch (a sharp V) and a
 * diastolic augmentation above systolic, then deflation just before the next systole dropping the
 * pressure below the unassisted end-diastolic (the assisted end-diastolic). Beat B: the assisted
 * systole, lower than the unassisted one, then an ordinary diastole back to the diastolic pressure.
 * Units: 0 = unassisted end-diastolic, 1 = unassisted systolic.
 */
export const IABP = { augmentedPeak: 1.14, assistedEndDiastolic: -0.26, assistedSystolic: 0.9 };

function iabpPairKnots(rr: number): Knots {
  const ts = systoleScale(rr);
  const notchIndex = NORMAL_SYSTOLE.findIndex((k) => k.y === 0.5);
  const a: Knots = scaled(NORMAL_SYSTOLE.slice(0, notchIndex + 1), ts);
  const tn = a[a.length - 1]!.x;
  const late = rr - 0.1 * ts;
  a.push(
    { x: tn + 0.03, y: 0.82 },
    { x: tn + 0.07, y: IABP.augmentedPeak },
    { x: tn + 0.07 + 0.35 * (late - tn - 0.07), y: 1.0 },
    { x: late, y: 0.72 },
    { x: rr - 0.045 * ts, y: 0.2 },
    { x: rr, y: IABP.assistedEndDiastolic },
  );
  // At fast rates the diastolic landmarks crowd together: keep them strictly in time order.
  const aKnots = a.filter((k, i) => i === 0 || k.x > a[i - 1]!.x + 0.005);
  const lift = (y: number) => IABP.assistedEndDiastolic + y * (IABP.assistedSystolic - IABP.assistedEndDiastolic);
  // Beat B: the assisted systole rises from the assisted end-diastolic and its diastole falls back to
  // the unassisted end-diastolic (0).
  const bSys: Knots = scaled(NORMAL_SYSTOLE, ts).map((k) => ({ x: k.x, y: lift(k.y) }));
  const b = withRunoff(bSys, rr, 0.5).map((k) => ({ x: k.x + rr, y: k.y }));
  return [...aKnots, ...b.slice(1)];
}

interface Filter {
  fn: number;
  zeta: number;
}

/** Second-order response of a catheter-transducer system (natural frequency fn Hz, damping zeta). */
function damp(f: (t: number) => number, from: number, to: number, { fn, zeta }: Filter, dt = 0.0005): Pt[] {
  const w = 2 * Math.PI * fn;
  const warm = 3;
  let x = f(from - warm);
  let v = 0;
  const out: Pt[] = [];
  const n = Math.round((to - from + warm) / dt);
  const every = Math.round(0.004 / dt);
  for (let i = 0; i <= n; i++) {
    const t = from - warm + i * dt;
    if (t >= from - 1e-9 && i % every === 0) out.push({ x: t, y: x });
    const acc = w * w * (f(t) - x) - 2 * zeta * w * v;
    v += acc * dt;
    x += v * dt;
  }
  return out;
}

export function arterialTrace(input: Pick<ArterialFigure, "systolic" | "diastolic" | "rate" | "variant">): ArterialTrace {
  const { variant, rate } = input;
  const S = Math.max(input.systolic, input.diastolic + 1);
  const D = input.diastolic;
  const pp = S - D;
  const rr = 60 / rate;
  const t0 = 0.12 * rr;

  let nBeats = Math.max(5, Math.ceil(4 / rr));
  let respPeriod = 0;
  if (variant === "respiratory-variation") {
    respPeriod = clamp(Math.round(4.5 / rr), 4, 6);
    nBeats = clamp(2 * respPeriod, 8, 12);
  }
  if (variant === "pulsus-alternans" || variant === "iabp-timed") nBeats = Math.max(6, 2 * Math.ceil(nBeats / 2));
  const duration = nBeats * rr;

  // Peak pressure of beat k (k may be negative: beats before the window feed its first diastole).
  const dip = clamp(0.3 * pp, 8, 25);
  const alt = clamp(0.25 * pp, 8, 25);
  const systolicOf = (k: number): number => {
    if (variant === "respiratory-variation") return S - Math.min(dip, pp * 0.6) * (1 - Math.cos((2 * Math.PI * k) / respPeriod)) * 0.5;
    if (variant === "pulsus-alternans") return ((k % 2) + 2) % 2 === 0 ? S : S - Math.min(alt, pp * 0.6);
    return S;
  };

  const shapeVariant = variant === "aortic-stenosis" || variant === "aortic-regurgitation" ? variant : "normal";
  const knots = beatKnots(shapeVariant, rr);
  const shape = monotoneCubic(knots);
  const pairKnots = iabpPairKnots(rr);
  const pair = monotoneCubic(pairKnots);

  const truePressure = (t: number): number => {
    const k = Math.floor((t - t0) / rr);
    const u = t - t0 - k * rr;
    if (variant === "iabp-timed") {
      const pk = Math.floor((t - t0) / (2 * rr));
      const pu = t - t0 - pk * 2 * rr;
      return D + pair(pu) * pp;
    }
    return D + shape(u) * (systolicOf(k) - D);
  };

  let points: Pt[];
  if (variant === "overdamped" || variant === "underdamped") {
    const filter = variant === "overdamped" ? { fn: 4, zeta: 1.3 } : { fn: 10, zeta: 0.2 };
    const raw = damp(truePressure, 0, duration, filter);
    // Read-out matches the stated numbers: rescale the displayed trace to systolic/diastolic.
    let lo = Infinity;
    let hi = -Infinity;
    for (const p of raw) {
      lo = Math.min(lo, p.y);
      hi = Math.max(hi, p.y);
    }
    points = raw.map((p) => ({ x: p.x, y: D + ((p.y - lo) / (hi - lo)) * pp }));
  } else {
    points = [];
    const step = 0.004;
    const n = Math.round(duration / step);
    for (let i = 0; i <= n; i++) points.push({ x: i * step, y: truePressure(i * step) });
    // Sample every landmark exactly (upstroke, peaks, notch, end-diastole).
    const landmarks = variant === "iabp-timed" ? pairKnots.map((k) => k.x) : knots.filter((k) => k.x <= 0.5 * rr).map((k) => k.x);
    const period = variant === "iabp-timed" ? 2 * rr : rr;
    for (let k = -1; t0 + k * period < duration; k++) {
      for (const x of landmarks) {
        const t = t0 + k * period + x;
        if (t >= 0 && t <= duration) points.push({ x: t, y: truePressure(t) });
      }
    }
    points.sort((a, b) => a.x - b.x);
  }

  const beats: ArterialBeat[] = [];
  for (let k = 0; k < nBeats; k++) {
    const start = t0 + k * rr;
    if (variant === "iabp-timed") {
      const augmented = k % 2 === 0;
      beats.push({
        start,
        systolic: augmented ? S : D + IABP.assistedSystolic * pp,
        endDiastolic: augmented ? D : D + IABP.assistedEndDiastolic * pp,
        augmented,
      });
    } else beats.push({ start, systolic: systolicOf(k), endDiastolic: D });
  }

  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    lo = Math.min(lo, p.y);
    hi = Math.max(hi, p.y);
  }
  const yStep = niceStep(hi - lo + 20, 5) < 20 ? 20 : niceStep(hi - lo + 20, 5);
  const yMin = Math.max(0, Math.floor((lo - 8) / yStep) * yStep);
  const yMax = Math.ceil((hi + 8) / yStep) * yStep;
  return { points, beats, duration, yMin, yMax, yStep };
}
