import type { Context } from 'hono';
import { EMBED_STATS_DAYS, type EmbedKeyStats, type EmbedStatMetricName, lastUtcDays, zeroCounts } from '#core/embed/embed-stats.rules.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { EmbedStatMetric } from '../../db/schema/index.ts';
import type { AppBindings } from '../../deps.ts';
import { requireUser } from '../../middleware/session.ts';
import { embedRepo, type EmbedKeyRow } from './embed.repo.ts';
import { embedStatsRepo } from './embed-stats.repo.ts';
import { isPreviewCall } from './embed-widget.service.ts';

type Ctx = Context<AppBindings>;

// The table's metrics and core's are the same list (a mismatch fails tsc here).
const sameMetrics: [EmbedStatMetric, EmbedStatMetricName] extends [EmbedStatMetricName, EmbedStatMetric] ? true : never = true;
void sameMetrics;

const THIRTY_MINUTES = 30 * 60 * 1000;
const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/**
 * Counts one use of a key for its stats (decision 032), after the widget call succeeded. Calls
 * from the Embed page's own preview (our origin) are not counted. `once` names what may be
 * counted only once per key, such as one contribution or one visitor's load in a half hour: a
 * marker row in the rate-limit table, one upsert, so parallel calls cannot both count.
 *
 * @example
 * await countWidgetUse(c, key, 'load', { once: `addr:${address}`, forMs: 30 * 60 * 1000 });
 */
export async function countWidgetUse(c: Ctx, key: Pick<EmbedKeyRow, 'id'>, metric: EmbedStatMetric, dedupe?: { once: string; forMs: number }) {
  if (isPreviewCall(c)) return;
  const { db, clock } = c.get('deps');
  const now = clock.now();
  if (dedupe) {
    const first = await hitRateLimit(db, `embed:stat:${metric}:${key.id}:${dedupe.once}`, 1, dedupe.forMs, now);
    if (!first.allowed) return;
  }
  await embedStatsRepo.countUse(db, key.id, metric, now);
}

/**
 * A widget's first card call: counted once per key and client address per half hour, so one
 * visitor reloading the page (or a script calling the card in a loop) adds at most one load in
 * that time, far below what the rate limits would let through.
 */
export const countLoad = (c: Ctx, key: Pick<EmbedKeyRow, 'id'>) => countWidgetUse(c, key, 'load', { once: `addr:${c.get('deps').clientAddress(c)}`, forMs: THIRTY_MINUTES });

/** A contribution is counted once, when the widget first sees it paid (held or released). */
export const countContribution = (c: Ctx, key: Pick<EmbedKeyRow, 'id'>, contributionId: string) =>
  countWidgetUse(c, key, 'contribution', { once: `contribution:${contributionId}`, forMs: THIRTY_DAYS });

/** The member's own keys' stats: all-time totals and the last 30 UTC days, zeros included. Nobody else's. */
export async function listEmbedKeyStats(c: Ctx): Promise<EmbedKeyStats[]> {
  const user = requireUser(c);
  const { db, clock } = c.get('deps');
  const keys = await embedRepo.listKeysOf(db, user.id);
  const ids = keys.map((key) => key.id);
  const days = lastUtcDays(clock.now(), EMBED_STATS_DAYS);
  const [totals, recent] = await Promise.all([embedStatsRepo.totals(db, ids), embedStatsRepo.listSince(db, ids, days[0]!)]);
  return keys.map((key) => {
    const byDay = new Map(days.map((day) => [day, { day, ...zeroCounts() }]));
    for (const row of recent) {
      const entry = row.keyId === key.id ? byDay.get(row.day) : undefined;
      if (entry) entry[row.metric] += Number(row.count);
    }
    const keyTotals = zeroCounts();
    for (const row of totals) if (row.keyId === key.id) keyTotals[row.metric] = Number(row.count);
    return { keyId: key.id, totals: keyTotals, days: [...byDay.values()] };
  });
}
