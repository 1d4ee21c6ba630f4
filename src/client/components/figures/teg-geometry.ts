// Thromboelastography tracing from its parameters. Amplitude (the spindle's full width, mm) is 2 mm
// at R, 20 mm at R + K and MA at its widest, then falls by LY30 % in the 30 minutes after MA. The
// build-up after R is a Weibull-shaped curve whose steepness is fitted so that the tangent from the
// R point makes the stated alpha angle on paper running at 2 mm/min (when R, K, alpha and MA are
// mutually consistent; otherwise R, K and MA win and alpha is drawn as stated).
import type { Figure } from "../../../shared/figures.ts";
import type { Pt } from "./geometry.ts";

export type TegFigure = Extract<Figure, { kind: "teg" }>;
export type TegParams = Pick<TegFigure, "r" | "k" | "alpha" | "ma" | "ly30">;

/** Paper speed of the classic TEG: 2 mm of paper per minute. */
export const MM_PER_MIN = 2;
/** Fraction of the build-up curve treated as reaching MA. */
const PLATEAU = 0.985;

export interface TegTrace {
  /** Full amplitude (mm) at time t (min). */
  amplitude: (t: number) => number;
  /** Upper edge of the spindle: (min, mm above the centre line) = amplitude / 2. */
  upper: Pt[];
  r: number;
  k: number | null;
  tMA: number;
  ma: number;
  /** End of the drawn tracing and of the time axis, min. */
  end: number;
  /** The alpha line from the R point, in (min, mm above centre) - drawn at the stated angle. */
  alphaLine: [Pt, Pt];
  /** Slope of the stated alpha in half-amplitude mm per minute. */
  alphaSlope: number;
  /** Angle (degrees) of the tangent from the R point to the drawn curve. */
  fittedAlpha: number;
}

const weibull = (v: number, p: number) => 1 - Math.exp(-(v ** p));

/** max over u of W(u)/u for unit tau, and the tangent point. */
function tangentRatio(p: number): number {
  let best = 0;
  for (let i = 1; i <= 400; i++) {
    const v = i / 100;
    best = Math.max(best, weibull(v, p) / v);
  }
  return best;
}

export function tegTrace({ r, k, alpha, ma, ly30 }: TegParams): TegTrace {
  const half = (ma - 2) / 2; // half-amplitude gained after R
  const slope = MM_PER_MIN * Math.tan((alpha * Math.PI) / 180); // mm (half-amplitude) per min
  const kDefined = ma > 20.5;
  const cTau = kDefined ? -Math.log(1 - (18 * PLATEAU) / (ma - 2)) : 0;

  // For a shape p, tau follows from K (or from alpha when K is undefined); pick the p whose tangent
  // from R best matches alpha.
  const tauFor = (p: number) => (kDefined ? k / cTau ** (1 / p) : ((half / PLATEAU) * tangentRatio(p)) / slope);
  let p = 1.8;
  if (kDefined) {
    let bestErr = Infinity;
    for (let q = 1; q <= 5.0001; q += 0.02) {
      const tangent = ((half / PLATEAU) * tangentRatio(q)) / tauFor(q);
      const err = Math.abs(tangent - slope);
      if (err < bestErr) {
        bestErr = err;
        p = q;
      }
    }
  }
  const tau = tauFor(p);
  const uMA = tau * (-Math.log(1 - PLATEAU)) ** (1 / p);
  const tMA = r + uMA;

  const amplitude = (t: number): number => {
    if (t <= 0) return 0;
    if (t < r) return 2 * (t / r) ** 10;
    if (t <= tMA) return 2 + (ma - 2) * Math.min(1, weibull((t - r) / tau, p) / PLATEAU);
    const lysis = (ly30 / 100) * ((t - tMA) / 30) ** 1.3;
    return Math.max(0, ma * (1 - lysis));
  };

  const end = Math.max(60, Math.ceil((tMA + 34) / 10) * 10);
  const upper: Pt[] = [];
  const step = 0.05;
  for (let i = 0; i * step <= end + 1e-9; i++) upper.push({ x: i * step, y: amplitude(i * step) / 2 });
  for (const t of [r, r + k, tMA, tMA + 30]) if (t < end) upper.push({ x: t, y: amplitude(t) / 2 });
  upper.sort((a, b) => a.x - b.x);

  // Tangent from the R point (R, 1 mm) to the drawn curve.
  let best = 0;
  for (let t = r + 0.01; t <= tMA; t += 0.01) best = Math.max(best, (amplitude(t) / 2 - 1) / (t - r));
  const fittedAlpha = (Math.atan(best / MM_PER_MIN) * 180) / Math.PI;

  const reach = Math.min(ma / 2, Math.max(12, 0.8 * (ma / 2))) - 1;
  const alphaLine: [Pt, Pt] = [
    { x: r, y: 1 },
    { x: r + reach / slope, y: 1 + reach },
  ];
  return { amplitude, upper, r, k: kDefined ? k : null, tMA, ma, end, alphaLine, alphaSlope: slope, fittedAlpha };
}
