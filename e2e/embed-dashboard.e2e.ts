import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { addGuestViaApi, asMember } from './support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

/**
 * The Embed page's stats and live preview (decision 032): a host creates a key, opens its preview
 * (the real SDK from our origin, read-only there), themes it and sees the snippet follow; their
 * site (a real loopback server on another port) shows the widget, and the key's loads move.
 */
let siteServer: Server;
let siteOrigin: string;
const sitePages = new Map<string, string>();

test.beforeAll(async () => {
  siteServer = createServer((request, response) => {
    const body = sitePages.get((request.url ?? '').split('?')[0]!);
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((done) => siteServer.listen(0, '127.0.0.1', done));
  siteOrigin = `http://127.0.0.1:${(siteServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => siteServer.close(done));
});

test('a host previews a key’s widget with their theme on /dashboard/embed, and its stats count a load on their site', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const host = await registerViaApi(page.request, { name: 'Pia Preview' });
  const created = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { title: 'Pia turns 9', timeZone: 'UTC', startsAt: '2031-05-01T15:00', endsAt: '2031-05-01T18:00' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, host);
  await page.goto('/dashboard/embed');
  await page.getByLabel('Sites allowed to show it').fill(siteOrigin);
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByLabel('Snippet')).toHaveValue(/data-cakeday-widget="rsvp"/);

  const loads = page
    .getByRole('term')
    .filter({ hasText: /^Loads$/ })
    .locator('xpath=following-sibling::dd');
  await expect(loads).toHaveText('0');
  await expect(page.getByRole('img', { name: /Loads per day over the last 30 days: none yet/ })).toBeVisible();

  // ── The preview: the real widget, on our own origin ──
  await page.getByRole('button', { name: 'Preview and theme' }).click();
  const preview = page.getByTestId('widget-preview');
  await expect(preview.getByRole('heading', { name: 'Pia turns 9' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Send my answer' })).toBeVisible();

  // Theme controls change the preview and the snippet alike.
  await page.getByLabel('Accent colour').fill('#0f766e');
  await page.getByLabel('Corner radius').fill('4');
  await page.getByLabel('Colour scheme').selectOption('dark');
  const snippet = page.getByLabel('Snippet');
  await expect(snippet).toHaveValue(/data-theme-accent="#0f766e"/);
  await expect(snippet).toHaveValue(/data-theme-radius="4px"/);
  await expect(snippet).toHaveValue(/data-theme-background="#1c1920"/);
  const widget = preview.locator('[data-cakeday-widget]');
  await expect(widget).toHaveAttribute('data-theme-accent', '#0f766e');
  await expect(preview.getByRole('heading', { name: 'Pia turns 9' })).toBeVisible();
  await expect.poll(() => widget.evaluate((element) => getComputedStyle(element).getPropertyValue('--cakeday-background').trim())).toBe('#1c1920');

  // The preview reads but never answers.
  await preview.getByRole('radio', { name: 'Going' }).check();
  await preview.getByLabel('Your name').fill('Someone testing');
  await preview.getByRole('button', { name: 'Send my answer' }).click();
  await expect(preview.getByText(/This is the preview on Cakeday/)).toBeVisible();
  await expectAccessible(page);

  // ── The snippet as is on the host's own site: one load ──
  const themedSnippet = await snippet.inputValue();
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const path = `/site-${randomBytes(6).toString('hex')}.html`;
  sitePages.set(path, `<!doctype html><html lang="en"><head><title>Pia's site</title></head><body><main>${themedSnippet}</main></body></html>`);
  await site.goto(siteOrigin + path);
  await expect(site.getByRole('heading', { name: 'Pia turns 9' })).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(loads).toHaveText('1');
  await expect(page.getByRole('img', { name: /Loads per day over the last 30 days: 1 in all/ })).toBeVisible();
  await page.getByText('Show each day').click();
  await expect(page.getByRole('region', { name: 'Each day’s numbers' }).getByRole('row').nth(1)).toContainText('1');
  await expectAccessible(page);
});

test('opened from a guest link on the host’s own site, the RSVP widget shows the guest’s gift; “I’ve bought it” marks it and fires cakeday:gift.claimed', async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Gia Gifthost' });
  const api = asMember(page.request, host.token);
  const created = await api.post('/events', { title: 'Gia turns 6', timeZone: 'UTC', startsAt: '2031-06-01T15:00', endsAt: '2031-06-01T18:00' });
  expect(created.status()).toBe(201);
  const event = ((await created.json()) as { event: { id: string; slug: string } }).event;
  const guest = await addGuestViaApi(page.request, host.token, event.id, { name: 'Gil Guest', email: 'gil-gift@example.com' });
  const item = await api.post(`/events/${event.id}/wishlist/items`, { title: 'Wooden kite', priceCents: 2450, url: 'https://shop.example/kite' });
  expect(item.status(), await item.text()).toBe(201);
  const itemId = ((await item.json()) as { item: { id: string } }).item.id;
  expect((await api.post(`/events/${event.id}/wishlist/assignment/run`, {})).status()).toBe(200);
  const key = await api.post('/embed/keys', { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: [siteOrigin] });
  expect(key.status()).toBe(201);
  const keyId = ((await key.json()) as { key: { id: string } }).key.id;

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const path = `/gift-${randomBytes(6).toString('hex')}.html`;
  sitePages.set(
    path,
    `<!doctype html><html lang="en"><head><title>Gia's party</title></head><body>
<script>window.giftEvents = []; document.addEventListener('cakeday:gift.claimed', (e) => giftEvents.push({ target: e.target.id, detail: e.detail }));</script>
<main><h1>Gia's party</h1><div id="rsvp" data-cakeday-widget="rsvp" data-event="${event.slug}" data-key="${keyId}"></div></main>
<script async src="${baseURL}/sdk/v1/cakeday.js"></script></body></html>`,
  );
  await site.goto(`${siteOrigin}${path}?g=${guest.token}`);
  const widget = site.locator('#rsvp');
  await expect(widget.getByText('Answering as Gil Guest')).toBeVisible();
  await expect(widget.getByRole('heading', { name: 'Your gift' })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Wooden kite' })).toHaveAttribute('href', 'https://shop.example/kite');
  await expect(widget.getByText('$24.50')).toBeVisible();
  await expectAccessible(site);

  await widget.getByRole('button', { name: 'I’ve bought it' }).click();
  await expect(widget.getByText('You’ve bought it — thank you!')).toBeVisible();
  await expect.poll(() => site.evaluate(() => (window as unknown as { giftEvents: unknown[] }).giftEvents)).toEqual([{ target: 'rsvp', detail: { wishlistItemId: itemId, eventSlug: event.slug } }]);
  await visitor.close();

  // The host's assignment table on Cakeday says so too: one path for the gift.
  const table = (await (await api.get(`/events/${event.id}/wishlist/assignment`)).json()) as { rows: { guestName: string; status: string }[] };
  expect(table.rows.find((row) => row.guestName === 'Gil Guest')?.status).toBe('bought');
});
