CREATE TABLE `user_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`timezone` text DEFAULT 'America/New_York' NOT NULL,
	`goals` text,
	`notifications` text,
	`preferences` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
