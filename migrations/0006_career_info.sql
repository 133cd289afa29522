CREATE TABLE `user_certificates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`cert_name` text NOT NULL,
	`cert_org_name` text DEFAULT '' NOT NULL,
	`cert_issue_date` text DEFAULT '' NOT NULL,
	`is_complete` integer DEFAULT 1 NOT NULL,
	`input_text` text DEFAULT '' NOT NULL,
	`course_id` text,
	`course_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_certificates_user` ON `user_certificates` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_education` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`degree` text NOT NULL,
	`school_name` text NOT NULL,
	`issue_date` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_education_user` ON `user_education` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`job_title` text NOT NULL,
	`company_name` text NOT NULL,
	`is_current` integer DEFAULT 0 NOT NULL,
	`job_description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_jobs_user` ON `user_jobs` (`user_id`,`position`);--> statement-breakpoint
ALTER TABLE `users` ADD `jobs_version` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `skills_version` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `resumes_version` text DEFAULT '' NOT NULL;