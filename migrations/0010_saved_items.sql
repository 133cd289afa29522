-- Saved items (spec: Saved item): what a user keeps from the portal's generators, one list per kind.
CREATE TABLE `saved_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`saved_obj` text NOT NULL,
	`content_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_items_user_type_created` ON `saved_items` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `saved_items_user_type_key` ON `saved_items` (`user_id`,`type`,`content_key`);