CREATE TABLE `album_items` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`uploader_id` text,
	`guest_id` text,
	`user_id` text,
	`uploader_name` text NOT NULL,
	`original_key` text NOT NULL,
	`original_name` text NOT NULL,
	`content_type` text NOT NULL,
	`bytes` integer NOT NULL,
	`display_key` text,
	`thumb_key` text,
	`poster_key` text,
	`width` integer,
	`height` integer,
	`duration_ms` integer,
	`created_at` integer NOT NULL,
	`reviewed_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploader_id`) REFERENCES `album_uploaders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `album_items_event_idx` ON `album_items` (`event_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `album_items_uploader_idx` ON `album_items` (`uploader_id`);--> statement-breakpoint
CREATE INDEX `album_items_guest_idx` ON `album_items` (`guest_id`);--> statement-breakpoint
CREATE TABLE `album_uploaders` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `album_uploaders_key_hash_unique` ON `album_uploaders` (`key_hash`);--> statement-breakpoint
CREATE INDEX `album_uploaders_event_idx` ON `album_uploaders` (`event_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `albums` (
	`event_id` text PRIMARY KEY NOT NULL,
	`visibility` text DEFAULT 'guests' NOT NULL,
	`reveal_at` integer,
	`require_approval` integer DEFAULT false NOT NULL,
	`uploads_open` integer DEFAULT true NOT NULL,
	`portal_version` integer DEFAULT 0 NOT NULL,
	`portal_token_hash` text,
	`stored_bytes` integer DEFAULT 0 NOT NULL,
	`reserved_bytes` integer DEFAULT 0 NOT NULL,
	`last_notice_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `albums_portal_token_hash_unique` ON `albums` (`portal_token_hash`);