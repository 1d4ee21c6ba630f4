// Highlighted parts of a question's stem, as [start, end) character ranges: merged when they touch,
// and split out for display.
export type Range = [number, number];

/** Adds a range, merging any it overlaps or touches, kept sorted. */
export function addRange(ranges: readonly Range[], added: Range): Range[] {
  const [a, b] = added[0] <= added[1] ? added : ([added[1], added[0]] as Range);
  if (a === b) return [...ranges];
  const all = [...ranges, [a, b] as Range].sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const r of all) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/** The text cut into plain and highlighted pieces, in order (ranges clipped to the text). */
export function splitByRanges(text: string, ranges: readonly Range[]): { text: string; marked: boolean; start: number }[] {
  const pieces: { text: string; marked: boolean; start: number }[] = [];
  let at = 0;
  for (const [s0, e0] of [...ranges].sort((x, y) => x[0] - y[0])) {
    const s = Math.max(at, Math.min(s0, text.length));
    const e = Math.min(e0, text.length);
    if (e <= s) continue;
    if (s > at) pieces.push({ text: text.slice(at, s), marked: false, start: at });
    pieces.push({ text: text.slice(s, e), marked: true, start: s });
    at = e;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), marked: false, start: at });
  return pieces;
}
