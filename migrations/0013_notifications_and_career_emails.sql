CREATE TABLE `career_email_subscriptions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`source` text DEFAULT 'portal' NOT NULL,
	`last_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`provider` text NOT NULL,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `notifications` ADD `kind` text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE `notifications` ADD `link` text;--> statement-breakpoint
ALTER TABLE `notifications` ADD `dismissed_at` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `users` ADD `notifications_seen_id` integer DEFAULT 0 NOT NULL;