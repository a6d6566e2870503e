/**
 * The embeddable widgets in Chromium: for each widget with a demo key, the time from the
 * host page's `<script async src=…/cakeday.js>` tag to the widget showing its content (its frame in
 * the shadow root), on a host page of another loopback origin, cold (a new browser context: nothing
 * cached) and warm (the same page again: the SDK files come from the cache). Also what a cold page
 * downloads from /sdk/v1. The app runs from the production bundle on a fresh database with the demo
 * data (its keys allow any local port outside production). Needs `npm run build` and a Chromium.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_CONTRIBUTION_KEY, DEMO_EMBED_KEY, DEMO_VENUE_KEY, DEMO_WISHLIST_KEY } from '#worker/db/seed.ts';
import { randomToken } from '#worker/services/tokens.ts';
import { appCommand, appEnv } from '../app-server.ts';
import { root, startServer } from '../load.ts';

export const name = 'Widgets in Chromium: script tag → rendered widget, cold and warm';

const RUNS = Math.min(15, Math.max(1, Number(process.env.BENCH_WIDGET_RUNS) || 5));

/** The demo data's widgets and how each is embedded. */
const widgets = [
  { widget: 'rsvp', markup: `<div id="w" data-cakeday-widget="rsvp" data-key="${DEMO_EMBED_KEY}"></div>` },
  { widget: 'contribution', markup: `<div id="w" data-cakeday-widget="contribution" data-key="${DEMO_CONTRIBUTION_KEY}"></div>` },
  { widget: 'venue-search', markup: `<div id="w" data-cakeday-widget="venue-search" data-key="${DEMO_VENUE_KEY}"></div>` },
  { widget: 'wishlist-add', markup: `<div id="w" data-cakeday-widget="wishlist-add" data-key="${DEMO_WISHLIST_KEY}" data-title="Wooden kite" data-price="24.99"></div>` },
];

/** The host page notes when its script tag is parsed and when the widget's frame first appears. */
function hostPage(cakedayOrigin: string, markup: string): string {
  return `<!doctype html><html lang="en"><head><title>Bench host</title></head><body>
<script>window.__tagAt = performance.now();
new MutationObserver(function (_, observer) {
  var host = document.getElementById('w');
  if (host && host.shadowRoot && host.shadowRoot.querySelector('.cakeday-frame')) { window.__renderedAt = performance.now(); observer.disconnect(); }
}).observe(document, { subtree: true, childList: true });
setInterval(function () { var host = document.getElementById('w'); if (!window.__renderedAt && host && host.shadowRoot && host.shadowRoot.querySelector('.cakeday-frame')) window.__renderedAt = performance.now(); }, 5);</script>
${markup}
<script async src="${cakedayOrigin}/sdk/v1/cakeday.js"></script></body></html>`;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function run(): Promise<void> {
  const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(root, 'dist', 'platform', 'sdk', 'v1', 'cakeday.js'))) return console.log('skipped: no SDK build in dist/platform/sdk/v1 (run `npm run build`).');
  if (!existsSync(chromiumPath)) return console.log(`skipped: no Chromium at ${chromiumPath} (bash scripts/ensure-chromium.sh).`);
  const dir = join(tmpdir(), `cakeday-widgets-bench-${randomToken(6)}`);
  mkdirSync(dir, { recursive: true });
  const secret = randomToken(32);
  const env = { ...(await appEnv(join(dir, 'app.db'), secret)), NODE_ENV: 'development', ENVIRONMENT: 'development', SEED_DEMO: '1' };
  const app = await startServer('Cakeday', appCommand(), env);
  const pages = new Map<string, string>();
  const hostServer: Server = createServer((request, response) => {
    const body = pages.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  const hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    for (const { widget, markup } of widgets) {
      pages.set(`/${widget}.html`, hostPage(app.origin, markup));
      const cold: number[] = [];
      const warm: number[] = [];
      let coldBytes = 0;
      for (let round = 0; round < RUNS; round++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        // Encoded body sizes of the SDK files, as they travelled (Brotli or gzip from the server).
        const sizes: Promise<number>[] = [];
        page.on('requestfinished', (request) => {
          if (request.url().includes('/sdk/v1/')) sizes.push(request.sizes().then((size) => size.responseBodySize));
        });
        for (const [label, into] of [
          ['cold', cold],
          ['warm', warm],
        ] as const) {
          await page.goto(`${hostOrigin}/${widget}.html`);
          await page.waitForFunction(() => (window as unknown as { __renderedAt?: number }).__renderedAt !== undefined, undefined, { timeout: 15_000 });
          into.push(
            await page.evaluate(() => {
              const timing = window as unknown as { __renderedAt: number; __tagAt: number };
              return timing.__renderedAt - timing.__tagAt;
            }),
          );
          if (label === 'cold') {
            await page.waitForLoadState('networkidle');
            coldBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
          }
        }
        await context.close();
      }
      console.log(
        `   ${widget.padEnd(13)} cold median ${median(cold).toFixed(0).padStart(4)} ms (min ${Math.min(...cold).toFixed(0)}, max ${Math.max(...cold).toFixed(0)})` +
          `   warm median ${median(warm).toFixed(0).padStart(4)} ms   SDK bytes on a cold page ${(coldBytes / 1024).toFixed(1)} KB (over the wire, ${RUNS} runs)`,
      );
    }
  } finally {
    await browser.close();
    await new Promise((done) => hostServer.close(done));
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
