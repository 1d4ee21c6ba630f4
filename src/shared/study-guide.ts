// Study guide rules: parsing the guide's markdown (also while it streams), question types, read
// time, custom-topic validation, the generating progress display and the fallback guide.
import type { Source } from "./ai.ts";
import { TAXONOMY } from "./taxonomy.ts";

export type PracticeQuestionType = "clinical-reasoning" | "true-false" | "multiple-choice";
export type PracticeQuestion = { question: string; answer: string; type: PracticeQuestionType };
export type StudyGuideContent = {
  overview: string;
  clinicalReview: string[];
  clinicalScenarios: string[];
  practiceQuestions: PracticeQuestion[];
};

/**
 * What a generated or saved guide holds besides its topic: the markdown exactly as it was streamed,
 * the sources it was given, the label of the provider that was asked, and whether the markdown is
 * the fallback guide sent because the model failed (never the model's rejected text). Guides saved
 * before the flag was kept have no `fallback`.
 */
export type SavedGuideContent = { markdown: string; sources: Source[]; provider: string; fallback?: boolean };

/**
 * How long a generated guide waits to be saved: the daily job deletes older unsaved ones, so what
 * a student never chose to keep does not pile up.
 */
export const UNSAVED_GUIDE_KEPT_MS = 24 * 60 * 60 * 1000;

/** What the generator asks for: a subtopic of the taxonomy, or a topic the user typed. */
export type GuideRequest = { mode: "predefined"; topicId: string; subtopicId: string } | { mode: "custom"; text: string };

export type GuideSection = "overview" | "clinicalReview" | "clinicalScenarios" | "practiceQuestions";

export const SECTION_TITLES: Record<GuideSection, string> = {
  overview: "Overview",
  clinicalReview: "Clinical Review Points",
  clinicalScenarios: "Clinical Scenarios",
  practiceQuestions: "Practice Questions",
};

/** 'Ready!' shows this long before the result takes over; toasts stay this long. */
export const READY_DELAY_MS = 1500;
export const TOAST_MS = 3000;

/** true-false when the text mentions 'true or false' or 't/f'; multiple-choice when it has option markers; else clinical-reasoning. */
export function questionType(text: string): PracticeQuestionType {
  if (/true or false|\bt\/f\b/i.test(text)) return "true-false";
  if (/(^|\s|\n)[A-Da-d][).]\s/.test(text)) return "multiple-choice";
  return "clinical-reasoning";
}

/** Minutes: overview length / 200, rounded up (at least 1). */
export function estimatedReadTime(overview: string): number {
  return Math.max(1, Math.ceil(overview.length / 200));
}

function sectionOf(heading: string): GuideSection | null {
  const h = heading.toLowerCase();
  if (h.includes("overview")) return "overview";
  if (h.includes("review point") || h.includes("key point")) return "clinicalReview";
  if (h.includes("scenario") || h.includes("clinical application")) return "clinicalScenarios";
  if (h.includes("practice question") || h.includes("question")) return "practiceQuestions";
  return null;
}

const listItems = (body: string) =>
  body
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => /^([-*•]|\d+[.)])\s+/.test(l))
    .map((l) => l.replace(/^([-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean);

function parseQuestions(body: string): PracticeQuestion[] {
  const blocks = body.split(/^#{3,4}\s*(?:Question\s*\d*[:.]?)?.*$/im).map((b) => b.trim()).filter(Boolean);
  return blocks.map((block) => {
    const m = /\*{0,2}Answer:?\*{0,2}:?\s*([\s\S]*)$/i.exec(block);
    const question = (m ? block.slice(0, m.index) : block).trim();
    const answer = m ? m[1]!.trim() : "";
    return { question, answer, type: questionType(question) };
  });
}

/**
 * The guide's sections from its markdown. Works on a partial stream: sections not yet started are
 * empty, and `sectionsStarted` says how far the stream has come.
 */
export function parseStudyGuide(markdown: string): StudyGuideContent & { sectionsStarted: GuideSection[] } {
  const content: StudyGuideContent = { overview: "", clinicalReview: [], clinicalScenarios: [], practiceQuestions: [] };
  const sectionsStarted: GuideSection[] = [];
  const parts = markdown.split(/^##\s+(.+)$/m);
  // parts: [before, heading1, body1, heading2, body2, ...]
  for (let i = 1; i < parts.length; i += 2) {
    const section = sectionOf(parts[i]!);
    if (!section || sectionsStarted.includes(section)) continue;
    sectionsStarted.push(section);
    const body = (parts[i + 1] ?? "").trim();
    if (section === "overview") content.overview = body;
    else if (section === "practiceQuestions") content.practiceQuestions = parseQuestions(body);
    else content[section] = listItems(body);
  }
  return { ...content, sectionsStarted };
}

/** A finished guide is usable when it has an overview and at least two of the other sections. */
export function isCompleteGuide(markdown: string): boolean {
  const g = parseStudyGuide(markdown);
  const filled = [g.clinicalReview.length, g.clinicalScenarios.length, g.practiceQuestions.length].filter((n) => n > 0).length;
  return g.overview.trim().length > 0 && filled >= 2;
}

/** Paragraphs of the overview (split by blank lines). */
export const overviewParagraphs = (overview: string) =>
  overview
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

// ------------------------------------------------------------------ custom topic validation

const ANESTHESIA_KEYWORDS = [
  "anesthesia", "anaesthesia", "anesthetic", "anaesthetic", "airway", "intubation", "extubation", "laryngoscopy",
  "propofol", "etomidate", "ketamine", "dexmedetomidine", "midazolam", "benzodiazepine", "sevoflurane", "desflurane",
  "isoflurane", "nitrous", "volatile", "malignant hyperthermia", "dantrolene", "succinylcholine", "rocuronium",
  "vecuronium", "cisatracurium", "neuromuscular", "sugammadex", "neostigmine", "opioid", "fentanyl", "remifentanil",
  "morphine", "hydromorphone", "analgesia", "local anesthetic", "lidocaine", "bupivacaine", "ropivacaine", "nerve block",
  "spinal", "epidural", "regional", "sedation", "ventilation", "ventilator", "oxygenation", "hypoxemia", "capnography",
  "pulse oximetry", "monitoring", "hemodynamic", "vasopressor", "phenylephrine", "ephedrine", "norepinephrine",
  "epinephrine", "vasopressin", "blood pressure", "hypotension", "hypertension", "arrhythmia", "cardiac", "pulmonary",
  "respiratory", "physiology", "pharmacology", "pharmacokinetic", "pharmacodynamic", "perioperative", "preoperative",
  "intraoperative", "postoperative", "pacu", "ponv", "nausea", "aspiration", "laryngospasm", "bronchospasm",
  "anaphylaxis", "transfusion", "coagulation", "anticoagulant", "heparin", "fluid", "electrolyte", "acid-base",
  "pediatric", "obstetric", "cesarean", "labor", "geriatric", "trauma", "burn", "neurosurgery", "craniotomy",
  "thoracic", "one-lung", "cardiac surgery", "bypass", "vascular", "positioning", "hypothermia", "temperature",
  "informed consent", "asa", "mallampati", "difficult airway", "cricothyrotomy", "shock", "sepsis", "resuscitation",
  "acls", "cpr", "systemic toxicity", "vaporizer", "breathing circuit", "anesthesia machine", "oxygen", "carbon dioxide",
  "emergence", "induction", "awareness", "bis", "mac", "minimum alveolar", "pain", "antiemetic", "ondansetron",
  "dexamethasone", "glycopyrrolate", "atropine", "esmolol", "labetalol", "nicardipine", "insulin", "diabetes",
  "obesity", "sleep apnea", "osa", "asthma", "copd", "heart failure", "valve", "stenosis", "renal", "hepatic", "liver",
  "kidney", "endocrine", "thyroid", "pheochromocytoma",
];

export type TopicCheck = { ok: true } | { ok: false; error: string };

/** Custom topics must be anesthesia-related: a keyword match, or a taxonomy subtopic match either way round. */
export function isAnesthesiaTopic(text: string): boolean {
  const t = text.trim().toLowerCase();
  if (t.length < 3) return false;
  const words = new Set(t.split(/[^a-z0-9-]+/));
  if (ANESTHESIA_KEYWORDS.some((k) => (k.includes(" ") || k.length > 4 ? t.includes(k) : words.has(k)))) return true;
  return TAXONOMY.some((topic) =>
    topic.subtopics.some((s) => {
      const name = s.name.toLowerCase();
      return name.includes(t) || t.includes(name);
    }),
  );
}

// ------------------------------------------------------------------ generating progress

export const MILESTONES = [
  { at: 30, label: "Content Generation" },
  { at: 70, label: "Clinical Scenarios" },
  { at: 95, label: "Quality Enhancement" },
] as const;

/** How far the real stream has come: each section reached lifts the bar to a floor. */
const STREAM_FLOOR: Record<GuideSection, number> = { overview: 10, clinicalReview: 30, clinicalScenarios: 70, practiceQuestions: 95 };
/** The bar may run ahead of the stream, but never past the next section's floor. */
const STREAM_CEILING: Record<GuideSection | "none", number> = {
  none: 29,
  overview: 29,
  clinicalReview: 69,
  clinicalScenarios: 94,
  practiceQuestions: 99.8,
};

/**
 * One tick of the progress display (+2 every 50 ms up to 60, +0.3 every 150 ms up to 95, +0.15
 * every 200 ms up to 99.5, then hold at 99.8), held back by the real stream: the
 * simulated value cannot pass the next section the model has not started, and jumps forward when
 * it has.
 */
export function nextProgress(current: number, elapsedMs: number, sections: readonly GuideSection[], done: boolean): number {
  if (done) return 100;
  const last = sections.at(-1) ?? "none";
  let simulated = current;
  if (current < 60) simulated = current + 2 * (elapsedMs / 50);
  else if (current < 95) simulated = current + 0.3 * (elapsedMs / 150);
  else if (current < 99.5) simulated = current + 0.15 * (elapsedMs / 200);
  else simulated = 99.8;
  const floor = last === "none" ? 0 : STREAM_FLOOR[last];
  return Math.min(Math.max(simulated, floor), STREAM_CEILING[last]);
}

export const STATUS_MESSAGES = [
  "Analyzing your topic...",
  "Gathering clinical references...",
  "Reviewing key concepts...",
  "Structuring the overview...",
  "Writing clinical review points...",
  "Checking pharmacology details...",
  "Building clinical scenarios...",
  "Connecting physiology to practice...",
  "Highlighting exam-relevant facts...",
  "Drafting practice questions...",
  "Writing answer explanations...",
  "Citing study sources...",
  "Polishing the study guide...",
  "Final quality check...",
] as const;

/** The status line for a progress value (about 14 messages across the bar). */
export function statusMessage(progress: number): string {
  if (progress >= 100) return "Ready!";
  const i = Math.min(STATUS_MESSAGES.length - 1, Math.floor((progress / 100) * STATUS_MESSAGES.length));
  return STATUS_MESSAGES[i]!;
}

// ------------------------------------------------------------------ fallback guide

/** The generic guide built from the topic when generation fails. */
export function fallbackGuideMarkdown(topic: string, subtopic: string): string {
  const subject = subtopic || topic;
  return `## Overview

The full AI study guide for **${subject}** could not be generated just now, so this is a structured study plan you can work through on your own. Use it with the Review area and the practice questions for ${topic || "this topic"}.

Start by defining ${subject} in one or two sentences, then list the physiology or pharmacology that explains it, the monitoring that detects problems early, and the first steps you would take when something goes wrong.

## Clinical Review Points

- Define ${subject} and explain why it matters to the anesthesia care team.
- Summarize the underlying physiology or pharmacology in your own words.
- List the patient factors that raise the risk, and how you would screen for them before induction.
- Name the monitors and signs that detect a problem early.
- Write out the first three actions you would take if a complication occurs.
- Note the doses, thresholds or numbers the exam is likely to ask about.

## Clinical Scenarios

- A healthy adult is scheduled for elective surgery: what about ${subject} changes your preoperative assessment and plan?
- A high-risk patient develops a complication related to ${subject} during the case: walk through recognition, communication with the anesthesiologist, and treatment.

## Practice Questions

### Question 1
Explain the key mechanism behind ${subject} and how it affects your anesthetic plan.

**Answer:** Compare your explanation with the Review area entries for ${topic || "this topic"}.

### Question 2
True or false: early recognition and clear communication with the supervising anesthesiologist improve outcomes for complications related to ${subject}.

**Answer:** True.`;
}
