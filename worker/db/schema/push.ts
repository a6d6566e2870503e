import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

/**
 * Web Push subscriptions: one per browser or installed app a member turned reminders on in
 * (/account). The endpoint is the push service's address for that browser; p256dh and auth are
 * its keys for encrypting payloads (RFC 8291). A subscription the push service answers 404 or 410
 * for is deleted. See docs/decisions/041-installable-app.md.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: integer('created_at').notNull(),
    /** The last time the push service took a message for it (null: never yet). */
    lastSentAt: integer('last_sent_at'),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Pushes that must go at most once (an event reminder per guest and kind): the key is claimed
 * before sending, like the send queue's dedupe keys for email and SMS.
 */
export const pushSends = sqliteTable('push_sends', {
  dedupeKey: text('dedupe_key').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: integer('sent_at').notNull(),
});
