// Evoked responses of adductor pollicis to peripheral nerve stimulation: one bar per single twitch
// (train-of-four at 2 Hz, the two bursts of double-burst stimulation, the 1 Hz twitches of a
// post-tetanic count) and a filled envelope for a tetanic response (50 Hz for 5 s, sustained or
// fading). Heights are fractions of the control twitch.
import type { Figure, TWITCH_PATTERNS } from "../../../shared/figures.ts";
import type { Pt } from "./geometry.ts";

export type TwitchFigure = Extract<Figure, { kind: "twitch" }>;
export type TwitchPattern = (typeof TWITCH_PATTERNS)[number];

export interface TwitchBar {
  /** Stimulus time (s) and response height (fraction of control). */
  t: number;
  height: number;
  label: string;
}

export interface TwitchLayout {
  bars: TwitchBar[];
  /** Width of a bar (s). */
  barWidth: number;
  /** Tetanic response outline (s, fraction) - a closed area from baseline to baseline. */
  tetanus: Pt[] | null;
  tetanusSpan: [number, number] | null;
  /** Time axis range, s. */
  start: number;
  end: number;
  /** Whether the x axis is time (tetanus, post-tetanic count) or just the stimulus sequence. */
  timeAxis: boolean;
}

const TETANUS_S = 5;

/** Tetanic response envelope: a quick rise, then the given heights spread evenly over 5 s. */
function tetanicEnvelope(start: number, heights: readonly number[]): Pt[] {
  const out: Pt[] = [{ x: start, y: 0 }];
  const rise = 0.12;
  const n = heights.length;
  if (n === 1) out.push({ x: start + rise, y: heights[0]! }, { x: start + TETANUS_S, y: heights[0]! });
  else heights.forEach((h, i) => out.push({ x: start + rise + ((TETANUS_S - rise) * i) / (n - 1), y: h }));
  out.push({ x: start + TETANUS_S + 0.1, y: 0 });
  return out;
}

/**
 * For a post-tetanic count the heights are the single twitches after the tetanus (one per second
 * after a 3 s pause); the tetanus itself is drawn before them as a weak, fading response.
 */
export function twitchLayout(pattern: TwitchPattern, heights: readonly number[]): TwitchLayout {
  switch (pattern) {
    case "train-of-four":
      return {
        bars: heights.map((h, i) => ({ t: i * 0.5, height: h, label: heights.length <= 4 ? `T${i + 1}` : String(i + 1) })),
        barWidth: 0.16,
        tetanus: null,
        tetanusSpan: null,
        start: -0.35,
        end: Math.max(1.5, (heights.length - 1) * 0.5) + 0.35,
        timeAxis: false,
      };
    case "double-burst":
      return {
        bars: heights.map((h, i) => ({ t: i * 0.75, height: h, label: heights.length <= 2 ? `Burst ${i + 1}` : String(i + 1) })),
        barWidth: 0.22,
        tetanus: null,
        tetanusSpan: null,
        start: -0.5,
        end: Math.max(0.75, (heights.length - 1) * 0.75) + 0.5,
        timeAxis: false,
      };
    case "tetanus":
      return { bars: [], barWidth: 0, tetanus: tetanicEnvelope(0, heights), tetanusSpan: [0, TETANUS_S], start: -1, end: TETANUS_S + 1, timeAxis: true };
    case "post-tetanic-count": {
      const first = heights[0] ?? 0;
      const tetanicPeak = Math.min(1, Math.max(0.12, first * 1.3 + 0.1));
      const envelope = tetanicEnvelope(0, [tetanicPeak, tetanicPeak * 0.6, tetanicPeak * 0.35, tetanicPeak * 0.2]);
      const t0 = TETANUS_S + 3;
      return {
        bars: heights.map((h, i) => ({ t: t0 + i, height: h, label: String(i + 1) })),
        barWidth: 0.3,
        tetanus: envelope,
        tetanusSpan: [0, TETANUS_S],
        start: -1,
        end: t0 + heights.length - 1 + 1,
        timeAxis: true,
      };
    }
  }
}
