import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Every email and text sent to a guest, queued first and sent at the provider's pace by the
 * scheduler. `dedupe_key` (unique when set) makes a reminder impossible to send twice, whatever
 * crashes or reruns happen.
 */
export const messageDeliveries = sqliteTable(
  'message_deliveries',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id'),
    guestId: text('guest_id'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    // A TypeScript-only enum: the column is plain text with no CHECK (migration 0001), so a new kind needs no migration.
    kind: text('kind', { enum: ['invitation', 'rsvp_reminder', 'day_before_reminder', 'blast', 'cancellation', 'cohost_invitation', 'photo_request', 'other'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sending', 'sent', 'delivered', 'failed', 'undelivered', 'skipped'] })
      .notNull()
      .default('queued'),
    dedupeKey: text('dedupe_key').unique(),
    providerId: text('provider_id'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    sendAfter: integer('send_after').notNull(),
    sentAt: integer('sent_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    index('message_deliveries_queue_idx').on(table.status, table.sendAfter),
    index('message_deliveries_event_idx').on(table.eventId, table.createdAt),
    index('message_deliveries_provider_idx').on(table.providerId),
  ],
);

/** Phone numbers that texted STOP: never texted again until they text START. */
export const smsOptOuts = sqliteTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: integer('opted_out_at').notNull(),
});
