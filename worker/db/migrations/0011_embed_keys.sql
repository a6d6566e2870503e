CREATE TABLE `embed_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`widget` text NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`label` text,
	`allowed_origins` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `embed_keys_owner_idx` ON `embed_keys` (`owner_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `embed_keys_target_idx` ON `embed_keys` (`target_kind`,`target_id`);