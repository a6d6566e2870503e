import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Fixed-window counters for anonymous actions (for example open RSVPs per client address). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
