import { addGuestViaApi, createEventViaApi, guestBrowser, rsvpViaApi, waitForOutboxMessage } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test, uniqueEmail } from '../support/fixtures.ts';
import { startShop } from '../support/wishlist-shop.ts';

// One flow owns the local shop's port, so the tests of this file never run side by side.
test.describe.configure({ mode: 'serial' });

test('host builds the wishlist (one item read from a product page), sets bands, runs the assignment; the guest marks their gift bought; the celebrant sees "Bought" without the name', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const shop = await startShop({ '/castle': { title: 'Castle Playset', imageUrl: 'https://images.shop.example/castle.jpg', price: '39.99' } });
  try {
    const host = await registerViaApi(page.request, { name: 'Hana Host' });
    const celebrant = await registerViaApi(page.request, { name: 'Maya Birthday' });
    const event = await createEventViaApi(page.request, host.token, { celebrantName: 'Maya' });
    const adaEmail = uniqueEmail();
    const ada = await addGuestViaApi(page.request, host.token, event.id, { name: 'Ada Lovelace', email: adaEmail });
    const ben = await addGuestViaApi(page.request, host.token, event.id, { name: 'Ben Bright', email: uniqueEmail() });
    await rsvpViaApi(page.request, event.slug, ada.token, { response: 'going' });
    await rsvpViaApi(page.request, event.slug, ben.token, { response: 'going' });
    await signIn(page, host);

    // ── The overview links the wishlist ──
    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole('link', { name: 'Wishlist and gift assignment' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/wishlist$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(page.getByText('The list is empty.')).toBeVisible();
    await expectAccessible(page);

    // ── Bad input gets a clear message and adds nothing ──
    const link = page.getByLabel('Product link');
    await link.fill('http://10.1.2.3/toy');
    await page.getByRole('button', { name: 'Read page' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /private|local/i })).toBeVisible();
    await link.fill(`${shop.origin}/gone`);
    await page.getByRole('button', { name: 'Read page' }).click();
    // A page that cannot be read is a normal case: a message, and the form stays for manual entry.
    await expect(page.getByRole('status').filter({ hasText: /by hand/i })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await page.getByLabel('Title').fill('Negative toy');
    await page.getByLabel('Price in dollars').fill('-5');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('Price must be a whole number of cents from 0 to 100,000.00')).toBeVisible();
    await page.getByLabel('Price in dollars').fill('5');
    await page.getByLabel('Quantity wanted').fill('500');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByText('Quantity must be a whole number from 1 to 99')).toBeVisible();
    expect(((await (await page.request.get(`/api/events/${event.id}/wishlist/items`)).json()) as { items: unknown[] }).items).toEqual([]);

    // ── Add by link: the local product page fills title, image and price; all stay editable ──
    await link.fill(`${shop.origin}/castle`);
    await page.getByRole('button', { name: 'Read page' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Castle Playset');
    await expect(page.getByLabel('Price in dollars')).toHaveValue('39.99');
    await expect(page.getByLabel('Image address (optional)')).toHaveValue('https://images.shop.example/castle.jpg');
    await page.getByLabel('Quantity wanted').fill('1');
    await page.getByLabel('Priority').selectOption('1');
    await page.getByRole('button', { name: 'Add item' }).click();
    const castle = page.getByRole('article', { name: 'Castle Playset' });
    await expect(castle).toContainText('$39.99');
    await expect(castle).toContainText('Available');

    // ── Add by hand: a cheap puzzle and a bike dearer than every band will be ──
    await expect(page.getByLabel('Product link')).toHaveValue('');
    await page.getByLabel('Title').fill('Puzzle, 500 pieces');
    await page.getByLabel('Price in dollars').fill('15');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('article', { name: 'Puzzle, 500 pieces' })).toBeVisible();
    await page.getByLabel('Title').fill('Balance bike');
    await page.getByLabel('Price in dollars').fill('150');
    await page.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByRole('article', { name: 'Balance bike' })).toBeVisible();

    // ── Edit in the dialog; remove with a confirmation ──
    await page.getByRole('button', { name: 'Edit Puzzle, 500 pieces' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    await edit.getByLabel('Price in dollars').fill('abc');
    await edit.getByRole('button', { name: 'Save item' }).click();
    await expect(edit.getByText('Price must be a whole number of cents from 0 to 100,000.00')).toBeVisible();
    await edit.getByLabel('Price in dollars').fill('14.50');
    await edit.getByLabel('Notes (optional)').fill('Animals, not landscapes');
    await edit.getByRole('button', { name: 'Save item' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('article', { name: 'Puzzle, 500 pieces' })).toContainText('$14.50');
    await expect(page.getByRole('article', { name: 'Puzzle, 500 pieces' })).toContainText('Animals, not landscapes');
    await page.getByLabel('Title').fill('Socks');
    await page.getByLabel('Price in dollars').fill('8');
    await page.getByRole('button', { name: 'Add item' }).click();
    await page.getByRole('button', { name: 'Remove Socks' }).click();
    await page.getByRole('dialog', { name: 'Remove this item?' }).getByRole('button', { name: 'Remove item' }).click();
    await expect(page.getByRole('article', { name: 'Socks' })).toHaveCount(0);
    await expect(page.getByTestId('wishlist-item')).toHaveCount(3);

    // ── Reorder with the keyboard-reachable buttons ──
    await page.getByRole('button', { name: 'Move Balance bike up' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('wishlist-item').nth(1)).toContainText('Balance bike');
    // Focus stays on the button, so the card can be moved again from the keyboard.
    await expect(page.getByRole('button', { name: 'Move Balance bike up' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Move Balance bike up' })).toBeEnabled();
    // Moving down re-inserts the focused card itself; focus must survive that too.
    await page.getByRole('button', { name: 'Move Castle Playset down' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('wishlist-item').nth(1)).toContainText('Castle Playset');
    await expect(page.getByRole('button', { name: 'Move Castle Playset down' })).toBeFocused();
    await expect
      .poll(async () => ((await (await page.request.get(`/api/events/${event.id}/wishlist/items`)).json()) as { items: { title: string }[] }).items.map((entry) => entry.title))
      .toEqual(['Balance bike', 'Castle Playset', 'Puzzle, 500 pieces']);

    // ── Bands: drop the open-ended "$100+" band, so the bike becomes a group pot ──
    await page.getByRole('button', { name: 'Edit bands' }).click();
    await page.getByRole('button', { name: 'Remove band 4' }).click();
    await page.getByRole('button', { name: 'Save bands' }).click();
    await expect(page.getByRole('button', { name: 'Edit bands' })).toBeVisible();
    await expect(page.getByText('Your own bands.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Balance bike' })).toContainText('Group pot');
    await expect(page.getByRole('region', { name: 'Group pots' }).or(page.locator('section[aria-labelledby="pots-heading"]'))).toContainText('Balance bike');

    // ── Each guest's band, then the assignment ──
    await page.getByLabel('Band for Ada Lovelace').selectOption({ label: '$25–50' });
    await expect(page.getByLabel('Band for Ada Lovelace')).toHaveValue(/.+/);
    await page.getByLabel('Band for Ben Bright').selectOption({ label: 'Under $25' });
    await expect(page.getByLabel('Band for Ben Bright')).toHaveValue(/.+/);
    await page.getByRole('button', { name: 'Run assignment' }).click();
    const rows = page.getByTestId('assignment-row');
    const adaRow = rows.filter({ has: page.getByRole('rowheader', { name: /Ada Lovelace/ }) });
    const benRow = rows.filter({ has: page.getByRole('rowheader', { name: /Ben Bright/ }) });
    await expect(adaRow).toContainText('Castle Playset');
    await expect(adaRow).toContainText('Matched in your band');
    await expect(benRow).toContainText('Puzzle, 500 pieces');
    await expect(castle).toContainText('Reserved');
    await expect(castle).toContainText('Ada Lovelace');
    await expectAccessible(page);

    // ── The celebrant (a member) and the "your gift" links ──
    await page.getByLabel('Celebrant’s account email').fill(celebrant.email);
    await page.getByRole('button', { name: 'Set celebrant' }).click();
    await expect(page.getByText(`(${celebrant.email}) can manage this wishlist`)).toBeVisible();
    await page.getByRole('checkbox', { name: 'SMS' }).uncheck();
    await page.getByRole('button', { name: 'Send gift links' }).click();
    await expect(page.getByRole('status').filter({ hasText: /queued/ })).toBeVisible();
    const message = await waitForOutboxMessage(page.request, adaEmail, /\/a\//, 'the "your gift" email');
    const giftLink = message.body.match(/https?:\/\/\S+\/a\/[\w-]+/)?.[0];
    expect(giftLink, `a /a/ link in:\n${message.body}`).toBeTruthy();
    const giftPath = new URL(giftLink!).pathname;

    // ── The guest opens their gift link in their own browser and marks it bought ──
    const guest = await guestBrowser(browser, baseURL!);
    await guest.page.goto(giftPath);
    await expect(guest.page.getByRole('heading', { level: 1, name: 'Your gift for Maya' })).toBeVisible();
    await expect(guest.page.getByRole('heading', { name: 'Castle Playset' })).toBeVisible();
    await expect(guest.page.getByText('$39.99')).toBeVisible();
    await expect(guest.page.getByText('Matched in your band')).toBeVisible();
    // The token leaves the address bar, and the shop never gets it as a referrer.
    await expect(guest.page).toHaveURL(/\/a$/);
    const buy = guest.page.getByRole('link', { name: /Buy it/ });
    await expect(buy).toHaveAttribute('href', `${shop.origin}/castle`);
    await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(buy).toHaveAttribute('target', '_blank');
    await expectAccessible(guest.page);
    await guest.page.getByRole('button', { name: 'I bought it' }).click();
    await expect(guest.page.getByText('You bought it — thank you!')).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'I bought it' })).toBeHidden();
    // A reload in the same tab still finds the gift (the token is kept for the tab).
    await guest.page.reload();
    await expect(guest.page.getByText('You bought it — thank you!')).toBeVisible();
    await guest.done();

    // ── Re-running keeps the bought gift where it is ──
    await page.getByRole('button', { name: 'Run assignment' }).click();
    await expect(adaRow).toContainText('Bought');
    await expect(adaRow).toContainText('Castle Playset');

    // ── The celebrant sees "Bought", never by whom ──
    const birthday = await guestBrowser(browser, baseURL!);
    await signIn(birthday.page, celebrant);
    // The celebrant finds the wishlist on their own dashboard.
    await birthday.page.goto('/dashboard');
    await birthday.page.getByRole('heading', { name: 'Your wishlists' }).waitFor();
    await birthday.page.getByRole('link', { name: /^Open wishlist/ }).click();
    await expect(birthday.page).toHaveURL(new RegExp(`/dashboard/events/${event.id}/wishlist$`));
    const seen = birthday.page.getByRole('article', { name: 'Castle Playset' });
    await expect(seen).toContainText('Bought');
    await expect(birthday.page.getByText(/never by whom/)).toBeVisible();
    await expect(birthday.page.locator('body')).not.toContainText('Ada Lovelace');
    await expect(birthday.page.locator('body')).not.toContainText('Ben Bright');
    // Not hidden by the screen only: the answer the celebrant's browser gets has no names either.
    const answer = await birthday.page.request.get(`/api/events/${event.id}/wishlist/items`);
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain('"bought"');
    expect(text).not.toContain('Ada Lovelace');
    expect(text).not.toContain('Ben Bright');
    // The assignment table (names by design) is for hosts only.
    expect([403, 404]).toContain((await birthday.page.request.get(`/api/events/${event.id}/wishlist/assignment`)).status());
    await expect(birthday.page.getByRole('button', { name: 'Run assignment' })).toHaveCount(0);
    await expectAccessible(birthday.page);

    // ── Once the host's reveal date has passed, the celebrant may see who ──
    await page.getByLabel('Reveal names on').fill('2026-01-01T10:00');
    await page.getByRole('button', { name: 'Save reveal date' }).click();
    await expect(page.getByText(/until Jan 1, 2026/)).toBeVisible();
    await birthday.page.reload();
    await expect(birthday.page.getByText('The reveal date has passed')).toBeVisible();
    await expect(birthday.page.getByRole('article', { name: 'Castle Playset' })).toContainText('Ada Lovelace');
    await birthday.done();
  } finally {
    await shop.stop();
  }
});
