-- Every subscription started before the trial flag existed began with the 3-day trial: mark those
-- customers as having used it, so the reactivation page does not offer it again.
UPDATE `subscriptions` SET `trial_used` = 1 WHERE `stripe_subscription_id` IS NOT NULL;
