CREATE TABLE `answers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`question_id` text NOT NULL,
	`topic_id` text NOT NULL,
	`subtopic_id` text NOT NULL,
	`chosen_letter` text,
	`correct` integer NOT NULL,
	`mode` text NOT NULL,
	`exam_id` text,
	`seconds_spent` integer DEFAULT 0 NOT NULL,
	`answered_at` integer NOT NULL,
	`day` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `answers_user_day_idx` ON `answers` (`user_id`,`day`);--> statement-breakpoint
CREATE INDEX `answers_user_topic_idx` ON `answers` (`user_id`,`topic_id`,`subtopic_id`);