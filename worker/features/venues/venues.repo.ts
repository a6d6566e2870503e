import { type SQL, sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db } from '../../db/client.ts';

/**
 * The venue cards as one JSON array text, built by SQLite (json_group_array): one row back
 * instead of a hundred, so no per-row objects are made in JS for a list that goes out unchanged
 * — the local driver builds each row with defineProperty per column, which made this list cost
 * more than the rest of the request. Only published listings are cards (decision 026).
 */
// The order comes from the ordered subquery (SQLite never flattens an ORDER BY subquery into an
// aggregate); `json_group_array(… ORDER BY …)` would say it more directly but needs SQLite 3.44,
// which the libSQL server behind Workers (sqld) does not parse.
const cardsOf = (rows: SQL) => sql`
  SELECT coalesce(json_group_array(json_object(
    'id', id,
    'title', title,
    'description', description,
    'imageUrls', CASE WHEN json_valid(image_urls) AND json_type(image_urls) = 'array' THEN json(image_urls) ELSE json('[]') END,
    'averageRating', average_rating,
    'city', city,
    'state', state,
    'maxGuests', max_guests,
    'pricePerHour', price_per_hour,
    'venueType', venue_type,
    'priceOnRequest', json(CASE WHEN price_on_request THEN 'true' ELSE 'false' END)
  )), '[]') AS body
  FROM (${rows})`;

export type VenueSort = 'rating' | 'price' | 'newest';

// Cheapest first, unpriced (on request) last: the order of venues_status_price_idx, whose second
// column is the expression `price_per_hour IS NULL`. With a price range that expression is pinned
// to 0 in the WHERE, and the plain price order is the index's order too.
const orders: Record<VenueSort, SQL> = {
  rating: sql.raw('v.average_rating DESC, v.created_at DESC, v.id'),
  price: sql.raw('v.price_per_hour IS NULL, v.price_per_hour, v.id'),
  newest: sql.raw('v.created_at DESC, v.id'),
};
const PRICED_ORDER = sql.raw('v.price_per_hour, v.id');

/** A date (and window) the venues must be free on, as the SQL reads it; see search.service.ts. */
export interface SearchWindow {
  date: string;
  /** '$.monday': the weekday's opening windows in weekly_hours. */
  weekdayPath: string;
  /** The window in minutes of the local day, or null for "open at all that day". */
  startMinute: number | null;
  endMinute: number | null;
  /**
   * The time zones the date (window) is still bookable in (not past, not too far ahead, not skipped
   * by a clock change), each with the window's length in real minutes. Venues in other zones drop out.
   */
  zones: { timeZone: string; startsAt: number; endsAt: number; durationMinutes: number }[];
  /** The time the search runs at: which bookings still hold their slot (core's holdsSlot). */
  now: number;
}

/**
 * Core's holdsSlot in SQL: a booking holds its slot while confirmed, or while pending or awaiting
 * payment before its deadline. One rule for the window search and the date-only search.
 */
const holdsSlot = (b: string, now: number) => sql`(${sql.raw(b)}.status = 'confirmed' OR (${sql.raw(b)}.status IN ('pending', 'awaiting_payment') AND ${sql.raw(b)}.respond_by > ${now}))`;

/**
 * The bookings of venue `v` on the searched local date that hold their slot, read through
 * venue_bookings_venue_time_idx (venue, starts_at): the date's bookings start within a day either
 * side of its UTC midnight, whatever the venue's zone.
 */
const dayBookings = (b: string, window: SearchWindow) => {
  const midnight = Date.parse(`${window.date}T00:00:00Z`);
  return sql`${sql.raw(b)}.venue_id = v.id AND ${sql.raw(b)}.starts_at > ${midnight - 2 * 86_400_000} AND ${sql.raw(b)}.starts_at < ${midnight + 2 * 86_400_000}
    AND ${sql.raw(b)}.date = ${window.date} AND ${holdsSlot(b, window.now)}`;
};

/**
 * Whether a minimum booking starting at local minute `start` fits an opening window `h` that day:
 * inside the window, and clear of every booking holding its slot, buffers included (core's
 * overlapsWithBuffer, in the local minutes the bookings keep).
 */
const fitsAt = (start: SQL, window: SearchWindow) => sql`${start} >= json_extract(h.value, '$.open') AND ${start} + v.minimum_hours * 60 <= json_extract(h.value, '$.close')
  AND NOT EXISTS (SELECT 1 FROM venue_bookings o WHERE ${dayBookings('o', window)}
    AND o.start_minute < ${start} + v.minimum_hours * 60 + v.buffer_minutes AND ${start} < o.end_minute + v.buffer_minutes)`;

export interface VenueSearch {
  city?: string;
  venueType?: string;
  guests?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  window?: SearchWindow;
  sort: VenueSort;
  limit: number;
  offset: number;
}

function searchRows(search: VenueSearch): SQL {
  const where: SQL[] = [sql`v.status = 'published'`];
  if (search.city) where.push(sql`v.city = ${search.city} COLLATE NOCASE`);
  if (search.venueType) where.push(sql`v.venue_type = ${search.venueType}`);
  if (search.guests !== undefined) where.push(sql`v.max_guests >= ${search.guests}`);
  const priceRange = search.minPriceCents !== undefined || search.maxPriceCents !== undefined;
  if (priceRange) {
    // On request (null) is never inside a price range.
    where.push(sql`(v.price_per_hour IS NULL) = 0 AND v.price_per_hour BETWEEN ${search.minPriceCents ?? 0} AND ${search.maxPriceCents ?? 999_999_999}`);
  }
  let zones = sql``;
  const window = search.window;
  if (window) {
    zones = sql`WITH win(tz, starts_at, ends_at, minutes) AS (VALUES ${sql.join(
      window.zones.map((zone) => sql`(${zone.timeZone}, ${zone.startsAt}, ${zone.endsAt}, ${zone.durationMinutes})`),
      sql`, `,
    )}) `;
    where.push(sql`NOT EXISTS (SELECT 1 FROM json_each(v.blocked_dates) b WHERE b.value = ${window.date})`);
    if (window.startMinute !== null && window.endMinute !== null) {
      // Inside one opening window of that weekday (windows that touch are stored merged), for at
      // least the minimum booking in real time (a clock change makes a night shorter or longer).
      where.push(
        sql`EXISTS (SELECT 1 FROM json_each(v.weekly_hours, ${window.weekdayPath}) h WHERE json_extract(h.value, '$.open') <= ${window.startMinute} AND json_extract(h.value, '$.close') >= ${window.endMinute})`,
      );
      where.push(sql`win.minutes >= v.minimum_hours * 60`);
      // No booking holding its slot within the buffer of the window (core's overlapsWithBuffer and
      // holdsSlot, as the booking write checks them), read through venue_bookings_venue_time_idx.
      where.push(
        sql`NOT EXISTS (SELECT 1 FROM venue_bookings b WHERE b.venue_id = v.id AND b.starts_at < win.ends_at + v.buffer_minutes * 60000 AND win.starts_at < b.ends_at + v.buffer_minutes * 60000
          AND b.starts_at > win.starts_at - 86400000 - v.buffer_minutes * 60000
          AND ${holdsSlot('b', window.now)})`,
      );
    } else {
      // Room that day for at least one minimum booking: in some opening window, a free stretch as
      // long as the minimum, clear of the bookings and their buffers. A free stretch starts where
      // the window opens or where a booking's buffer ends, so those are the starts to try.
      where.push(
        sql`(EXISTS (SELECT 1 FROM json_each(v.weekly_hours, ${window.weekdayPath}) h WHERE ${fitsAt(sql`json_extract(h.value, '$.open')`, window)})
          OR EXISTS (SELECT 1 FROM json_each(v.weekly_hours, ${window.weekdayPath}) h JOIN venue_bookings e ON ${dayBookings('e', window)}
            WHERE ${fitsAt(sql`e.end_minute + v.buffer_minutes`, window)}))`,
      );
    }
  }
  const from = window ? sql`venues v JOIN win ON win.tz = v.time_zone` : sql`venues v`;
  return sql`${zones}SELECT v.* FROM ${from} WHERE ${sql.join(where, sql` AND `)} ORDER BY ${priceRange && search.sort === 'price' ? PRICED_ORDER : orders[search.sort]} LIMIT ${search.limit} OFFSET ${search.offset}`;
}

export const venuesRepo = {
  /** The best rated published venues first (then the newest), as the JSON text of the API's venue array. */
  async listBestRatedJson(db: Db, limit: number): Promise<string> {
    const row = await db.get<{ body: string }>(cardsOf(sql`SELECT * FROM venues WHERE status = 'published' ORDER BY average_rating DESC, created_at DESC, id LIMIT ${limit}`));
    return row?.body ?? '[]';
  },

  /** One page of the search as the JSON text of venue cards. */
  async searchJson(db: Db, search: VenueSearch): Promise<string> {
    if (search.window && search.window.zones.length === 0) return '[]';
    const row = await db.get<{ body: string }>(cardsOf(searchRows(search)));
    return row?.body ?? '[]';
  },

  /** The SQL text and parameters of a search, for the query-plan tests. */
  searchSql(search: VenueSearch): { sql: string; params: unknown[] } {
    return new SQLiteAsyncDialect().sqlToQuery(searchRows(search));
  },

  /** The time zones of published listings: a date search computes its window in each. */
  async publishedTimeZones(db: Db): Promise<string[]> {
    const rows = await db.all<{ time_zone: string }>(sql`SELECT DISTINCT time_zone FROM venues WHERE status = 'published'`);
    return rows.map((row) => row.time_zone);
  },
};
