/**
 * The installable app in Chromium (docs/decisions/041-installable-app.md), printed by the
 * Lighthouse suite next to Lighthouse's scores (Lighthouse 12 dropped its PWA category):
 * - whether Chromium finds the landing page installable (DevTools' Page.getInstallabilityErrors, in
 *   a persistent profile: incognito contexts are never installable) and the manifest parses clean;
 * - the warm start: first contentful paint of a repeat visit drawn by the service worker's cache,
 *   against the first visit's, for the landing page and a signed-in member's dashboard.
 * No throttling: the figures compare a cold and a warm start on this machine, not a phone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

export interface InstallableReport {
  installabilityErrors: string[];
  manifestErrors: number;
  warm: Array<{ path: string; coldFcpMs: number; warmFcpMs: number; fromServiceWorker: boolean }>;
}

async function firstContentfulPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 15_000 });
  return page.evaluate(() => Math.round(performance.getEntriesByName('first-contentful-paint')[0]!.startTime));
}

export async function measureInstallable(origin: string, chromePath: string): Promise<InstallableReport> {
  const profile = mkdtempSync(join(tmpdir(), 'cakeday-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const warm: InstallableReport['warm'] = [];
    // A member for the dashboard (its token where the app keeps it, as after signing in).
    const email = `bench-installable-${Date.now()}@example.com`;
    const registered = await page.request.post(`${origin}/api/email-auth/register`, { data: { name: 'Bench Member', email, password: 'violet-otter-42' } });
    const token = ((await registered.json()) as { token?: string }).token;

    for (const path of ['/', '/dashboard']) {
      if (path === '/dashboard' && token) await page.evaluate((value) => localStorage.setItem('authToken', value), token);
      await page.goto(`${origin}${path}`);
      const coldFcpMs = await firstContentfulPaint(page);
      await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
      const response = await page.goto(`${origin}${path}`);
      warm.push({ path, coldFcpMs, warmFcpMs: await firstContentfulPaint(page), fromServiceWorker: response?.fromServiceWorker() ?? false });
    }

    await page.goto(`${origin}/`);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    const installability = (await cdp.send('Page.getInstallabilityErrors' as 'Page.getAppManifest')) as unknown as { installabilityErrors: Array<{ errorId: string }> };
    return { installabilityErrors: installability.installabilityErrors.map((error) => error.errorId), manifestErrors: manifest.errors.length, warm };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export function formatInstallableReport(report: InstallableReport): string[] {
  return [
    `installable manifest · ${report.installabilityErrors.length === 0 && report.manifestErrors === 0 ? 'yes' : `no (${[...report.installabilityErrors, ...(report.manifestErrors ? [`${report.manifestErrors} manifest errors`] : [])].join(', ')})`}`,
    ...report.warm.map(
      (row) => `warm start ${row.path} · FCP ${row.warmFcpMs} ms from ${row.fromServiceWorker ? 'the service worker' : 'the network (not the service worker!)'} · first visit ${row.coldFcpMs} ms`,
    ),
  ];
}
