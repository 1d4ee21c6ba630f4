-- Every timestamp is integer milliseconds since the epoch. The columns copied from Stripe (which
-- dates in seconds) were seconds until now; Stripe's values are converted where they are read.
UPDATE `subscriptions` SET `current_period_end` = `current_period_end` * 1000 WHERE `current_period_end` IS NOT NULL;--> statement-breakpoint
UPDATE `subscriptions` SET `cancel_at` = `cancel_at` * 1000 WHERE `cancel_at` IS NOT NULL;--> statement-breakpoint
UPDATE `subscriptions` SET `state_as_of` = `state_as_of` * 1000;--> statement-breakpoint
UPDATE `invoices` SET `order_date` = `order_date` * 1000;
