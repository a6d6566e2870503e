CREATE TABLE `album_item_reports` (
	`item_id` text NOT NULL,
	`reporter_key` text NOT NULL,
	`reporter_name` text NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`item_id`, `reporter_key`),
	FOREIGN KEY (`item_id`) REFERENCES `album_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `album_reservations` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`bytes` integer NOT NULL,
	`kind` text NOT NULL,
	`uploader_id` text,
	`guest_id` text,
	`user_id` text,
	`uploader_name` text NOT NULL,
	`by_host` integer NOT NULL,
	`original_name` text NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `album_uploaders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `album_reservations_event_idx` ON `album_reservations` (`event_id`,`expires_at`);--> statement-breakpoint
ALTER TABLE `album_items` ADD `report_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `albums` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `albums` DROP COLUMN `reserved_bytes`;