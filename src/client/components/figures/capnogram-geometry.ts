// Capnogram (time capnography) from clinical parameters: for every breath the inspiratory baseline
// and phase I at `baseline`, the expiratory upstroke (phase II), the alveolar plateau (phase III)
// ending at `etco2`, and the inspiratory downstroke (phase 0) back to the baseline.
import type { Figure } from "../../../shared/figures.ts";
import { smoothstep, type Pt } from "./geometry.ts";

export type CapnogramFigure = Extract<Figure, { kind: "capnogram" }>;
export type CapnogramBreath = CapnogramFigure["breaths"][number];

export interface CapnogramBreathSpan {
  /** When the breath's baseline segment starts and when its downstroke reaches the baseline (s). */
  start: number;
  end: number;
  /** Time of the end-tidal point (end of phase III). */
  endTidal: number;
  etco2: number;
  baseline: number;
}

export interface CapnogramTrace {
  points: Pt[];
  breaths: CapnogramBreathSpan[];
  duration: number;
  /** Top of the y axis (mm Hg): 60, or the next multiple of 20 above a higher EtCO2. */
  yMax: number;
}

/** Seconds of baseline (inspiration and phase I) before each expiratory upstroke. */
const BASELINE_S = 1.6;
const TAIL_S = 0.6;
const STEP = 0.02;

function push(out: Pt[], t0: number, dur: number, f: (s: number) => number, step = STEP) {
  const n = Math.max(2, Math.ceil(dur / step));
  for (let i = 1; i <= n; i++) {
    const s = i / n;
    out.push({ x: t0 + s * dur, y: f(s) });
  }
}

/**
 * Appends one breath starting at t0 and returns its span. The downstroke falls to `next`, the
 * inspired CO2 of the following inspiration (the next breath's baseline), so a rising baseline
 * steps up smoothly instead of jumping.
 */
function breath(out: Pt[], t0: number, b: CapnogramBreath, next: number): CapnogramBreathSpan {
  const B = b.baseline;
  const E = Math.max(b.etco2, B);
  const A = E - B;
  let t = t0;
  // Inspiration and phase I: CO2-free (or rebreathed) gas at the baseline.
  out.push({ x: t, y: B });
  t += BASELINE_S;
  out.push({ x: t, y: B });

  const sharpUp = b.upstroke === "sharp";
  if (b.plateau === "sloped" && !sharpUp) {
    // The shark fin: one concave rise with no corner between phases II and III, still climbing at
    // the end of expiration.
    const dur = 2.4;
    const k = 3.2;
    const norm = 1 - Math.exp(-k);
    push(out, t, dur, (s) => B + (A * (1 - Math.exp(-k * s ** 1.15))) / norm);
    t += dur;
  } else {
    // Phase II to the start of the plateau.
    const plateauStart = b.plateau === "sloped" ? B + 0.6 * A : E - 0.04 * A;
    const upDur = sharpUp ? 0.22 : 0.8;
    if (sharpUp) push(out, t, upDur, (s) => B + (plateauStart - B) * smoothstep(s), 0.011);
    else {
      const k = 3.5;
      push(out, t, upDur, (s) => B + ((plateauStart - B) * (1 - Math.exp(-k * s))) / (1 - Math.exp(-k)));
    }
    t += upDur;
    // Phase III.
    const platDur = sharpUp ? 2.0 : 1.6;
    if (b.plateau === "sloped") {
      const k = 2;
      push(out, t, platDur, (s) => plateauStart + ((E - plateauStart) * (1 - Math.exp(-k * s))) / (1 - Math.exp(-k)));
    } else if (b.plateau === "cleft") {
      // Curare cleft: a brief, sharp dip partway along the plateau as a spontaneous breath draws
      // fresh gas past the sampling site, then back to the plateau.
      const centre = 0.58;
      const width = 0.045;
      push(
        out,
        t,
        platDur,
        (s) => {
          const line = plateauStart + (E - plateauStart) * s;
          const z = (s - centre) / (s < centre ? width * 0.7 : width);
          return line - 0.32 * A * Math.exp(-0.5 * z * z);
        },
        0.01,
      );
    } else {
      push(out, t, platDur, (s) => plateauStart + (E - plateauStart) * s, 0.1);
    }
    t += platDur;
  }
  const endTidal = t;

  let top = E;
  if (b.oscillations) {
    // Cardiogenic oscillations: as expiratory flow stops, each heartbeat moves a little gas past the
    // sampler, so the trace falls towards the baseline in small ripples.
    const dur = 1.5;
    const drop = 0.6 * A;
    push(
      out,
      t,
      dur,
      (s) => E - drop * s - 0.12 * A * (1 - s * 0.5) * (1 - Math.cos(2 * Math.PI * 3 * s)) * 0.5,
      0.01,
    );
    t += dur;
    top = E - drop;
  }
  const downDur = b.downstroke === "sharp" ? 0.18 : 0.9;
  const floor = Math.min(next, top);
  if (b.downstroke === "sharp") push(out, t, downDur, (s) => top - (top - floor) * smoothstep(s), 0.01);
  else push(out, t, downDur, (s) => top - (top - floor) * (0.55 * s + 0.45 * smoothstep(s)), 0.03);
  t += downDur;
  return { start: t0, end: t, endTidal, etco2: E, baseline: B };
}

export function capnogramTrace(breaths: readonly CapnogramBreath[]): CapnogramTrace {
  const points: Pt[] = [];
  const spans: CapnogramBreathSpan[] = [];
  let t = 0;
  for (const [i, b] of breaths.entries()) {
    const span = breath(points, t, b, breaths[i + 1]?.baseline ?? b.baseline);
    spans.push(span);
    t = span.end;
  }
  const last = breaths[breaths.length - 1];
  if (last) {
    t += TAIL_S;
    points.push({ x: t, y: last.baseline });
  }
  const highest = Math.max(0, ...breaths.map((b) => Math.max(b.etco2, b.baseline)));
  const yMax = highest <= 60 ? 60 : Math.ceil(highest / 20) * 20;
  return { points, breaths: spans, duration: t, yMax };
}
