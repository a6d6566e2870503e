import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The venue cards as one JSON array text, built by SQLite (json_group_array): one row back
 * instead of a hundred, so no per-row objects are made in JS for a list that goes out unchanged
 * — the local driver builds each row with defineProperty per column, which made this list cost
 * more than the rest of the request. Served from venues_rating_idx (best rated first, newest
 * first, by id) without sorting, however many venues there are.
 */
// The order comes from the ordered subquery (SQLite never flattens an ORDER BY subquery into an
// aggregate); `json_group_array(… ORDER BY …)` would say it more directly but needs SQLite 3.44,
// which the libSQL server behind Workers (sqld) does not parse.
const listQuery = (limit: number) => sql`
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
    'venueType', venue_type
  )), '[]') AS body
  FROM (SELECT * FROM venues ORDER BY average_rating DESC, created_at DESC, id LIMIT ${limit})`;

export const venuesRepo = {
  /** The best rated venues first (then the newest), as the JSON text of the API's venue array. */
  async listBestRatedJson(db: Db, limit: number): Promise<string> {
    const row = await db.get<{ body: string }>(listQuery(limit));
    return row?.body ?? '[]';
  },
};
