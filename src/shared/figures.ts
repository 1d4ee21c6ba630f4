// Figures a question can carry: tracings and curves described by their clinical parameters, drawn as
// SVG by the client (src/client/components/figures). Content states what the tracing shows (an EtCO2,
// a rhythm, a damping fault), never pixels, so a figure is checked like any other field and looks the
// same in both themes and on a phone. Every figure has a text description for screen readers.
import * as z from "zod";

const description = z
  .string()
  .trim()
  .min(40, "must describe the figure for screen readers in a sentence or more")
  .max(600);
const caption = z.string().trim().min(1).max(80).optional();

const capnogramBreath = z.strictObject({
  /** End-tidal CO2 at the end of the plateau, mmHg. */
  etco2: z.number().min(0).max(120),
  /** Inspired CO2 the trace falls back to, mmHg (above 0 when rebreathing). */
  baseline: z.number().min(0).max(40).default(0),
  /** Expiratory upstroke: "slow" for obstruction (the shark fin with a sloped plateau). */
  upstroke: z.enum(["sharp", "slow"]).default("sharp"),
  /** "sloped" for obstruction, "cleft" for a spontaneous effort during the plateau. */
  plateau: z.enum(["flat", "sloped", "cleft"]).default("flat"),
  /** Inspiratory downstroke: "slow" when an inspiratory valve is incompetent. */
  downstroke: z.enum(["sharp", "slow"]).default("sharp"),
  /** Small cardiogenic oscillations at the end of expiration. */
  oscillations: z.boolean().default(false),
});

export const ECG_RHYTHMS = [
  "sinus",
  "atrial-fibrillation",
  "atrial-flutter",
  "svt",
  "junctional",
  "first-degree-block",
  "mobitz-1",
  "mobitz-2",
  "third-degree-block",
  "ventricular-tachycardia",
  "torsades",
  "ventricular-fibrillation",
  "asystole",
  "paced-ventricular",
  "paced-atrial",
  "paced-failure-to-capture",
  "pvc-bigeminy",
  "st-elevation",
  "st-depression",
  "peaked-t",
  "prolonged-qt",
  "wpw",
] as const;

export const ARTERIAL_VARIANTS = [
  "normal",
  "overdamped",
  "underdamped",
  "respiratory-variation",
  "pulsus-alternans",
  "aortic-stenosis",
  "aortic-regurgitation",
  "iabp-timed",
] as const;

export const CVP_VARIANTS = ["normal", "cannon-a", "large-v", "absent-a", "tamponade"] as const;

export const FLOW_VOLUME_VARIANTS = [
  "normal",
  "obstructive",
  "restrictive",
  "fixed-upper-airway",
  "variable-extrathoracic",
  "variable-intrathoracic",
] as const;

export const TWITCH_PATTERNS = ["train-of-four", "tetanus", "double-burst", "post-tetanic-count"] as const;

export const figureSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("capnogram"),
    /** One to thirty breaths left to right; many breaths read as a compressed trend. */
    breaths: z.array(capnogramBreath).min(1).max(30),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("ecg"),
    rhythm: z.enum(ECG_RHYTHMS),
    /** Ventricular rate per minute (ignored for fibrillation and asystole). */
    rate: z.number().int().min(20).max(300).default(75),
    lead: z.enum(["II", "V5", "I", "aVF"]).default("II"),
    description,
    caption,
  }),
  z
    .strictObject({
      kind: z.literal("arterial"),
      systolic: z.number().int().min(30).max(260),
      diastolic: z.number().int().min(10).max(160),
      rate: z.number().int().min(20).max(200).default(75),
      variant: z.enum(ARTERIAL_VARIANTS).default("normal"),
      description,
      caption,
    })
    .refine((f) => f.systolic > f.diastolic, { message: "systolic must be above diastolic", path: ["diastolic"] }),
  z.strictObject({
    kind: z.literal("cvp"),
    /** Mean pressure, mmHg. */
    mean: z.number().min(0).max(40).default(8),
    variant: z.enum(CVP_VARIANTS).default("normal"),
    /** Name the a, c, x, v and y waves; off when naming them would answer the question. */
    labelWaves: z.boolean().default(true),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("pa-catheter"),
    /** The chambers the tip passes, in order, each with its systolic/diastolic (or mean for wedge and RA). */
    stages: z
      .array(
        z.strictObject({
          site: z.enum(["right-atrium", "right-ventricle", "pulmonary-artery", "wedge"]),
          systolic: z.number().min(0).max(120),
          diastolic: z.number().min(0).max(60),
        })
        .refine((s) => s.systolic >= s.diastolic, { message: "systolic must not be below diastolic", path: ["diastolic"] }),
      )
      .min(1)
      .max(4),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("flow-volume"),
    variant: z.enum(FLOW_VOLUME_VARIANTS),
    /** Draw a normal loop dashed behind it for comparison. */
    showNormal: z.boolean().default(true),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("oxyhemoglobin"),
    /** One to three curves, each by its P50 (mmHg; 26.8 is the normal adult curve). */
    curves: z.array(z.strictObject({ label: z.string().trim().min(1).max(40), p50: z.number().min(10).max(45) })).min(1).max(3),
    /** PaO2 values (mmHg) marked with a dotted line. */
    markPo2: z.array(z.number().min(0).max(150)).max(3).default([]),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("teg"),
    /** Reaction time R and kinetics K (minutes), alpha angle (degrees), maximum amplitude (mm), lysis at 30 min (%). */
    r: z.number().min(1).max(30),
    k: z.number().min(0.5).max(20),
    alpha: z.number().min(5).max(85),
    ma: z.number().min(5).max(90),
    ly30: z.number().min(0).max(100).default(0),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("twitch"),
    pattern: z.enum(TWITCH_PATTERNS),
    /** Response heights as a fraction of control, one per stimulus shown (4 for a train-of-four). */
    heights: z.array(z.number().min(0).max(1)).min(1).max(20),
    description,
    caption,
  }),
  z.strictObject({
    kind: z.literal("airway-pressure"),
    /** Pressure-time trace of volume-controlled breaths, cmH2O. */
    peak: z.number().min(0).max(80),
    plateau: z.number().min(0).max(60),
    peep: z.number().min(0).max(30).default(5),
    breaths: z.number().int().min(1).max(6).default(3),
    description,
    caption,
  }),
]);

export type Figure = z.output<typeof figureSchema>;
export type FigureInput = z.input<typeof figureSchema>;
export const FIGURE_KINDS = figureSchema.options.map((o) => o.shape.kind.value);
