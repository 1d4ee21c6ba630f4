// Oxyhemoglobin dissociation curves from the Hill equation, S = PO2^n / (PO2^n + P50^n).
import type { Pt } from "./geometry.ts";

/** Hill coefficient of adult hemoglobin. */
export const HILL_N = 2.7;

/** Saturation (0..1) at a PO2 (mm Hg) for a curve with the given P50. */
export function saturation(po2: number, p50: number, n = HILL_N): number {
  if (po2 <= 0) return 0;
  const a = po2 ** n;
  return a / (a + p50 ** n);
}

/** Points (PO2 mm Hg, saturation %) from 0 to xMax. */
export function dissociationCurve(p50: number, xMax = 120, step = 0.5): Pt[] {
  const out: Pt[] = [];
  for (let x = 0; x <= xMax + 1e-9; x += step) out.push({ x, y: 100 * saturation(x, p50) });
  return out;
}

/** The PO2 axis runs to 120 mm Hg, or to 150 when a marked PO2 lies beyond 120. */
export function po2AxisMax(marks: readonly number[]): number {
  return marks.some((m) => m > 120) ? 150 : 120;
}
