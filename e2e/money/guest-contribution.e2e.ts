import type { Page } from '@playwright/test';
import { addGuestViaApi, asMember, createEventViaApi, futureLocal, guestBrowser } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_LABEL = 'Demo payment — no money moves';

/** On the gift page: opens the pot's form, fills it and leaves for the demo checkout. */
async function chipIn(page: Page, potTitle: string, fields: { amount: string; name?: string; message?: string }) {
  await page.getByRole('button', { name: `Chip in to ${potTitle}` }).click();
  // The form of this pot (the event page has an RSVP form with a name field too).
  const form = page.getByRole('form', { name: `Chip in to ${potTitle}` });
  await form.getByLabel('Amount').fill(fields.amount);
  if (fields.name) await form.getByLabel('Your name').fill(fields.name);
  else await form.getByRole('checkbox', { name: 'Give anonymously' }).check();
  if (fields.message) await form.getByLabel(/Message to/).fill(fields.message);
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** On the demo checkout: picks a test card by its number and pays. */
async function payWith(page: Page, cardNumber: string, amount: string) {
  await page.getByRole('button', { name: new RegExp(`^${cardNumber}`) }).click();
  await expect(page.getByLabel('Card number')).toHaveValue(cardNumber);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
}

test(
  'a guest chips in through their link with the demo provider: a declined card, the hold countdown, a cancel that refunds, and a second contribution released after 24 hours',
  { tag: '@moves-clock' },
  async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    const host = await registerViaApi(page.request, { name: 'Mona Moneyhost' });
    const api = asMember(page.request, host.token);
    // Far in the future: other flows move the shared server clock forward too.
    const event = await createEventViaApi(page.request, host.token, { celebrantName: 'Mia', startsAt: futureLocal(60, 15), endsAt: futureLocal(60, 18) });
    const potTitle = 'Mia’s party fund';
    const pot = await api.post(`/events/${event.id}/pots`, { kind: 'event_fund', title: potTitle, description: 'For the bouncy castle.', minCents: 500, maxCents: 50_000 });
    expect(pot.status(), await pot.text()).toBe(201);
    const gia = await addGuestViaApi(page.request, host.token, event.id, { name: 'Gia Giver' });

    // ── The guest opens their gift link and chips in $20; the first card is declined ──
    const guest = await guestBrowser(browser, baseURL!);
    await guest.page.goto(`/a/${gia.token}`);
    await expect(guest.page.getByRole('heading', { level: 2, name: 'Chip in' })).toBeVisible();
    await expect(guest.page.getByRole('heading', { name: potTitle })).toBeVisible();
    await guest.page.getByRole('button', { name: `Chip in to ${potTitle}` }).click();
    // The client checks the pot's limits before anything reaches the provider.
    await guest.page.getByLabel('Amount').fill('2');
    await guest.page.getByLabel('Your name').fill('Gia');
    await guest.page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(guest.page.getByText('Enter an amount of at least $5.00')).toBeVisible();
    await expect(guest.page.getByLabel('Amount')).toBeFocused();
    await expect(guest.page.getByText(DEMO_LABEL)).toBeVisible();
    await expectAccessible(guest.page);
    await guest.page.getByRole('button', { name: `Hide the form for ${potTitle}` }).click();
    await chipIn(guest.page, potTitle, { amount: '20', name: 'Gia', message: 'Happy birthday, Mia!' });
    await expect(guest.page.getByText(DEMO_LABEL)).toBeVisible();
    await expect(guest.page.getByText('$20.00', { exact: true })).toBeVisible();
    await expectAccessible(guest.page);
    await payWith(guest.page, '4000 0000 0000 0002', '$20.00');
    await expect(guest.page.getByRole('alert')).toContainText('declined');
    await expect(guest.page).toHaveURL(/\/demo-checkout\//);

    // ── The test card that pays: back on the contribution page, held with the countdown ──
    await payWith(guest.page, '4242 4242 4242 4242', '$20.00');
    await expect(guest.page).toHaveURL(/\/contributions\/[^/?]+$/);
    await expect(guest.page.getByRole('heading', { level: 1, name: 'Your contribution' })).toBeVisible();
    await expect(guest.page.getByText('Payment received — thank you!')).toBeVisible();
    await expect(guest.page.getByRole('timer')).toHaveText(/^Held — \d+ h \d+ min left$/);
    await expect(guest.page.getByText(DEMO_LABEL)).toBeVisible();
    await expectAccessible(guest.page);

    // ── Cancel within the 24 hours: a confirm dialog (keyboard), then "Refunded" ──
    await guest.page.getByRole('button', { name: 'Cancel and get a full refund' }).click();
    const dialog = guest.page.getByRole('dialog', { name: 'Cancel your contribution?' });
    await expect(dialog).toContainText('$20.00');
    await expect(dialog.getByRole('button', { name: 'Keep my contribution' })).toBeFocused();
    await guest.page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel and refund' })).toBeFocused();
    await guest.page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(guest.page.getByText('Refunded.', { exact: true })).toBeVisible();
    await expect(guest.page.getByText(/You cancelled within the 24 hours/)).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Cancel and get a full refund' })).toBeHidden();

    // ── The host connects a (demo) payout account through the API ──
    const onboarding = await api.post('/payouts/onboarding', {});
    expect(onboarding.status(), await onboarding.text()).toBe(200);
    const accountId = ((await onboarding.json()) as { url: string }).url.match(/\/demo-connect\/([^/?#]+)/)?.[1];
    expect(accountId, 'a demo-connect link').toBeTruthy();
    const completed = await api.post(`/payments/demo/connect/${accountId}/complete`, {});
    expect(completed.status(), await completed.text()).toBe(200);
    await expect.poll(async () => ((await (await api.get('/payouts/account')).json()) as { payoutsEnabled: boolean }).payoutsEnabled).toBe(true);

    // ── A second contribution, anonymous, $15 — listed on the gift page ──
    await guest.page.goto('/a');
    const yours = guest.page.getByRole('region', { name: 'Your contributions' });
    await expect(yours).toContainText('$20.00 to');
    await expect(yours).toContainText('Refunded');
    // Going back from the checkout charges nothing; "Try again" returns to the pot.
    await chipIn(guest.page, potTitle, { amount: '15' });
    await guest.page.getByRole('button', { name: 'Cancel and go back' }).click();
    await expect(guest.page).toHaveURL(/\/contributions\/[^/?]+\?cancelled=1$/);
    await expect(guest.page.getByText('Payment cancelled — nothing was charged.')).toBeVisible();
    await guest.page.getByRole('link', { name: 'Try again' }).click();
    await expect(guest.page).toHaveURL(/\/a$/);
    await chipIn(guest.page, potTitle, { amount: '15' });
    await payWith(guest.page, '4242 4242 4242 4242', '$15.00');
    await expect(guest.page.getByRole('timer')).toHaveText(/left$/);
    const secondPath = new URL(guest.page.url()).pathname;

    // ── 24 hours and a minute later the scheduler releases it to the host ──
    const clock = await page.request.post('/api/dev/clock', { data: { ms: DAY_MS + 60_000 } });
    expect(clock.status(), await clock.text()).toBe(200);
    const work = await page.request.post('/api/dev/scheduled-work', { data: {} });
    expect(work.status(), await work.text()).toBe(200);
    await guest.page.goto(secondPath);
    await expect(guest.page.getByText(/Released to the host/)).toBeVisible();
    await expect(guest.page.getByRole('button', { name: 'Cancel and get a full refund' })).toBeHidden();
    await expectAccessible(guest.page);

    // ── The event page offers the fund too, from the same personal link ──
    await guest.page.goto(gia.linkPath);
    const fund = guest.page.getByRole('region', { name: 'Chip in to the event fund' });
    await expect(fund.getByRole('heading', { name: potTitle })).toBeVisible();
    await expect(fund.getByRole('listitem').filter({ hasText: '$15.00 to' }).filter({ hasText: 'Released to the host' })).toHaveCount(1);
    await expect(fund.getByRole('listitem').filter({ hasText: '$20.00 to' })).toContainText('Refunded');
    await expectAccessible(guest.page);
    await guest.done();
  },
);

test('a signed-in member chips in to the event fund from the public event page; a card with insufficient funds is refused first', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const host = await registerViaApi(page.request, { name: 'Hugo Host' });
  const event = await createEventViaApi(page.request, host.token, { celebrantName: 'Ben', startsAt: futureLocal(60, 15), endsAt: futureLocal(60, 18) });
  const potTitle = 'Ben’s bike fund';
  const pot = await asMember(page.request, host.token).post(`/events/${event.id}/pots`, { kind: 'event_fund', title: potTitle, minCents: 1000, maxCents: 5000, targetCents: 20_000 });
  expect(pot.status(), await pot.text()).toBe(201);

  const member = await guestBrowser(browser, baseURL!);
  await signIn(member.page, await registerViaApi(member.page.request, { name: 'Mel Member' }));
  await member.page.goto(`/e/${event.slug}`);
  const fund = member.page.getByRole('region', { name: 'Chip in to the event fund' });
  await expect(fund).toContainText('Raised so far $0.00 of $200.00');
  // Above the host's maximum: refused before any checkout.
  await member.page.getByRole('button', { name: `Chip in to ${potTitle}` }).click();
  await member.page.getByLabel('Amount').fill('50.01');
  await member.page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(member.page.getByText('Enter an amount of at most $50.00')).toBeVisible();
  await member.page.getByRole('button', { name: `Hide the form for ${potTitle}` }).click();
  await chipIn(member.page, potTitle, { amount: '10.50', name: 'Mel' });
  await payWith(member.page, '4000 0000 0000 9995', '$10.50');
  await expect(member.page.getByRole('alert')).toContainText('insufficient funds');
  await payWith(member.page, '4242 4242 4242 4242', '$10.50');
  await expect(member.page).toHaveURL(/\/contributions\/[^/?]+$/);
  await expect(member.page.getByRole('timer')).toHaveText(/^Held — \d+ h \d+ min left$/);
  await expect(member.page.getByText('$10.50', { exact: true })).toBeVisible();

  // Back on the event page: the raised amount and the member's own contribution.
  await member.page.goto(`/e/${event.slug}`);
  await expect(fund).toContainText('Raised so far $10.50 of $200.00');
  // Only its presence: another flow may move the shared server clock past the 24 hours meanwhile.
  await expect(fund.getByRole('listitem').filter({ hasText: '$10.50 to' })).toHaveCount(1);
  await expectAccessible(member.page);
  await member.done();
});

test('a contribution page without its guest link is not found, and an unknown demo checkout says so', async ({ page }) => {
  await page.goto('/contributions/not-a-real-id');
  await expect(page.getByRole('heading', { level: 1, name: 'Contribution not found' })).toBeVisible();
  await page.goto('/demo-checkout/not-a-real-session');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout not found' })).toBeVisible();
  await expectAccessible(page);
});
