import type { APIRequestContext } from '@playwright/test';
import { addGuestViaApi, asMember, createEventViaApi, guestBrowser, rsvpViaApi, type TestGuest } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test, uniqueEmail } from '../support/fixtures.ts';

/** Pro (500 guests an event) bought through the demo provider's checkout API, as the /billing flow does with the test card. */
async function buyProViaApi(request: APIRequestContext, token: string) {
  const api = asMember(request, token);
  const started = await api.post('/billing/pro', {});
  expect(started.status(), await started.text()).toBe(201);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  const paid = await request.post(`/api/payments/demo/checkout/${sessionId}/pay`, { data: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => ((await (await api.get('/billing')).json()) as { plan: string }).plan, { message: 'Pro active' }).toBe('pro');
}

const pad = (value: number) => String(value).padStart(3, '0');

test('a large guest list loads page by page: "Show more guests", a debounced server search and filter; a guest pages through who is going', async ({ page, browser, baseURL }) => {
  // ~50 s alone, twice that beside another worker on two cores, and more on a machine busy with
  // other work: a guard against a hung flow, not a speed check.
  test.setTimeout(300_000);
  const host = await registerViaApi(page.request, { name: 'Lara Large' });
  await buyProViaApi(page.request, host.token);
  const event = await createEventViaApi(page.request, host.token, { title: `Big party ${Date.now()}` });
  const api = asMember(page.request, host.token);

  // 55 guests who answer "going" through their links, then 180 imported at once (one millisecond: the
  // pages must still give each exactly once).
  const going: TestGuest[] = [];
  for (let index = 1; index <= 55; index++) going.push(await addGuestViaApi(page.request, host.token, event.id, { name: `Going ${pad(index)}`, email: uniqueEmail() }));
  for (let index = 0; index < going.length; index += 11) {
    await Promise.all(going.slice(index, index + 11).map((guest) => rsvpViaApi(page.request, event.slug, guest.token, { response: 'going' })));
  }
  const contacts = Array.from({ length: 180 }, (_, index) => ({ name: `Guest ${pad(index + 1)}`, email: uniqueEmail() }));
  const imported = await api.post(`/events/${event.id}/guests/contacts`, { contacts, dryRun: false });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { added: number }).added).toBe(180);

  // ── The host's list: the first 100, then "Show more guests" ──
  await signIn(page, host);
  const guestRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/events/${event.id}/guests`) guestRequests.push(url);
  });
  await page.goto(`/dashboard/events/${event.id}/guests`);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  // The counts per answer are the whole event's, not the page's.
  await expect(page.getByText("55 going · 0 maybe · 0 can't go · 0 waitlisted · head count 55")).toBeVisible();
  const table = page.getByRole('table', { name: 'Guests' });
  const count = page.getByRole('status').filter({ hasText: /guests/ });
  await expect(table.getByRole('rowheader')).toHaveCount(100);
  await expect(count).toHaveText('Showing 100 of 235 guests');
  expect(guestRequests.at(-1)!.searchParams.get('limit')).toBe('100');
  await expectAccessible(page);

  const more = page.getByRole('button', { name: 'Show more guests' });
  await more.click();
  await expect(table.getByRole('rowheader')).toHaveCount(200);
  await expect(count).toHaveText('Showing 200 of 235 guests');
  // The first new guest takes the focus: the 101st in list order.
  await expect(table.getByRole('rowheader', { name: 'Guest 046' })).toBeFocused();
  // By keyboard: the button is a real button.
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('rowheader')).toHaveCount(235);
  await expect(count).toHaveText('235 guests');
  await expect(more).toHaveCount(0);
  await expect(table.getByRole('rowheader', { name: 'Guest 146' })).toBeFocused();
  const names = await table.getByRole('rowheader').allInnerTexts();
  expect(new Set(names).size).toBe(235);
  expect(names.slice(0, 56)).toEqual([...going.map((guest) => guest.name), 'Guest 001']);
  await expectAccessible(page);

  // ── Search and filter go to the server; typing sends one request per pause, not per key ──
  const before = guestRequests.length;
  await page.getByLabel('Search guests').pressSequentially('Guest 17', { delay: 40 });
  await expect(count).toHaveText('10 guests match');
  await expect(table.getByRole('rowheader')).toHaveText(Array.from({ length: 10 }, (_, index) => `Guest ${170 + index}`));
  const searches = guestRequests.slice(before).map((url) => url.searchParams.get('q'));
  expect(searches.length, `searches sent: ${JSON.stringify(searches)}`).toBeLessThanOrEqual(2);
  expect(searches.at(-1)).toBe('Guest 17');

  await page.getByLabel('Search guests').fill('');
  await page.getByLabel('Status').selectOption({ label: 'Going' });
  await expect(count).toHaveText('55 guests match');
  await expect(table.getByRole('rowheader')).toHaveCount(55);
  expect(guestRequests.at(-1)!.searchParams.get('status')).toBe('going');
  await expect(page.getByRole('button', { name: 'Show more guests' })).toHaveCount(0);

  // ── A guest sees the first 50 going names on the page, then everyone on request ──
  const guest = await guestBrowser(browser, baseURL!);
  await guest.page.goto(going[0]!.linkPath);
  const goingList = guest.page.getByRole('list', { name: 'Guests who are going' });
  await expect(goingList.getByRole('listitem')).toHaveCount(50);
  await expect(guest.page.getByText('50 of 55 names shown')).toBeVisible();
  await guest.page.getByRole('button', { name: 'See everyone who’s going' }).click();
  await expect(goingList.getByRole('listitem')).toHaveCount(55);
  await expect(goingList.getByRole('listitem').nth(50)).toBeFocused();
  await expect(goingList.getByRole('listitem')).toHaveText(going.map((person) => person.name));
  await expect(guest.page.getByRole('button', { name: 'See everyone who’s going' })).toHaveCount(0);
  await expectAccessible(guest.page);
  await guest.done();
});
