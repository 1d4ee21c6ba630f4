// Facts, not counters: every answer is recorded once; dashboard and profile figures are SQL
// aggregates over these rows with the formulas of src/shared applied on top.
import { sqliteTable, text, integer, index, primaryKey } from "drizzle-orm/sqlite-core";
import { user } from "./auth.ts";
import type { StoredExamConfig } from "../src/shared/exam.ts";
import { ANSWER_MODES, type Letter } from "../src/shared/vocab.ts";
import { REPORT_REASONS } from "../src/shared/practice.ts";

export const answers = sqliteTable(
  "answers",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    // Copied from the question so progress by topic needs no join, and survives content edits.
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    // The exam domain the subtopic counts toward (empty for a card outside the blueprint).
    domainId: text("domain_id").notNull().default(""),
    chosenLetter: text("chosen_letter"),
    correct: integer("correct", { mode: "boolean" }).notNull(),
    mode: text("mode", { enum: ANSWER_MODES }).notNull(),
    examId: text("exam_id"),
    secondsSpent: integer("seconds_spent").notNull().default(0),
    answeredAt: integer("answered_at", { mode: "timestamp_ms" }).notNull(),
    // The calendar day in the user's timezone when answered (streaks, heat map, goals).
    day: text("day").notNull(),
  },
  (t) => [
    index("answers_user_day_idx").on(t.userId, t.day),
    index("answers_user_topic_idx").on(t.userId, t.topicId, t.subtopicId),
    // Unused and incorrect questions, per student: their answers to one question, latest last.
    index("answers_user_question_idx").on(t.userId, t.questionId, t.answeredAt),
    // How peers answered one question.
    index("answers_question_idx").on(t.questionId),
    // Percentiles: every student's totals per domain, read from the index alone in one ordered pass.
    index("answers_peer_totals_idx").on(t.userId, t.domainId, t.mode, t.correct),
  ],
);

/** A practice exam: created on the server so a reload or a second tab resumes it. */
export const exams = sqliteTable(
  "exams",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    config: text("config", { mode: "json" }).$type<StoredExamConfig>().notNull(),
    // question ids in the order shown
    questionIds: text("question_ids", { mode: "json" }).$type<string[]>().notNull(),
    // the letter chosen per question index ("3": "B")
    answers: text("answers", { mode: "json" }).$type<Record<string, Letter>>().notNull(),
    // true per question index flagged for review
    flags: text("flags", { mode: "json" }).$type<Record<string, boolean>>().notNull(),
    // letters struck through per question index ("3": ["A", "C"])
    strikes: text("strikes", { mode: "json" }).$type<Record<string, Letter[]>>().notNull().default({}),
    // highlighted stem ranges per question index, as [start, end) character offsets
    highlights: text("highlights", { mode: "json" }).$type<Record<string, [number, number][]>>().notNull().default({}),
    // seconds spent per question index, as the runner measured them
    seconds: text("seconds", { mode: "json" }).$type<Record<string, number>>().notNull().default({}),
    // A mock exam runs in blocks: the block in progress (0-based), and whether the student is on the
    // break before it. `expiresAt` is the end of the current block or break.
    block: integer("block").notNull().default(0),
    onBreak: integer("on_break", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: ["in_progress", "submitted"] }).notNull().default("in_progress"),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    submittedAt: integer("submitted_at", { mode: "timestamp_ms" }),
    correctCount: integer("correct_count"),
  },
  (t) => [index("exams_user_status_idx").on(t.userId, t.status)],
);

/** Minutes studied per user, day (user's timezone) and activity: review, exam, flashcards, guide. */
export const studyTime = sqliteTable(
  "study_time",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    activity: text("activity").notNull(),
    minutes: integer("minutes").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.activity] })],
);

/** One row per user and day the app was opened (the heat map's light "login only" cells). */
export const dailyActivity = sqliteTable(
  "daily_activity",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * One visit to a timed page (Review, flashcards...): the server notes when it began, so the minutes
 * credited for it can never exceed the wall-clock time since, and each visit is credited once.
 */
export const studyVisits = sqliteTable(
  "study_visits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    activity: text("activity").notNull(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }).notNull(),
    creditedAt: integer("credited_at", { mode: "timestamp_ms" }),
    minutes: integer("minutes"),
  },
  (t) => [index("study_visits_user_started_idx").on(t.userId, t.startedAt)],
);

/** Questions a student flagged (in any exam), for the builder's Flagged source. */
export const flaggedQuestions = sqliteTable(
  "flagged_questions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    flaggedAt: integer("flagged_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
);

/** A student's own note on a question: one per question, searchable from the Notes page. */
export const questionNotes = sqliteTable(
  "question_notes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    body: text("body").notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] }), index("question_notes_user_updated_idx").on(t.userId, t.updatedAt)],
);

/** "Report a problem with this question": the admin's queue. */
export const questionReports = sqliteTable(
  "question_reports",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    details: text("details").notNull(),
    status: text("status", { enum: ["open", "resolved"] }).notNull().default("open"),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("question_reports_status_created_idx").on(t.status, t.createdAt), index("question_reports_user_question_idx").on(t.userId, t.questionId)],
);
