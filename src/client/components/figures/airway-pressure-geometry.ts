// Airway pressure during volume-controlled breaths with an end-inspiratory pause. With constant
// inspiratory flow the pressure jumps by the resistive component (peak - plateau), climbs linearly
// with volume to the peak, drops at the start of the pause (flow stops) and settles onto the
// plateau, then falls exponentially to PEEP during passive expiration.
import type { Figure } from "../../../shared/figures.ts";
import type { Pt } from "./geometry.ts";

export type AirwayPressureFigure = Extract<Figure, { kind: "airway-pressure" }>;

export const BREATH = { inspiration: 1.0, pause: 0.5, cycle: 5 } as const;

export interface AirwayBreath {
  start: number;
  peakTime: number;
  /** End of the inspiratory pause: where the plateau pressure is read. */
  plateauTime: number;
}

export interface AirwayTrace {
  points: Pt[];
  breaths: AirwayBreath[];
  duration: number;
  peak: number;
  plateau: number;
  peep: number;
}

export function airwayPressureTrace({ peak, plateau, peep, breaths }: Pick<AirwayPressureFigure, "peak" | "plateau" | "peep" | "breaths">): AirwayTrace {
  // A plateau above the peak (or below PEEP) cannot happen: keep it between the two.
  const pk = Math.max(peak, peep);
  const pl = Math.min(Math.max(plateau, peep), pk);
  const resistive = pk - pl;
  const { inspiration: ti, pause, cycle } = BREATH;
  const lead = 0.5;
  const rise = 0.06;
  const pressure = (u: number): number => {
    if (u < 0) return peep;
    if (u < ti) {
      // Flow ramps up over 60 ms, then stays constant: resistive step plus a linear elastic rise.
      const flow = Math.min(1, u / rise);
      return peep + resistive * flow + (pl - peep) * (u / ti);
    }
    if (u < ti + pause) {
      const v = u - ti;
      // Fast drop of the resistive pressure, then slow equilibration onto the plateau.
      const fast = Math.exp(-v / 0.025);
      const slow = Math.exp(-v / 0.12);
      const settle = 0.18 * resistive * slow * (1 - fast);
      const endCorrection = 0.18 * resistive * Math.exp(-pause / 0.12);
      return pl + resistive * fast + settle - endCorrection * (v / pause);
    }
    const v = u - ti - pause;
    return peep + (pl - peep) * Math.exp(-v / 0.28);
  };
  const n = Math.max(1, breaths);
  const duration = lead + n * cycle - 1.2;
  const points: Pt[] = [];
  const list: AirwayBreath[] = [];
  for (let b = 0; b < n; b++) {
    const s = lead + b * cycle;
    list.push({ start: s, peakTime: s + ti, plateauTime: s + ti + pause });
  }
  const step = 0.01;
  const at = (t: number) => {
    const b = Math.floor((t - lead) / cycle);
    return pressure(t - lead - Math.max(0, Math.min(n - 1, b)) * cycle);
  };
  for (let i = 0; i * step <= duration + 1e-9; i++) points.push({ x: i * step, y: at(i * step) });
  for (const b of list) {
    points.push({ x: b.peakTime - 1e-6, y: pk }, { x: b.plateauTime - 1e-6, y: pl });
  }
  points.sort((a, b) => a.x - b.x);
  return { points, breaths: list, duration, peak: pk, plateau: pl, peep };
}
