ALTER TABLE `venues` ADD `status` text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `street_address` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `price_on_request` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `minimum_hours` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `cleaning_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `amenities` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `house_rules` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `photo_ids` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `booking_mode` text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `cancellation_policy` text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `weekly_hours` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `blocked_dates` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `buffer_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `venues` ADD `review_stars_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `venues_status_city_idx` ON `venues` (`status`,"city" collate nocase,"average_rating" desc,"created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_type_idx` ON `venues` (`status`,`venue_type`,"average_rating" desc,"created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_price_idx` ON `venues` (`status`,"price_per_hour" is null,`price_per_hour`,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_rating_idx` ON `venues` (`status`,"average_rating" desc,"created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_created_idx` ON `venues` (`status`,"created_at" desc,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_zone_idx` ON `venues` (`status`,`time_zone`);--> statement-breakpoint
CREATE INDEX `venues_owner_idx` ON `venues` (`owner_id`,`created_at`);--> statement-breakpoint
-- Listings written before this migration were last changed when they were created.
UPDATE `venues` SET `updated_at` = `created_at` WHERE `updated_at` = 0;