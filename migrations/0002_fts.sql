-- Full-text search (FTS5) over questions, review items and glossary terms: the Review search, the
-- glossary and grounding for the AI tools. External-content tables index the rows in place; the
-- triggers keep them in step with every insert, update and delete. Porter stemming lets
-- "anesthetics" find "anesthetic".
CREATE VIRTUAL TABLE `questions_fts` USING fts5(`stem`, `explanation`, content='questions', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `questions_fts_insert` AFTER INSERT ON `questions` BEGIN
  INSERT INTO `questions_fts`(rowid, `stem`, `explanation`) VALUES (new.rowid, new.`stem`, new.`explanation`);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_delete` AFTER DELETE ON `questions` BEGIN
  INSERT INTO `questions_fts`(`questions_fts`, rowid, `stem`, `explanation`) VALUES ('delete', old.rowid, old.`stem`, old.`explanation`);
END;
--> statement-breakpoint
CREATE TRIGGER `questions_fts_update` AFTER UPDATE OF `stem`, `explanation` ON `questions` BEGIN
  INSERT INTO `questions_fts`(`questions_fts`, rowid, `stem`, `explanation`) VALUES ('delete', old.rowid, old.`stem`, old.`explanation`);
  INSERT INTO `questions_fts`(rowid, `stem`, `explanation`) VALUES (new.rowid, new.`stem`, new.`explanation`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `review_items_fts` USING fts5(`content`, `clinical_insights`, content='review_items', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `review_items_fts_insert` AFTER INSERT ON `review_items` BEGIN
  INSERT INTO `review_items_fts`(rowid, `content`, `clinical_insights`) VALUES (new.rowid, new.`content`, new.`clinical_insights`);
END;
--> statement-breakpoint
CREATE TRIGGER `review_items_fts_delete` AFTER DELETE ON `review_items` BEGIN
  INSERT INTO `review_items_fts`(`review_items_fts`, rowid, `content`, `clinical_insights`) VALUES ('delete', old.rowid, old.`content`, old.`clinical_insights`);
END;
--> statement-breakpoint
CREATE TRIGGER `review_items_fts_update` AFTER UPDATE OF `content`, `clinical_insights` ON `review_items` BEGIN
  INSERT INTO `review_items_fts`(`review_items_fts`, rowid, `content`, `clinical_insights`) VALUES ('delete', old.rowid, old.`content`, old.`clinical_insights`);
  INSERT INTO `review_items_fts`(rowid, `content`, `clinical_insights`) VALUES (new.rowid, new.`content`, new.`clinical_insights`);
END;
--> statement-breakpoint
CREATE VIRTUAL TABLE `glossary_terms_fts` USING fts5(`term`, `abbreviation`, `definition`, content='glossary_terms', content_rowid='rowid', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `glossary_terms_fts_insert` AFTER INSERT ON `glossary_terms` BEGIN
  INSERT INTO `glossary_terms_fts`(rowid, `term`, `abbreviation`, `definition`) VALUES (new.rowid, new.`term`, new.`abbreviation`, new.`definition`);
END;
--> statement-breakpoint
CREATE TRIGGER `glossary_terms_fts_delete` AFTER DELETE ON `glossary_terms` BEGIN
  INSERT INTO `glossary_terms_fts`(`glossary_terms_fts`, rowid, `term`, `abbreviation`, `definition`) VALUES ('delete', old.rowid, old.`term`, old.`abbreviation`, old.`definition`);
END;
--> statement-breakpoint
CREATE TRIGGER `glossary_terms_fts_update` AFTER UPDATE OF `term`, `abbreviation`, `definition` ON `glossary_terms` BEGIN
  INSERT INTO `glossary_terms_fts`(`glossary_terms_fts`, rowid, `term`, `abbreviation`, `definition`) VALUES ('delete', old.rowid, old.`term`, old.`abbreviation`, old.`definition`);
  INSERT INTO `glossary_terms_fts`(rowid, `term`, `abbreviation`, `definition`) VALUES (new.rowid, new.`term`, new.`abbreviation`, new.`definition`);
END;
