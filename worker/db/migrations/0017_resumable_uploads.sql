CREATE TABLE `resumable_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_key` text NOT NULL,
	`state` text NOT NULL,
	`length` integer NOT NULL,
	`upload_offset` integer NOT NULL,
	`part_size` integer NOT NULL,
	`parts` text NOT NULL,
	`last_part_number` integer NOT NULL,
	`blob_key` text NOT NULL,
	`content_type` text NOT NULL,
	`store_upload_id` text NOT NULL,
	`metadata` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
CREATE INDEX `resumable_uploads_expires_idx` ON `resumable_uploads` (`expires_at`);