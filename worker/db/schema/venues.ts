import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { Amenity, BookingMode, CancellationPolicy, WeeklyHours } from '#core/domain/venues/listing.schema.ts';
import type { ListingStatus } from '#core/domain/venues/listing.rules.ts';
import { users } from './accounts.ts';

/**
 * Venue listings (decisions 025 and 026). The spec's card columns come first; the rest is
 * the owner's listing (core's ListingFields). A draft may lack its type and capacity: they are
 * stored as '' and 0 then (neither is a valid value; the repo maps them to null), which keeps the
 * columns NOT NULL without rebuilding the table. `GET /api/venues` reads published rows only, and
 * publishing guarantees both. The SQL defaults describe rows written before listings existed (and the bench's raw rows):
 * they were all public, so they are published, open to requests, in UTC, closed every day.
 */
export const venues = sqliteTable(
  'venues',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /**
     * JSON array of image URLs, first one is the cover: what the card shows. For listings with
     * uploaded photos it is written from `photoIds` (the medium size of each) whenever they change,
     * so the card list stays one query over this table.
     */
    imageUrls: text('image_urls', { mode: 'json' }).$type<string[]>().notNull().default([]),
    averageRating: real('average_rating'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** 0 only on a draft that has not said yet. */
    maxGuests: integer('max_guests').notNull(),
    /** Cents per hour; null = not set yet, or price on request (see priceOnRequest). */
    pricePerHour: integer('price_per_hour'),
    /** '' only on a draft that has not said yet. */
    venueType: text('venue_type').notNull(),
    isDemo: integer('is_demo', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('published'),
    /** Shown only to a guest with a confirmed booking (never in the public views). */
    streetAddress: text('street_address').notNull().default(''),
    priceOnRequest: integer('price_on_request', { mode: 'boolean' }).notNull().default(false),
    minimumHours: integer('minimum_hours').notNull().default(1),
    cleaningFeeCents: integer('cleaning_fee_cents').notNull().default(0),
    amenities: text('amenities', { mode: 'json' }).$type<Amenity[]>().notNull().default([]),
    houseRules: text('house_rules').notNull().default(''),
    /** Upload ids (worker/db/uploads.repo.ts) in display order; the first is the cover. */
    photoIds: text('photo_ids', { mode: 'json' }).$type<string[]>().notNull().default([]),
    bookingMode: text('booking_mode').$type<BookingMode>().notNull().default('request'),
    cancellationPolicy: text('cancellation_policy').$type<CancellationPolicy>().notNull().default('standard'),
    /** Per weekday, half-open { open, close } minutes of the local day; a missing day is closed. */
    weeklyHours: text('weekly_hours', { mode: 'json' }).$type<Partial<WeeklyHours>>().notNull().default({}),
    /** Local dates (YYYY-MM-DD) in the listing's zone, sorted. */
    blockedDates: text('blocked_dates', { mode: 'json' }).$type<string[]>().notNull().default([]),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    timeZone: text('time_zone').notNull().default('UTC'),
    updatedAt: integer('updated_at').notNull().default(0),
    /** Kept by the reviews (later): average_rating is derived from them with core's rounding. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewStarsSum: integer('review_stars_sum').notNull().default(0),
  },
  (table) => [
    index('venues_created_idx').on(table.createdAt),
    // The landing page's list (best rated, newest, id) read in index order.
    index('venues_rating_idx').on(sql`${table.averageRating} desc`, sql`${table.createdAt} desc`, table.id),
    // The search: published listings by city (any letter case), by type, by price, by rating, newest.
    index('venues_status_city_idx').on(table.status, sql`${table.city} collate nocase`, sql`${table.averageRating} desc`, sql`${table.createdAt} desc`, table.id),
    // A city's listings cheapest first, or newest first, read in index order: a search in a big
    // city never sorts all of that city's listings (the rating order is venues_status_city_idx).
    index('venues_status_city_price_idx').on(table.status, sql`${table.city} collate nocase`, sql`${table.pricePerHour} is null`, table.pricePerHour, table.id),
    index('venues_status_city_created_idx').on(table.status, sql`${table.city} collate nocase`, sql`${table.createdAt} desc`, table.id),
    index('venues_status_type_idx').on(table.status, table.venueType, sql`${table.averageRating} desc`, sql`${table.createdAt} desc`, table.id),
    // Cheapest first with unpriced listings (on request) last, read in index order: the search
    // orders and filters by these very expressions (venues.repo.ts).
    index('venues_status_price_idx').on(table.status, sql`${table.pricePerHour} is null`, table.pricePerHour, table.id),
    index('venues_status_rating_idx').on(table.status, sql`${table.averageRating} desc`, sql`${table.createdAt} desc`, table.id),
    index('venues_status_created_idx').on(table.status, sql`${table.createdAt} desc`, table.id),
    // The time zones a date search computes its window in (a covering read, never the table).
    index('venues_status_zone_idx').on(table.status, table.timeZone),
    // "My listings" on the owner's dashboard.
    index('venues_owner_idx').on(table.ownerId, table.createdAt),
  ],
);
