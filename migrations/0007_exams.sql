CREATE TABLE `exams` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`config` text NOT NULL,
	`question_ids` text NOT NULL,
	`answers` text NOT NULL,
	`flags` text NOT NULL,
	`status` text DEFAULT 'in_progress' NOT NULL,
	`started_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`submitted_at` integer,
	`correct_count` integer,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exams_user_status_idx` ON `exams` (`user_id`,`status`);