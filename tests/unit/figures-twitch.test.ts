import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TwitchFigure } from "../../src/client/components/figures/TwitchFigure.tsx";
import { twitchLayout, type TwitchFigure as Twitch } from "../../src/client/components/figures/twitch-geometry.ts";

const description = "Responses to peripheral nerve stimulation shown as bars, one per stimulus.";
const figure = (pattern: Twitch["pattern"], heights: number[]): Twitch => ({ kind: "twitch", pattern, heights, description });
/** Heights of the drawn bars (<rect> elements) in SVG units, left to right. */
function barHeights(html: string): number[] {
  return [...html.matchAll(/<rect [^>]*?x="([\d.-]+)"[^>]*?height="([\d.]+)"/g)]
    .map((m) => ({ x: Number(m[1]), h: Number(m[2]) }))
    .sort((a, b) => a.x - b.x)
    .map((b) => b.h);
}

describe("twitch monitoring figures", () => {
  it("train-of-four: four bars drawn in proportion to the heights, labelled T1 to T4", () => {
    const html = renderToStaticMarkup(createElement(TwitchFigure, { figure: figure("train-of-four", [1, 0.8, 0.6, 0.4]) }));
    const h = barHeights(html);
    expect(h).toHaveLength(4);
    // TOF ratio T4/T1 = 0.4 as drawn.
    expect(h[3]! / h[0]!).toBeCloseTo(0.4, 6);
    expect(h[1]! / h[0]!).toBeCloseTo(0.8, 6);
    expect(h[2]! / h[0]!).toBeCloseTo(0.6, 6);
    for (const t of ["T1", "T2", "T3", "T4"]) expect(html).toContain(`>${t}</text>`);
    expect(html).toContain("% of control");
  });

  it("a train-of-four count of 2 draws two responses and empty T3 and T4", () => {
    const html = renderToStaticMarkup(createElement(TwitchFigure, { figure: figure("train-of-four", [0.3, 0.1, 0, 0]) }));
    const h = barHeights(html);
    expect(h.filter((x) => x > 0)).toHaveLength(2);
    expect(h[1]! / h[0]!).toBeCloseTo(1 / 3, 6);
  });

  it("double-burst: two bars 750 ms apart", () => {
    const l = twitchLayout("double-burst", [0.9, 0.5]);
    expect(l.bars.map((b) => b.t)).toEqual([0, 0.75]);
    const h = barHeights(renderToStaticMarkup(createElement(TwitchFigure, { figure: figure("double-burst", [0.9, 0.5]) })));
    expect(h[1]! / h[0]!).toBeCloseTo(0.5 / 0.9, 6);
  });

  it("tetanus: a 5 s response that holds or fades as the heights say", () => {
    const held = twitchLayout("tetanus", [1, 1, 1, 1]).tetanus!;
    const fade = twitchLayout("tetanus", [1, 0.7, 0.5, 0.3]).tetanus!;
    expect(held[0]!.y).toBe(0);
    expect(held.at(-1)!.y).toBe(0);
    expect(held.at(-1)!.x - held[0]!.x).toBeGreaterThanOrEqual(5);
    const top = (pts: typeof held) => pts.slice(1, -1);
    expect(Math.min(...top(held).map((p) => p.y))).toBe(1);
    expect(top(fade).at(-1)!.y / top(fade)[0]!.y).toBeCloseTo(0.3, 6);
  });

  it("post-tetanic count: the tetanus first, then single twitches at 1 Hz after a pause", () => {
    const heights = [0.5, 0.4, 0.3, 0.2, 0.1, 0, 0, 0];
    const l = twitchLayout("post-tetanic-count", heights);
    expect(l.tetanus).not.toBeNull();
    const tetanusEnd = l.tetanus!.at(-1)!.x;
    expect(l.bars[0]!.t - tetanusEnd).toBeGreaterThanOrEqual(2.5);
    for (let i = 1; i < l.bars.length; i++) expect(l.bars[i]!.t - l.bars[i - 1]!.t).toBeCloseTo(1, 9);
    const h = barHeights(renderToStaticMarkup(createElement(TwitchFigure, { figure: figure("post-tetanic-count", heights) })));
    // Five visible responses: the post-tetanic count.
    expect(h.filter((x) => x > 0)).toHaveLength(5);
    expect(h[4]! / h[0]!).toBeCloseTo(0.2, 6);
  });
});
