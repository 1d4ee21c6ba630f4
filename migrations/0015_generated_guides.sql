CREATE TABLE `generated_guides` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`topic` text NOT NULL,
	`subtopic` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `generated_guides_user_idx` ON `generated_guides` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `generated_guides_created_idx` ON `generated_guides` (`created_at`);