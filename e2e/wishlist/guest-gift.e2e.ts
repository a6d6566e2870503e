import { addGuestViaApi, asMember, createEventViaApi, guestBrowser, rsvpViaApi } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

test('a guest chooses their budget, swaps within it and joins a group pot instead; the host overrides and unpins a gift in the table; a wrong gift link is not found', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const host = await registerViaApi(page.request, { name: 'Hana Host' });
  const api = asMember(page.request, host.token);
  const event = await createEventViaApi(page.request, host.token, { celebrantName: 'Leo' });
  const bands = await page.request.put(`/api/events/${event.id}/wishlist/bands`, {
    headers: { authorization: `Bearer ${host.token}` },
    data: {
      bands: [
        { label: 'Under $25', minCents: 0, maxCents: 2500 },
        { label: '$25–50', minCents: 2500, maxCents: 5000 },
      ],
    },
  });
  expect(bands.status(), await bands.text()).toBe(200);
  for (const item of [
    { title: 'Kite', priceCents: 1800, priority: 1 },
    { title: 'Paint set', priceCents: 2000, priority: 2 },
    { title: 'Stickers', priceCents: 500, priority: 5 },
    { title: 'Board game', priceCents: 3500, priority: 3 },
    { title: 'Balance bike', priceCents: 15_000, priority: 3 },
  ]) {
    const response = await api.post(`/events/${event.id}/wishlist/items`, item);
    expect(response.status(), await response.text()).toBe(201);
  }
  const cleo = await addGuestViaApi(page.request, host.token, event.id, { name: 'Cleo Chooser' });
  const dan = await addGuestViaApi(page.request, host.token, event.id, { name: 'Dan Default' });
  await rsvpViaApi(page.request, event.slug, cleo.token, { response: 'going' });
  await rsvpViaApi(page.request, event.slug, dan.token, { response: 'going' });

  // ── Before any run: the guest picks a budget on their own link ──
  const guest = await guestBrowser(browser, baseURL!);
  await guest.page.goto(`/a/${cleo.token}`);
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Your gift for Leo' })).toBeVisible();
  await expect(guest.page.getByText('The host hasn’t handed out gifts yet.')).toBeVisible();
  await expectAccessible(guest.page);
  await guest.page.getByRole('radio', { name: /Under \$25/ }).check();
  await guest.page.getByRole('button', { name: 'Save my budget' }).click();
  await expect(guest.page.getByText('Your budget:')).toContainText('Under $25');

  // ── The host runs the assignment; the guest's gift is inside the band they chose ──
  const run = await api.post(`/events/${event.id}/wishlist/assignment/run`, {});
  expect(run.status(), await run.text()).toBe(200);
  await guest.page.reload();
  const giftHeading = guest.page.getByRole('heading', { level: 2 }).first();
  await expect(giftHeading).toHaveText(/^(Kite|Paint set|Stickers)$/);
  await expect(guest.page.getByText('Matched in your band')).toBeVisible();
  const first = (await giftHeading.textContent())!;
  await guest.page.getByRole('button', { name: 'Swap for another in my band' }).click();
  await expect(giftHeading).not.toHaveText(first);
  await expect(giftHeading).toHaveText(/^(Kite|Paint set|Stickers)$/);

  // ── The event page, opened from the personal link, leads to the gift too ──
  await guest.page.goto(`/e/${event.slug}?g=${cleo.token}`);
  const yourGift = guest.page.getByRole('region', { name: 'Your gift' });
  await expect(yourGift).toContainText(/Kite|Paint set|Stickers/);
  await yourGift.getByRole('link', { name: 'See your gift' }).click();
  await expect(guest.page.getByRole('heading', { level: 1, name: 'Your gift for Leo' })).toBeVisible();
  await expect(guest.page).toHaveURL(/\/a$/);

  // ── …or chips in to the group pot instead ──
  await guest.page.getByRole('button', { name: 'Join a group pot instead' }).click();
  await guest.page.getByRole('button', { name: 'Join the pot for Balance bike' }).click();
  await expect(guest.page.getByRole('heading', { name: 'You chip in to: Balance bike' })).toBeVisible();
  await expect(guest.page.getByText('You joined', { exact: true })).toBeVisible();
  await expectAccessible(guest.page);
  await guest.done();

  // ── The host's table: the pot, then an override and an unpin for the other guest ──
  await signIn(page, host);
  await page.goto(`/dashboard/events/${event.id}/wishlist`);
  const rows = page.getByTestId('assignment-row');
  const cleoRow = rows.filter({ has: page.getByRole('rowheader', { name: /Cleo Chooser/ }) });
  const danRow = rows.filter({ has: page.getByRole('rowheader', { name: /Dan Default/ }) });
  await expect(cleoRow).toContainText('In a group pot');
  await expect(danRow).toContainText('Matched by priority — no band chosen');
  await expect(page.getByRole('article', { name: 'Balance bike' })).toContainText('Cleo Chooser');
  await page.getByLabel('Choose a gift for Dan Default').selectOption({ label: 'Board game — $35.00' });
  await expect(danRow).toContainText('Board game');
  await expect(danRow).toContainText('Pinned');
  await expect(danRow).toContainText('Pinned by the host');
  // A re-run keeps the pin.
  await page.getByRole('button', { name: 'Run assignment' }).click();
  await expect(danRow).toContainText('Board game');
  await page.getByRole('button', { name: 'Unpin the gift of Dan Default' }).click();
  await expect(danRow.getByText('Pinned', { exact: true })).toBeHidden();
  await expectAccessible(page);

  // ── A made-up gift link shows nothing of anyone's ──
  const stranger = await guestBrowser(browser, baseURL!);
  await stranger.page.goto('/a/not-a-real-guest-token-at-all');
  await expect(stranger.page.getByRole('heading', { name: 'Gift link not found' })).toBeVisible();
  // …and a signed-in member who is neither host nor celebrant cannot open the wishlist.
  const member = await registerViaApi(stranger.page.request, { name: 'Nosy Member' });
  await signIn(stranger.page, member);
  await stranger.page.goto(`/dashboard/events/${event.id}/wishlist`);
  await expect(stranger.page.getByRole('heading', { name: 'Wishlist not found' })).toBeVisible();
  await expect(stranger.page.locator('body')).not.toContainText('Kite');
  await stranger.done();
});
