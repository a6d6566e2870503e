import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

async function controlledByServiceWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test('the manifest and the service worker are files of their own, never the app’s page', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; purpose?: string }>; shortcuts: Array<{ url: string }> };
  expect(body).toMatchObject({ id: '/', short_name: 'Cakeday', display: 'standalone', theme_color: '#e11d74' });
  expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(body.shortcuts.map((shortcut) => new URL(shortcut.url, 'http://x').pathname)).toEqual(['/dashboard', '/event/new']);
  for (const icon of body.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }

  const worker = await request.get('/service-worker.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).not.toContain('<div id="root"');
});

test('the app registers /service-worker.js at load, and Chromium finds it installable', async ({ page }) => {
  await page.goto('/');
  expect(await controlledByServiceWorker(page)).toMatch(/\/service-worker\.js$/);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
  expect(manifest.errors).toEqual([]);
  const installability = (await cdp.send('Page.getInstallabilityErrors' as 'Page.getAppManifest')) as unknown as { installabilityErrors: Array<{ errorId: string }> };
  // Playwright's contexts are incognito ones, where Chromium never installs; nothing else may stand in the way.
  expect(installability.installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // A repeat visit draws the landing page and the app from the service worker's cache.
  const again = await page.reload();
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('link', { name: 'Start Planning', exact: true })).toBeVisible();
});

test('client routes come from the cached shell, while the API, the SDK and files still reach the server', async ({ page }) => {
  await page.goto('/pricing');
  await controlledByServiceWorker(page);
  const shell = await page.goto('/venues');
  expect(shell?.fromServiceWorker()).toBe(true);
  const robots = await page.goto('/robots.txt');
  expect(robots?.fromServiceWorker()).toBe(false);
  expect(await page.textContent('body')).toContain('User-agent');
  const api = await page.goto('/api/no-such-thing');
  expect(api?.fromServiceWorker()).toBe(false);
  expect(api?.status()).toBe(404);
  const sdk = await page.goto('/sdk/v1/no-such-file.js');
  expect(sdk?.status()).toBe(404);
});

test('a new deployment shows “A new version is available — Reload” and waits for it, keeping an open form', async ({ page }) => {
  await page.goto('/email-auth');
  await controlledByServiceWorker(page);
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('half-typed@example.com');
  // A new version of the worker script, as a deployment makes (another URL makes the browser install it).
  await page.evaluate(() => navigator.serviceWorker.register('/service-worker.js?deployment=2', { scope: '/', updateViaCache: 'none' }));
  const update = page.getByTestId('update-prompt');
  await expect(update).toContainText('A new version is available —');
  // Nothing reloaded by itself: the form still holds what was typed.
  await page.waitForTimeout(500);
  await expect(email).toHaveValue('half-typed@example.com');
  await update.getByRole('button', { name: 'Reload' }).click();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('?deployment=2'), undefined, { timeout: 15_000 });
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
});
