ALTER TABLE `questions` ADD `domain_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `questions` ADD `key_concept` text;--> statement-breakpoint
ALTER TABLE `questions` ADD `figure` text;--> statement-breakpoint
CREATE INDEX `questions_domain_difficulty_idx` ON `questions` (`status`,`domain_id`,`difficulty`);