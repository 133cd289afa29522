CREATE TABLE `dev_job_sources` (
	`source` text NOT NULL,
	`board` text NOT NULL,
	`base_url` text NOT NULL,
	PRIMARY KEY(`source`, `board`)
);
--> statement-breakpoint
CREATE TABLE `job_postings` (
	`row_number` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`board` text NOT NULL,
	`external_id` text NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text NOT NULL,
	`workplace` text,
	`job_type` text,
	`department` text,
	`description` text NOT NULL,
	`url` text NOT NULL,
	`skills` text NOT NULL,
	`posted_at` text,
	`source_updated_at` text,
	`seen_at` text NOT NULL,
	`search_title` text NOT NULL,
	`search_text` text NOT NULL,
	`search_location` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_postings_source_id` ON `job_postings` (`source`,`board`,`external_id`);--> statement-breakpoint
CREATE INDEX `job_postings_board_seen` ON `job_postings` (`source`,`board`,`seen_at`);--> statement-breakpoint
CREATE TABLE `job_sources` (
	`source` text NOT NULL,
	`board` text NOT NULL,
	`last_synced_at` text,
	`ok` integer,
	`postings` integer DEFAULT 0 NOT NULL,
	`error` text,
	PRIMARY KEY(`source`, `board`)
);
--> statement-breakpoint
CREATE TABLE `user_last_roadmap` (
	`user_id` text PRIMARY KEY NOT NULL,
	`roadmap` text NOT NULL,
	`state` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Full-text search over job postings (docs/api/jobs.md): title, description with skills, location,
-- folded like the course catalogue. External content: the text lives once, in job_postings.
CREATE VIRTUAL TABLE `job_postings_fts` USING fts5(search_title, search_text, search_location, content='job_postings', content_rowid='row_number', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_insert` AFTER INSERT ON `job_postings` BEGIN
  INSERT INTO job_postings_fts(rowid, search_title, search_text, search_location) VALUES (new.row_number, new.search_title, new.search_text, new.search_location);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_delete` AFTER DELETE ON `job_postings` BEGIN
  INSERT INTO job_postings_fts(job_postings_fts, rowid, search_title, search_text, search_location) VALUES ('delete', old.row_number, old.search_title, old.search_text, old.search_location);
END;
--> statement-breakpoint
CREATE TRIGGER `job_postings_fts_update` AFTER UPDATE OF search_title, search_text, search_location ON `job_postings` BEGIN
  INSERT INTO job_postings_fts(job_postings_fts, rowid, search_title, search_text, search_location) VALUES ('delete', old.row_number, old.search_title, old.search_text, old.search_location);
  INSERT INTO job_postings_fts(rowid, search_title, search_text, search_location) VALUES (new.row_number, new.search_title, new.search_text, new.search_location);
END;
