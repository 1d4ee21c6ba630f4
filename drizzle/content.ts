// Study content, loaded from content/ by the seed command. Every table has a status: items removed
// from the files become 'draft' (unpublished), never deleted, so user history pointing at them stays.
import { sqliteTable, text, integer, index } from "drizzle-orm/sqlite-core";
import type { Figure } from "../src/shared/figures.ts";
import { CONTENT_STATUSES, DIFFICULTIES, LETTERS, PROGRAM_ACCREDITATIONS, PUBLISHED } from "../src/shared/vocab.ts";

const status = () => text("status", { enum: CONTENT_STATUSES }).notNull().default(PUBLISHED);
const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
};

/** The one question bank: course-module questions and practice questions are both views of it. */
export const questions = sqliteTable(
  "questions",
  {
    id: text("id").primaryKey(),
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    // The exam domain the subtopic counts toward, copied from content/blueprint.json by the seed so
    // counts and filters by domain are plain SQL; a new outline is re-seeded, not migrated.
    domainId: text("domain_id").notNull().default(""),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    stem: text("stem").notNull(),
    optionA: text("option_a").notNull(),
    optionB: text("option_b").notNull(),
    optionC: text("option_c").notNull(),
    optionD: text("option_d").notNull(),
    correctLetter: text("correct_letter", { enum: LETTERS }).notNull(),
    explanation: text("explanation").notNull(),
    /** One line to keep; a missed question becomes a flashcard with it. */
    keyConcept: text("key_concept"),
    reference: text("reference").notNull(),
    /** A tracing drawn from data (src/shared/figures.ts), or null. */
    figure: text("figure", { mode: "json" }).$type<Figure>(),
    status: status(),
    ...timestamps,
  },
  (t) => [
    index("questions_topic_difficulty_idx").on(t.status, t.topicId, t.difficulty),
    index("questions_domain_difficulty_idx").on(t.status, t.domainId, t.difficulty),
    index("questions_subtopic_idx").on(t.status, t.topicId, t.subtopicId),
    index("questions_difficulty_idx").on(t.status, t.difficulty),
  ],
);

export const flashcards = sqliteTable(
  "flashcards",
  {
    id: text("id").primaryKey(),
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    front: text("front").notNull(),
    back: text("back").notNull(),
    // Where a student can check the card, with its edition or year.
    reference: text("reference"),
    status: status(),
    ...timestamps,
  },
  (t) => [
    index("flashcards_subtopic_idx").on(t.status, t.topicId, t.subtopicId),
    index("flashcards_difficulty_idx").on(t.status, t.difficulty),
  ],
);

/** Review (quick-reference) items, shown on the /pulse-check page. */
export const reviewItems = sqliteTable(
  "review_items",
  {
    id: text("id").primaryKey(),
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    content: text("content").notNull(),
    clinicalInsights: text("clinical_insights"),
    reference: text("reference").notNull(),
    status: status(),
    ...timestamps,
  },
  (t) => [index("review_items_subtopic_idx").on(t.status, t.topicId, t.subtopicId)],
);

export const glossaryTerms = sqliteTable(
  "glossary_terms",
  {
    id: text("id").primaryKey(),
    term: text("term").notNull(),
    abbreviation: text("abbreviation"),
    category: text("category").notNull(),
    definition: text("definition").notNull(),
    status: status(),
  },
  (t) => [index("glossary_terms_category_idx").on(t.status, t.category)],
);

/** Accredited AA programs, listed on /aa-schools. Region is derived from the location, not stored. */
export const aaSchools = sqliteTable("aa_schools", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  location: text("location").notNull(),
  websiteUrl: text("website_url").notNull(),
  foundedYear: integer("founded_year"),
  notable: text("notable"),
  degree: text("degree").notNull(),
  programLength: text("program_length"),
  classSize: text("class_size"),
  clinicalSites: text("clinical_sites"),
  // accredited, or developing toward accreditation (listed apart, never counted as accredited)
  accreditation: text("accreditation", { enum: PROGRAM_ACCREDITATIONS }).notNull().default("accredited"),
  // where the standing was checked
  source: text("source"),
  status: status(),
});

export const interviewQuestions = sqliteTable("interview_questions", {
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["school", "job"] }).notNull(),
  category: text("category").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  position: integer("position").notNull(),
  status: status(),
});

// The small fixed card sets of the free pages, kept in file order.
export const freeFlashcards = sqliteTable("free_flashcards", {
  id: text("id").primaryKey(),
  front: text("front").notNull(),
  back: text("back").notNull(),
  position: integer("position").notNull(),
  status: status(),
});

export const freeReviewCards = sqliteTable("free_review_cards", {
  id: text("id").primaryKey(),
  concept: text("concept").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  keyPoint: text("key_point").notNull(),
  position: integer("position").notNull(),
  status: status(),
});

/** The default topic rotation for adaptive questions when no other topics are known. */
export const adaptiveTopics = sqliteTable("adaptive_topics", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  position: integer("position").notNull(),
  status: status(),
});
