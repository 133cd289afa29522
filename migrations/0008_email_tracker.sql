CREATE TABLE `email_filters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`job_title` text DEFAULT '' NOT NULL,
	`company_email` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_filters_user` ON `email_filters` (`user_id`);--> statement-breakpoint
CREATE TABLE `inbound_addresses` (
	`user_id` text PRIMARY KEY NOT NULL,
	`local_part` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_addresses_local` ON `inbound_addresses` (`local_part`);--> statement-breakpoint
CREATE TABLE `mailbox_connections` (
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`account` text DEFAULT '' NOT NULL,
	`refresh_token` text NOT NULL,
	`history_id` text,
	`last_sync_at` text,
	`sync_started_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `provider`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mailbox_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mailbox_oauth_states_user` ON `mailbox_oauth_states` (`user_id`);--> statement-breakpoint
CREATE TABLE `tracked_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`message_key` text NOT NULL,
	`email_from` text DEFAULT '' NOT NULL,
	`from_address` text DEFAULT '' NOT NULL,
	`to_address` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`classification` text,
	`confidence` real DEFAULT 0 NOT NULL,
	`company` text,
	`job_title` text,
	`direction` text DEFAULT 'ltr' NOT NULL,
	`snippet` text DEFAULT '' NOT NULL,
	`attachments` text DEFAULT '[]' NOT NULL,
	`truncated` integer DEFAULT false NOT NULL,
	`received_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`html` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracked_emails_key` ON `tracked_emails` (`user_id`,`message_key`);--> statement-breakpoint
CREATE INDEX `tracked_emails_recent` ON `tracked_emails` (`user_id`,`received_at`,`id`);--> statement-breakpoint
CREATE INDEX `tracked_emails_group` ON `tracked_emails` (`user_id`,`classification`);