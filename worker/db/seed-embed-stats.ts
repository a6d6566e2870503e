import type { Db } from './client.ts';
import { type EmbedStatMetric, embedKeyStats } from './schema/index.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo numbers for the demo party's widget keys (decision 032), so `/dashboard/embed` shows stats
 * and a 30-day chart on a fresh `npm start`: three weeks of loads with a few RSVP answers on the RSVP
 * key, and loads and two completed contributions on the fund's key. Deterministic, so the seed stays
 * the same on every run.
 */
export function demoEmbedStatStatements(db: Db, { rsvpKey, contributionKey, now }: { rsvpKey: string; contributionKey: string; now: number }) {
  const rows: { keyId: string; day: string; metric: EmbedStatMetric; count: number }[] = [];
  for (let ago = 20; ago >= 0; ago--) {
    const day = new Date(now - ago * DAY).toISOString().slice(0, 10);
    const wave = (20 - ago) % 7;
    rows.push({ keyId: rsvpKey, day, metric: 'load', count: 6 + wave * 2 + (ago % 3) });
    if (ago % 4 === 1) rows.push({ keyId: rsvpKey, day, metric: 'submission', count: 1 + (wave % 2) });
    if (ago <= 10) rows.push({ keyId: contributionKey, day, metric: 'load', count: 2 + (ago % 3) });
    if (ago === 6 || ago === 2) rows.push({ keyId: contributionKey, day, metric: 'contribution', count: 1 });
  }
  return [db.insert(embedKeyStats).values(rows)];
}
