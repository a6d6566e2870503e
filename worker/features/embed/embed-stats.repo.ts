import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type EmbedStatMetric, embedKeyStats } from '../../db/schema/index.ts';

/** The UTC day a use is counted on: `2026-11-25`. */
export function statDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Per-key daily counters (migration 0013): one upsert per counted widget call. */
export const embedStatsRepo = {
  async countUse(db: Db, keyId: string, metric: EmbedStatMetric, now: number) {
    await db
      .insert(embedKeyStats)
      .values({ keyId, day: statDay(now), metric, count: 1 })
      .onConflictDoUpdate({ target: [embedKeyStats.keyId, embedKeyStats.day, embedKeyStats.metric], set: { count: sql`${embedKeyStats.count} + 1` } });
  },

  /** Every counter of these keys since `fromDay` (inclusive), for the Embed page's totals and sparkline. */
  listSince(db: Db, keyIds: string[], fromDay: string) {
    if (keyIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(embedKeyStats)
      .where(and(inArray(embedKeyStats.keyId, keyIds), gte(embedKeyStats.day, fromDay)));
  },

  /** All-time totals per key and metric. */
  totals(db: Db, keyIds: string[]) {
    if (keyIds.length === 0) return Promise.resolve([]);
    return db
      .select({ keyId: embedKeyStats.keyId, metric: embedKeyStats.metric, count: sql<number>`sum(${embedKeyStats.count})` })
      .from(embedKeyStats)
      .where(inArray(embedKeyStats.keyId, keyIds))
      .groupBy(embedKeyStats.keyId, embedKeyStats.metric);
  },

  countOf(db: Db, keyId: string, metric: EmbedStatMetric) {
    return db
      .select({ count: sql<number>`coalesce(sum(${embedKeyStats.count}), 0)` })
      .from(embedKeyStats)
      .where(and(eq(embedKeyStats.keyId, keyId), eq(embedKeyStats.metric, metric)))
      .then(([row]) => Number(row?.count ?? 0));
  },
};
