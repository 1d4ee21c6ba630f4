// How a dedicated AA board-prep app compares with other ways to prepare. Our column is built from
// live facts (counts from the database, prices from PLANS, trial from POLICY); the other options
// are described by what they are, not by any product's claims, since each one varies.
import { ADAPTIVE } from "../../../shared/adaptive.ts";
import { planPriceLabel } from "../../../shared/careers.ts";
import { QUESTION_COUNTS, TIME_LIMITS } from "../../../shared/exam.ts";
import { POLICY } from "../../../shared/policy.ts";
import type { ComparisonColumn, ComparisonRow } from "./ComparisonTable.tsx";
import type { FaqItem } from "../../components/marketing/Faq.tsx";

export type OurFacts = {
  /** "1,300+", or a wordier fallback while the count loads */
  questions: string;
  /** topic areas and subtopics in the taxonomy */
  topicAreas: number;
  subtopics: number;
  /** "480+" flashcards, or null while loading */
  flashcards: string | null;
};

export function prepColumns(brand: string): readonly ComparisonColumn[] {
  return [
    { key: "ours", label: brand, highlight: true },
    { key: "books", label: "General anesthesia review books" },
    { key: "crna", label: "CRNA-focused question banks" },
    { key: "peer", label: "Study groups and shared flashcard decks" },
  ];
}

const first = <T,>(xs: readonly T[]) => xs[0];
const last = <T,>(xs: readonly T[]) => xs[xs.length - 1];

export function prepRows(facts: OurFacts): readonly ComparisonRow[] {
  return [
    {
      label: "Focus on the AA certifying exam",
      cells: {
        ours: `Written for the NCCAA certifying exam: ${facts.questions} questions across ${facts.topicAreas} topic areas and ${facts.subtopics} subtopics, from pharmacology and physiology to equipment and emergencies.`,
        books: "Broad anesthesia coverage, not organized around the AA exam; you decide what is relevant.",
        crna: "Written for the nurse anesthesia NCE. Much of the science overlaps, but it is a different exam.",
        peer: "Depends on who wrote the material and what they chose to cover.",
      },
    },
    {
      label: "Practice exam realism",
      cells: {
        ours: `Timed exams of ${first(QUESTION_COUNTS)} to ${last(QUESTION_COUNTS)} questions with a countdown (${first(TIME_LIMITS)} to ${last(TIME_LIMITS)} minutes), scored at the end, plus a tutor mode that explains each answer as you go.`,
        books: "End-of-chapter questions; timing and scoring are up to you.",
        crna: "Exam-style practice, but modelled on the NCE rather than the AA exam.",
        peer: "Rarely timed or exam-like.",
      },
    },
    {
      label: "Adaptive practice",
      cells: {
        ours: `Adaptive questions: the next question's difficulty follows your accuracy over your last ${ADAPTIVE.window} answers.`,
        books: "None: a fixed order.",
        crna: "Varies by product.",
        peer: "None.",
      },
    },
    {
      label: "Spaced repetition",
      cells: {
        ours: `${facts.flashcards ? `${facts.flashcards} flashcards, with` : "Flashcards with"} every card scheduled for review by the FSRS spaced-repetition algorithm.`,
        books: "None.",
        crna: "Varies by product.",
        peer: "Possible if you load the deck into a spaced-repetition app; card quality varies.",
      },
    },
    {
      label: "Explanations and follow-up",
      cells: {
        ours: "Every question has a written explanation; an AI tutor and AI study guides answer follow-up questions.",
        books: "Printed explanations, with no way to ask a follow-up.",
        crna: "Varies by product; where included, written for the NCE.",
        peer: "Discussion with peers; accuracy depends on the group.",
      },
    },
    {
      label: "Price",
      cells: {
        ours: `${planPriceLabel("monthly")} or ${planPriceLabel("yearly")}, with a ${POLICY.trialDays}-day free trial. Cancel anytime.`,
        books: "A one-time purchase per book.",
        crna: "Varies; check what is included for the price.",
        peer: "Often free.",
      },
    },
  ];
}

export const PREP_FAQ: readonly FaqItem[] = [
  {
    question: "Why not just use a general anesthesia review book?",
    answer:
      "Review books are a good reference and many students keep one at hand. What they cannot do is time you, adapt to your weak areas, schedule reviews or answer a follow-up question. We suggest using a book for reading and a question bank for practice.",
  },
  {
    question: "Can I prepare with a CRNA question bank?",
    answer:
      "It can help with the shared science, such as pharmacology and physiology. But the NCE and the NCCAA certifying exam are different exams written for different professions, so practice that targets the AA exam is a closer match.",
  },
  {
    question: "Are your questions copies of real exam questions?",
    answer:
      "No. The NCCAA does not publish its exam questions. Our questions are written for practice in the style of a board exam and cover the same subject areas, each with an explanation.",
  },
  {
    question: "Can I try it before paying?",
    answer: `Yes. The free practice page needs no account, and every plan starts with a ${POLICY.trialDays}-day free trial that you can cancel anytime.`,
  },
  {
    question: "Do I still need a study group?",
    answer:
      "Many students find one useful for motivation and for talking through hard topics. A study group works well alongside structured practice; it is not a substitute for it.",
  },
];
