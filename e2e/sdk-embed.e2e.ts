import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/**
 * The embed SDK on a host page of another origin (its own loopback server on another port), loading
 * the real built files from the Node server exactly as a venue's site would. The host page is served
 * by a real loopback server rather than page.route, because Chromium treats a routed page as public
 * and its Local Network Access checks would then block the loopback SDK.
 * No real widget ships yet, so every widget must answer honestly that it is not available.
 */
let hostServer: Server;
let hostOrigin: string;
const hostPages = new Map<string, string>();

test.beforeAll(async () => {
  hostServer = createServer((request, response) => {
    const body = hostPages.get(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => hostServer.close(done));
});

async function openHostPage(page: Page, baseURL: string, body: string) {
  const path = `/host-${randomBytes(6).toString('hex')}.html`;
  hostPages.set(
    path,
    `<!doctype html><html lang="en"><head><title>Host page</title></head><body>
<script>window.cakedayEvents = []; document.addEventListener('cakeday:error', (e) => cakedayEvents.push(e.detail));</script>
${body}
<script async src="${baseURL}/sdk/v1/cakeday.js"></script></body></html>`,
  );
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sdk/v1/')) sdkRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(hostOrigin + path);
  await page.waitForFunction(() => (window as unknown as { Cakeday?: { loaded?: boolean } }).Cakeday?.loaded === true);
  return sdkRequests;
}

const shadowText = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.shadowRoot?.querySelector('[role=status]')?.textContent ?? null);

test('a page without widgets downloads only the tiny loader', async ({ page, baseURL }) => {
  const sdkRequests = await openHostPage(page, baseURL!, '<p>No widgets here.</p>');
  await page.waitForTimeout(300);
  expect(sdkRequests).toEqual(['/sdk/v1/cakeday.js']);
});

test('widgets that do not exist yet say so in the page and tell the host page through cakeday:error', async ({ page, baseURL }) => {
  const sdkRequests = await openHostPage(
    page,
    baseURL!,
    `<script>window.Cakeday = window.Cakeday || function () { (Cakeday.q = Cakeday.q || []).push(arguments) };
Cakeday('mount', { widget: 'contribution', target: '#queued', options: { giftId: 'gift-1' } });</script>
<div id="attr" data-cakeday-widget="rsvp" data-event="mias-7th" data-theme-accent="#0f766e"></div>
<cakeday-widget id="custom" name="venue-search" city="Austin"></cakeday-widget>
<div id="unknown" data-cakeday-widget="guestbook"></div>
<div id="queued"></div>`,
  );

  for (const selector of ['#attr', '#custom', '#unknown', '#queued']) {
    await expect.poll(() => shadowText(page, selector), { message: selector }).toBe('This Cakeday widget is not available yet.');
  }
  const events = await page.evaluate(() => (window as unknown as { cakedayEvents: { code: string; widget: string }[] }).cakedayEvents);
  expect(events.map((event) => `${event.widget}:${event.code}`).sort()).toEqual([
    'contribution:unavailable-widget',
    'guestbook:unknown-widget',
    'rsvp:unavailable-widget',
    'venue-search:unavailable-widget',
  ]);
  // The theme reached the shadow root as a custom property.
  const accent = await page.locator('#attr').evaluate((element) => getComputedStyle(element).getPropertyValue('--cakeday-accent').trim());
  expect(accent).toBe('#0f766e');
  // One runtime download for all four, and no widget code for widgets that do not exist.
  expect(sdkRequests.filter((path) => path.endsWith('/runtime.js'))).toHaveLength(1);
  expect(sdkRequests.filter((path) => path.includes('/chunks/'))).toEqual([]);
});

test('Cakeday("scan") mounts elements added after the page loaded', async ({ page, baseURL }) => {
  await openHostPage(page, baseURL!, '<div id="first" data-cakeday-widget="wishlist-add"></div>');
  await expect.poll(() => shadowText(page, '#first')).toBe('This Cakeday widget is not available yet.');
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.id = 'later';
    element.setAttribute('data-cakeday-widget', 'rsvp');
    element.setAttribute('data-theme-accent', 'red; background: url(https://evil.test/)');
    document.body.append(element);
    (window as unknown as { Cakeday: (...args: unknown[]) => void }).Cakeday('scan');
  });
  await expect.poll(() => shadowText(page, '#later')).toBe('This Cakeday widget is not set up correctly, so it cannot be shown.');
});
