import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './accounts.ts';

export const venues = sqliteTable(
  'venues',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** JSON array of image URLs, first one is the cover. */
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    averageRating: real('average_rating'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    maxGuests: integer('max_guests').notNull(),
    pricePerHour: integer('price_per_hour'),
    venueType: text('venue_type').notNull(),
    isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  // The venue list's order (best rated, newest, id), so a page is read from the index, not sorted.
  (table) => [index('venues_created_idx').on(table.createdAt), index('venues_rating_idx').on(sql`${table.averageRating} desc`, sql`${table.createdAt} desc`, table.id)],
);
