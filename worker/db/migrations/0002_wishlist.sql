CREATE TABLE `wishlist_assignments` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`guest_id` text NOT NULL,
	`item_id` text NOT NULL,
	`unit_index` integer NOT NULL,
	`status` text DEFAULT 'assigned' NOT NULL,
	`pinned` integer DEFAULT false NOT NULL,
	`explanation` text NOT NULL,
	`bought_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `wishlist_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_assignments_guest_id_unique` ON `wishlist_assignments` (`guest_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_assignments_unit_idx` ON `wishlist_assignments` (`item_id`,`unit_index`);--> statement-breakpoint
CREATE INDEX `wishlist_assignments_event_idx` ON `wishlist_assignments` (`event_id`);--> statement-breakpoint
CREATE TABLE `wishlist_guest_bands` (
	`guest_id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`band_id` text NOT NULL,
	`chosen_by` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wishlist_guest_bands_event_idx` ON `wishlist_guest_bands` (`event_id`);--> statement-breakpoint
CREATE TABLE `wishlist_items` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`url` text,
	`title` text NOT NULL,
	`image_url` text,
	`price_cents` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`priority` integer DEFAULT 3 NOT NULL,
	`notes` text,
	`product_ref` text,
	`position` integer NOT NULL,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `wishlist_items_event_idx` ON `wishlist_items` (`event_id`,`position`);--> statement-breakpoint
CREATE TABLE `wishlist_pot_members` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`item_id` text NOT NULL,
	`guest_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `wishlist_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wishlist_pot_members_guest_id_unique` ON `wishlist_pot_members` (`guest_id`);--> statement-breakpoint
CREATE INDEX `wishlist_pot_members_item_idx` ON `wishlist_pot_members` (`item_id`);--> statement-breakpoint
CREATE TABLE `wishlist_settings` (
	`event_id` text PRIMARY KEY NOT NULL,
	`celebrant_user_id` text,
	`reveal_at` integer,
	`bands` text,
	`assignment_ran_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`celebrant_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
