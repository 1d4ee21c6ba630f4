// What the AI tools keep: generated and saved study guides, the spaced-repetition schedule and
// review log of flashcards, cards and questions written by a model (kept so answers are checked on
// the server), and per-user AI usage for the rate limit.
import { sqliteTable, text, integer, real, index, primaryKey } from "drizzle-orm/sqlite-core";
import type { SavedGuideContent } from "../src/shared/study-guide.ts";
import { user } from "./auth.ts";
import { DIFFICULTIES } from "../src/shared/vocab.ts";

const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * Every study guide the Worker streamed to its end (the model's complete guide, or the fallback
 * guide sent instead), under an id the server chose and told the client in the stream. Saving
 * copies one of these into `study_guides`, so only text the Worker generated can become a saved
 * guide; the daily job deletes them a day after they were written (UNSAVED_GUIDE_KEPT_MS). Kept
 * apart from `study_guides` so that every reader of saved guides (list, heat map, recent activity)
 * sees only what the student chose to save.
 */
export const generatedGuides = sqliteTable(
  "generated_guides",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    topic: text("topic").notNull(),
    subtopic: text("subtopic").notNull(),
    content: text("content", { mode: "json" }).$type<SavedGuideContent>().notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("generated_guides_user_idx").on(t.userId, t.createdAt), index("generated_guides_created_idx").on(t.createdAt)],
);

/** A saved study guide, copied from a generated one when the student saved it (same id). */
export const studyGuides = sqliteTable(
  "study_guides",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    // 'topic: subtopic'
    title: text("title").notNull(),
    topic: text("topic").notNull(),
    subtopic: text("subtopic").notNull(),
    content: text("content", { mode: "json" }).$type<SavedGuideContent>().notNull(),
    estimatedReadTime: integer("estimated_read_time").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
    // The calendar day in the user's timezone when saved (heat map, recent activity).
    day: text("day").notNull(),
  },
  (t) => [index("study_guides_user_created_idx").on(t.userId, t.createdAt)],
);

/** Flashcards a model wrote for one user; bank cards live in `flashcards`. */
export const aiFlashcards = sqliteTable(
  "ai_flashcards",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    front: text("front").notNull(),
    back: text("back").notNull(),
    provider: text("provider").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("ai_flashcards_user_idx").on(t.userId, t.topicId)],
);

/** The FSRS state of one card for one user (ts-fsrs Card fields). */
export const cardSchedules = sqliteTable(
  "card_schedules",
  {
    userId: owner(),
    cardId: text("card_id").notNull(),
    // bank | ai | missed (a question the student answered wrong, studied as a card)
    cardSource: text("card_source", { enum: ["bank", "ai", "missed"] }).notNull(),
    topicId: text("topic_id").notNull(),
    due: integer("due", { mode: "timestamp_ms" }).notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    state: integer("state").notNull(),
    lastReview: integer("last_review", { mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), index("card_schedules_user_due_idx").on(t.userId, t.due)],
);

/** Every flashcard rating: the confidence the user gave, the FSRS rating it became, and the log ts-fsrs returned. */
export const cardReviews = sqliteTable(
  "card_reviews",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    cardId: text("card_id").notNull(),
    confidence: integer("confidence").notNull(),
    rating: integer("rating").notNull(),
    state: integer("state").notNull(),
    due: integer("due", { mode: "timestamp_ms" }).notNull(),
    stability: real("stability").notNull(),
    difficulty: real("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    lastElapsedDays: integer("last_elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reviewedAt: integer("reviewed_at", { mode: "timestamp_ms" }).notNull(),
    day: text("day").notNull(),
  },
  (t) => [index("card_reviews_user_card_idx").on(t.userId, t.cardId, t.reviewedAt)],
);

/** Adaptive questions a model wrote, kept so the answer is checked and recorded on the server. */
export const generatedQuestions = sqliteTable(
  "generated_questions",
  {
    id: text("id").primaryKey(),
    userId: owner(),
    topicId: text("topic_id").notNull(),
    subtopicId: text("subtopic_id").notNull(),
    difficulty: text("difficulty", { enum: DIFFICULTIES }).notNull(),
    question: text("question").notNull(),
    // four option texts
    options: text("options", { mode: "json" }).$type<string[]>().notNull(),
    correctIndex: integer("correct_index").notNull(),
    explanation: text("explanation").notNull(),
    provider: text("provider").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("generated_questions_user_idx").on(t.userId, t.createdAt)],
);

/** Fixed-window counters for AI cost control, one row per user and kind of call. */
export const aiRateLimits = sqliteTable("ai_rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});
