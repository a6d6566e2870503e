import { sql } from 'drizzle-orm';
import { type Db, preparedOnce } from './client.ts';
import { rateLimits } from './schema/index.ts';

// Every booking, sign-in and message start counts here: the upsert is built once per database,
// not by drizzle on every request (building it cost more than running it).
const cutoff = sql.placeholder('cutoff');
const now = sql.placeholder('now');
const countOneMore = preparedOnce((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${cutoff} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .prepare(),
);

/**
 * Counts one more action under `key` in a fixed window and tells whether it is still within
 * `limit`. One upsert, so concurrent requests cannot both see the old count.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, at: number) {
  const [row] = await countOneMore(db).all({ key, now: at, cutoff: at - windowMs });
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? at;
  return { allowed: count <= limit, retryAfterMs: Math.max(0, windowStart + windowMs - at) };
}
