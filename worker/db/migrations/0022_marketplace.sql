CREATE TABLE `cart_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	`variant_id` text NOT NULL,
	`quantity` integer NOT NULL,
	`rental_start` text DEFAULT '' NOT NULL,
	`rental_days` integer DEFAULT 0 NOT NULL,
	`added_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_lines_quantity_check" CHECK(quantity > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `cart_lines_user_variant_idx` ON `cart_lines` (`user_id`,`variant_id`,`rental_start`,`rental_days`);--> statement-breakpoint
CREATE TABLE `carts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`event_id` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `checkout_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`buyer_user_id` text,
	`event_id` text,
	`status` text NOT NULL,
	`total_cents` integer NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`pay_by` integer NOT NULL,
	`provider` text,
	`checkout_session_id` text,
	`checkout_url` text,
	`payment_intent_id` text,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`buyer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_groups_checkout_session_id_unique` ON `checkout_groups` (`checkout_session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_groups_payment_intent_id_unique` ON `checkout_groups` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `checkout_groups_buyer_idx` ON `checkout_groups` (`buyer_user_id`,"created_at" desc);--> statement-breakpoint
CREATE INDEX `checkout_groups_status_pay_idx` ON `checkout_groups` (`status`,`pay_by`);--> statement-breakpoint
CREATE TABLE `marketplace_refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`requested_at` integer NOT NULL,
	`refund_id` text,
	`refunded_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "marketplace_refunds_amount_check" CHECK(amount_cents > 0)
);
--> statement-breakpoint
CREATE INDEX `marketplace_refunds_order_idx` ON `marketplace_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `marketplace_refunds_open_idx` ON `marketplace_refunds` (`refunded_at`);--> statement-breakpoint
CREATE TABLE `order_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text,
	`variant_id` text,
	`title` text NOT NULL,
	`variant_title` text DEFAULT '' NOT NULL,
	`image_url` text,
	`unit_price_cents` integer NOT NULL,
	`quantity` integer NOT NULL,
	`rental_start` text,
	`rental_days` integer,
	`deposit_cents` integer DEFAULT 0 NOT NULL,
	`line_cents` integer NOT NULL,
	`declined_at` integer,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`variant_id`) REFERENCES `product_variants`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_lines_order_idx` ON `order_lines` (`order_id`);--> statement-breakpoint
CREATE INDEX `order_lines_product_idx` ON `order_lines` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_variants` (
	`id` text PRIMARY KEY NOT NULL,
	`product_id` text NOT NULL,
	`option_values` text DEFAULT '[]' NOT NULL,
	`price_cents` integer NOT NULL,
	`stock` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "product_variants_stock_check" CHECK(stock >= 0 AND price_cents > 0)
);
--> statement-breakpoint
CREATE INDEX `product_variants_product_idx` ON `product_variants` (`product_id`,`position`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`shop_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`price_cents` integer NOT NULL,
	`option_names` text DEFAULT '[]' NOT NULL,
	`image_urls` text DEFAULT '[]' NOT NULL,
	`rental_quantity` integer,
	`deposit_cents` integer,
	`rating_average` real,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "products_price_check" CHECK(price_cents >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_shop_idx` ON `products` (`shop_id`,`status`,"created_at" desc);--> statement-breakpoint
CREATE INDEX `products_status_category_idx` ON `products` (`status`,`category`,`price_cents`);--> statement-breakpoint
CREATE INDEX `products_status_created_idx` ON `products` (`status`,"created_at" desc,`id`);--> statement-breakpoint
CREATE TABLE `rental_days` (
	`product_id` text NOT NULL,
	`date` text NOT NULL,
	`capacity` integer NOT NULL,
	`reserved` integer NOT NULL,
	PRIMARY KEY(`product_id`, `date`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "rental_days_capacity_check" CHECK(reserved >= 0 AND reserved <= capacity)
);
--> statement-breakpoint
CREATE TABLE `shop_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`shop_id` text NOT NULL,
	`buyer_user_id` text,
	`event_id` text,
	`status` text NOT NULL,
	`delivery_method` text NOT NULL,
	`items_cents` integer NOT NULL,
	`deposit_cents` integer DEFAULT 0 NOT NULL,
	`delivery_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`commission_rate_bp` integer NOT NULL,
	`deliver_by_date` text,
	`deliver_by` integer,
	`confirm_by` integer,
	`receive_by` integer,
	`payout_due_at` integer,
	`paid_at` integer,
	`confirmed_at` integer,
	`delivered_at` integer,
	`received_at` integer,
	`cancelled_at` integer,
	`cancelled_by` text,
	`cancel_reason` text,
	`payout_requested_at` integer,
	`payout_account_id` text,
	`transfer_id` text,
	`released_at` integer,
	`commission_cents` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `checkout_groups`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`buyer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "shop_orders_money_check" CHECK(items_cents >= 0 AND delivery_cents >= 0 AND deposit_cents >= 0 AND total_cents = items_cents + deposit_cents + delivery_cents)
);
--> statement-breakpoint
CREATE INDEX `shop_orders_group_idx` ON `shop_orders` (`group_id`);--> statement-breakpoint
CREATE INDEX `shop_orders_shop_idx` ON `shop_orders` (`shop_id`,"created_at" desc);--> statement-breakpoint
CREATE INDEX `shop_orders_buyer_idx` ON `shop_orders` (`buyer_user_id`,"created_at" desc);--> statement-breakpoint
CREATE INDEX `shop_orders_status_idx` ON `shop_orders` (`status`);--> statement-breakpoint
CREATE TABLE `shop_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`shop_id` text NOT NULL,
	`buyer_user_id` text,
	`reviewer_name` text NOT NULL,
	`rating` integer NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`reply` text,
	`replied_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`shop_id`) REFERENCES `shops`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`buyer_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "shop_reviews_rating_check" CHECK(rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shop_reviews_order_idx` ON `shop_reviews` (`order_id`);--> statement-breakpoint
CREATE INDEX `shop_reviews_shop_idx` ON `shop_reviews` (`shop_id`,"created_at" desc);--> statement-breakpoint
CREATE TABLE `shops` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_user_id` text NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`logo_url` text,
	`city` text NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`shipping_cents` integer,
	`shipping_days` integer DEFAULT 5 NOT NULL,
	`local_delivery_cents` integer,
	`local_radius_miles` integer,
	`local_lead_hours` integer DEFAULT 24 NOT NULL,
	`pickup` integer DEFAULT false NOT NULL,
	`rating_average` real,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "shops_fees_check" CHECK(coalesce(shipping_cents, 0) >= 0 AND coalesce(local_delivery_cents, 0) >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shops_owner_user_id_unique` ON `shops` (`owner_user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `shops_slug_unique` ON `shops` (`slug`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`contribution_id` text,
	`pot_id` text,
	`event_id` text,
	`booking_id` text,
	`shop_order_id` text,
	`amount_cents` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`provider_ref` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`contribution_id`) REFERENCES `contributions`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`pot_id`) REFERENCES `money_pots`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`booking_id`) REFERENCES `venue_bookings`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`shop_order_id`) REFERENCES `shop_orders`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "ledger_entries_owner_check" CHECK((contribution_id IS NOT NULL) + (booking_id IS NOT NULL) + (shop_order_id IS NOT NULL) = 1)
);
--> statement-breakpoint
INSERT INTO `__new_ledger_entries`("id", "kind", "contribution_id", "pot_id", "event_id", "booking_id", "amount_cents", "idempotency_key", "provider_ref", "at") SELECT "id", "kind", "contribution_id", "pot_id", "event_id", "booking_id", "amount_cents", "idempotency_key", "provider_ref", "at" FROM `ledger_entries`;--> statement-breakpoint
DROP TABLE `ledger_entries`;--> statement-breakpoint
ALTER TABLE `__new_ledger_entries` RENAME TO `ledger_entries`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_idempotency_key_unique` ON `ledger_entries` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `ledger_entries_pot_idx` ON `ledger_entries` (`pot_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_contribution_idx` ON `ledger_entries` (`contribution_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_booking_idx` ON `ledger_entries` (`booking_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_shop_order_idx` ON `ledger_entries` (`shop_order_id`);