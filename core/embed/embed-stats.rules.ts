/**
 * Per-key widget stats (decision 032): what the Embed page shows for each key. Zod-free, so the
 * platform and the worker share the shapes and the day arithmetic.
 */

/** What is counted per key and UTC day: widget loads, RSVP answers, wishlist adds, booking requests, completed contributions. */
export const embedStatMetricNames = ['load', 'submission', 'add', 'booking', 'contribution'] as const;
export type EmbedStatMetricName = (typeof embedStatMetricNames)[number];

/** How many days the Embed page's chart covers, today included. */
export const EMBED_STATS_DAYS = 30;

export type EmbedStatCounts = Record<EmbedStatMetricName, number>;

export interface EmbedKeyStats {
  keyId: string;
  /** All-time totals. */
  totals: EmbedStatCounts;
  /** One entry per UTC day, oldest first, the last `EMBED_STATS_DAYS` days (today last), zeros included. */
  days: ({ day: string } & EmbedStatCounts)[];
}

export function zeroCounts(): EmbedStatCounts {
  return { load: 0, submission: 0, add: 0, booking: 0, contribution: 0 };
}

/**
 * The last `count` UTC days up to the one containing `now`, oldest first.
 *
 * @example
 * lastUtcDays(Date.parse('2026-11-25T04:00:00Z'), 3) // → ['2026-11-23', '2026-11-24', '2026-11-25']
 */
export function lastUtcDays(now: number, count: number): string[] {
  const today = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate());
  return Array.from({ length: count }, (_, index) => new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}
