import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { venueBookings } from './bookings.ts';
import { events, guests } from './events.ts';
import { shopOrders } from './marketplace.ts';
import { wishlistItems } from './wishlist.ts';

/**
 * Money tables (decisions 014–016). Amounts are whole USD cents; times are UTC ms.
 * `provider` ('stripe' | 'demo') sits beside every provider id so a switch of provider never
 * mixes ids. The ledger is append-only; its idempotency key is unique, so a retried operation
 * books at most one row.
 */
const providerKinds = ['stripe', 'demo'] as const;

/**
 * Something guests chip in to: the event fund (one per event) or a group gift (one per wishlist
 * item). `slot` is 'fund' or 'item:<itemId>' so the database itself refuses a second pot for the
 * same thing. The funding-target choice is made when the pot is created and never changes once
 * money came in (it decides whether money is refunded).
 */
export const moneyPots = sqliteTable(
  'money_pots',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['event_fund', 'gift', 'board_gift'] }).notNull(),
    slot: text('slot').notNull(),
    wishlistItemId: text('wishlist_item_id').references(() => wishlistItems.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Shown to contributors above the form ("For Mia's new bike"). */
    description: text('description'),
    minCents: integer('min_cents').notNull(),
    maxCents: integer('max_cents').notNull(),
    targetCents: integer('target_cents'),
    deadline: integer('deadline'),
    refundIfTargetMissed: integer('refund_if_target_missed', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who receives the payout when it is not the event's host: a birthday-board gift's organiser (decision 040). */
    payeeUserId: text('payee_user_id').references(() => users.id),
    /** Who must never see this pot or its contributions: a birthday-board gift's celebrant (decision 040). */
    hiddenFromUserId: text('hidden_from_user_id').references(() => users.id),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [uniqueIndex('money_pots_slot_idx').on(table.eventId, table.slot)],
);

/**
 * One payment into a pot. States and transitions are core/domain/money/contribution.rules.ts;
 * a row changes only together with its ledger entries (one batch). The contributor is either a
 * guest (through their personal link) or a member (signed in): only they may cancel.
 */
export const contributions = sqliteTable(
  'contributions',
  {
    id: text('id').primaryKey(),
    potId: text('pot_id')
      .notNull()
      .references(() => moneyPots.id, { onDelete: 'restrict' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: providerKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled', 'refunded', 'released'] }).notNull(),
    guestId: text('guest_id').references(() => guests.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** null when anonymous: the host and celebrant never learn who gave. */
    contributorName: text('contributor_name'),
    anonymous: integer('anonymous', { mode: 'boolean' }).notNull().default(false),
    message: text('message'),
    checkoutSessionId: text('checkout_session_id').unique(),
    /** The provider's page for this checkout, so a contributor who left can come back and pay. */
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id').unique(),
    refundId: text('refund_id'),
    failureCode: text('failure_code'),
    refundReason: text('refund_reason', { enum: ['cancelled', 'target_missed', 'host', 'admin', 'provider'] }),
    /**
     * A refund was asked for (contributor cancelled in the window, target missed, host): set before
     * the provider is called, so the release job skips the row and the scheduler can finish a refund
     * a crash interrupted, with the same idempotency key.
     */
    refundRequestedAt: integer('refund_requested_at'),
    refundRequestReason: text('refund_request_reason', { enum: ['cancelled', 'target_missed', 'host', 'admin'] }),
    /** The transfer batch this contribution is being released in (set before the provider call). */
    releaseBatchId: text('release_batch_id'),
    createdAt: integer('created_at').notNull(),
    succeededAt: integer('succeeded_at'),
    heldUntil: integer('held_until'),
    refundedAt: integer('refunded_at'),
    releasedAt: integer('released_at'),
    updatedAt: integer('updated_at').notNull(),
    /** Bumped by every write: the optimistic-concurrency check of worker/features/money/ledger.repo.ts. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    index('contributions_pot_idx').on(table.potId, table.createdAt),
    index('contributions_event_idx').on(table.eventId, table.createdAt),
    index('contributions_due_idx').on(table.status, table.heldUntil),
    index('contributions_guest_idx').on(table.guestId),
    index('contributions_user_idx').on(table.userId),
  ],
);

/**
 * Append-only: charge | refund | fee | release | commission. charged − refunded − released −
 * commission = held, per pot and overall (commission: the platform's cut of a marketplace order). An entry is a contribution's (contribution, pot and event set) or a venue booking's
 * (booking_id set, decision 028): one ledger for all the money the platform holds.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['charge', 'refund', 'fee', 'release', 'commission'] }).notNull(),
    contributionId: text('contribution_id').references(() => contributions.id, { onDelete: 'restrict' }),
    potId: text('pot_id').references(() => moneyPots.id, { onDelete: 'restrict' }),
    eventId: text('event_id'),
    bookingId: text('booking_id').references(() => venueBookings.id, { onDelete: 'restrict' }),
    /** Set on a marketplace order's entries (decision 061): its charge, refunds, commission and the seller's share. */
    shopOrderId: text('shop_order_id').references(() => shopOrders.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The provider's id for the movement (payment intent, refund, transfer), when there is one. */
    providerRef: text('provider_ref'),
    at: integer('at').notNull(),
  },
  (table) => [
    index('ledger_entries_pot_idx').on(table.potId),
    index('ledger_entries_contribution_idx').on(table.contributionId),
    index('ledger_entries_booking_idx').on(table.bookingId),
    index('ledger_entries_shop_order_idx').on(table.shopOrderId),
    // Exactly one owner. Unqualified names: the table is rebuilt and renamed by migrations, and a qualified CHECK would keep the old name.
    check('ledger_entries_owner_check', sql`(contribution_id IS NOT NULL) + (booking_id IS NOT NULL) + (shop_order_id IS NOT NULL) = 1`),
  ],
);

/** Webhook events already processed: the provider's event id is the key, so each is handled once. */
export const paymentWebhookEvents = sqliteTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: providerKinds }).notNull(),
  type: text('type').notNull(),
  createdAt: integer('created_at').notNull(),
  processedAt: integer('processed_at').notNull(),
});

/**
 * A release of due contributions of one pot to the host's payout account. Written (pending) with
 * its contributions marked before the provider is called, so a crash between the transfer and the
 * booking is finished by the next run with the same idempotency key, never paid twice.
 */
export const payoutTransfers = sqliteTable(
  'payout_transfers',
  {
    id: text('id').primaryKey(),
    potId: text('pot_id')
      .notNull()
      .references(() => moneyPots.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: providerKinds }).notNull(),
    destinationAccountId: text('destination_account_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    contributionIds: text('contribution_ids', { mode: 'json' }).$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: ['pending', 'sent'] }).notNull(),
    transferId: text('transfer_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: integer('created_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (table) => [index('payout_transfers_status_idx').on(table.status)],
);

/** A member's connected account for receiving payouts (Stripe Connect Express, or the demo's). */
export const payoutAccounts = sqliteTable('payout_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: providerKinds }).notNull(),
  accountId: text('account_id').notNull().unique(),
  payoutsEnabled: integer('payouts_enabled', { mode: 'boolean' }).notNull().default(false),
  detailsSubmitted: integer('details_submitted', { mode: 'boolean' }).notNull().default(false),
  /** When we last reminded the host that released money waits for a payout account. */
  lastReminderAt: integer('last_reminder_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Plan purchases and test payments: a Single event (one time, for one event), Pro (monthly
 * subscription) or a small test payment from /test-payment. Receipts on /billing are these rows.
 */
export const planPurchases = sqliteTable(
  'plan_purchases',
  {
    id: text('id').primaryKey(),
    /** null once the member deleted their account: the receipt itself is kept for the books. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['single_event', 'pro', 'test_payment'] }).notNull(),
    /** The event a Single event purchase unlocks. */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: providerKinds }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'paid', 'active', 'past_due', 'cancelled', 'expired', 'failed', 'refunded'] }).notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    subscriptionId: text('subscription_id').unique(),
    failureCode: text('failure_code'),
    createdAt: integer('created_at').notNull(),
    paidAt: integer('paid_at'),
    cancelledAt: integer('cancelled_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('plan_purchases_user_idx').on(table.userId, table.createdAt), index('plan_purchases_event_idx').on(table.eventId)],
);

/** The demo provider's own bookkeeping (sessions, payments, accounts), so it survives restarts. */
export const demoPaymentStore = sqliteTable('demo_payment_store', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
