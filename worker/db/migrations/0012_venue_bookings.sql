CREATE TABLE `venue_bookings` (
	`id` text PRIMARY KEY NOT NULL,
	`venue_id` text NOT NULL,
	`guest_user_id` text,
	`event_id` text,
	`date` text NOT NULL,
	`start_minute` integer NOT NULL,
	`end_minute` integer NOT NULL,
	`time_zone` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`guests` integer NOT NULL,
	`message` text,
	`status` text NOT NULL,
	`respond_by` integer,
	`booking_mode` text NOT NULL,
	`cancellation_policy` text NOT NULL,
	`price_per_hour_cents` integer NOT NULL,
	`cleaning_fee_cents` integer NOT NULL,
	`rent_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`answered_at` integer,
	`answer_message` text,
	`cancelled_at` integer,
	`cancelled_by` text,
	`cancel_reason` text,
	`refund_cents` integer,
	`refund_reason` text,
	`provider` text,
	`checkout_session_id` text,
	`checkout_url` text,
	`payment_intent_id` text,
	`paid_at` integer,
	`refund_requested_at` integer,
	`refund_id` text,
	`refunded_at` integer,
	`payout_requested_at` integer,
	`payout_account_id` text,
	`transfer_id` text,
	`released_at` integer,
	`reminder_sent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`guest_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venue_bookings_checkout_session_id_unique` ON `venue_bookings` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `venue_bookings_payment_intent_id_unique` ON `venue_bookings` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `venue_bookings_venue_time_idx` ON `venue_bookings` (`venue_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `venue_bookings_guest_idx` ON `venue_bookings` (`guest_user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `venue_bookings_event_idx` ON `venue_bookings` (`event_id`);--> statement-breakpoint
CREATE INDEX `venue_bookings_status_respond_idx` ON `venue_bookings` (`status`,`respond_by`);--> statement-breakpoint
CREATE INDEX `venue_bookings_status_end_idx` ON `venue_bookings` (`status`,`ends_at`);--> statement-breakpoint
CREATE TABLE `venue_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`venue_id` text NOT NULL,
	`guest_user_id` text,
	`reviewer_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`reply` text,
	`replied_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `venue_bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`guest_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venue_reviews_booking_idx` ON `venue_reviews` (`booking_id`);--> statement-breakpoint
CREATE INDEX `venue_reviews_venue_idx` ON `venue_reviews` (`venue_id`,"created_at" desc);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`contribution_id` text,
	`pot_id` text,
	`event_id` text,
	`booking_id` text,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_ref` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`booking_id`) REFERENCES `venue_bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "ledger_entries_owner_check" CHECK((contribution_id IS NULL) <> (booking_id IS NULL))
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "kind", "contribution_id", "pot_id", "event_id", "amount_cents", "idempotency_key", "provider_ref", "at") SELECT "id", "kind", "contribution_id", "pot_id", "event_id", "amount_cents", "idempotency_key", "provider_ref", "at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency_key_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_pot_idx` ON `ledger_entries` (`pot_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_contribution_idx` ON `ledger_entries` (`contribution_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_booking_idx` ON `ledger_entries` (`booking_id`);