CREATE TABLE `courses` (
	`row_number` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`id` text NOT NULL,
	`title` text NOT NULL,
	`provider` text NOT NULL,
	`url` text NOT NULL,
	`skills` text NOT NULL,
	`level` text NOT NULL,
	`language` text NOT NULL,
	`duration_hours` real NOT NULL,
	`free` integer NOT NULL,
	`certificate` integer NOT NULL,
	`description` text NOT NULL,
	`search_title` text NOT NULL,
	`search_skills` text NOT NULL,
	`search_description` text NOT NULL,
	`search_provider` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `courses_id` ON `courses` (`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `courses_provider_url` ON `courses` (`provider`,`url`);--> statement-breakpoint
CREATE INDEX `courses_filters` ON `courses` (`language`,`free`,`level`,`duration_hours`);--> statement-breakpoint
-- Full-text search over the course catalogue's folded text (docs/decisions/017): title, skills,
-- description, provider, ranked with bm25(courses_fts, 3, 2, 1, 0.5) like the in-memory index.
-- An external-content FTS5 table: the text lives once, in courses; the triggers keep the index in step.
CREATE VIRTUAL TABLE `courses_fts` USING fts5(search_title, search_skills, search_description, search_provider, content='courses', content_rowid='row_number', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `courses_fts_vocab` USING fts5vocab(courses_fts, 'row');
--> statement-breakpoint
CREATE TRIGGER `courses_fts_insert` AFTER INSERT ON `courses` BEGIN
  INSERT INTO courses_fts(rowid, search_title, search_skills, search_description, search_provider) VALUES (new.row_number, new.search_title, new.search_skills, new.search_description, new.search_provider);
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_delete` AFTER DELETE ON `courses` BEGIN
  INSERT INTO courses_fts(courses_fts, rowid, search_title, search_skills, search_description, search_provider) VALUES ('delete', old.row_number, old.search_title, old.search_skills, old.search_description, old.search_provider);
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_update` AFTER UPDATE OF search_title, search_skills, search_description, search_provider ON `courses` BEGIN
  INSERT INTO courses_fts(courses_fts, rowid, search_title, search_skills, search_description, search_provider) VALUES ('delete', old.row_number, old.search_title, old.search_skills, old.search_description, old.search_provider);
  INSERT INTO courses_fts(rowid, search_title, search_skills, search_description, search_provider) VALUES (new.row_number, new.search_title, new.search_skills, new.search_description, new.search_provider);
END;
