// How each kind of content becomes rows of its table.
import type { Table } from "drizzle-orm";
import {
  aaSchools,
  adaptiveTopics,
  flashcards,
  freeFlashcards,
  freeReviewCards,
  glossaryTerms,
  interviewQuestions,
  questions,
  reviewItems,
} from "../../drizzle/content.ts";
import { domainOf } from "../../src/shared/blueprint.ts";
import type { Content } from "../content.ts";
import type { Row, UpsertOptions } from "./sql.ts";

export type SeedStep = { kind: string; table: Table; rows: Row[]; options: UpsertOptions };

const stamped: UpsertOptions = { insertOnly: ["createdAt"], touch: ["updatedAt"] };

export function seedPlan(c: Content, now: number): SeedStep[] {
  const times = { createdAt: now, updatedAt: now };
  return [
    {
      kind: "questions",
      table: questions,
      options: stamped,
      rows: c.questions.map((q) => ({
        id: q.id,
        topicId: q.topic,
        subtopicId: q.subtopic,
        domainId: domainOf(q.subtopic) ?? "",
        difficulty: q.difficulty,
        stem: q.stem,
        optionA: q.options.A,
        optionB: q.options.B,
        optionC: q.options.C,
        optionD: q.options.D,
        correctLetter: q.answer,
        explanation: q.explanation,
        keyConcept: q.keyConcept ?? null,
        reference: q.reference,
        // Parsed content has a fixed key order, so the same figure is the same text and re-seeding writes nothing.
        figure: q.figure ? JSON.stringify(q.figure) : null,
        status: q.status,
        ...times,
      })),
    },
    {
      kind: "flashcards",
      table: flashcards,
      options: stamped,
      rows: c.flashcards.map((f) => ({
        id: f.id,
        topicId: f.topic,
        subtopicId: f.subtopic,
        difficulty: f.difficulty,
        front: f.front,
        back: f.back,
        reference: f.reference ?? null,
        status: f.status,
        ...times,
      })),
    },
    {
      kind: "review items",
      table: reviewItems,
      options: stamped,
      rows: c.reviewItems.map((r) => ({
        id: r.id,
        topicId: r.topic,
        subtopicId: r.subtopic,
        content: r.content,
        clinicalInsights: r.clinicalInsights,
        reference: r.references,
        status: r.status,
        ...times,
      })),
    },
    { kind: "glossary terms", table: glossaryTerms, options: {}, rows: c.glossaryTerms.map((g) => ({ ...g })) },
    { kind: "AA programs", table: aaSchools, options: {}, rows: c.aaSchools.map((s) => ({ ...s })) },
    {
      kind: "interview questions",
      table: interviewQuestions,
      options: {},
      rows: c.interviewQuestions.map((q, position) => ({ ...q, position })),
    },
    { kind: "free flashcards", table: freeFlashcards, options: {}, rows: c.freeFlashcards.map((f, position) => ({ ...f, position, status: "published" })) },
    { kind: "free review cards", table: freeReviewCards, options: {}, rows: c.freeReviewCards.map((f, position) => ({ ...f, position, status: "published" })) },
    { kind: "adaptive topics", table: adaptiveTopics, options: {}, rows: c.adaptiveTopics.map((t, position) => ({ ...t, position, status: "published" })) },
  ];
}
