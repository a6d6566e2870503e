CREATE TABLE `contributions` (
	`id` text PRIMARY KEY NOT NULL,
	`pot_id` text NOT NULL,
	`event_id` text NOT NULL,
	`provider` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text NOT NULL,
	`guest_id` text,
	`user_id` text,
	`contributor_name` text,
	`anonymous` integer DEFAULT false NOT NULL,
	`message` text,
	`checkout_session_id` text,
	`payment_intent_id` text,
	`refund_id` text,
	`failure_code` text,
	`refund_reason` text,
	`refund_requested_at` integer,
	`refund_request_reason` text,
	`release_batch_id` text,
	`created_at` integer NOT NULL,
	`succeeded_at` integer,
	`held_until` integer,
	`refunded_at` integer,
	`released_at` integer,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`guest_id`) REFERENCES `guests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contributions_checkout_session_id_unique` ON `contributions` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `contributions_payment_intent_id_unique` ON `contributions` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `contributions_pot_idx` ON `contributions` (`pot_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contributions_event_idx` ON `contributions` (`event_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `contributions_due_idx` ON `contributions` (`status`,`held_until`);--> statement-breakpoint
CREATE INDEX `contributions_guest_idx` ON `contributions` (`guest_id`);--> statement-breakpoint
CREATE INDEX `contributions_user_idx` ON `contributions` (`user_id`);--> statement-breakpoint
CREATE TABLE `demo_payment_store` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`contribution_id` text NOT NULL,
	`pot_id` text NOT NULL,
	`event_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_ref` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency_key_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_pot_idx` ON `ledger_entries` (`pot_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_contribution_idx` ON `ledger_entries` (`contribution_id`);--> statement-breakpoint
CREATE TABLE `money_pots` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`kind` text NOT NULL,
	`slot` text NOT NULL,
	`wishlist_item_id` text,
	`title` text NOT NULL,
	`description` text,
	`min_cents` integer NOT NULL,
	`max_cents` integer NOT NULL,
	`target_cents` integer,
	`deadline` integer,
	`refund_if_target_missed` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`wishlist_item_id`) REFERENCES `wishlist_items`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `money_pots_slot_idx` ON `money_pots` (`event_id`,`slot`);--> statement-breakpoint
CREATE TABLE `payment_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`account_id` text NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`last_reminder_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_account_id_unique` ON `payout_accounts` (`account_id`);--> statement-breakpoint
CREATE TABLE `payout_transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`pot_id` text NOT NULL,
	`provider` text NOT NULL,
	`destination_account_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`contribution_ids` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`status` text NOT NULL,
	`transfer_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_transfers_idempotency_key_unique` ON `payout_transfers` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payout_transfers_status_idx` ON `payout_transfers` (`status`);--> statement-breakpoint
CREATE TABLE `plan_purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`event_id` text,
	`provider` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text NOT NULL,
	`checkout_session_id` text,
	`payment_intent_id` text,
	`subscription_id` text,
	`failure_code` text,
	`created_at` integer NOT NULL,
	`paid_at` integer,
	`cancelled_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_purchases_checkout_session_id_unique` ON `plan_purchases` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `plan_purchases_subscription_id_unique` ON `plan_purchases` (`subscription_id`);--> statement-breakpoint
CREATE INDEX `plan_purchases_user_idx` ON `plan_purchases` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `plan_purchases_event_idx` ON `plan_purchases` (`event_id`);