CREATE TABLE `study_time` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`activity` text NOT NULL,
	`minutes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `activity`),
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
