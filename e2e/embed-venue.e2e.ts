import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import { DEMO_PASSWORD, DEMO_VENUE_KEY } from '#worker/db/seed.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

/**
 * The venue widget (decision 030) on a host page of another origin (its own loopback server on
 * another port), with the demo venue owner's seeded key: the visitor picks a venue and a window,
 * sees it is free and what it costs, books in the popup on Cakeday (sign-in and the demo payment
 * there), the owner finds the request on /host/bookings, and the host page receives
 * `cakeday:booking.requested`. Axe runs inside the widget's shadow root.
 */
let hostServer: Server;
let hostOrigin: string;

test.beforeAll(async ({ baseURL }) => {
  // The page embeds the demo owner's key, or the key in its own ?key= (another key's refusal).
  const page = (key: string) => `<!doctype html><html lang="en"><head><title>Sunny venues</title></head><body><main><h1>Book our backyard</h1>
<div id="venues" data-cakeday-widget="venue-search" data-key="${key}" data-theme-accent="#0f5f59"></div></main>
<script>window.bookingEvents = []; document.addEventListener('cakeday:booking.requested', (e) => bookingEvents.push({ target: e.target.id, detail: e.detail }));</script>
<script async src="${baseURL}/sdk/v1/cakeday.js"></script></body></html>`;
  hostServer = createServer((request, response) => {
    const key = new URL(request.url ?? '/', 'http://host').searchParams.get('key') ?? DEMO_VENUE_KEY;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(/^[\w-]+$/.test(key) ? key : DEMO_VENUE_KEY));
  });
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => hostServer.close(done));
});

/** The server's clock (the e2e server's test clock may be ahead of this machine's): moved by 1 ms to read it. */
async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.post('/api/dev/clock', { data: { ms: 1 } });
  expect(response.status(), await response.text()).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** A Saturday 10 to 40 weeks after the server's now (the demo backyard opens on weekends, 9 AM–9 PM). */
function saturdayAhead(now: number): string {
  const weeks = 10 + Math.floor(Math.random() * 30);
  const at = new Date(now + weeks * 7 * 86_400_000);
  at.setUTCDate(at.getUTCDate() + ((6 - at.getUTCDay() + 7) % 7));
  return at.toISOString().slice(0, 10);
}

async function axeInside(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(' / ')}`)).toEqual([]);
}

test('a venue booking request from another site reaches the owner, and the site hears cakeday:booking.requested', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(90_000);
  // Registered through a separate API context, so the browser is signed out (as on a stranger's site).
  const guest = await registerViaApi(request, { name: 'Wanda Widget' });
  const date = saturdayAhead(await serverNow(page.request));

  page.on('console', (m) => console.log('CONSOLE', m.text()));
  page.on('requestfailed', (r) => console.log('FAILED', r.url(), r.failure()?.errorText));
  await page.goto(`${hostOrigin}/`);
  const widget = page.locator('#venues');
  await expect(widget.getByRole('heading', { name: 'Book a venue' })).toBeVisible();
  // The widget fits in the height reserved while it loaded, and its box is as tall as what it draws.
  const box = (await widget.boundingBox())!;
  const drawn = await widget.evaluate((element) => element.shadowRoot!.querySelector('section')!.getBoundingClientRect().height);
  expect(drawn).toBeLessThanOrEqual(widgetMinHeights['venue-search']!);
  expect(Math.abs(box.height - drawn)).toBeLessThanOrEqual(1);

  await widget.getByLabel('Venue', { exact: true }).selectOption({ label: 'Sunny Backyard with Bounce Lawn · Austin' });
  await expect(widget.getByText('$95.00 / hour')).toBeVisible();
  await widget.getByLabel('Date').fill(date);
  await widget.getByLabel('From').fill('14:00');
  await widget.getByLabel('Until').fill('17:00');
  await widget.getByLabel('Guests').fill('20');
  const prices = widget.locator('dl[aria-label="Price breakdown"]');
  await expect(prices).toContainText('$95.00 × 3 hours');
  await expect(prices).toContainText('$335.00');
  await expect(widget.getByText(/^Free on this day: /)).toBeVisible();
  // The tallest usual state (two venues to choose from, the price lines) still fits the reserved height.
  const full = await widget.evaluate((element) => element.shadowRoot!.querySelector('section')!.getBoundingClientRect().height);
  expect(full).toBeLessThanOrEqual(widgetMinHeights['venue-search']!);
  // The box grew with the price lines.
  expect(Math.abs((await widget.boundingBox())!.height - full)).toBeLessThanOrEqual(1);
  await axeInside(page, '#venues');

  // "Request to book" opens the venue page on Cakeday with the window filled in.
  const popupPromise = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Request to book' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${baseURL}/venues/demo-venue-1\\?`));
  const panel = popup.getByRole('region', { name: '$95.00 / hour' });
  await expect(panel.getByTestId('booking-total')).toHaveText('$335.00');
  await expect(widget.getByText('Sign in and pay in the Cakeday window.', { exact: false })).toBeVisible();

  // Signed out in the popup: sign in there and come back to the panel with the window kept.
  await panel.getByRole('button', { name: 'Request to book' }).click();
  await expect(popup).toHaveURL(/\/email-auth\?next=/);
  await popup.getByLabel('Email').fill(guest.email);
  await popup.getByLabel('Password', { exact: true }).fill(guest.password);
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup).toHaveURL(/\/venues\/demo-venue-1\?/, { timeout: 10_000 });
  await expect(panel.getByTestId('booking-total')).toHaveText('$335.00');
  await panel.getByRole('button', { name: 'Request to book' }).click();

  // The demo checkout in the popup; the booking page thanks the guest there.
  await expect(popup).toHaveURL(/\/demo-checkout\/[^/]+$/);
  await popup.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  await popup.getByRole('button', { name: 'Pay $335.00' }).click();
  await expect(popup).toHaveURL(/\/bookings\/[^/?]+\?paid=1$/);
  const bookingId = new URL(popup.url()).pathname.split('/').pop()!;

  // The widget confirms through the API and tells the host page.
  await expect(widget.getByText('Your request for Sunny Backyard with Bounce Lawn is with the owner.')).toBeVisible({ timeout: 15_000 });
  const events = await page.evaluate(() => (window as unknown as { bookingEvents: { target: string; detail: { venueId: string; bookingRequestId: string; startsAt: string } }[] }).bookingEvents);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({ target: 'venues', detail: { venueId: 'demo-venue-1', bookingRequestId: bookingId } });
  expect(Date.parse(events[0]!.detail.startsAt)).toBeGreaterThan(0);
  await axeInside(page, '#venues');

  // The owner sees the request on /host/bookings.
  const ownerContext = await browser.newContext({ baseURL: baseURL! });
  const owner = await ownerContext.newPage();
  await signIn(owner, { name: 'Demo Venue Owner', email: 'owner@demo.cakeday.test', password: DEMO_PASSWORD, token: '' });
  await owner.goto('/host/bookings');
  const requests = owner.getByRole('region', { name: /Requests to answer/ });
  await expect(requests.getByRole('article', { name: 'Sunny Backyard with Bounce Lawn' }).filter({ hasText: 'Wanda Widget' })).toBeVisible();
  await ownerContext.close();
});

test('a site the key does not allow, and a revoked key, get their clear message inside the widget', async ({ page, request }) => {
  const login = await request.post('/api/email-auth/login', { data: { email: 'owner@demo.cakeday.test', password: DEMO_PASSWORD } });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await request.post('/api/embed/keys', {
    headers: auth,
    data: { widget: 'venue-search', target: { kind: 'venue', id: 'demo-venue-2' }, allowedOrigins: ['https://elsewhere.example'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const key = ((await created.json()) as { key: { id: string } }).key.id;
  await page.goto(`${hostOrigin}/?key=${key}`);
  await expect(page.locator('#venues').getByText(`This site (${hostOrigin}) is not allowed to show this Cakeday widget.`, { exact: false })).toBeVisible();

  expect((await request.post(`/api/embed/keys/${key}/revoke`, { headers: auth })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('#venues').getByText('This widget has been switched off by its owner.')).toBeVisible();
});

test('a venue owner makes a venue booking key on /dashboard/embed for one venue or all of them', async ({ page }) => {
  const owner = await registerViaApi(page.request, { name: 'Vera Venue' });
  const listing = await page.request.post('/api/host/venues', { headers: { authorization: `Bearer ${owner.token}` }, data: { title: 'Vera’s Loft', timeZone: 'UTC' } });
  expect(listing.status(), await listing.text()).toBe(201);
  const venueId = ((await listing.json()) as { listing: { id: string } }).listing.id;
  await signIn(page, owner);
  await page.goto('/dashboard/embed');
  await page.getByLabel(/^Venue booking/).check();
  // No events needed for a venue key.
  await expect(page.getByText('Create an event first', { exact: false })).toBeHidden();
  await page.getByLabel('Venues', { exact: true }).selectOption(venueId);
  await page.getByLabel('Sites allowed to show it').fill(hostOrigin);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('Snippet').first()).toHaveValue(new RegExp(`data-cakeday-widget="venue-search" data-venue="${venueId}" data-key="ck_pub_`));
  await expectAccessible(page);

  await page.getByLabel('Venues', { exact: true }).selectOption({ label: 'All my published venues' });
  await page.getByLabel('Sites allowed to show it').fill(hostOrigin);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('Snippet').first()).toHaveValue(/data-cakeday-widget="venue-search" data-key="ck_pub_/);
});
