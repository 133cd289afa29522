CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`date` text NOT NULL,
	`alt` text NOT NULL,
	`summary` text NOT NULL,
	`pdf_key` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`source` text DEFAULT 'public' NOT NULL,
	`ip` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `exchange_rates` (
	`base` text NOT NULL,
	`quote` text NOT NULL,
	`rate` real NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `exchange_rates_pair` ON `exchange_rates` (`base`,`quote`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT 'newsLetter' NOT NULL,
	`status` text DEFAULT 'subscribed' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`from_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`provider` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_created` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `plans` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`for_who` text NOT NULL,
	`description` text NOT NULL,
	`price_monthly` integer NOT NULL,
	`price_quarterly` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`features` text NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
