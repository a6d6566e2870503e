import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { events } from './events.ts';

/**
 * The product marketplace (decision 061). Amounts are whole USD cents, times UTC ms, dates
 * local YYYY-MM-DD. A buyer's cart becomes one checkout group (one payment) split into one order
 * per shop; each order carries its own copy of what was bought, its delivery fee and the
 * commission rate in force when it was placed, so later edits of a product or of the rate never
 * change an order. Stock is guarded by the database itself (CHECK stock >= 0, reserved <= capacity),
 * so two buyers racing for the last unit cannot both win.
 */

/** A member's shop: one per member. Selling needs the owner's payout account (payout_accounts). */
export const shops = sqliteTable(
  'shops',
  {
    id: text('id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    logoUrl: text('logo_url'),
    city: text('city').notNull(),
    /**
     * Where the city is (decision 063), found in the offline gazetteer when the shop is saved; the
     * local delivery radius is measured from here. Null when the gazetteer does not know the city
     * (allowed only without local delivery) or for a shop saved before coordinates were kept.
     */
    lat: real('lat'),
    lng: real('lng'),
    /** The shop's zone: its order deadlines and "delivers by" dates are read in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Shipping at a flat rate (null: no shipping), arriving within `shipping_days` days. */
    shippingCents: integer('shipping_cents'),
    shippingDays: integer('shipping_days').notNull().default(5),
    /** Local delivery (null fee: none) within a radius around the shop's city, after a lead time. */
    localDeliveryCents: integer('local_delivery_cents'),
    localRadiusMiles: integer('local_radius_miles'),
    localLeadHours: integer('local_lead_hours').notNull().default(24),
    pickup: integer('pickup', { mode: 'boolean' }).notNull().default(false),
    /** Kept with the reviews: the mean with one decimal, and how many. */
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  () => [check('shops_fees_check', sql`coalesce(shipping_cents, 0) >= 0 AND coalesce(local_delivery_cents, 0) >= 0`)],
);

/**
 * A product: items sold from stock (variants), or a rental let by the day. `price_cents` is the
 * lowest variant price (a rental's price per day), kept for the search's order and filters.
 */
export const products = sqliteTable(
  'products',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    kind: text('kind', { enum: ['item', 'rental'] }).notNull(),
    status: text('status', { enum: ['draft', 'active', 'archived'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Up to two option names ("Color", "Size"); each variant has one value per name. */
    optionNames: text('option_names', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Up to 10 photo URLs (the blob store's medium size), the first is the cover. */
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    /** Rentals: units available on each day, and the refundable deposit per unit. */
    rentalQuantity: integer('rental_quantity'),
    depositCents: integer('deposit_cents'),
    ratingAverage: real('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('products_shop_idx').on(table.shopId, table.status, sql`${table.createdAt} desc`),
    index('products_status_category_idx').on(table.status, table.category, table.priceCents),
    index('products_status_created_idx').on(table.status, sql`${table.createdAt} desc`, table.id),
    check('products_price_check', sql`price_cents >= 0`),
  ],
);

/** A sellable combination of a product's options, with its own price and stock (a rental has one). */
export const productVariants = sqliteTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** One value per option name, in order; [] for a product without options. */
    optionValues: text('option_values', { mode: 'json' }).$type<string[]>().notNull().default([]),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull(),
    position: integer('position').notNull().default(0),
    /** An archived variant stays for the orders that name it, and is no longer sold. */
    archived: integer('archived', { mode: 'boolean' }).notNull().default(false),
  },
  (table) => [index('product_variants_product_idx').on(table.productId, table.position), check('product_variants_stock_check', sql`stock >= 0 AND price_cents > 0`)],
);

/**
 * Rental units taken per product and day. `capacity` is the product's quantity per day when the
 * row was made (raised or lowered with it), so the CHECK refuses the booking that would exceed it.
 */
export const rentalDays = sqliteTable(
  'rental_days',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.date] }), check('rental_days_capacity_check', sql`reserved >= 0 AND reserved <= capacity`)],
);

/** A member's cart: optionally tied to one of their events (address, deliver-by, head count). */
export const carts = sqliteTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
  updatedAt: integer('updated_at').notNull(),
});

/** One line of a cart. Adding the same variant (and rental dates) again adds to its quantity. */
export const cartLines = sqliteTable(
  'cart_lines',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Rentals: the first day and how many days ('' and 0 for items, so the unique index holds). */
    rentalStart: text('rental_start').notNull().default(''),
    rentalDays: integer('rental_days').notNull().default(0),
    addedAt: integer('added_at').notNull(),
  },
  (table) => [uniqueIndex('cart_lines_user_variant_idx').on(table.userId, table.variantId, table.rentalStart, table.rentalDays), check('cart_lines_quantity_check', sql`quantity > 0`)],
);

/**
 * One checkout of a cart: one payment for all its orders (one per shop). The stock is reserved
 * when it is made and given back if it is not paid by `pay_by` (15 minutes).
 */
export const checkoutGroups = sqliteTable(
  'checkout_groups',
  {
    id: text('id').primaryKey(),
    buyerUserId: text('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['awaiting_payment', 'paid', 'expired'] }).notNull(),
    totalCents: integer('total_cents').notNull(),
    /** Where the orders go (the event's location, or what the buyer typed); empty for pickup only. */
    address: text('address').notNull().default(''),
    payBy: integer('pay_by').notNull(),
    provider: text('provider', { enum: ['stripe', 'demo'] }),
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id').unique(),
    paidAt: integer('paid_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (table) => [index('checkout_groups_buyer_idx').on(table.buyerUserId, sql`${table.createdAt} desc`), index('checkout_groups_status_pay_idx').on(table.status, table.payBy)],
);

/**
 * One shop's part of a checkout. States and deadlines are core/domain/marketplace/order.rules.ts;
 * each deadline column is read only while the order is in the state it belongs to, so a timer
 * "cancels itself" when the state moves on. Money: the charge is the order's part of the group's
 * payment; refunds are marketplace_refunds rows; the seller's share and the platform's commission
 * are booked when the transfer goes out.
 */
export const shopOrders = sqliteTable(
  'shop_orders',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => checkoutGroups.id, { onDelete: 'restrict' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    buyerUserId: text('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['awaiting_payment', 'expired', 'placed', 'confirmed', 'delivered', 'received', 'cancelled'] }).notNull(),
    deliveryMethod: text('delivery_method', { enum: ['shipping', 'local', 'pickup'] }).notNull(),
    itemsCents: integer('items_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    deliveryCents: integer('delivery_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The platform's commission in basis points, frozen when the order was placed. */
    commissionRateBp: integer('commission_rate_bp').notNull(),
    /** The date the buyer needs it by (the party's date minus the setup margin), in the shop's zone. */
    deliverByDate: text('deliver_by_date'),
    /** The instant after which an undelivered order is cancelled and refunded (the party's start). */
    deliverBy: integer('deliver_by'),
    confirmBy: integer('confirm_by'),
    receiveBy: integer('receive_by'),
    payoutDueAt: integer('payout_due_at'),
    paidAt: integer('paid_at'),
    confirmedAt: integer('confirmed_at'),
    deliveredAt: integer('delivered_at'),
    receivedAt: integer('received_at'),
    cancelledAt: integer('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'seller', 'system'] }),
    cancelReason: text('cancel_reason'),
    /** The seller's share is being sent (set before the provider call, with the destination). */
    payoutRequestedAt: integer('payout_requested_at'),
    payoutAccountId: text('payout_account_id'),
    transferId: text('transfer_id'),
    releasedAt: integer('released_at'),
    commissionCents: integer('commission_cents'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('shop_orders_group_idx').on(table.groupId),
    index('shop_orders_shop_idx').on(table.shopId, sql`${table.createdAt} desc`),
    index('shop_orders_buyer_idx').on(table.buyerUserId, sql`${table.createdAt} desc`),
    index('shop_orders_status_idx').on(table.status),
    check('shop_orders_money_check', sql`items_cents >= 0 AND delivery_cents >= 0 AND deposit_cents >= 0 AND total_cents = items_cents + deposit_cents + delivery_cents`),
  ],
);

/** What was bought, copied when the order was placed. A declined line is refunded at once. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    productId: text('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: text('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variantTitle: text('variant_title').notNull().default(''),
    imageUrl: text('image_url'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    rentalStart: text('rental_start'),
    rentalDays: integer('rental_days'),
    /** Rentals: the deposit for all units (refunded with the line, released with the order). */
    depositCents: integer('deposit_cents').notNull().default(0),
    lineCents: integer('line_cents').notNull(),
    declinedAt: integer('declined_at'),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId), index('order_lines_product_idx').on(table.productId)],
);

/**
 * A refund of part or all of an order (a declined line, a cancellation). Marked before the
 * provider is asked, so the scheduler finishes one a crash interrupted under the same key.
 */
export const marketplaceRefunds = sqliteTable(
  'marketplace_refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    requestedAt: integer('requested_at').notNull(),
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at'),
  },
  (table) => [index('marketplace_refunds_order_idx').on(table.orderId), index('marketplace_refunds_open_idx').on(table.refundedAt), check('marketplace_refunds_amount_check', sql`amount_cents > 0`)],
);

/** One review per received order by its buyer, with at most one reply by the shop's owner. */
export const shopReviews = sqliteTable(
  'shop_reviews',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'restrict' }),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    buyerUserId: text('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewerName: text('reviewer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: integer('replied_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('shop_reviews_order_idx').on(table.orderId),
    index('shop_reviews_shop_idx').on(table.shopId, sql`${table.createdAt} desc`),
    check('shop_reviews_rating_check', sql`rating BETWEEN 1 AND 5`),
  ],
);
