import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';
import { events, guests } from './events.ts';

/**
 * Per-event wishlist settings: which member is the celebrant (manages the list, sees statuses
 * only), when claims are revealed to them (null: the end of the party), the host's own price
 * bands (null: the default four) and when the assignment last ran. See docs/decisions/012.
 */
export const wishlistSettings = sqliteTable('wishlist_settings', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  celebrantUserId: text('celebrant_user_id').references(() => users.id, { onDelete: 'set null' }),
  revealAt: integer('reveal_at'),
  /** JSON list of {id, label, minCents, maxCents}, cheapest first; null = the default bands. */
  bands: text('bands', { mode: 'json' }).$type<{ id: string; label: string; minCents: number; maxCents: number | null }[]>(),
  assignmentRanAt: integer('assignment_ran_at'),
  updatedAt: integer('updated_at').notNull(),
});

/** One wish: price in whole cents of the event's currency; `quantity` units can go to different guests. */
export const wishlistItems = sqliteTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    url: text('url'),
    title: text('title').notNull(),
    imageUrl: text('image_url'),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    priority: integer('priority').notNull().default(3),
    notes: text('notes'),
    /** A marketplace product this item stands for (the marketplace issue fills it). */
    productRef: text('product_ref'),
    position: integer('position').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('wishlist_items_event_idx').on(table.eventId, table.position)],
);

/** A guest's price band, chosen by the host or by the guest on their link. */
export const wishlistGuestBands = sqliteTable(
  'wishlist_guest_bands',
  {
    guestId: text('guest_id')
      .primaryKey()
      .references(() => guests.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    bandId: text('band_id').notNull(),
    chosenBy: text('chosen_by', { enum: ['host', 'guest'] }).notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [index('wishlist_guest_bands_event_idx').on(table.eventId)],
);

/**
 * Who gives which unit: one row per guest at most, one guest per unit at most (both unique, so
 * the database itself refuses a double assignment). `bought` rows never move on a re-run.
 */
export const wishlistAssignments = sqliteTable(
  'wishlist_assignments',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    guestId: text('guest_id')
      .notNull()
      .unique()
      .references(() => guests.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    unitIndex: integer('unit_index').notNull(),
    status: text('status', { enum: ['assigned', 'bought'] })
      .notNull()
      .default('assigned'),
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    explanation: text('explanation', { enum: ['bought', 'pinned', 'in_band', 'nearest_band', 'no_band', 'no_item_free'] }).notNull(),
    boughtAt: integer('bought_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [uniqueIndex('wishlist_assignments_unit_idx').on(table.itemId, table.unitIndex), index('wishlist_assignments_event_idx').on(table.eventId)],
);

/** A guest who puts their share into a group pot (an item above every band) instead of one gift. */
export const wishlistPotMembers = sqliteTable(
  'wishlist_pot_members',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    /** One pot per guest: joining another moves them. */
    guestId: text('guest_id')
      .notNull()
      .unique()
      .references(() => guests.id, { onDelete: 'cascade' }),
    joinedAt: integer('joined_at').notNull(),
  },
  (table) => [index('wishlist_pot_members_item_idx').on(table.itemId)],
);
