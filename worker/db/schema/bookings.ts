import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { BookingStatus } from '#core/domain/venues/booking.schema.ts';
import type { BookingMode, CancellationPolicy } from '#core/domain/venues/listing.schema.ts';
import { users } from './accounts.ts';
import { events } from './events.ts';
import { venues } from './venues.ts';

/**
 * Venue bookings (decisions 025 and 028). A window on one local date of the venue,
 * stored as UTC instants; the listing's price, booking mode and cancellation policy are copied
 * when it is made, so later edits of the listing never change what a guest booked. The payment
 * columns belong to the money feature (worker/features/money/booking-payments.*): the charge,
 * the one refund the rules decide, and the transfer of the owner's share, each recorded as an
 * intent before the provider call and booked in the shared ledger (ledger_entries.booking_id).
 */
export const venueBookings = sqliteTable(
  'venue_bookings',
  {
    id: text('id').primaryKey(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'restrict' }),
    /** The member who booked (null once they deleted their account: the money rows stay). */
    guestUserId: text('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One of the guest's events the venue is for (its page shows the venue). */
    eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The local date and minutes the guest chose, in the venue's zone at booking time. */
    date: text('date').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    guests: integer('guests').notNull(),
    message: text('message'),
    status: text('status').$type<BookingStatus>().notNull(),
    /** The payment deadline while awaiting_payment, the owner's answer deadline while pending. */
    respondBy: integer('respond_by'),
    bookingMode: text('booking_mode').$type<BookingMode>().notNull(),
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull(),
    pricePerHourCents: integer('price_per_hour_cents').notNull(),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull(),
    rentCents: integer('rent_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    answeredAt: integer('answered_at'),
    answerMessage: text('answer_message'),
    cancelledAt: integer('cancelled_at'),
    cancelledBy: text('cancelled_by').$type<'guest' | 'owner'>(),
    cancelReason: text('cancel_reason'),
    /** What the rules gave back when the booking ended early (null: nothing to give back). */
    refundCents: integer('refund_cents'),
    refundReason: text('refund_reason'),
    // --- money (booking-payments): provider ids, intents, bookings -------------------------------
    provider: text('provider', { enum: ['stripe', 'demo'] }),
    checkoutSessionId: text('checkout_session_id').unique(),
    checkoutUrl: text('checkout_url'),
    paymentIntentId: text('payment_intent_id').unique(),
    paidAt: integer('paid_at'),
    /** Set with refund_cents, before the provider is asked; the scheduler finishes an interrupted refund. */
    refundRequestedAt: integer('refund_requested_at'),
    refundId: text('refund_id'),
    refundedAt: integer('refunded_at'),
    /** The owner's share is being sent (set before the provider call, with the destination). */
    payoutRequestedAt: integer('payout_requested_at'),
    payoutAccountId: text('payout_account_id'),
    transferId: text('transfer_id'),
    releasedAt: integer('released_at'),
    /** The reminder the day before, sent once. */
    reminderSentAt: integer('reminder_sent_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** Bumped by every write: two answers, a cancel and the scheduler racing on one booking cannot both win. */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    // The overlap check of the write path and the calendar: a venue's bookings by time.
    index('venue_bookings_venue_time_idx').on(table.venueId, table.startsAt),
    index('venue_bookings_guest_idx').on(table.guestUserId, table.startsAt),
    index('venue_bookings_event_idx').on(table.eventId),
    // The scheduler: deadlines of waiting bookings, ends of confirmed ones.
    index('venue_bookings_status_respond_idx').on(table.status, table.respondBy),
    index('venue_bookings_status_end_idx').on(table.status, table.endsAt),
  ],
);

/** One review per completed booking by its guest, with at most one reply by the venue's owner. */
export const venueReviews = sqliteTable(
  'venue_reviews',
  {
    id: text('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => venueBookings.id, { onDelete: 'restrict' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    guestUserId: text('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's first name as shown, kept when the account goes. */
    reviewerName: text('reviewer_name').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: integer('replied_at'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('venue_reviews_booking_idx').on(table.bookingId), index('venue_reviews_venue_idx').on(table.venueId, sql`${table.createdAt} desc`)],
);
