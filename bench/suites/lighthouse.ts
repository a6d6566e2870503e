/**
 * Lighthouse (mobile, simulated throttling; the npm package with the system Chromium) on the
 * landing page, /venues, a public event page of 200 guests, /marketplace and a product page, against the production server
 * (built bundle, the built platform in dist/platform) on a fresh seeded database. Prints the
 * performance score, LCP, CLS and total blocking time, one line per page. Needs `npm run build`
 * first; skipped without a platform build or a Chromium (CHROME_PATH, default /usr/bin/chromium).
 * The measuring itself is bench/lighthouse.ts (also `npx tsx bench/lighthouse-cli.ts <url>…`).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomToken } from '#worker/services/tokens.ts';
import { appCommand, appEnv } from '../app-server.ts';
import { seedBenchDatabase } from '../data.ts';
import { formatInstallableReport, measureInstallable } from '../installable.ts';
import { formatLighthouseRow, runLighthouse } from '../lighthouse.ts';
import { root, startServer } from '../load.ts';

export const name = 'Lighthouse (mobile): /, /venues, a public event page, /marketplace, a product page; installability and warm start';

/** Each Lighthouse run takes about a minute here; BENCH_LIGHTHOUSE_RUNS=3 prints medians of three. */
const runs = Math.min(5, Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 1));

export async function run(): Promise<void> {
  const chromium = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(root, 'dist', 'platform', 'index.html'))) return console.log('skipped: no platform build in dist/platform (run `npm run build`).');
  if (!existsSync(chromium)) return console.log(`skipped: no Chromium at ${chromium} (bash scripts/ensure-chromium.sh).`);
  if (!existsSync(join(root, 'dist', 'server', 'entry.node.mjs'))) return console.log('skipped: no server bundle (npm run build:server).');
  const dir = join(tmpdir(), `cakeday-lighthouse-${randomToken(6)}`);
  mkdirSync(dir, { recursive: true });
  const secret = randomToken(32);
  const fixture = await seedBenchDatabase(join(dir, 'app.db'), { venues: 100, guestCounts: [200], guestLinkSecret: secret });
  const server = await startServer('Cakeday', appCommand(undefined, join(root, 'dist', 'server', 'entry.node.mjs')), await appEnv(join(dir, 'app.db'), secret));
  try {
    const paths = ['/', '/venues', `/e/${fixture.events[0]!.slug}`, '/marketplace', `/marketplace/product/${fixture.marketplace.productId}`];
    for (const row of await runLighthouse(
      paths.map((path) => `${server.origin}${path}`),
      { runs, chromePath: chromium },
    ))
      console.log(formatLighthouseRow(row));
    // Installability and the service worker's warm start (bench/installable.ts).
    for (const line of formatInstallableReport(await measureInstallable(server.origin, chromium))) console.log(line);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
