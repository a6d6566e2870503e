import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { widgetMinHeights } from '#core/embed/embed-contract.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

/**
 * The add-to-wishlist widget (decision 031) on a shop page of another origin (its own loopback
 * server on another port) with a JSON-LD Product: a signed-out shopper signs in through the popup
 * on Cakeday's origin, allows the shop, picks their party's wishlist, and the product lands there
 * with the shop's data; the shop page gets cakeday:wishlist.added. Axe runs inside the shadow root.
 */
let shopServer: Server;
let shopOrigin: string;
const shopPages = new Map<string, string>();

test.beforeAll(async () => {
  shopServer = createServer((request, response) => {
    const body = shopPages.get((request.url ?? '').split('?')[0]!);
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((done) => shopServer.listen(0, '127.0.0.1', done));
  shopOrigin = `http://127.0.0.1:${(shopServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => shopServer.close(done));
});

const productJsonLd = JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Tiny Wheels' },
    {
      '@type': 'Product',
      name: 'Wooden Balance Bike',
      image: [{ '@type': 'ImageObject', url: 'https://cdn.tinywheels.example/bike.jpg' }],
      offers: { '@type': 'Offer', price: '89.00', priceCurrency: 'USD' },
    },
  ],
});

async function openShopPage(page: Page, baseURL: string, widget: string) {
  const path = `/products/bike-${randomBytes(6).toString('hex')}`;
  shopPages.set(
    path,
    `<!doctype html><html lang="en"><head><title>Wooden Balance Bike — Tiny Wheels</title>
<script type="application/ld+json">${productJsonLd}</script></head><body>
<script>window.addedEvents = []; document.addEventListener('cakeday:wishlist.added', (e) => addedEvents.push({ target: e.target.id, detail: e.detail }));</script>
<main><h1>Wooden Balance Bike</h1>${widget}</main>
<script async src="${baseURL}/sdk/v1/cakeday.js"></script></body></html>`,
  );
  await page.goto(shopOrigin + path);
  return `${shopOrigin}${path}`;
}

async function sellerKey(request: APIRequestContext, origins: string[]) {
  const seller = await registerViaApi(request, { name: 'Tess Tinywheels' });
  const me = await request.get('/api/email-auth/user', { headers: { authorization: `Bearer ${seller.token}` } });
  const sellerId = ((await me.json()) as { id: string }).id;
  const created = await request.post('/api/embed/keys', {
    headers: { authorization: `Bearer ${seller.token}` },
    data: { widget: 'wishlist-add', target: { kind: 'seller', id: sellerId }, allowedOrigins: origins },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { seller, key: ((await created.json()) as { key: { id: string } }).key.id };
}

async function axeInside(page: Page, selector: string) {
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).include(selector).analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a seller makes a key on /dashboard/embed; a shopper adds the product to their party’s wishlist through the popup sign-in; the shop page gets cakeday:wishlist.added', async ({
  page,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  // ── The seller, in a browser of their own, makes an add-to-wishlist key and copies the snippet ──
  const seller = await registerViaApi(request, { name: 'Tess Tinywheels' });
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, seller);
  await sellerPage.goto('/dashboard/embed');
  await sellerPage.getByRole('radio', { name: /Add to wishlist/ }).check();
  await expect(sellerPage.getByText('The key is for you as the seller', { exact: false })).toBeVisible();
  await sellerPage.getByLabel('Sites allowed to show it').fill(shopOrigin);
  await sellerPage.getByRole('button', { name: 'Create key' }).click();
  const snippet = await sellerPage.getByLabel('Snippet').inputValue();
  expect(snippet).toMatch(/^<div data-cakeday-widget="wishlist-add" data-title="Product name" data-price="24.99" data-key="ck_pub_[\w-]+"><\/div>/);
  const key = /data-key="(ck_pub_[\w-]+)"/.exec(snippet)![1]!;
  await expectAccessible(sellerPage);
  await sellerContext.close();

  const shopper = await registerViaApi(request, { name: 'Ana Lopez' });
  const auth = { authorization: `Bearer ${shopper.token}` };
  const created = await request.post('/api/events', {
    headers: auth,
    data: { title: 'Leo turns 4', timeZone: 'America/New_York', startsAt: '2030-06-06T14:00', endsAt: '2030-06-06T17:00', location: '12 Oak Street' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { event: { id: string } }).event;

  // The shop's page has a JSON-LD Product, so the seller drops the snippet's product attributes.
  const element = snippet
    .replace(/<script[^>]*><\/script>/, '')
    .replace(' data-title="Product name" data-price="24.99"', '')
    .replace('<div ', '<div id="add" ');
  const productUrl = await openShopPage(page, baseURL!, element);
  const widget = page.locator('#add');
  // The product comes from the page's JSON-LD; the seller from the key.
  // The SDK's first download can be slow on a busy machine.
  await expect(widget.getByText('Wooden Balance Bike')).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByText('$89.00')).toBeVisible();
  await expect(widget.getByText('Sold by Tess Tinywheels.')).toBeVisible();
  // The product's picture shows, sized, with the product's name as its text.
  const picture = widget.getByRole('img', { name: 'Wooden Balance Bike' });
  await expect(picture).toHaveAttribute('src', 'https://cdn.tinywheels.example/bike.jpg');
  expect(await picture.boundingBox()).toMatchObject({ width: 64, height: 64 });
  // The product card fits the height reserved while the widget loaded, and the box is as tall as the card.
  const drawn = await widget.evaluate((element) => element.shadowRoot!.querySelector('section')!.getBoundingClientRect().height);
  expect(drawn).toBeLessThanOrEqual(widgetMinHeights['wishlist-add']!);
  expect(Math.abs((await widget.boundingBox())!.height - drawn)).toBeLessThanOrEqual(1);
  await axeInside(page, '#add');

  // ── The popup on Cakeday's origin: sign in, then allow this shop ──
  const popupPromise = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Add to Cakeday wishlist' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(new RegExp(`^${baseURL}/embed/sign-in\\?key=`));
  await expect(widget.getByText('Waiting for you to sign in to Cakeday…')).toBeVisible();
  await popup.getByRole('link', { name: 'Sign in' }).click();
  await expect(popup).toHaveURL(/\/email-auth\?next=/);
  await popup.getByLabel('Email').fill(shopper.email);
  await popup.getByLabel('Password', { exact: true }).fill(shopper.password);
  await popup.getByRole('button', { name: 'Sign In' }).click();
  await expect(popup).toHaveURL(/\/embed\/sign-in\?/, { timeout: 10_000 });
  await expect(popup.getByText(`${shopOrigin}`)).toBeVisible();
  await expect(popup.getByText('It can add products to those parties’ wishlists', { exact: false })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Allow' }).click();
  await closed;

  // ── Back on the shop's page: choose the party and add ──
  await expect(widget.getByText('Signed in to Cakeday as Ana', { exact: false })).toBeVisible();
  const choice = widget.getByRole('radio', { name: /Leo turns 4/ });
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
  await axeInside(page, '#add');
  await widget.getByRole('button', { name: 'Add to this wishlist' }).click();
  await expect(widget.getByRole('status').getByText('Added to the wishlist of Leo turns 4.')).toBeVisible();
  const link = widget.getByRole('link', { name: 'See the wishlist on Cakeday' });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute('href', `${baseURL}/dashboard/events/${event.id}/wishlist`);
  await axeInside(page, '#add');

  const events = await page.evaluate(() => (window as unknown as { addedEvents: unknown[] }).addedEvents);
  expect(events).toEqual([{ target: 'add', detail: { wishlistItemId: expect.any(String), eventId: event.id, title: 'Wooden Balance Bike' } }]);

  // The item is on the shopper's wishlist with the shop's data and the key as its source.
  const wishlist = await request.get(`/api/events/${event.id}/wishlist`, { headers: auth });
  const items = ((await wishlist.json()) as { items: Record<string, unknown>[] }).items;
  expect(items).toEqual([
    expect.objectContaining({ title: 'Wooden Balance Bike', priceCents: 8900, imageUrl: 'https://cdn.tinywheels.example/bike.jpg', url: productUrl, productRef: `embed:${key}` }),
  ]);

  // The seller sees the load and the add in the key's stats.
  const stats = await request.get('/api/embed/keys/stats', { headers: { authorization: `Bearer ${seller.token}` } });
  const ours = ((await stats.json()) as { stats: { keyId: string; totals: Record<string, number> }[] }).stats.find((entry) => entry.keyId === key);
  expect(ours?.totals).toMatchObject({ load: 1, add: 1 });

  // The token stays in this tab: a second product skips the popup; signing out ends it.
  await page.reload();
  await widget.getByRole('button', { name: 'Add to Cakeday wishlist' }).click();
  await expect(widget.getByRole('radio', { name: /Leo turns 4/ })).toBeVisible();
  await widget.getByRole('button', { name: 'Sign out' }).click();
  await expect(widget.getByRole('button', { name: 'Add to Cakeday wishlist' })).toBeVisible();

  // Signed out in the widget, still signed in to Cakeday: the popup asks again; Cancel brings the button back.
  const again = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Add to Cakeday wishlist' }).click();
  const second = await again;
  await expect(second.getByRole('button', { name: 'Allow' })).toBeVisible();
  const secondClosed = second.waitForEvent('close');
  // Cancel closes the window at once, which can end the click's own bookkeeping with "Target closed".
  await second
    .getByRole('button', { name: 'Cancel' })
    .click()
    .catch((error: Error) => {
      if (!/closed/i.test(error.message)) throw error;
    });
  await secondClosed;
  await expect(widget.getByText('The Cakeday window was closed before signing in.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Add to Cakeday wishlist' })).toBeVisible();
});

test('a revoked seller key shows its message in the widget; a page on another origin gets the refusal', async ({ page, baseURL, request }) => {
  const { key, seller } = await sellerKey(request, ['https://tinywheels.example']);
  await openShopPage(page, baseURL!, `<div id="add" data-cakeday-widget="wishlist-add" data-key="${key}"></div>`);
  await expect(page.locator('#add').getByText(`This site (${shopOrigin}) is not allowed to show this Cakeday widget.`, { exact: false })).toBeVisible({ timeout: 20_000 });

  const live = await sellerKey(request, [shopOrigin]);
  await request.post(`/api/embed/keys/${live.key}/revoke`, { headers: { authorization: `Bearer ${live.seller.token}` } });
  await openShopPage(page, baseURL!, `<div id="add" data-cakeday-widget="wishlist-add" data-key="${live.key}" data-title="Kite" data-price="12.00"></div>`);
  await expect(page.locator('#add').getByText('This widget has been switched off by its owner.')).toBeVisible({ timeout: 20_000 });
  expect(seller.token).toBeTruthy();
});
