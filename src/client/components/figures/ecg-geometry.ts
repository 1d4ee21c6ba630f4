// Synthesized single-lead rhythm strips. Each beat is a sum of smooth deflections (P, Q, R, S, T)
// placed in time by the rhythm's rules: the P-QRS relationship of each AV block, irregular R-R in
// atrial fibrillation, 300/min flutter waves, wide complexes for ventricular beats, pacing spikes.
// Units: seconds and millivolts; the strip is drawn at 25 mm/s and 10 mm/mV.
import type { ECG_RHYTHMS, Figure } from "../../../shared/figures.ts";
import { bell, clamp, seededRandom, smoothstep, type Pt } from "./geometry.ts";

export type EcgRhythm = (typeof ECG_RHYTHMS)[number];
export type EcgFigure = Extract<Figure, { kind: "ecg" }>;
export type EcgLead = EcgFigure["lead"];

export interface EcgBeat {
  /** QRS onset and the time of its main (largest) deflection, s. */
  qrsOnset: number;
  peak: number;
  kind: "narrow" | "ventricular" | "paced" | "escape";
  /** Onset of the P wave that conducted this beat, if any. */
  pOnset?: number;
}

export interface EcgPWave {
  onset: number;
  conducted: boolean;
}

export interface EcgSpike {
  t: number;
  chamber: "atrial" | "ventricular";
  captured: boolean;
}

export interface EcgStrip {
  samples: Pt[];
  /** Events whose onset falls on the strip (0..duration). */
  beats: EcgBeat[];
  pWaves: EcgPWave[];
  spikes: EcgSpike[];
  duration: number;
  /** The strip's voltage range, whole large boxes (0.5 mV). */
  yMin: number;
  yMax: number;
  /** The rate actually drawn (torsades is kept within its 160-300/min range). */
  rate: number;
}

type Wave = (t: number) => number;

interface LeadGain {
  p: number;
  r: number;
  q: number;
  s: number;
  t: number;
  flutter: number;
  /** Polarity of a right-ventricular apical paced complex (left superior axis: negative inferiorly). */
  paced: number;
}

const LEADS: Record<EcgLead, LeadGain> = {
  II: { p: 1, r: 1, q: 0.8, s: 1, t: 1, flutter: 1, paced: -1 },
  aVF: { p: 0.85, r: 0.85, q: 0.8, s: 0.9, t: 0.85, flutter: 1, paced: -1 },
  I: { p: 0.65, r: 0.7, q: 0.6, s: 0.6, t: 0.75, flutter: 0.35, paced: 1 },
  V5: { p: 0.6, r: 1.45, q: 1, s: 0.45, t: 1.2, flutter: 0.4, paced: 1 },
};

const g =
  (mu: number, a: number, s1: number, s2 = s1): Wave =>
  (t) =>
    bell(t, mu, a, s1, s2);

/** QT for a given R-R interval: about 0.40 s at 60/min, shortening with rate (Bazett's QTc 400 ms). */
export function qtFor(rr: number): number {
  return clamp(0.4 * Math.sqrt(rr), 0.22, 0.46);
}

function pWave(onset: number, amp: number, dur = 0.1): Wave {
  return g(onset + dur / 2, amp, dur / 4.6, dur / 4.2);
}

/** A narrow QRS (default 90 ms) starting at q; returns its waves and the R peak time. */
function narrowQrs(q: number, L: LeadGain, width = 0.09, rAmp = 1.1, sScale = 1): { waves: Wave[]; peak: number } {
  const f = width / 0.09;
  const peak = q + 0.042 * f;
  return {
    waves: [g(q + 0.013 * f, -0.09 * L.q, 0.006 * f), g(peak, rAmp * L.r, 0.0105 * f, 0.0095 * f), g(q + 0.07 * f, -0.24 * L.s * sScale, 0.009 * f)],
    peak,
  };
}

function tWave(q: number, qt: number, amp: number): Wave {
  const k = qt / 0.36;
  return g(q + qt - 0.1 * k, amp, 0.07 * k, 0.045 * k);
}

/** A wide ventricular complex (PVC, VT, escape or paced) with a discordant T wave. */
function wideQrs(q: number, amp: number, polarity: number, width = 0.15, qt = 0.4): { waves: Wave[]; peak: number } {
  const peak = q + 0.42 * width;
  return {
    waves: [
      g(peak, amp * polarity, 0.2 * width, 0.17 * width),
      g(q + 0.12 * width, 0.12 * amp * polarity, 0.05 * width),
      g(q + 0.86 * width, -0.22 * amp * polarity, 0.1 * width),
      g(q + qt - 0.12, -0.32 * amp * polarity, 0.08, 0.05),
    ],
    peak,
  };
}

/** A raised or lowered ST segment from the J point into the T wave. */
function stShift(j: number, until: number, level: number): Wave {
  return (t) => level * smoothstep((t - j + 0.012) / 0.025) * (1 - smoothstep((t - until) / 0.09));
}

interface Build {
  waves: Wave[];
  background: Wave[];
  beats: EcgBeat[];
  pWaves: EcgPWave[];
  spikes: EcgSpike[];
  rate: number;
}

function build(rhythm: EcgRhythm, rate: number, L: LeadGain, duration: number): Build {
  const waves: Wave[] = [];
  const background: Wave[] = [];
  const beats: EcgBeat[] = [];
  const pWaves: EcgPWave[] = [];
  const spikes: EcgSpike[] = [];
  const rr = 60 / rate;
  const from = -1.6;
  const to = duration + 0.6;

  const addP = (onset: number, conducted: boolean, amp = 0.18 * L.p, dur = 0.1) => {
    waves.push(pWave(onset, amp, dur));
    pWaves.push({ onset, conducted });
  };
  const addNarrow = (q: number, opts: { qt: number; tAmp?: number; width?: number; rAmp?: number; sScale?: number; pOnset?: number; kind?: EcgBeat["kind"] }) => {
    const { waves: w, peak } = narrowQrs(q, L, opts.width, opts.rAmp, opts.sScale);
    waves.push(...w, tWave(q, opts.qt, (opts.tAmp ?? 0.3) * L.t));
    beats.push({ qrsOnset: q, peak, kind: opts.kind ?? "narrow", ...(opts.pOnset === undefined ? {} : { pOnset: opts.pOnset }) });
  };
  const addWide = (q: number, amp: number, polarity: number, kind: EcgBeat["kind"], width = 0.15, qt = 0.4) => {
    const { waves: w, peak } = wideQrs(q, amp, polarity, width, qt);
    waves.push(...w);
    beats.push({ qrsOnset: q, peak, kind });
  };
  /** Regular sinus-conducted beats with a per-beat decoration hook. */
  const regular = (pr: number, decorate?: (q: number, qt: number) => void, opts: Parameters<typeof addNarrow>[1] | null = null) => {
    const qt = opts?.qt ?? qtFor(rr);
    for (let q = 0.42 + Math.floor((from - 0.42) / rr) * rr; q < to; q += rr) {
      addP(q - pr, true);
      addNarrow(q, { qt, pOnset: q - pr, ...(opts ?? {}) });
      decorate?.(q, qt);
    }
  };

  switch (rhythm) {
    case "sinus":
      regular(0.16);
      break;
    case "first-degree-block":
      regular(0.32);
      break;
    case "st-elevation":
      // J point and ST segment raised 3 mm, running into the T wave.
      regular(0.16, (q, qt) => waves.push(stShift(q + 0.075, q + qt - 0.12, 0.3)), { qt: qtFor(rr), tAmp: 0.4, sScale: 0.35 });
      break;
    case "st-depression":
      // Horizontal ST depression of 2.5 mm from the J point, then a small upright T wave.
      regular(0.16, (q, qt) => waves.push(stShift(q + 0.085, q + qt - 0.15, -0.25)), { qt: qtFor(rr), tAmp: 0.16, sScale: 0.5 });
      break;
    case "prolonged-qt": {
      // A QTc well above 500 ms, kept clear of the next P wave.
      const qt = Math.min(Math.max(0.56, 1.45 * qtFor(rr)), 0.78 * rr);
      for (let q = 0.42 + Math.floor((from - 0.42) / rr) * rr; q < to; q += rr) {
        addP(q - 0.16, true);
        const { waves: w, peak } = narrowQrs(q, L);
        const k = qt / 0.36;
        waves.push(...w, g(q + qt - 0.12 * k, 0.24 * L.t, 0.085 * k, 0.05 * k));
        beats.push({ qrsOnset: q, peak, kind: "narrow", pOnset: q - 0.16 });
      }
      break;
    }
    case "peaked-t": {
      // Hyperkalemia: tall, narrow-based, symmetric, pointed T waves; flattened P waves.
      const qt = qtFor(rr) * 0.95;
      for (let q = 0.42 + Math.floor((from - 0.42) / rr) * rr; q < to; q += rr) {
        addP(q - 0.17, true, 0.07 * L.p, 0.11);
        const { waves: w, peak } = narrowQrs(q, L, 0.1);
        const mu = q + qt - 0.085;
        const a = 0.92 * L.t;
        waves.push(...w, (t) => a * (0.55 * Math.exp(-Math.abs(t - mu) / 0.026) + 0.45 * Math.exp(-0.5 * ((t - mu) / 0.032) ** 2)));
        beats.push({ qrsOnset: q, peak, kind: "narrow", pOnset: q - 0.17 });
      }
      break;
    }
    case "wpw": {
      // Short PR (P onset to delta onset 100 ms), slurred delta upstroke, QRS about 120 ms.
      const qt = qtFor(rr);
      for (let q = 0.42 + Math.floor((from - 0.42) / rr) * rr; q < to; q += rr) {
        addP(q - 0.1, true);
        const peak = q + 0.07;
        waves.push(
          (t) => 0.42 * L.r * smoothstep((t - q) / 0.055) * (1 - smoothstep((t - q - 0.085) / 0.03)),
          g(peak, 0.85 * L.r, 0.012, 0.011),
          g(q + 0.102, -0.18 * L.s, 0.01),
          tWave(q, qt, 0.14 * L.t),
        );
        beats.push({ qrsOnset: q, peak, kind: "narrow", pOnset: q - 0.1 });
      }
      break;
    }
    case "junctional": {
      // No sinus P: a retrograde (inverted) P just before the QRS with a short PR.
      const qt = qtFor(rr);
      for (let q = 0.42 + Math.floor((from - 0.42) / rr) * rr; q < to; q += rr) {
        addP(q - 0.085, true, -0.11 * L.p, 0.075);
        addNarrow(q, { qt, pOnset: q - 0.085, kind: "narrow" });
      }
      break;
    }
    case "svt": {
      const qt = qtFor(rr);
      for (let q = 0.3 + Math.floor((from - 0.3) / rr) * rr; q < to; q += rr) addNarrow(q, { qt, tAmp: 0.24 });
      break;
    }
    case "atrial-fibrillation": {
      const rnd = seededRandom(0xaf1 + rate);
      let q = from;
      let last = -1;
      while (q < to) {
        // Irregularly irregular: each interval drawn independently, none repeating a pattern.
        let u = rnd();
        if (Math.abs(u - last) < 0.12) u = (u + 0.37) % 1;
        last = u;
        addNarrow(q, { qt: qtFor(rr), tAmp: 0.22 });
        q += Math.max(0.3, rr * (0.55 + 0.9 * u));
      }
      const ph = [rnd(), rnd(), rnd(), rnd()].map((x) => x * 2 * Math.PI);
      const a = 0.045 * Math.max(0.6, L.p);
      background.push(
        (t) =>
          a *
          (Math.sin(2 * Math.PI * 5.7 * t + ph[0]!) + 0.7 * Math.sin(2 * Math.PI * 7.3 * t + ph[1]!) + 0.5 * Math.sin(2 * Math.PI * 4.3 * t + ph[2]!)) *
          (0.75 + 0.25 * Math.sin(2 * Math.PI * 0.7 * t + ph[3]!)),
      );
      break;
    }
    case "atrial-flutter": {
      // Atrial rate near 300/min with a fixed ratio giving the stated ventricular rate.
      let ratio = 2;
      for (let n = 2; n <= 6; n++) if (Math.abs(rate * n - 300) < Math.abs(rate * ratio - 300)) ratio = n;
      const tf = rr / ratio;
      const amp = 0.3 * L.flutter;
      const phase0 = 0.05;
      // Inferior leads: negative sawtooth, slow downslope then a quick return.
      background.push((t) => {
        const ph = (((t - phase0) / tf) % 1 + 1) % 1;
        const v = ph < 0.78 ? -ph / 0.78 : -1 + (ph - 0.78) / 0.22;
        return amp * (v + 0.5);
      });
      for (let q = phase0 + 0.16 + tf + Math.floor((from - phase0) / rr) * rr; q < to; q += rr) addNarrow(q, { qt: qtFor(rr), tAmp: 0.08 });
      break;
    }
    case "mobitz-1": {
      // Wenckebach: constant P-P, PR lengthening by shrinking steps, then a P with no QRS.
      const n = rate <= 60 ? 4 : 5;
      const prs = n === 4 ? [0.16, 0.27, 0.33] : [0.16, 0.26, 0.31, 0.34];
      const pp = (60 * (n - 1)) / (n * rate);
      const qt = qtFor(pp * 1.1);
      const p0 = 0.15;
      for (let i = Math.floor((from - p0) / pp); p0 + i * pp < to; i++) {
        const p = p0 + i * pp;
        const pos = ((i % n) + n) % n;
        const pr = prs[pos];
        addP(p, pr !== undefined);
        if (pr !== undefined) addNarrow(p + pr, { qt, pOnset: p });
      }
      break;
    }
    case "mobitz-2": {
      // Constant PR in the conducted beats, then a P wave suddenly not conducted.
      const n = 4;
      const pp = (60 * (n - 1)) / (n * rate);
      const qt = qtFor(pp * 1.1);
      const p0 = 0.15;
      for (let i = Math.floor((from - p0) / pp); p0 + i * pp < to; i++) {
        const p = p0 + i * pp;
        const conducted = ((i % n) + n) % n !== n - 1;
        addP(p, conducted);
        if (conducted) addNarrow(p + 0.18, { qt, pOnset: p, width: 0.1 });
      }
      break;
    }
    case "third-degree-block": {
      // Complete AV dissociation: regular P waves marching through a slower, regular escape rhythm.
      const atrialRate = clamp(Math.round(rate * 2.1 + 5), 60, 110);
      const pp = 60 / atrialRate;
      for (let p = 0.1 + Math.floor((from - 0.1) / pp) * pp; p < to; p += pp) addP(p, false);
      const wide = rate < 45;
      const qt = Math.min(0.46, qtFor(rr) + (wide ? 0.06 : 0));
      for (let q = 0.55 + Math.floor((from - 0.55) / rr) * rr; q < to; q += rr) {
        if (wide) addWide(q, 1.0 * L.r, 1, "escape", 0.14, qt);
        else addNarrow(q, { qt, kind: "escape" });
      }
      break;
    }
    case "ventricular-tachycardia":
      for (let q = 0.2 + Math.floor((from - 0.2) / rr) * rr; q < to; q += rr) addWide(q, 1.35 * Math.max(0.8, L.r), 1, "ventricular", 0.16, Math.min(0.36, 0.85 * rr));
      break;
    case "torsades": {
      // Polymorphic VT whose complexes wax, wane and reverse polarity around the baseline.
      const r = clamp(rate, 160, 300);
      const period = 60 / r;
      const twist = 1.35;
      for (let q = 0.1 + Math.floor((from - 0.1) / period) * period; q < to; q += period) {
        const c = Math.cos((Math.PI * q) / twist);
        const a = Math.sign(c) * (0.12 + 1.2 * Math.abs(c));
        waves.push(g(q + 0.06, a, 0.032, 0.036), g(q + 0.15, -0.75 * a, 0.04));
        beats.push({ qrsOnset: q, peak: q + 0.06, kind: "ventricular" });
      }
      return { waves, background, beats: beats.filter((b) => b.qrsOnset >= 0 && b.qrsOnset <= duration), pWaves: [], spikes: [], rate: r };
    }
    case "ventricular-fibrillation": {
      const rnd = seededRandom(0x7f1b);
      const comps = Array.from({ length: 6 }, () => ({ f: 3.4 + 3.6 * rnd(), a: 0.1 + 0.14 * rnd(), ph: rnd() * 2 * Math.PI }));
      const mod = rnd() * 2 * Math.PI;
      background.push((t) => {
        let v = 0;
        for (const c of comps) v += c.a * Math.sin(2 * Math.PI * c.f * t + c.ph);
        return v * (0.65 + 0.35 * Math.sin(2 * Math.PI * 0.33 * t + mod));
      });
      break;
    }
    case "asystole":
      background.push((t) => 0.025 * Math.sin(2 * Math.PI * 0.3 * t) + 0.01 * Math.sin(2 * Math.PI * 1.3 * t + 1));
      break;
    case "paced-ventricular": {
      for (let s = 0.3 + Math.floor((from - 0.3) / rr) * rr; s < to; s += rr) {
        spikes.push({ t: s, chamber: "ventricular", captured: true });
        addWide(s + 0.012, 1.05 * Math.max(0.8, L.r), L.paced, "paced", 0.16, Math.min(0.44, qtFor(rr) + 0.05));
      }
      break;
    }
    case "paced-atrial": {
      const qt = qtFor(rr);
      for (let s = 0.25 + Math.floor((from - 0.25) / rr) * rr; s < to; s += rr) {
        spikes.push({ t: s, chamber: "atrial", captured: true });
        addP(s + 0.025, true, 0.2 * L.p, 0.11);
        addNarrow(s + 0.2, { qt, pOnset: s + 0.02 });
      }
      break;
    }
    case "paced-failure-to-capture": {
      // Ventricular spikes at the programmed rate; some are followed by a paced complex, some by nothing.
      const missed = new Set([2, 4, 5]);
      const s0 = 0.3;
      for (let i = Math.floor((from - s0) / rr); s0 + i * rr < to; i++) {
        const s = s0 + i * rr;
        const captured = !missed.has(((i % 8) + 8) % 8);
        spikes.push({ t: s, chamber: "ventricular", captured });
        if (captured) addWide(s + 0.012, 1.05 * Math.max(0.8, L.r), L.paced, "paced", 0.16, Math.min(0.44, qtFor(rr) + 0.05));
      }
      break;
    }
    case "pvc-bigeminy": {
      // Every sinus beat is followed by an early, wide PVC and a full compensatory pause; the sinus
      // P wave due during the PVC is hidden in it and not conducted.
      const coupling = clamp(0.55 * rr, 0.36, 0.6);
      const qt = qtFor(rr);
      for (let q = 0.42 + Math.floor((from - 0.42) / (2 * rr)) * 2 * rr; q < to; q += 2 * rr) {
        addP(q - 0.16, true);
        addNarrow(q, { qt, pOnset: q - 0.16 });
        addP(q + rr - 0.16, false);
        addWide(q + coupling, 1.5 * Math.max(0.8, L.r), 1, "ventricular", 0.15, 0.42);
      }
      break;
    }
  }
  const visible = (t: number) => t >= 0 && t <= duration;
  return {
    waves,
    background,
    beats: beats.filter((b) => visible(b.qrsOnset)).sort((a, b) => a.qrsOnset - b.qrsOnset),
    pWaves: pWaves.filter((p) => visible(p.onset)).sort((a, b) => a.onset - b.onset),
    spikes: spikes.filter((s) => visible(s.t)),
    rate,
  };
}

const DT = 0.004;
const SPIKE_MV = 1.1;

/** Samples a sum of waves (plus pacing spikes drawn as near-vertical lines) over [0, duration]. */
export function synthesize(waves: readonly Wave[], background: readonly Wave[], spikes: readonly EcgSpike[], duration: number): Pt[] {
  const value = (t: number) => {
    let v = 0;
    for (const w of waves) v += w(t);
    for (const w of background) v += w(t);
    return v;
  };
  const samples: Pt[] = [];
  const n = Math.round(duration / DT);
  const pending = [...spikes].sort((a, b) => a.t - b.t);
  let k = 0;
  for (let i = 0; i <= n; i++) {
    const t = i * DT;
    while (k < pending.length && pending[k]!.t <= t) {
      const s = pending[k]!.t;
      const base = value(s);
      samples.push({ x: s, y: base }, { x: s + 0.0005, y: base + SPIKE_MV }, { x: s + 0.002, y: base });
      k++;
    }
    if (samples.length > 0 && samples[samples.length - 1]!.x >= t) continue;
    samples.push({ x: t, y: value(t) });
  }
  return samples;
}

export function ecgStrip(rhythm: EcgRhythm, rate: number, lead: EcgLead = "II", duration = 6): EcgStrip {
  const L = LEADS[lead];
  const b = build(rhythm, rate, L, duration);
  const samples = synthesize(b.waves, b.background, b.spikes, duration);
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of samples) {
    lo = Math.min(lo, p.y);
    hi = Math.max(hi, p.y);
  }
  return {
    samples,
    beats: b.beats,
    pWaves: b.pWaves,
    spikes: b.spikes,
    duration,
    yMin: Math.min(-0.5, Math.floor((lo - 0.15) / 0.5) * 0.5),
    yMax: Math.max(1.5, Math.ceil((hi + 0.15) / 0.5) * 0.5),
    rate: b.rate,
  };
}

/**
 * A lead II strip for given QRS onsets, used under other tracings (CVP) so each wave can be placed
 * against the cardiac cycle. `atrial` says what the atria do: sinus P waves before each QRS, a
 * retrograde P just after it (junctional rhythm), or fibrillation.
 */
export function ecgForBeats(qrsOnsets: readonly number[], atrial: "sinus" | "retrograde" | "fibrillation", duration: number): Pt[] {
  const L = LEADS.II;
  const waves: Wave[] = [];
  const background: Wave[] = [];
  for (let i = 0; i < qrsOnsets.length; i++) {
    const q = qrsOnsets[i]!;
    const next = qrsOnsets[i + 1];
    const rr = next === undefined ? (i > 0 ? q - qrsOnsets[i - 1]! : 0.9) : next - q;
    const qt = qtFor(clamp(rr, 0.5, 1.4));
    if (atrial === "sinus") waves.push(pWave(q - 0.16, 0.18));
    if (atrial === "retrograde") waves.push(pWave(q + 0.1, -0.12, 0.08));
    waves.push(...narrowQrs(q, L).waves, tWave(q, qt, atrial === "fibrillation" ? 0.22 : 0.3));
  }
  if (atrial === "fibrillation") {
    background.push((t) => 0.045 * (Math.sin(2 * Math.PI * 5.7 * t + 1) + 0.7 * Math.sin(2 * Math.PI * 7.3 * t + 2.2) + 0.5 * Math.sin(2 * Math.PI * 4.3 * t + 0.4)));
  }
  return synthesize(waves, background, [], duration);
}
