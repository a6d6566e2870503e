CREATE TABLE `event_activity` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`kind` text NOT NULL,
	`guest_id` text,
	`user_id` text,
	`actor_name` text NOT NULL,
	`body` text,
	`details` text,
	`removed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_activity_event_idx` ON `event_activity` (`event_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `event_cohosts` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`invite_token_hash` text,
	`invited_at` integer NOT NULL,
	`accepted_at` integer,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_cohosts_invite_token_hash_unique` ON `event_cohosts` (`invite_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_cohosts_event_email_idx` ON `event_cohosts` (`event_id`,`email`);--> statement-breakpoint
CREATE INDEX `event_cohosts_user_idx` ON `event_cohosts` (`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`host_id` text NOT NULL,
	`title` text NOT NULL,
	`celebrant_name` text,
	`celebrant_age` integer,
	`time_zone` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`location` text,
	`venue_id` text,
	`cover_image_url` text,
	`description` text,
	`dress_code` text,
	`rsvp_deadline` integer,
	`plus_ones_allowed` integer DEFAULT 0 NOT NULL,
	`capacity` integer,
	`guest_list_visibility` text DEFAULT 'everyone' NOT NULL,
	`invite_only` integer DEFAULT false NOT NULL,
	`reminders_enabled` integer DEFAULT true NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_host_idx` ON `events` (`host_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_starts_idx` ON `events` (`starts_at`);--> statement-breakpoint
CREATE TABLE `guests` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`plus_ones_allowed` integer DEFAULT 0 NOT NULL,
	`rsvp_status` text DEFAULT 'pending' NOT NULL,
	`party_size` integer DEFAULT 1 NOT NULL,
	`plus_one_names` text DEFAULT '[]' NOT NULL,
	`dietary_note` text,
	`message` text,
	`responded_at` integer,
	`waitlisted_at` integer,
	`invited_at` integer,
	`link_token_hash` text NOT NULL,
	`link_version` integer DEFAULT 1 NOT NULL,
	`user_id` text,
	`source` text DEFAULT 'host' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guests_link_token_hash_unique` ON `guests` (`link_token_hash`);--> statement-breakpoint
CREATE INDEX `guests_event_idx` ON `guests` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `guests_event_email_idx` ON `guests` (`event_id`,`email`);--> statement-breakpoint
CREATE INDEX `guests_event_phone_idx` ON `guests` (`event_id`,`phone`);--> statement-breakpoint
CREATE INDEX `guests_user_idx` ON `guests` (`user_id`);--> statement-breakpoint
CREATE TABLE `message_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`guest_id` text,
	`channel` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`dedupe_key` text,
	`provider_id` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`send_after` integer NOT NULL,
	`sent_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_deliveries_dedupe_key_unique` ON `message_deliveries` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `message_deliveries_queue_idx` ON `message_deliveries` (`status`,`send_after`);--> statement-breakpoint
CREATE INDEX `message_deliveries_event_idx` ON `message_deliveries` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `message_deliveries_provider_idx` ON `message_deliveries` (`provider_id`);--> statement-breakpoint
CREATE TABLE `sms_opt_outs` (
	`phone` text PRIMARY KEY NOT NULL,
	`opted_out_at` integer NOT NULL
);
