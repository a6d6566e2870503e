CREATE TABLE `conversation_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`message_id` integer,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_changes_user_idx` ON `conversation_changes` (`user_id`,`seq`);--> statement-breakpoint
CREATE TABLE `conversation_members` (
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_read_message_id` integer DEFAULT 0 NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	`muted` integer DEFAULT false NOT NULL,
	`last_message_at` integer NOT NULL,
	`email_due_at` integer,
	`last_emailed_at` integer,
	`emailed_up_to_message_id` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_members_inbox_idx` ON `conversation_members` (`user_id`,`archived`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversation_members_email_due_idx` ON `conversation_members` (`email_due_at`);--> statement-breakpoint
CREATE TABLE `conversation_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` text NOT NULL,
	`author_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_messages_thread_idx` ON `conversation_messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE INDEX `conversation_messages_created_idx` ON `conversation_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `conversation_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text NOT NULL,
	`reported_user_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`message_id` integer,
	`reason` text NOT NULL,
	`note` text,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reported_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_reports_status_idx` ON `conversation_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `conversation_reports_reporter_idx` ON `conversation_reports` (`reporter_id`,`reported_user_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`context_type` text NOT NULL,
	`context_id` text NOT NULL,
	`member_a_id` text NOT NULL,
	`member_b_id` text NOT NULL,
	`started_by_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_message_at` integer NOT NULL,
	FOREIGN KEY (`member_a_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_b_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_context_pair_idx` ON `conversations` (`context_type`,`context_id`,`member_a_id`,`member_b_id`);--> statement-breakpoint
CREATE INDEX `conversations_pair_idx` ON `conversations` (`member_a_id`,`member_b_id`);--> statement-breakpoint
CREATE INDEX `conversations_member_b_idx` ON `conversations` (`member_b_id`);--> statement-breakpoint
CREATE TABLE `member_blocks` (
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_blocks_blocked_idx` ON `member_blocks` (`blocked_id`);