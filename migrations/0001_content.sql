CREATE TABLE `adaptive_topics` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`status` text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `flashcards` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`subtopic_id` text NOT NULL,
	`difficulty` text NOT NULL,
	`front` text NOT NULL,
	`back` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `flashcards_subtopic_idx` ON `flashcards` (`status`,`topic_id`,`subtopic_id`);--> statement-breakpoint
CREATE INDEX `flashcards_difficulty_idx` ON `flashcards` (`status`,`difficulty`);--> statement-breakpoint
CREATE TABLE `free_flashcards` (
	`id` text PRIMARY KEY NOT NULL,
	`front` text NOT NULL,
	`back` text NOT NULL,
	`position` integer NOT NULL,
	`status` text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `free_review_cards` (
	`id` text PRIMARY KEY NOT NULL,
	`concept` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`key_point` text NOT NULL,
	`position` integer NOT NULL,
	`status` text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `glossary_terms` (
	`id` text PRIMARY KEY NOT NULL,
	`term` text NOT NULL,
	`abbreviation` text,
	`category` text NOT NULL,
	`definition` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `glossary_terms_category_idx` ON `glossary_terms` (`status`,`category`);--> statement-breakpoint
CREATE TABLE `interview_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`position` integer NOT NULL,
	`status` text DEFAULT 'published' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `questions` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`subtopic_id` text NOT NULL,
	`difficulty` text NOT NULL,
	`stem` text NOT NULL,
	`option_a` text NOT NULL,
	`option_b` text NOT NULL,
	`option_c` text NOT NULL,
	`option_d` text NOT NULL,
	`correct_letter` text NOT NULL,
	`explanation` text NOT NULL,
	`reference` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `questions_topic_difficulty_idx` ON `questions` (`status`,`topic_id`,`difficulty`);--> statement-breakpoint
CREATE INDEX `questions_subtopic_idx` ON `questions` (`status`,`topic_id`,`subtopic_id`);--> statement-breakpoint
CREATE INDEX `questions_difficulty_idx` ON `questions` (`status`,`difficulty`);--> statement-breakpoint
CREATE TABLE `review_items` (
	`id` text PRIMARY KEY NOT NULL,
	`topic_id` text NOT NULL,
	`subtopic_id` text NOT NULL,
	`content` text NOT NULL,
	`clinical_insights` text,
	`reference` text NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `review_items_subtopic_idx` ON `review_items` (`status`,`topic_id`,`subtopic_id`);--> statement-breakpoint
ALTER TABLE `aa_schools` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `aa_schools` DROP COLUMN `published`;