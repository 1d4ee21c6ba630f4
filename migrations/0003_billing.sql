CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`user_id` text,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `demo_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`price_id` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`success_url` text NOT NULL,
	`cancel_url` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`amount_paid` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`description` text,
	`hosted_invoice_url` text,
	`order_date` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoices_user_date_idx` ON `invoices` (`user_id`,`order_date`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `state_as_of` integer DEFAULT 0 NOT NULL;