ALTER TABLE `aa_schools` ADD `accreditation` text DEFAULT 'accredited' NOT NULL;--> statement-breakpoint
ALTER TABLE `aa_schools` ADD `source` text;--> statement-breakpoint
ALTER TABLE `flashcards` ADD `reference` text;