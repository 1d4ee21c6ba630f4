// Schemas for the study content in content/. The seed command and the content checks validate every
// file against these; a failure names the file, the item id and the field.
import * as z from "zod";
import { figureSchema } from "../figures.ts";
import { namesEditionOrYear } from "./references.ts";
import { isValidPair } from "../taxonomy.ts";
import { CONTENT_STATUSES, DIFFICULTIES, LETTERS, PROGRAM_ACCREDITATIONS, PUBLISHED } from "../vocab.ts";

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be a lower-case slug (a-z, 0-9, -)");
const text = z.string().trim().min(1, "must not be empty");
const optionalText = z.string().trim().min(1).nullable().default(null);
const difficulty = z.enum(DIFFICULTIES);
const status = z.enum(CONTENT_STATUSES).default(PUBLISHED);

/** Every item filed under the taxonomy must name a real (topic, subtopic) pair. */
const filed = <T extends { topic: string; subtopic: string }>(schema: z.ZodType<T>) =>
  schema.refine((v) => isValidPair(v.topic, v.subtopic), {
    message: "topic/subtopic is not a pair of src/shared/taxonomy.ts",
    path: ["subtopic"],
  });


export const questionSchema = filed(
  z.strictObject({
    id,
    topic: text,
    subtopic: text,
    difficulty,
    stem: text,
    options: z.strictObject({ A: text, B: text, C: text, D: text }),
    answer: z.enum(LETTERS),
    explanation: text,
    /** One line a student should keep; a missed question becomes a flashcard with it. */
    keyConcept: z.string().trim().min(10, "must state the one fact to keep (10-240 characters)").max(240),
    reference: text,
    figure: figureSchema.optional(),
    status,
  }),
).refine((q) => new Set(LETTERS.map((l) => q.options[l].toLowerCase())).size === 4, {
  message: "the four options must differ",
  path: ["options"],
});
export type QuestionContent = z.output<typeof questionSchema>;

/** A source named with its edition or year, so a student can check a fact and we can tell when it ages. */
const datedReference = text.refine(namesEditionOrYear, "must name the edition or the year of its source");

export const flashcardSchema = filed(
  z.strictObject({ id, topic: text, subtopic: text, difficulty, front: text, back: text, reference: datedReference, status }),
);
export type FlashcardContent = z.output<typeof flashcardSchema>;

export const reviewItemSchema = filed(
  z.strictObject({
    id,
    topic: text,
    subtopic: text,
    content: text,
    // The card's second half is what makes it worth reading; a placeholder is not an insight.
    clinicalInsights: text.refine((t) => !/^(empty|n\/?a|none|tbd)$/i.test(t), "must hold a real clinical insight"),
    references: datedReference,
    status,
  }),
);
export type ReviewItemContent = z.output<typeof reviewItemSchema>;

// The 25 glossary categories, word for word as the product names them.
export const GLOSSARY_CATEGORIES = [
  "Pharmacology",
  "Techniques",
  "Physiology",
  "Organizations",
  "Monitoring",
  "Complications",
  "Equipment",
  "Ventilation",
  "Vital Signs",
  "Facilities",
  "Perioperative Phases",
  "Anesthesia Types",
  "Protocols",
  "Professions",
  "Laboratory",
  "Assessment",
  "Positioning",
  "Practice Models",
  "Pathophysiology",
  "Anatomy & Physiology",
  "Equipment & Monitoring",
  "Procedures & Techniques",
  "Regional Anesthesia",
  "Ventilator Modes",
  "Emergency Medications",
] as const;

export const glossaryTermSchema = z.strictObject({
  id,
  term: text,
  abbreviation: optionalText,
  category: z.enum(GLOSSARY_CATEGORIES, { error: "must be one of the 25 glossary categories" }),
  definition: text,
  status,
});
export type GlossaryTermContent = z.output<typeof glossaryTermSchema>;

export const aaSchoolSchema = z.strictObject({
  id,
  name: text,
  location: z.string().regex(/^[^,]+, [A-Z]{2}$/, 'must read "City, ST"'),
  websiteUrl: z.url({ protocol: /^https$/, error: "must be an https URL" }),
  foundedYear: z.int().min(1960).max(2100).nullable().default(null),
  notable: optionalText,
  degree: text,
  programLength: optionalText,
  classSize: optionalText,
  clinicalSites: optionalText,
  // Every listing states its standing and where it was checked, so a student can verify it before applying.
  accreditation: z.enum(PROGRAM_ACCREDITATIONS, { error: "must be accredited or developing" }),
  /** Where the program's standing was checked (CAAHEP's directory or the program's own page). */
  source: z.url({ protocol: /^https$/, error: "must be an https URL" }),
  status,
});
export type AaSchoolContent = z.output<typeof aaSchoolSchema>;

export const interviewQuestionSchema = z.strictObject({
  id,
  kind: z.enum(["school", "job"]),
  category: text,
  question: text,
  answer: text,
  status,
});
export type InterviewQuestionContent = z.output<typeof interviewQuestionSchema>;

/** Static advice for the interview page (6 tips, 9 red flags, before and after checklists); imported by the client. */
export const interviewGuideSchema = z.strictObject({
  tips: z.array(z.strictObject({ title: text, body: text })).length(6, "needs exactly 6 tips"),
  redFlags: z.array(text).length(9, "needs exactly 9 red flags"),
  beforeChecklist: z.array(text).min(3),
  afterChecklist: z.array(text).min(3),
});
export type InterviewGuide = z.output<typeof interviewGuideSchema>;

export const freeFlashcardSchema = z.strictObject({ id, front: text, back: text });
export const freeReviewCardSchema = z.strictObject({ id, concept: text, question: text, answer: text, keyPoint: text });
export const adaptiveTopicSchema = z.strictObject({ id, name: text });

export class ContentError extends Error {}

/** Validates a file's items, reporting every problem as `file: item "id": field: message`. */
export function validateItems<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S>[] {
  if (!Array.isArray(data)) throw new ContentError(`${file}: expected a JSON array of items`);
  const problems: string[] = [];
  const items: z.output<S>[] = [];
  data.forEach((raw, index) => {
    const itemId =
      raw && typeof raw === "object" && typeof (raw as { id?: unknown }).id === "string"
        ? (raw as { id: string }).id
        : `#${index}`;
    const result = schema.safeParse(raw);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${file}: item "${itemId}": ${issue.path.join(".") || "(item)"}: ${issue.message}`);
      }
      return;
    }
    items.push(result.data);
  });
  if (problems.length) throw new ContentError(problems.join("\n"));
  return items;
}
