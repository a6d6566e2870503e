import type { APIRequestContext, Page } from '@playwright/test';
import { addGuestViaApi, asMember, chooseAnswer, createEventViaApi, uniqueTitle } from '../support/events.ts';
import { expect, registerViaApi, signIn, test } from '../support/fixtures.ts';

/** The page runs under its service worker (the first install takes the page over at once). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 15_000 });
}

/** Entries in the cache of guest pages kept for offline (platform/features/installable/service-worker). */
function keptGuestReads(page: Page): Promise<number> {
  return page.evaluate(async () => (await (await caches.open('cakeday-guest-pages-v1')).keys()).length);
}

async function guestStatus(api: APIRequestContext, hostToken: string, eventId: string, guestId: string): Promise<string | undefined> {
  const response = await asMember(api, hostToken).get(`/events/${eventId}/guests`);
  const body = (await response.json()) as { guests: Array<{ id: string; rsvpStatus: string }> };
  return body.guests.find((guest) => guest.id === guestId)?.rsvpStatus;
}

test("a guest's event page opened once reads offline with the offline note, and an RSVP made offline arrives once back online", async ({ page, context, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Hana Host' });
  const event = await createEventViaApi(api, host.token, { title: uniqueTitle('Offline party'), location: '3 Tunnel Road, Leeds' });
  const guest = await addGuestViaApi(api, host.token, event.id, { name: 'Olive Offline', email: `olive-${Date.now()}@example.com` });

  // One online visit through the personal link.
  await page.goto(guest.linkPath);
  await expect(page.getByRole('heading', { name: 'Will you come, Olive?' })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect.poll(() => keptGuestReads(page), { message: 'the guest page kept for offline', timeout: 10_000 }).toBeGreaterThan(0);

  // Offline: the same page comes back from the device, saying so.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('3 Tunnel Road, Leeds')).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveText(/^You're offline — showing what you saw at \d{1,2}:\d{2}/);

  // An RSVP made offline is kept, and the guest is told so.
  await chooseAnswer(page, 'Going');
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByTestId('rsvp-queued')).toHaveText(/your RSVP is saved on this device and will be sent as soon as you're back online/);
  expect(await guestStatus(api, host.token, event.id, guest.id)).toBe('pending');

  // Back online: it reaches the host, and the page says so and reads the event afresh.
  await context.setOffline(false);
  await expect.poll(() => guestStatus(api, host.token, event.id, guest.id), { message: 'the RSVP kept offline reached the server', timeout: 15_000 }).toBe('going');
  await expect(page.getByText('RSVP sent', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rsvp-queued')).toHaveCount(0);
  await expect(page.getByText('You’re going! See you there.')).toBeVisible();
  await expect(page.getByTestId('offline-note')).toHaveCount(0);
  await api.dispose();
});

test("a signed-in member's answers are never kept on the device, and signing out forgets the guest pages kept there", async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Priya Private' });
  const event = await createEventViaApi(api, host.token, { title: uniqueTitle('Private party'), location: '9 Hidden Lane, York' });

  // The host, signed in (bearer token), opens her own event page: nothing of it is kept.
  await signIn(page, host);
  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await controlledByServiceWorker(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  expect(await keptGuestReads(page)).toBe(0);

  // A guest's page kept on a shared device is forgotten when a member signs out there.
  const guest = await addGuestViaApi(api, host.token, event.id, { name: 'Sam Shared', email: `sam-${Date.now()}@example.com` });
  const shared = await browser.newContext({ baseURL });
  const device = await shared.newPage();
  await device.goto(guest.linkPath);
  await expect(device.getByRole('heading', { name: 'Will you come, Sam?' })).toBeVisible();
  await controlledByServiceWorker(device);
  await expect.poll(() => keptGuestReads(device), { timeout: 10_000 }).toBeGreaterThan(0);
  await signIn(device, host);
  await device.goto('/dashboard');
  await device
    .getByRole('button', { name: /menu|account/i })
    .filter({ hasText: 'E' })
    .first()
    .click();
  await device
    .getByRole('menu')
    .getByRole('menuitem', { name: /sign out/i })
    .click();
  await expect(device).toHaveURL(/\/$/);
  await expect.poll(() => keptGuestReads(device)).toBe(0);
  await shared.close();
  await api.dispose();
});

test('a visitor’s open RSVP made offline is sent once back online while its page is closed, and the page hands them their personal link on the next visit', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Opal Open' });
  const event = await createEventViaApi(api, host.token, { title: uniqueTitle('Open offline party') });

  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await controlledByServiceWorker(page);
  await expect.poll(() => keptGuestReads(page), { timeout: 10_000 }).toBeGreaterThan(0);

  await context.setOffline(true);
  await chooseAnswer(page, 'Going');
  await page.getByLabel('Your name').fill('Vic Visitor');
  const email = `vic-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  // Gone offline while the page was open (the browser's offline event), the answer is still kept.
  await page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByTestId('rsvp-queued')).toHaveText(/your RSVP is saved on this device and will be sent as soon as you're back online/);

  // The visitor leaves for another page, which is open when the connection returns: the RSVP goes.
  await page.goto('/pricing');
  await context.setOffline(false);
  const guests = async () => ((await (await asMember(api, host.token).get(`/events/${event.id}/guests`)).json()) as { guests: Array<{ email: string; rsvpStatus: string }> }).guests;
  await expect.poll(async () => (await guests()).find((guest) => guest.email === email)?.rsvpStatus, { timeout: 15_000 }).toBe('going');

  // Back on the event page: the answer's personal link is handed over and kept, as after an online answer.
  await page.goto(`/e/${event.slug}`);
  const saved = page.getByRole('region', { name: 'Save this link to change your answer' });
  await expect(saved).toContainText(new RegExp(`/e/${event.slug}\\?g=[\\w-]{20,}`));
  await expect(page.getByText('You’re going! See you there.')).toBeVisible();
  // Handed over once: a later visit reads the answer through the kept link, and shows no link box again.
  await page.reload();
  await expect(page.getByText('You’re going! See you there.')).toBeVisible();
  await expect(saved).toHaveCount(0);
  await api.dispose();
});
