import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimits } from './schema/index.ts';

/**
 * Counts one more action under `key` in a fixed window and tells whether it is still within
 * `limit`. One upsert, so concurrent requests cannot both see the old count.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: number) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} <= ${now - windowMs} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${rateLimits.windowStart} <= ${now - windowMs} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const windowStart = row?.windowStart ?? now;
  return { allowed: count <= limit, retryAfterMs: Math.max(0, windowStart + windowMs - now) };
}
