import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The local outbox: email and SMS the offline default services "send". A developer reads it at
 * /api/dev/outbox (enabled outside production) or with `npm run outbox`.
 */
export const outboxMessages = sqliteTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('outbox_recipient_idx').on(table.recipient, table.createdAt)],
);
