CREATE TABLE `flagged_questions` (
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`flagged_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `question_notes` (
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `question_id`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `question_notes_user_updated_idx` ON `question_notes` (`user_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `question_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `question_reports_status_created_idx` ON `question_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `question_reports_user_question_idx` ON `question_reports` (`user_id`,`question_id`);--> statement-breakpoint
ALTER TABLE `answers` ADD `domain_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `answers_user_question_idx` ON `answers` (`user_id`,`question_id`,`answered_at`);--> statement-breakpoint
CREATE INDEX `answers_question_idx` ON `answers` (`question_id`);--> statement-breakpoint
ALTER TABLE `exams` ADD `strikes` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `exams` ADD `highlights` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `exams` ADD `seconds` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `exams` ADD `block` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `exams` ADD `on_break` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Answers recorded before this migration get their domain from the question, or from any question of the same subtopic (a subtopic belongs to one domain).
UPDATE `answers` SET `domain_id` = coalesce((SELECT q.`domain_id` FROM `questions` q WHERE q.`id` = `answers`.`question_id`), (SELECT q.`domain_id` FROM `questions` q WHERE q.`subtopic_id` = `answers`.`subtopic_id` LIMIT 1), '');--> statement-breakpoint
-- Questions flagged in earlier exams count as flagged.
INSERT OR IGNORE INTO `flagged_questions` (`user_id`, `question_id`, `flagged_at`) SELECT e.`user_id`, json_extract(e.`question_ids`, '$[' || f.`key` || ']'), e.`started_at` FROM `exams` e, json_each(e.`flags`) f WHERE json_extract(e.`question_ids`, '$[' || f.`key` || ']') IS NOT NULL;
