import { randomBytes } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addGuestViaApi, asMember } from './support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from './support/fixtures.ts';

/**
 * The embed SDK on a host page of another origin (its own loopback server on another port), loading
 * the real built files from the Node server exactly as a venue's site would. The host page is served
 * by a real loopback server rather than page.route, because Chromium treats a routed page as public
 * and its Local Network Access checks would then block the loopback SDK.
 */
let hostServer: Server;
let hostOrigin: string;
const hostPages = new Map<string, string>();

test.beforeAll(async () => {
  hostServer = createServer((request, response) => {
    // The page's own query (a guest link's ?g=…) does not change which page it is.
    const body = hostPages.get((request.url ?? '').split('?')[0]!);
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'Not found');
  });
  await new Promise<void>((done) => hostServer.listen(0, '127.0.0.1', done));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => hostServer.close(done));
});

async function openHostPage(page: Page, baseURL: string, body: string, query = '') {
  const path = `/host-${randomBytes(6).toString('hex')}.html`;
  hostPages.set(
    path,
    `<!doctype html><html lang="en"><head><title>Host page</title></head><body>
<script>window.cakedayEvents = []; document.addEventListener('cakeday:error', (e) => cakedayEvents.push(e.detail));
window.rsvpEvents = []; document.addEventListener('cakeday:rsvp.submitted', (e) => rsvpEvents.push({ target: e.target.id, detail: e.detail }));
window.contributionEvents = []; document.addEventListener('cakeday:contribution.completed', (e) => contributionEvents.push({ target: e.target.id, detail: e.detail }));</script>
${body}
<script async src="${baseURL}/sdk/v1/cakeday.js"></script></body></html>`,
  );
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sdk/v1/')) sdkRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(hostOrigin + path + query);
  await page.waitForFunction(() => (window as unknown as { Cakeday?: { loaded?: boolean } }).Cakeday?.loaded === true);
  return sdkRequests;
}

/**
 * The widget's box and the content drawn inside it: once the widget shows its content the two are
 * the same height (no blank gap left by the height reserved while it loaded).
 */
async function boxAndContent(widget: Locator): Promise<{ box: number; content: number }> {
  return widget.evaluate((element) => ({
    box: element.getBoundingClientRect().height,
    content: element.shadowRoot!.querySelector('.cakeday-root > *')!.getBoundingClientRect().height,
  }));
}

async function expectBoxFollowsContent(widget: Locator): Promise<number> {
  const { box, content } = await boxAndContent(widget);
  expect(Math.abs(box - content), `box ${box} px for ${content} px of content`).toBeLessThanOrEqual(1);
  return box;
}

const shadowText = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.shadowRoot?.querySelector('[role=status]')?.textContent ?? null);

test('a page without widgets downloads only the tiny loader', async ({ page, baseURL }) => {
  const sdkRequests = await openHostPage(page, baseURL!, '<p>No widgets here.</p>');
  await page.waitForTimeout(300);
  expect(sdkRequests).toEqual(['/sdk/v1/cakeday.js']);
});

test('a widget name that does not exist says so in the page and tells the host page through cakeday:error', async ({ page, baseURL }) => {
  const sdkRequests = await openHostPage(
    page,
    baseURL!,
    `<script>window.Cakeday = window.Cakeday || function () { (Cakeday.q = Cakeday.q || []).push(arguments) };
Cakeday('mount', { widget: 'guestbook', target: '#queued', options: { event: 'x' } });</script>
<div id="attr" data-cakeday-widget="photo-wall" data-event="x"></div>
<cakeday-widget id="custom" name="raffle" city="Austin"></cakeday-widget>
<div id="queued"></div>`,
  );

  for (const selector of ['#attr', '#custom', '#queued']) {
    await expect.poll(() => shadowText(page, selector), { message: selector }).toBe('This Cakeday widget is not available yet.');
  }
  const events = await page.evaluate(() => (window as unknown as { cakedayEvents: { code: string; widget: string }[] }).cakedayEvents);
  expect(events.map((event) => `${event.widget}:${event.code}`).sort()).toEqual(['guestbook:unknown-widget', 'photo-wall:unknown-widget', 'raffle:unknown-widget']);
  // One runtime download for all three, and no widget code for widgets that do not exist.
  expect(sdkRequests.filter((path) => path.endsWith('/runtime.js'))).toHaveLength(1);
  expect(sdkRequests.filter((path) => path.includes('/chunks/'))).toEqual([]);
});

test('Cakeday("scan") mounts elements added after the page loaded', async ({ page, baseURL }) => {
  await openHostPage(page, baseURL!, '<div id="first" data-cakeday-widget="guestbook"></div>');
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

/** A host with an event and an RSVP key for `origins`, made through the API. */
async function hostWithKey(request: APIRequestContext, origins: string[]) {
  const host = await registerViaApi(request, { name: 'Hana Host' });
  const auth = { authorization: `Bearer ${host.token}` };
  const created = await request.post('/api/events', {
    headers: auth,
    data: { title: 'Mia turns 7', timeZone: 'America/New_York', startsAt: '2030-06-06T14:00', endsAt: '2030-06-06T17:00', location: '12 Oak Street', plusOnesAllowed: 2 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = ((await created.json()) as { event: { id: string; slug: string } }).event;
  const keyResponse = await request.post('/api/embed/keys', { headers: auth, data: { widget: 'rsvp', target: { kind: 'event', id: event.id }, allowedOrigins: origins } });
  expect(keyResponse.status(), await keyResponse.text()).toBe(201);
  const key = ((await keyResponse.json()) as { key: { id: string } }).key.id;
  return { auth, event, key };
}

test('the RSVP widget on another origin shows the event, takes an answer the host sees, and passes axe inside its shadow root', async ({ page, baseURL, request }) => {
  const { auth, event, key } = await hostWithKey(request, [hostOrigin]);
  await openHostPage(page, baseURL!, `<main><h1>Mia's party</h1><div id="rsvp" data-cakeday-widget="rsvp" data-event="${event.slug}" data-key="${key}"></div></main>`);
  const widget = page.locator('#rsvp');
  await expect(widget.getByRole('heading', { name: 'Mia turns 7' })).toBeVisible();
  await expectBoxFollowsContent(widget);

  const axe = await new AxeBuilder({ page }).include('#rsvp').analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(' / ')}`)).toEqual([]);

  // Nothing is chosen for the guest; sending without an answer says what to do and sends nothing.
  for (const name of ['Going', 'Maybe', 'Can’t go']) await expect(widget.getByRole('radio', { name })).not.toBeChecked();
  await widget.getByLabel('Your name').fill('Pia Guest');
  await widget.getByLabel('Email').fill('pia@example.com');
  await widget.getByRole('button', { name: 'Send my answer' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Choose Going, Maybe or Can’t go, then send your answer.');
  await expect(widget.getByRole('radio', { name: 'Going' })).toBeFocused();
  await widget.getByRole('radio', { name: 'Going' }).check();
  await expect(widget.getByRole('alert')).toHaveCount(0);
  await widget.getByLabel(/How many of you/).selectOption('2');
  await widget.getByLabel(/Plus-one/).fill('Leo');
  await widget.getByRole('button', { name: 'Send my answer' }).press('Enter');
  await expect(widget.getByRole('status').filter({ hasText: 'Thanks! You are going, party of 2.' })).toBeVisible();
  await expect(widget.getByRole('link', { name: 'Your personal link' })).toBeVisible();
  // The form gave way to one line: the box shrinks with it.
  await expectBoxFollowsContent(widget);

  const events = await page.evaluate(() => (window as unknown as { rsvpEvents: unknown[] }).rsvpEvents);
  expect(events).toEqual([{ target: 'rsvp', detail: { eventSlug: event.slug, response: 'going', partySize: 2, waitlisted: false } }]);

  const guests = await request.get(`/api/events/${event.id}/guests`, { headers: auth });
  expect(((await guests.json()) as { guests: unknown[] }).guests).toEqual([expect.objectContaining({ name: 'Pia Guest', rsvpStatus: 'going', partySize: 2, plusOneNames: ['Leo'] })]);
});

test('a page on an origin the key does not allow gets the refusal inside the widget; a revoked key shows its message', async ({ page, baseURL, request }) => {
  const other = await hostWithKey(request, ['https://elsewhere.example']);
  const revoked = await hostWithKey(request, [hostOrigin]);
  expect((await request.post(`/api/embed/keys/${revoked.key}/revoke`, { headers: revoked.auth })).status()).toBe(200);
  await openHostPage(
    page,
    baseURL!,
    `<div id="refused" data-cakeday-widget="rsvp" data-event="${other.event.slug}" data-key="${other.key}"></div>
<div id="revoked" data-cakeday-widget="rsvp" data-key="${revoked.key}"></div>
<div id="nokey" data-cakeday-widget="rsvp" data-event="${other.event.slug}"></div>`,
  );
  await expect(page.locator('#refused').getByText(`This site (${hostOrigin}) is not allowed to show this Cakeday widget.`, { exact: false })).toBeVisible();
  await expect(page.locator('#revoked').getByText('This widget has been switched off by its owner.')).toBeVisible();
  await expect(page.locator('#nokey').getByText(/needs its key/)).toBeVisible();
  const errors = await page.evaluate(() => (window as unknown as { cakedayEvents: { code: string; widget: string }[] }).cakedayEvents);
  expect(errors).toEqual([expect.objectContaining({ widget: 'rsvp', code: 'invalid-config' })]);
});

test('a host creates a key on /dashboard/embed, pastes its snippet into their site, and revokes it', async ({ page, browser }) => {
  const host = await registerViaApi(page.request, { name: 'Eli Embed' });
  const created = await page.request.post('/api/events', {
    headers: { authorization: `Bearer ${host.token}` },
    data: { title: 'Eli turns 40', timeZone: 'UTC', startsAt: '2030-07-01T18:00', endsAt: '2030-07-01T22:00' },
  });
  expect(created.status()).toBe(201);
  await signIn(page, host);
  // Reached from the dashboard's next steps.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Put your RSVP on your own site/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/embed$/);
  await expect(page.getByRole('heading', { name: 'Embed', level: 1 })).toBeVisible();
  await expect(page.getByText('No embed keys yet.')).toBeVisible();

  await page.getByLabel('Sites allowed to show it').fill('http://example.com');
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(/only https:\/\/ origins can embed widgets/)).toBeVisible();
  await page.getByLabel('Sites allowed to show it').fill(hostOrigin);
  await page.getByRole('button', { name: 'Create key' }).click();
  const snippet = await page.getByLabel('Snippet').inputValue();
  expect(snippet).toContain('data-cakeday-widget="rsvp"');
  await expectAccessible(page);

  // The snippet as is, on the host's own site (another origin), in a fresh browser context.
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const path = `/site-${randomBytes(6).toString('hex')}.html`;
  hostPages.set(path, `<!doctype html><html lang="en"><head><title>Eli's site</title></head><body><main>${snippet}</main></body></html>`);
  await site.goto(hostOrigin + path);
  await expect(site.getByRole('heading', { name: 'Eli turns 40' })).toBeVisible();

  await page.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('Revoked', { exact: true })).toBeVisible();
  await site.reload();
  await expect(site.getByText('This widget has been switched off by its owner.')).toBeVisible();
  await visitor.close();
});

test('a host makes a contribution key for a pot on /dashboard/embed; on their site a guest (?g= link) chips in through the demo checkout in a popup and the page gets cakeday:contribution.completed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const host = await registerViaApi(page.request, { name: 'Fay Fundhost' });
  const api = asMember(page.request, host.token);
  const created = await api.post('/events', { title: 'Fay turns 50', timeZone: 'UTC', startsAt: '2031-03-01T18:00', endsAt: '2031-03-01T22:00', celebrantName: 'Fay' });
  expect(created.status()).toBe(201);
  const event = ((await created.json()) as { event: { id: string } }).event;
  const potResponse = await api.post(`/events/${event.id}/pots`, { kind: 'event_fund', title: 'Fay’s boat fund', minCents: 500, maxCents: 50_000, targetCents: 30_000 });
  expect(potResponse.status(), await potResponse.text()).toBe(201);
  const pot = (await potResponse.json()) as { id: string };
  const guest = await addGuestViaApi(page.request, host.token, event.id, { name: 'Gil Giver', email: 'gil@example.com' });

  // ── The host chooses the contribution widget and the pot, and copies the snippet ──
  await signIn(page, host);
  await page.goto('/dashboard/embed');
  await page.getByRole('radio', { name: /Contribution/ }).check();
  await expect(page.getByLabel('Pot', { exact: true })).toHaveValue(pot.id);
  await page.getByLabel('Sites allowed to show it').fill(hostOrigin);
  await page.getByRole('button', { name: 'Create key' }).click();
  const snippet = await page.getByLabel('Snippet').inputValue();
  expect(snippet).toContain(`data-cakeday-widget="contribution" data-pot="${pot.id}"`);
  await expect(page.getByText('Contribution · Fay’s boat fund')).toBeVisible();
  await expectAccessible(page);

  // ── The guest opens the host's own page from their link (?g=…) in a browser without a Cakeday session ──
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await openHostPage(site, baseURL!, `<main><h1>Fay's party</h1>${snippet.replace(/<script[^>]*><\/script>/, '').replace('<div ', '<div id="fund" ')}</main>`, `?g=${guest.token}`);
  const widget = site.locator('#fund');
  await expect(widget.getByRole('heading', { name: 'Fay’s boat fund' })).toBeVisible();
  await expect(widget.getByText('$0.00 raised of $300.00')).toBeVisible();
  const formHeight = await expectBoxFollowsContent(widget);
  await expect(widget.getByText('Demo payment — no money moves')).toBeVisible();
  await expect(widget.getByText('Your payment is held for 24 hours. Until then you can cancel and get a full refund; after that it goes to the host.')).toBeVisible();
  await expect(widget.getByLabel('Your name')).toHaveValue('Gil Giver');
  const axe = await new AxeBuilder({ page: site }).include('#fund').analyze();
  const blocking = axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.failureSummary).join(' / ')}`)).toEqual([]);

  // The pot's limits are checked before anything opens.
  await widget.getByRole('radio', { name: 'Other amount' }).check();
  await widget.getByLabel('Amount in dollars').fill('2');
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(widget.getByRole('alert')).toHaveText('Enter an amount of at least $5.00');
  await widget.getByLabel('Amount in dollars').fill('20');

  // ── The demo checkout runs in a popup on Cakeday's origin ──
  const popupPromise = site.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/demo-checkout\/[^/]+$/);
  await expect(widget.getByRole('status').filter({ hasText: 'Finish paying in the Cakeday window.' })).toBeVisible();
  await popup.getByRole('button', { name: /^4242 4242 4242 4242/ }).click();
  // Listening before the click: the popup may close before the click's promise settles, and a
  // listener added after that would wait for a close that already happened.
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Pay $20.00' }).click();

  // The return page tells the widget's page, which closes the popup and confirms with the API.
  await popupClosed;
  await expect(widget.getByRole('status').filter({ hasText: 'Payment received — thank you!' })).toBeVisible();
  await expect(widget.getByText('You gave $20.00.')).toBeVisible();
  // The pot is read again after its own payment, so the card shows what the event page shows.
  await expect(widget.getByText('$20.00 raised of $300.00')).toBeVisible();
  // The thank-you is shorter than the form, and the box follows it down.
  expect(await expectBoxFollowsContent(widget)).toBeLessThan(formHeight);
  const events = await site.evaluate(() => (window as unknown as { contributionEvents: unknown[] }).contributionEvents);
  expect(events).toEqual([{ target: 'fund', detail: { potId: pot.id, contributionId: expect.any(String), amountCents: 2_000, currency: 'usd', heldUntil: expect.any(String) } }]);

  const money = await api.get(`/events/${event.id}/contributions`);
  expect(((await money.json()) as { totals: { chargedCents: number; heldCents: number } }).totals).toMatchObject({ chargedCents: 2_000, heldCents: 2_000 });
  await visitor.close();
});

test('the contribution widget: cancelling in the popup brings the form back with nothing charged; without a guest link it shows the pot and the way to Cakeday', async ({ page, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Cai Cancel' });
  const api = asMember(page.request, host.token);
  const created = await api.post('/events', { title: 'Cai turns 30', timeZone: 'UTC', startsAt: '2031-04-01T18:00', endsAt: '2031-04-01T22:00' });
  const event = ((await created.json()) as { event: { id: string; slug: string } }).event;
  const potResponse = await api.post(`/events/${event.id}/pots`, { kind: 'event_fund', title: 'Cai’s trip', minCents: 500, maxCents: 20_000 });
  expect(potResponse.status()).toBe(201);
  const pot = (await potResponse.json()) as { id: string };
  const guest = await addGuestViaApi(page.request, host.token, event.id, { name: 'Cleo' });
  const keyResponse = await api.post('/embed/keys', { widget: 'contribution', target: { kind: 'pot', id: pot.id }, allowedOrigins: [hostOrigin] });
  expect(keyResponse.status()).toBe(201);
  const key = ((await keyResponse.json()) as { key: { id: string } }).key.id;

  await openHostPage(
    page,
    baseURL!,
    `<div id="with-link" data-cakeday-widget="contribution" data-pot="${pot.id}" data-key="${key}" data-guest="${guest.token}"></div>
<div id="no-link" data-cakeday-widget="contribution" data-key="${key}"></div>`,
  );
  const noLink = page.locator('#no-link');
  await expect(noLink.getByText('$0.00 raised so far')).toBeVisible();
  await expect(noLink.getByText('Open the personal link from your invitation to chip in here', { exact: false })).toBeVisible();
  await expect(noLink.getByRole('link', { name: 'chip in on the party’s Cakeday page' })).toHaveAttribute('href', `${baseURL}/e/${event.slug}`);
  await expect(noLink.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);

  const widget = page.locator('#with-link');
  await expect(widget.getByRole('radio', { name: '$10.00' })).toBeChecked();
  const popupPromise = page.waitForEvent('popup');
  await widget.getByRole('button', { name: 'Continue to payment' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(/\/demo-checkout\//);
  const popupClosed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Cancel and go back' }).click();
  await popupClosed;
  await expect(widget.getByText('Payment cancelled — nothing was charged.')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { contributionEvents: unknown[] }).contributionEvents)).toEqual([]);
  const money = await api.get(`/events/${event.id}/contributions`);
  expect(((await money.json()) as { totals: { chargedCents: number } }).totals.chargedCents).toBe(0);
});
