import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ARTERIAL_VARIANTS, CVP_VARIANTS, ECG_RHYTHMS, FLOW_VOLUME_VARIANTS, figureSchema, TWITCH_PATTERNS, type FigureInput } from "../../src/shared/figures.ts";
import { QuestionFigure } from "../../src/client/components/figures/QuestionFigure.tsx";

const description = "A description of the tracing long enough for a screen-reader user to answer from.";
const examples: FigureInput[] = [
  { kind: "capnogram", breaths: [{ etco2: 38 }, { etco2: 44, upstroke: "slow", plateau: "sloped" }, { etco2: 37, plateau: "cleft", oscillations: true, downstroke: "slow", baseline: 5 }], description },
  ...ECG_RHYTHMS.map((rhythm): FigureInput => ({ kind: "ecg", rhythm, rate: 80, description })),
  ...ARTERIAL_VARIANTS.map((variant): FigureInput => ({ kind: "arterial", systolic: 124, diastolic: 66, variant, description })),
  ...CVP_VARIANTS.map((variant): FigureInput => ({ kind: "cvp", variant, mean: 9, description })),
  { kind: "pa-catheter", stages: [{ site: "right-atrium", systolic: 6, diastolic: 6 }, { site: "right-ventricle", systolic: 25, diastolic: 5 }, { site: "pulmonary-artery", systolic: 25, diastolic: 12 }, { site: "wedge", systolic: 10, diastolic: 10 }], description },
  ...FLOW_VOLUME_VARIANTS.map((variant): FigureInput => ({ kind: "flow-volume", variant, description })),
  { kind: "oxyhemoglobin", curves: [{ label: "Normal", p50: 26.8 }, { label: "Right shift", p50: 32 }, { label: "Left shift", p50: 20 }], markPo2: [60, 140], description },
  { kind: "teg", r: 6, k: 2, alpha: 62, ma: 54, ly30: 24, description },
  ...TWITCH_PATTERNS.map((pattern): FigureInput => ({ kind: "twitch", pattern, heights: [1, 0.7, 0.5, 0.3], description })),
  { kind: "airway-pressure", peak: 38, plateau: 17, peep: 5, description },
];
const render = (input: FigureInput) => renderToStaticMarkup(createElement(QuestionFigure, { figure: figureSchema.parse(input) }));

describe("QuestionFigure markup", () => {
  it.each(examples.map((e) => [`${e.kind} ${"variant" in e ? e.variant : "rhythm" in e ? e.rhythm : "pattern" in e ? e.pattern : ""}`, e] as const))(
    "%s: an accessible, scalable, theme-aware SVG",
    (_, input) => {
      const html = render(input);
      const drawings = [...html.matchAll(/<svg ([^>]*role="img"[^>]*)>/g)].map((m) => m[1]!);
      // One drawing, or a wide one and a phone one of which CSS shows exactly one.
      expect(drawings.length).toBeGreaterThanOrEqual(1);
      if (drawings.length === 2) {
        expect(drawings[0]).toMatch(/class="[^"]*max-sm:hidden/);
        expect(drawings[1]).toMatch(/class="[^"]*hidden max-sm:block/);
      }
      for (const svg of drawings) {
        expect(svg).toMatch(/viewBox="0 0 [\d.]+ [\d.]+"/);
        expect(svg).toContain('width="100%"');
        expect(svg).not.toMatch(/\sheight="/);
        // aria-labelledby names the <title> and the <desc>, and both exist.
        const ids = /aria-labelledby="([^"]+)"/.exec(svg)![1]!.split(" ");
        expect(ids).toHaveLength(2);
        expect(html).toContain(`<title id="${ids[0]}">`);
        expect(html).toContain(`<desc id="${ids[1]}">${description}</desc>`);
      }
      // Colours come from currentColor and Tailwind classes with dark variants, never fixed values.
      expect(html).not.toMatch(/(fill|stroke)="#|rgb\(/);
      expect(html).toContain("currentColor");
      expect(html).toMatch(/dark:text-/);
      // Paths are real numbers.
      expect(html).not.toMatch(/NaN|Infinity|undefined/);
    },
  );

  it("titles the figure with its caption and shows the caption below it", () => {
    const html = render({ kind: "airway-pressure", peak: 30, plateau: 20, description, caption: "Airway pressure, volume control" });
    expect(html).toMatch(/<title id="[^"]+">Airway pressure, volume control<\/title>/);
    expect(html).toMatch(/<figcaption[^>]*>Airway pressure, volume control<\/figcaption>/);
    expect(html.indexOf("<figcaption")).toBeGreaterThan(html.indexOf("</svg>"));
  });

  it("falls back to a default title and shows no caption when none is given", () => {
    const defaults: [FigureInput, string][] = [
      [{ kind: "capnogram", breaths: [{ etco2: 38 }], description }, "Capnogram"],
      [{ kind: "ecg", rhythm: "sinus", lead: "V5", description }, "ECG rhythm strip, lead V5"],
      [{ kind: "teg", r: 6, k: 2, alpha: 62, ma: 54, description }, "Thromboelastogram (TEG)"],
    ];
    for (const [input, title] of defaults) {
      const html = render(input);
      expect(html).toContain(`>${title}</title>`);
      expect(html).not.toContain("<figcaption");
    }
  });

  it("labels the axes with units", () => {
    const labels: [FigureInput, string[]][] = [
      [{ kind: "capnogram", breaths: [{ etco2: 38 }], description }, ["Time (s)", "CO₂ (mm Hg)"]],
      [{ kind: "arterial", systolic: 120, diastolic: 70, description }, ["Time (s)", "Pressure (mm Hg)"]],
      [{ kind: "cvp", description }, ["Time (s)", "CVP (mm Hg)"]],
      [{ kind: "flow-volume", variant: "normal", description }, ["Lung volume (L)", "Flow (L/s)"]],
      [{ kind: "oxyhemoglobin", curves: [{ label: "Adult", p50: 26.8 }], description }, ["PO₂ (mm Hg)", "saturation (%)"]],
      [{ kind: "teg", r: 6, k: 2, alpha: 62, ma: 54, description }, ["Time (min)", "Amplitude (mm)"]],
      [{ kind: "airway-pressure", peak: 30, plateau: 20, description }, ["Time (s)", "cm H₂O"]],
      [{ kind: "ecg", rhythm: "sinus", description }, ["25 mm/s", "10 mm/mV", "1 s"]],
    ];
    for (const [input, texts] of labels) {
      const html = render(input);
      for (const t of texts) expect(html).toContain(t);
    }
  });

  it("labels the CVP waves, the PA catheter sites and the TEG measurements", () => {
    const cvp = render({ kind: "cvp", description });
    for (const w of ["a", "c", "x", "v", "y"]) expect(cvp).toMatch(new RegExp(`>${w}</text>`));
    // A question asking which wave is abnormal hides the names that would answer it.
    const unlabelled = render({ kind: "cvp", variant: "cannon-a", labelWaves: false, description });
    for (const w of ["a", "c", "x", "v", "y"]) expect(unlabelled).not.toMatch(new RegExp(`>${w}</text>`));
    const pa = render(examples.find((e) => e.kind === "pa-catheter")!);
    for (const s of ["RA", "RV", "PA", "PAWP"]) expect(pa).toContain(`>${s}</text>`);
    const teg = render({ kind: "teg", r: 6, k: 2, alpha: 62, ma: 54, description });
    for (const m of ["R", "K", "MA", "α"]) expect(teg).toContain(`>${m}</text>`);
    const paw = render({ kind: "airway-pressure", peak: 30, plateau: 20, description });
    for (const m of ["Peak", "Plateau", "PEEP"]) expect(paw).toContain(`>${m}</text>`);
    // The oxyhemoglobin legend is HTML under the drawing so long labels wrap on a phone.
    const odc = render(examples.find((e) => e.kind === "oxyhemoglobin")!);
    for (const l of ["Normal", "Right shift", "Left shift"]) expect(odc).toContain(`>${l}</li>`);
  });

  it("gives every figure on a page its own title and description ids", () => {
    const html = renderToStaticMarkup(
      createElement("div", null, createElement(QuestionFigure, { figure: figureSchema.parse(examples[0]) }), createElement(QuestionFigure, { figure: figureSchema.parse(examples[1]) })),
    );
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    // Capnogram: title and desc; ECG: title and desc for the wide and the phone layout.
    expect(ids).toHaveLength(6);
  });
});

describe("QuestionFigure at the edges of the schema", () => {
  const extremes: FigureInput[] = [
    { kind: "capnogram", breaths: [{ etco2: 0 }, { etco2: 120, baseline: 40 }, { etco2: 10, baseline: 30 }], description },
    { kind: "capnogram", breaths: Array.from({ length: 30 }, () => ({ etco2: 38, upstroke: "slow" as const, plateau: "cleft" as const, oscillations: true, downstroke: "slow" as const })), description },
    ...ECG_RHYTHMS.flatMap((rhythm) => [20, 300].map((rate): FigureInput => ({ kind: "ecg", rhythm, rate, lead: "aVF", description }))),
    ...ARTERIAL_VARIANTS.flatMap((variant) => [
      { kind: "arterial", systolic: 30, diastolic: 10, rate: 20, variant, description } as FigureInput,
      { kind: "arterial", systolic: 161, diastolic: 160, rate: 120, variant, description } as FigureInput,
      { kind: "arterial", systolic: 260, diastolic: 10, rate: 200, variant, description } as FigureInput,
    ]),
    ...CVP_VARIANTS.flatMap((variant) => [0, 40].map((mean): FigureInput => ({ kind: "cvp", variant, mean, description }))),
    { kind: "pa-catheter", stages: [{ site: "wedge", systolic: 0, diastolic: 0 }], description },
    { kind: "pa-catheter", stages: [{ site: "right-ventricle", systolic: 120, diastolic: 60 }, { site: "pulmonary-artery", systolic: 120, diastolic: 60 }], description },
    { kind: "oxyhemoglobin", curves: [{ label: "Same", p50: 10 }, { label: "Same", p50: 45 }], markPo2: [0, 150, 150], description },
    { kind: "teg", r: 30, k: 20, alpha: 5, ma: 90, ly30: 100, description },
    { kind: "teg", r: 1, k: 0.5, alpha: 85, ma: 5, ly30: 0, description },
    { kind: "twitch", pattern: "train-of-four", heights: Array.from({ length: 20 }, () => 0), description },
    { kind: "twitch", pattern: "post-tetanic-count", heights: [1], description },
    { kind: "airway-pressure", peak: 0, plateau: 60, peep: 30, breaths: 6, description },
    { kind: "airway-pressure", peak: 80, plateau: 0, peep: 0, breaths: 1, description },
  ];
  it.each(extremes.map((e, i) => [i, e.kind, e] as const))("#%i %s: renders finite geometry", (_, __, input) => {
    const html = render(input);
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
    expect(html).toContain('role="img"');
  });
});
