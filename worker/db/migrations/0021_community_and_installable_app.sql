CREATE TABLE `blog_post_tags` (
	`post_id` text NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`post_id`, `tag`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_post_tags_tag_idx` ON `blog_post_tags` (`tag`,`post_id`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`summary` text,
	`excerpt` text NOT NULL,
	`reading_minutes` integer NOT NULL,
	`cover_image_url` text,
	`cover_upload_id` text,
	`cover_alt` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`publish_at` integer,
	`published_at` integer,
	`author_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`cover_upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_published_idx` ON `blog_posts` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_status_publish_at_idx` ON `blog_posts` (`status`,`publish_at`);--> statement-breakpoint
CREATE TABLE `forum_bans` (
	`user_id` text PRIMARY KEY NOT NULL,
	`until` integer,
	`reason` text NOT NULL,
	`banned_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `forum_comment_votes` (
	`comment_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`value` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`comment_id`, `user_id`),
	FOREIGN KEY (`comment_id`) REFERENCES `forum_comments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_comment_votes_value_idx` ON `forum_comment_votes` (`comment_id`,`value`);--> statement-breakpoint
CREATE INDEX `forum_comment_votes_user_post_idx` ON `forum_comment_votes` (`user_id`,`post_id`);--> statement-breakpoint
CREATE TABLE `forum_comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`parent_id` integer,
	`path` text NOT NULL,
	`depth` integer NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`ups` integer DEFAULT 0 NOT NULL,
	`downs` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	`removed_at` integer,
	`removed_reason` text,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_comments_post_path_idx` ON `forum_comments` (`post_id`,`path`);--> statement-breakpoint
CREATE INDEX `forum_comments_author_idx` ON `forum_comments` (`author_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `forum_mod_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`moderator_id` text NOT NULL,
	`moderator_name` text NOT NULL,
	`post_id` integer,
	`comment_id` integer,
	`member_id` text,
	`member_name` text,
	`subject` text,
	`reason` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `forum_mod_log_created_idx` ON `forum_mod_log` (`created_at`);--> statement-breakpoint
CREATE TABLE `forum_moderators` (
	`user_id` text PRIMARY KEY NOT NULL,
	`appointed_by` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `forum_post_votes` (
	`post_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`value` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `user_id`),
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_post_votes_value_idx` ON `forum_post_votes` (`post_id`,`value`);--> statement-breakpoint
CREATE TABLE `forum_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`topic` text NOT NULL,
	`author_id` text,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`link_url` text,
	`image_url` text,
	`image_width` integer,
	`image_height` integer,
	`ups` integer DEFAULT 0 NOT NULL,
	`downs` integer DEFAULT 0 NOT NULL,
	`score` integer DEFAULT 0 NOT NULL,
	`hot` real NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	`removed_at` integer,
	`removed_reason` text,
	`locked_at` integer,
	`pinned_at` integer,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `forum_posts_hot_idx` ON `forum_posts` (`hot`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_topic_hot_idx` ON `forum_posts` (`topic`,`hot`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_topic_id_idx` ON `forum_posts` (`topic`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_score_idx` ON `forum_posts` (`score`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_topic_score_idx` ON `forum_posts` (`topic`,`score`,`id`);--> statement-breakpoint
CREATE INDEX `forum_posts_author_idx` ON `forum_posts` (`author_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_posts_pinned_idx` ON `forum_posts` (`pinned_at`);--> statement-breakpoint
CREATE TABLE `forum_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer NOT NULL,
	`post_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text NOT NULL,
	`snapshot` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` integer NOT NULL,
	`resolved_at` integer,
	`resolved_by` text,
	FOREIGN KEY (`post_id`) REFERENCES `forum_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_reports_reporter_target_idx` ON `forum_reports` (`reporter_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `forum_reports_status_idx` ON `forum_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_reports_target_idx` ON `forum_reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `birthday_board_reminder_sends` (
	`user_id` text NOT NULL,
	`month` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`sent_at` integer,
	PRIMARY KEY(`user_id`, `month`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `birthday_board_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`reminders` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `birthday_gift_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`gift_id` text NOT NULL,
	`author_user_id` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`gift_id`) REFERENCES `birthday_gifts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `birthday_gift_messages_author_idx` ON `birthday_gift_messages` (`gift_id`,`author_user_id`);--> statement-breakpoint
CREATE INDEX `birthday_gift_messages_gift_idx` ON `birthday_gift_messages` (`gift_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `birthday_gifts` (
	`id` text PRIMARY KEY NOT NULL,
	`celebrant_user_id` text NOT NULL,
	`organiser_user_id` text NOT NULL,
	`pot_id` text NOT NULL,
	`title` text NOT NULL,
	`wish` text,
	`link` text,
	`target_cents` integer NOT NULL,
	`reveal_at` integer NOT NULL,
	`revealed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`celebrant_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organiser_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `birthday_gifts_pot_id_unique` ON `birthday_gifts` (`pot_id`);--> statement-breakpoint
CREATE INDEX `birthday_gifts_celebrant_idx` ON `birthday_gifts` (`celebrant_user_id`,`reveal_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `birthday_gifts_organiser_birthday_idx` ON `birthday_gifts` (`organiser_user_id`,`celebrant_user_id`,`reveal_at`);--> statement-breakpoint
CREATE TABLE `push_sends` (
	`dedupe_key` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`sent_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer NOT NULL,
	`last_sent_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `money_pots` ADD `payee_user_id` text REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `money_pots` ADD `hidden_from_user_id` text REFERENCES users(id);--> statement-breakpoint
-- A member's account may be deleted outright (worker/features/accounts: no hosted events with money).
-- The birthday board's rows and the two money_pots columns of decision 040 point at users without an
-- ON DELETE action (money_pots cannot be rebuilt to add one: decision 040), so before the user row
-- goes, their board rows go and the pots stop naming them. A pot whose payee left pays nobody
-- automatically; its money stays held on the platform (never lost, never paid twice).
CREATE TRIGGER `users_birthday_board_before_delete` BEFORE DELETE ON `users` BEGIN
  UPDATE `money_pots` SET `payee_user_id` = NULL WHERE `payee_user_id` = OLD.`id`;
  UPDATE `money_pots` SET `hidden_from_user_id` = NULL WHERE `hidden_from_user_id` = OLD.`id`;
  DELETE FROM `birthday_gift_messages` WHERE `author_user_id` = OLD.`id`;
  DELETE FROM `birthday_gifts` WHERE `celebrant_user_id` = OLD.`id` OR `organiser_user_id` = OLD.`id`;
END;
--> statement-breakpoint
-- A member may delete their account (worker/features/accounts). Their forum posts and comments stay
-- as "[deleted]" tombstones, emptied here before the user row goes, so other members' replies keep
-- their thread; author_id then becomes NULL (ON DELETE SET NULL above). Decision 038.
CREATE TRIGGER `users_forum_before_delete` BEFORE DELETE ON `users` BEGIN
  UPDATE `forum_posts` SET `deleted_at` = COALESCE(`deleted_at`, CAST(strftime('%s', 'now') AS INTEGER) * 1000), `body` = '', `link_url` = NULL, `image_url` = NULL, `image_width` = NULL, `image_height` = NULL, `pinned_at` = NULL WHERE `author_id` = OLD.`id`;
  UPDATE `forum_comments` SET `deleted_at` = COALESCE(`deleted_at`, CAST(strftime('%s', 'now') AS INTEGER) * 1000), `body` = '' WHERE `author_id` = OLD.`id`;
END;
