ALTER TABLE `subscriptions` ADD `checkout_attempt_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `checkout_request_hash` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `checkout_session_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `checkout_started_at` integer;