CREATE TABLE `card_setups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`provider` text NOT NULL,
	`provider_intention_id` text,
	`provider_order_id` text,
	`make_primary` integer DEFAULT true NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`failure_reason` text,
	`payment_method_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_setups_order` ON `card_setups` (`order_id`);--> statement-breakpoint
CREATE INDEX `card_setups_provider_order` ON `card_setups` (`provider`,`provider_order_id`);--> statement-breakpoint
CREATE INDEX `card_setups_user` ON `card_setups` (`user_id`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `renewal_locked_until` text;--> statement-breakpoint
CREATE INDEX `subscriptions_provider_order` ON `subscriptions` (`provider`,`provider_order_id`);