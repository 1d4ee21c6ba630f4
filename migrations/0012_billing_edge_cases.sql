ALTER TABLE `invoices` ADD `amount_refunded` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `trial_used` integer DEFAULT false NOT NULL;