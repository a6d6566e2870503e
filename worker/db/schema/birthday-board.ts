import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { moneyPots } from './money.ts';

/**
 * The birthday board (docs/decisions/040-birthday-board.md). Who is on the board lives
 * on `users` (birthday_month, show_on_birthday_board). A group gift's money is a money pot of kind
 * `board_gift` (its contributions, ledger, hold and payout are the money feature's); these rows
 * hold what only the board knows: for whom, by whom, the wish and when it is revealed. Times are
 * UTC ms.
 */
export const birthdayGifts = sqliteTable(
  'birthday_gifts',
  {
    id: text('id').primaryKey(),
    celebrantUserId: text('celebrant_user_id')
      .notNull()
      .references(() => users.id),
    organiserUserId: text('organiser_user_id')
      .notNull()
      .references(() => users.id),
    potId: text('pot_id')
      .notNull()
      .unique()
      .references(() => moneyPots.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    wish: text('wish'),
    link: text('link'),
    targetCents: integer('target_cents').notNull(),
    /** 00:00 UTC on the 1st of the celebrant's birthday month this gift is for. */
    revealAt: integer('reveal_at').notNull(),
    /** Set when the organiser revealed it before that. */
    revealedAt: integer('revealed_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    index('birthday_gifts_celebrant_idx').on(table.celebrantUserId, table.revealAt),
    // One group gift per organiser for one birthday: a second start is a 409, not a duplicate card.
    uniqueIndex('birthday_gifts_organiser_birthday_idx').on(table.organiserUserId, table.celebrantUserId, table.revealAt),
  ],
);

/** Short birthday messages on a group card: one per member per card. */
export const birthdayGiftMessages = sqliteTable(
  'birthday_gift_messages',
  {
    id: text('id').primaryKey(),
    giftId: text('gift_id')
      .notNull()
      .references(() => birthdayGifts.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [uniqueIndex('birthday_gift_messages_author_idx').on(table.giftId, table.authorUserId), index('birthday_gift_messages_gift_idx').on(table.giftId, table.createdAt)],
);

/** A member's board settings: the monthly reminder email (off unless turned on in /account). */
export const birthdayBoardSettings = sqliteTable('birthday_board_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: integer('reminders', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at').notNull(),
});

/**
 * Monthly reminders, claimed before they are sent: the primary key (member, `YYYY-MM`) lets only
 * one run send a month's reminder to a member, also when two runs overlap.
 */
export const birthdayBoardReminderSends = sqliteTable(
  'birthday_board_reminder_sends',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    claimedAt: integer('claimed_at').notNull(),
    sentAt: integer('sent_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);
