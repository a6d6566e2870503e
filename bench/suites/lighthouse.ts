/**
 * Lighthouse (mobile, simulated throttling; the npm package with the system Chromium) on the
 * landing page, /venues and a public event page of 200 guests, against the production server
 * (built bundle, the built platform in dist/platform) on a fresh seeded database. Prints the
 * performance score, LCP, CLS and total blocking time, one line per page. Needs `npm run build`
 * first; skipped without a platform build or a Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomToken } from '../../worker/services/tokens.ts';
import { seedBenchDatabase } from '../data.ts';
import { root, startServer } from '../load.ts';

export const name = 'Lighthouse (mobile): /, /venues, a public event page';

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number }>;
  };
}

export async function run(): Promise<void> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(root, 'dist', 'platform', 'index.html'))) return console.log('skipped: no platform build in dist/platform (run `npm run build`).');
  if (!existsSync(chromium)) return console.log(`skipped: no Chromium at ${chromium} (bash scripts/ensure-chromium.sh).`);
  if (!existsSync(join(root, 'dist', 'server', 'entry.node.mjs'))) return console.log('skipped: no server bundle (npm run build:server).');
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const dir = join(tmpdir(), `cakeday-lighthouse-${randomToken(6)}`);
  mkdirSync(dir, { recursive: true });
  const secret = randomToken(32);
  const fixture = await seedBenchDatabase(join(dir, 'app.db'), { venues: 100, guestCounts: [200], guestLinkSecret: secret });
  const server = await startServer('Cakeday', [process.execPath, join(root, 'dist', 'server', 'entry.node.mjs')], {
    NODE_ENV: 'production',
    ENVIRONMENT: 'production',
    DATABASE_URL: `file:${join(dir, 'app.db')}`,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    GUEST_LINK_SECRET: secret,
    DEMO_PAYMENT_SECRET: randomToken(32),
    SCHEDULER_INTERVAL_MS: String(24 * 60 * 60 * 1000),
  });
  const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    for (const path of ['/', '/venues', `/e/${fixture.events[0]!.slug}`]) {
      const result = (await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })) as unknown as LighthouseResult | undefined;
      if (!result) {
        console.log(`${path}: Lighthouse gave no result`);
        continue;
      }
      const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
      const score = Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
      console.log(
        `${path.padEnd(36)} performance ${String(score).padStart(3)}   LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s   FCP ${(audit('first-contentful-paint') / 1000).toFixed(1)} s   CLS ${audit('cumulative-layout-shift').toFixed(3)}   TBT ${audit('total-blocking-time').toFixed(0)} ms`,
      );
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
