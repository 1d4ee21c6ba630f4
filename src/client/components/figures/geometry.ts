// Pure helpers shared by the figure geometries: points, scales, SVG path strings, smooth
// interpolation and a seeded random source (so a "random" AF strip is the same on every render and
// in every test). Nothing here knows about React or the DOM.

/** A point in data units (seconds, mm Hg, litres...) or, after scaling, in SVG user units. */
export interface Pt {
  x: number;
  y: number;
}

export type Scale = (v: number) => number;

/** A linear map from [d0, d1] onto [r0, r1] (r0 > r1 for an upward y axis). */
export function linear(d0: number, d1: number, r0: number, r1: number): Scale {
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  return (v) => r0 + (v - d0) * k;
}

export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** 0 at s <= 0, 1 at s >= 1, smooth in between (zero slope at both ends). */
export function smoothstep(s: number): number {
  const u = clamp(s, 0, 1);
  return u * u * (3 - 2 * u);
}

/** A bell of height `a` centred at `mu`, with separate widths before and after the centre. */
export function bell(t: number, mu: number, a: number, sigmaBefore: number, sigmaAfter = sigmaBefore): number {
  const s = t < mu ? sigmaBefore : sigmaAfter;
  const z = (t - mu) / s;
  return z * z > 60 ? 0 : a * Math.exp(-0.5 * z * z);
}

export { seededRandom } from "../../../shared/random.ts";

/**
 * Monotone cubic (Fritsch-Carlson) interpolation through knots sorted by x. It never overshoots:
 * between two knots the curve stays within their values, so a knot placed at the wanted maximum
 * is the curve's maximum, and peaks and troughs sit exactly on knots.
 */
export function monotoneCubic(knots: readonly Pt[]): (x: number) => number {
  const n = knots.length;
  if (n === 0) return () => 0;
  if (n === 1) return () => knots[0]!.y;
  const xs = knots.map((k) => k.x);
  const ys = knots.map((k) => k.y);
  const d: number[] = [];
  const m: number[] = [];
  for (let i = 0; i < n - 1; i++) d.push((ys[i + 1]! - ys[i]!) / (xs[i + 1]! - xs[i]!));
  m.push(d[0]!);
  for (let i = 1; i < n - 1; i++) m.push(d[i - 1]! * d[i]! <= 0 ? 0 : (d[i - 1]! + d[i]!) / 2);
  m.push(d[n - 2]!);
  for (let i = 0; i < n - 1; i++) {
    if (d[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i]! / d[i]!;
    const b = m[i + 1]! / d[i]!;
    const h = a * a + b * b;
    if (h > 9) {
      const t = 3 / Math.sqrt(h);
      m[i] = t * a * d[i]!;
      m[i + 1] = t * b * d[i]!;
    }
  }
  return (x) => {
    if (x <= xs[0]!) return ys[0]!;
    if (x >= xs[n - 1]!) return ys[n - 1]!;
    let lo = 0;
    let hi = n - 1;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (xs[mid]! <= x) lo = mid;
      else hi = mid;
    }
    const h = xs[hi]! - xs[lo]!;
    const t = (x - xs[lo]!) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[lo]! +
      (t3 - 2 * t2 + t) * h * m[lo]! +
      (-2 * t3 + 3 * t2) * ys[hi]! +
      (t3 - t2) * h * m[hi]!
    );
  };
}

/** Samples f on [x0, x1] every `step` (both ends included). */
export function sample(f: (x: number) => number, x0: number, x1: number, step: number): Pt[] {
  const n = Math.max(1, Math.ceil((x1 - x0) / step - 1e-9));
  const out: Pt[] = [];
  for (let i = 0; i <= n; i++) {
    const x = i === n ? x1 : x0 + i * step;
    out.push({ x, y: f(x) });
  }
  return out;
}

/** Drops points that lie within `tolerance` of the line through their neighbours (Ramer-Douglas-Peucker). */
export function simplify(points: readonly Pt[], tolerance: number): Pt[] {
  if (points.length <= 2) return points.slice();
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const tol2 = tolerance * tolerance;
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const pa = points[a]!;
    const pb = points[b]!;
    const dx = pb.x - pa.x;
    const dy = pb.y - pa.y;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = tol2;
    for (let i = a + 1; i < b; i++) {
      const p = points[i]!;
      let d2: number;
      if (len2 === 0) d2 = (p.x - pa.x) ** 2 + (p.y - pa.y) ** 2;
      else {
        const cross = dx * (p.y - pa.y) - dy * (p.x - pa.x);
        d2 = (cross * cross) / len2;
      }
      if (d2 > worstD) {
        worstD = d2;
        worst = i;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

const fmt = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

/** An SVG path ("M x y L x y ...") through data points mapped by sx/sy, simplified to within 0.2 units. */
export function pathOf(points: readonly Pt[], sx: Scale, sy: Scale, close = false): string {
  const px = simplify(
    points.map((p) => ({ x: sx(p.x), y: sy(p.y) })),
    0.2,
  );
  if (px.length === 0) return "";
  const parts = px.map((p, i) => `${i === 0 ? "M" : "L"}${fmt(p.x)} ${fmt(p.y)}`);
  return parts.join("") + (close ? "Z" : "");
}

/** Values from `from` to `to` (inclusive) every `step`, rounded to avoid 0.30000000000000004. */
export function ticks(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  const first = Math.ceil(from / step - 1e-9) * step;
  for (let v = first; v <= to + step * 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}

/** A tick step giving about `target` intervals over `span`, from the 1-2-2.5-5 series. */
export function niceStep(span: number, target = 5): number {
  const raw = span / Math.max(1, target);
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const f of [1, 2, 2.5, 5, 10]) if (f * mag >= raw) return f * mag;
  return 10 * mag;
}

/** The highest and lowest y of a set of points. */
export function extent(points: readonly Pt[]): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    if (p.y < min) min = p.y;
    if (p.y > max) max = p.y;
  }
  return { min, max };
}

/** Linear interpolation of y at x along points sorted by x. */
export function valueAt(points: readonly Pt[], x: number): number {
  if (points.length === 0) return NaN;
  if (x <= points[0]!.x) return points[0]!.y;
  for (let i = 1; i < points.length; i++) {
    const b = points[i]!;
    if (b.x >= x) {
      const a = points[i - 1]!;
      return b.x === a.x ? b.y : a.y + ((x - a.x) * (b.y - a.y)) / (b.x - a.x);
    }
  }
  return points[points.length - 1]!.y;
}
