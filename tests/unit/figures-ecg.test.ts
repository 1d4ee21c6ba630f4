import { describe, expect, it } from "vitest";
import { ECG_RHYTHMS } from "../../src/shared/figures.ts";
import { ecgStrip, type EcgStrip } from "../../src/client/components/figures/ecg-geometry.ts";

/** R waves found in the drawn samples: local maxima above a threshold, at least 200 ms apart. */
function rPeaks(strip: EcgStrip, threshold = 0.6): number[] {
  const s = strip.samples;
  const peaks: number[] = [];
  for (let i = 1; i < s.length - 1; i++) {
    const p = s[i]!;
    if (p.y > threshold && p.y >= s[i - 1]!.y && p.y > s[i + 1]!.y && !strip.spikes.some((k) => Math.abs(k.t - p.x) < 0.01)) {
      if (peaks.length === 0 || p.x - peaks[peaks.length - 1]! > 0.2) peaks.push(p.x);
    }
  }
  return peaks;
}
const diffs = (xs: readonly number[]) => xs.slice(1).map((x, i) => x - xs[i]!);
const spread = (xs: readonly number[]) => Math.max(...xs) - Math.min(...xs);
const prs = (strip: EcgStrip) => strip.beats.filter((b) => b.pOnset !== undefined).map((b) => b.qrsOnset - b.pOnset!);

describe("ECG rhythm strips", () => {
  it.each(ECG_RHYTHMS)("%s: draws a finite 6 s strip inside its millivolt range", (rhythm) => {
    const strip = ecgStrip(rhythm, 90, "II");
    expect(strip.duration).toBe(6);
    expect(strip.samples[0]!.x).toBe(0);
    expect(strip.samples.at(-1)!.x).toBeCloseTo(6, 6);
    for (const p of strip.samples) {
      expect(Number.isFinite(p.y)).toBe(true);
      expect(p.y).toBeGreaterThanOrEqual(strip.yMin);
      expect(p.y).toBeLessThanOrEqual(strip.yMax);
    }
    // Whole large boxes (0.5 mV) so the paper grid lines up.
    expect(Number.isInteger(strip.yMax * 2)).toBe(true);
    expect(Number.isInteger(strip.yMin * 2)).toBe(true);
  });

  it("sinus rhythm: regular R-R at the stated rate, each QRS after a P wave with a normal PR", () => {
    const strip = ecgStrip("sinus", 75);
    const rr = diffs(rPeaks(strip));
    expect(rr.length).toBeGreaterThanOrEqual(6);
    for (const d of rr) expect(d).toBeCloseTo(0.8, 2);
    for (const pr of prs(strip)) expect(pr).toBeCloseTo(0.16, 6);
    expect(strip.pWaves.every((p) => p.conducted)).toBe(true);
  });

  it("atrial fibrillation: R-R intervals are irregularly irregular and there are no P waves", () => {
    const strip = ecgStrip("atrial-fibrillation", 110);
    const peaks = rPeaks(strip);
    const rr = diffs(peaks);
    expect(new Set(rr.map((d) => d.toFixed(2))).size).toBeGreaterThanOrEqual(rr.length - 1);
    expect(spread(rr)).toBeGreaterThan(0.15);
    // No two consecutive intervals repeat the same pattern step for step.
    const steps = diffs(rr);
    expect(new Set(steps.map((d) => Math.sign(Math.round(d * 50)))).size).toBeGreaterThan(1);
    // About the stated ventricular rate.
    expect(60 / (rr.reduce((a, b) => a + b, 0) / rr.length)).toBeGreaterThan(85);
    expect(60 / (rr.reduce((a, b) => a + b, 0) / rr.length)).toBeLessThan(140);
    expect(strip.pWaves).toHaveLength(0);
    // The drawn peaks are the QRS complexes the rhythm placed.
    expect(peaks.length).toBe(strip.beats.filter((b) => b.peak <= 6).length);
  });

  it("atrial flutter: regular ventricular rate locked to a 300/min sawtooth", () => {
    const strip = ecgStrip("atrial-flutter", 150);
    const rr = diffs(rPeaks(strip));
    for (const d of rr) expect(d).toBeCloseTo(0.4, 2);
    // Between two QRS complexes the baseline keeps moving (flutter waves), unlike sinus rhythm.
    const b = strip.beats;
    const mid = strip.samples.filter((p) => p.x > b[2]!.qrsOnset + 0.1 && p.x < b[3]!.qrsOnset - 0.02);
    expect(spread(mid.map((p) => p.y))).toBeGreaterThan(0.2);
  });

  it("first-degree block: every P conducts with a PR over 200 ms", () => {
    const strip = ecgStrip("first-degree-block", 70);
    for (const pr of prs(strip)) expect(pr).toBeGreaterThan(0.2);
    expect(strip.pWaves.every((p) => p.conducted)).toBe(true);
  });

  it("Mobitz I: regular P waves, PR lengthens beat by beat, then a P wave is not followed by a QRS", () => {
    for (const rate of [55, 80]) {
      const strip = ecgStrip("mobitz-1", rate);
      const pp = diffs(strip.pWaves.map((p) => p.onset));
      for (const d of pp) expect(d).toBeCloseTo(pp[0]!, 9);
      const dropped = strip.pWaves.filter((p) => !p.conducted);
      expect(dropped.length).toBeGreaterThanOrEqual(1);
      // Walk the P waves: within each group PR rises strictly until the dropped beat.
      let group: number[] = [];
      let groupsChecked = 0;
      for (const p of strip.pWaves) {
        const beat = strip.beats.find((b) => b.pOnset === p.onset);
        if (!p.conducted) {
          expect(beat).toBeUndefined();
          // No QRS drawn in the 500 ms after the blocked P.
          expect(rPeaks(strip).some((t) => t > p.onset && t < p.onset + 0.5)).toBe(false);
          if (group.length >= 2) {
            for (let i = 1; i < group.length; i++) expect(group[i]!).toBeGreaterThan(group[i - 1]!);
            groupsChecked++;
          }
          group = [];
        } else if (beat) group.push(beat.qrsOnset - p.onset);
      }
      expect(groupsChecked).toBeGreaterThanOrEqual(1);
      // The PR after the pause is back to the shortest.
      const firstAfterDrop = strip.pWaves.findIndex((p, i) => i > 0 && !strip.pWaves[i - 1]!.conducted);
      const after = strip.beats.find((b) => b.pOnset === strip.pWaves[firstAfterDrop]!.onset)!;
      expect(after.qrsOnset - after.pOnset!).toBeCloseTo(Math.min(...prs(strip)), 9);
    }
  });

  it("Mobitz II: constant PR in the conducted beats, then a P wave suddenly blocked", () => {
    const strip = ecgStrip("mobitz-2", 60);
    const pr = prs(strip);
    expect(spread(pr)).toBeLessThan(1e-9);
    expect(strip.pWaves.some((p) => !p.conducted)).toBe(true);
    const pp = diffs(strip.pWaves.map((p) => p.onset));
    expect(spread(pp)).toBeLessThan(1e-9);
  });

  it("third-degree block: regular P waves faster than a regular escape rhythm, with no fixed PR", () => {
    const strip = ecgStrip("third-degree-block", 38);
    const pp = diffs(strip.pWaves.map((p) => p.onset));
    const rr = diffs(strip.beats.map((b) => b.qrsOnset));
    expect(spread(pp)).toBeLessThan(1e-9);
    expect(spread(rr)).toBeLessThan(1e-9);
    expect(pp[0]!).toBeLessThan(rr[0]!);
    expect(strip.pWaves.every((p) => !p.conducted)).toBe(true);
    // The P nearest before each QRS sits at a different distance every time: AV dissociation.
    const gaps = strip.beats.map((b) => b.qrsOnset - Math.max(...strip.pWaves.filter((p) => p.onset < b.qrsOnset).map((p) => p.onset)));
    expect(spread(gaps)).toBeGreaterThan(0.1);
    expect(strip.beats.every((b) => b.kind === "escape")).toBe(true);
  });

  it("WPW: short PR under 120 ms", () => {
    for (const pr of prs(ecgStrip("wpw", 75))) expect(pr).toBeLessThan(0.12);
  });

  it("ventricular pacing: a spike immediately before every wide QRS; atrial pacing: a spike before every P", () => {
    const v = ecgStrip("paced-ventricular", 70);
    expect(v.beats.length).toBeGreaterThanOrEqual(6);
    for (const b of v.beats) {
      expect(b.kind).toBe("paced");
      expect(v.spikes.some((s) => b.qrsOnset - s.t > 0 && b.qrsOnset - s.t < 0.03)).toBe(true);
    }
    const a = ecgStrip("paced-atrial", 80);
    for (const p of a.pWaves) expect(a.spikes.some((s) => s.chamber === "atrial" && p.onset - s.t > 0 && p.onset - s.t < 0.04)).toBe(true);
    for (const b of a.beats) expect(b.kind).toBe("narrow");
  });

  it("failure to capture: spikes at the set rate, some with no QRS after them", () => {
    const strip = ecgStrip("paced-failure-to-capture", 70);
    const misses = strip.spikes.filter((s) => !s.captured);
    expect(misses.length).toBeGreaterThanOrEqual(1);
    expect(strip.spikes.some((s) => s.captured)).toBe(true);
    for (const s of misses) expect(rPeaks(strip, 0.3).some((t) => t > s.t + 0.01 && t < s.t + 0.3)).toBe(false);
    for (const d of diffs(strip.spikes.map((s) => s.t))) expect(d).toBeCloseTo(60 / 70, 9);
    // The drawn spikes are there: each is a near-vertical jump of about 1 mV.
    for (const s of strip.spikes) {
      const i = strip.samples.findIndex((p) => p.x === s.t);
      expect(strip.samples[i + 1]!.y - strip.samples[i]!.y).toBeGreaterThan(1);
    }
  });

  it("PVC bigeminy: sinus and ventricular beats alternate, with a full compensatory pause", () => {
    const strip = ecgStrip("pvc-bigeminy", 75);
    const kinds = strip.beats.map((b) => b.kind);
    for (let i = 1; i < kinds.length; i++) expect(kinds[i]).not.toBe(kinds[i - 1]);
    const sinus = strip.beats.filter((b) => b.kind === "narrow").map((b) => b.qrsOnset);
    for (const d of diffs(sinus)) expect(d).toBeCloseTo(2 * 0.8, 9);
    for (const b of strip.beats.filter((x) => x.kind === "ventricular")) expect(b.pOnset).toBeUndefined();
  });

  it("VT is regular and broad; asystole stays flat", () => {
    const vt = ecgStrip("ventricular-tachycardia", 170);
    expect(vt.beats.every((b) => b.kind === "ventricular")).toBe(true);
    for (const d of diffs(vt.beats.map((b) => b.qrsOnset))) expect(d).toBeCloseTo(60 / 170, 9);
    const flat = ecgStrip("asystole", 75);
    expect(spread(flat.samples.map((p) => p.y))).toBeLessThan(0.1);
  });

  it("torsades twists: complexes reverse polarity along the strip", () => {
    const strip = ecgStrip("torsades", 220);
    const s = strip.samples;
    expect(Math.max(...s.map((p) => p.y))).toBeGreaterThan(1);
    expect(Math.min(...s.map((p) => p.y))).toBeLessThan(-1);
    // Peak-to-peak amplitude waxes and wanes across 0.5 s windows.
    const amp = [0, 0.5, 1, 1.5, 2, 2.5, 3].map((t0) => spread(s.filter((p) => p.x >= t0 && p.x < t0 + 0.5).map((p) => p.y)));
    expect(Math.max(...amp) / Math.min(...amp)).toBeGreaterThan(2);
  });

  it("prolonged QT: the T wave ends much later after the QRS than in sinus rhythm", () => {
    const tEnd = (strip: EcgStrip) => {
      const b = strip.beats[2]!;
      const nextP = strip.pWaves.find((p) => p.onset > b.qrsOnset)!.onset;
      const after = strip.samples.filter((p) => p.x > b.qrsOnset + 0.12 && p.x < nextP);
      const last = after.filter((p) => p.y > 0.04).at(-1)!;
      return last.x - b.qrsOnset;
    };
    expect(tEnd(ecgStrip("prolonged-qt", 65))).toBeGreaterThan(tEnd(ecgStrip("sinus", 65)) + 0.12);
  });

  it("ST elevation raises and ST depression lowers the segment 80 ms after the J point", () => {
    const st = (strip: EcgStrip) => {
      const b = strip.beats[2]!;
      return strip.samples.find((p) => p.x >= b.qrsOnset + 0.17)!.y;
    };
    const base = st(ecgStrip("sinus", 80));
    expect(st(ecgStrip("st-elevation", 80)) - base).toBeGreaterThan(0.15);
    expect(st(ecgStrip("st-depression", 80)) - base).toBeLessThan(-0.15);
  });

  it("peaked T waves are taller and narrower than normal ones", () => {
    const tPeak = (strip: EcgStrip) => {
      const b = strip.beats[2]!;
      return Math.max(...strip.samples.filter((p) => p.x > b.qrsOnset + 0.12 && p.x < b.qrsOnset + 0.4).map((p) => p.y));
    };
    expect(tPeak(ecgStrip("peaked-t", 80))).toBeGreaterThan(2.5 * tPeak(ecgStrip("sinus", 80)));
  });
});
