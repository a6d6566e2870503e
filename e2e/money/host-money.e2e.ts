import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { addGuestViaApi, asMember, createEventViaApi, futureLocal } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

const DAY_MS = 86_400_000;

/** A guest starts a contribution with their link token and pays it on the demo checkout with the test card that succeeds. */
async function contributeViaApi(request: APIRequestContext, potId: string, guestToken: string, input: { amountCents: number; anonymous: boolean; name?: string; message?: string }) {
  const started = await request.post(`/api/pots/${potId}/contributions`, { headers: { 'x-guest-token': guestToken }, data: input });
  expect(started.status(), await started.text()).toBe(201);
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
  const paid = await request.post(`/api/payments/demo/checkout/${sessionId}/pay`, { data: { cardNumber: '4242 4242 4242 4242' } });
  expect(paid.status(), await paid.text()).toBe(200);
}

test(
  'a host opens the event fund, connects payouts on the demo page, sees contributions held with a countdown, refunds one after confirming, sees the other released after 24 hours, and exports the CSV',
  { tag: '@moves-clock' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // The e2e server's clock is shared by every spec and this flow moves it a day forward: the event
    // is months away so nothing of it (or of other flows) starts meanwhile.
    const host = await registerViaApi(page.request, { name: 'Hana Host' });
    const api = asMember(page.request, host.token);
    const event = await createEventViaApi(page.request, host.token, { startsAt: futureLocal(90, 15), endsAt: futureLocal(90, 18), celebrantName: 'Maya' });
    const guest = await addGuestViaApi(page.request, host.token, event.id, { name: 'Gia Guest' });

    // ── From the overview to the money screen ──
    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole('link', { name: 'Contributions and payouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contributions' })).toBeVisible();
    await expect(page.getByTestId('demo-payment-label').first()).toHaveText('Demo payment — no money moves');
    await expect(page.getByText('No contributions yet.')).toBeVisible();

    // ── The event fund, through the form (a bad limit first) ──
    await page.getByRole('button', { name: 'Create the event fund' }).click();
    await expect(page.getByRole('heading', { name: 'New event fund' })).toBeFocused();
    await page.getByLabel('Title').fill('Party fund');
    await page.getByLabel('Description (optional)').fill('Toward the bouncy castle.');
    await page.getByLabel('Maximum ($)').fill('2');
    await page.getByRole('button', { name: 'Open the fund' }).click();
    await expect(page.getByText('The maximum must be at least the minimum')).toBeVisible();
    await expect(page.getByLabel('Maximum ($)')).toBeFocused();
    await page.getByLabel('Maximum ($)').fill('200');
    await page.getByRole('button', { name: 'Open the fund' }).click();
    const fund = page.getByRole('article', { name: 'Party fund' });
    await expect(fund).toContainText('$5.00 – $200.00 per contribution');
    await expect(fund.getByRole('heading', { name: 'Party fund' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Create the event fund' })).toHaveCount(0);

    // ── Payouts through the demo's onboarding page ──
    await expect(page.getByRole('heading', { name: 'Connect a payout account to receive released money' })).toBeVisible();
    await page.getByRole('button', { name: 'Connect a payout account' }).click();
    await expect(page).toHaveURL(/\/demo-connect\/[^/?]+\?/);
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await expect(page.getByText(host.email)).toBeVisible();
    await expect(page.getByTestId('demo-payment-label')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).not.toHaveURL(/demo-connect/);
    await expect.poll(async () => ((await (await api.get('/payouts/account')).json()) as { payoutsEnabled: boolean }).payoutsEnabled).toBe(true);

    // ── A guest chips in $20 through their link token and pays with the test card; someone gives $15 anonymously ──
    const money = (await (await api.get(`/events/${event.id}/contributions`)).json()) as { pots: Array<{ id: string }> };
    const potId = money.pots[0]!.id;
    await contributeViaApi(page.request, potId, guest.token, { amountCents: 2000, anonymous: false, name: 'Gia Guest', message: 'Happy birthday, Maya!' });
    await contributeViaApi(page.request, potId, guest.token, { amountCents: 1500, anonymous: true });

    // ── The host sees it held, with the countdown ──
    await page.goto(`/dashboard/events/${event.id}/contributions`);
    await expect(page.getByRole('heading', { name: 'Payouts go to your connected account' })).toBeVisible();
    const row = page.getByRole('row', { name: /Gia Guest/ });
    await expect(row).toContainText('$20.00');
    await expect(row).toContainText('Happy birthday, Maya!');
    await expect(row.getByRole('timer')).toHaveText(/^Held — 2[34] h \d+ min left$/);
    await expect(row.getByRole('button', { name: 'Refund $20.00 from Gia Guest' })).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals.getByRole('definition').filter({ hasText: '$' })).toHaveText(['$35.00', '$35.00', '$0.00', '$0.00']);
    await expectAccessible(page);

    // ── The host gives the anonymous $15 back, after confirming (keyboard: Escape keeps it) ──
    const anonymousRow = page.getByRole('row', { name: /Anonymous/ });
    await anonymousRow.getByRole('button', { name: 'Refund $15.00 from Anonymous' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund $15.00 to Anonymous?' });
    await expect(dialog.getByRole('button', { name: 'Keep the contribution' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await anonymousRow.getByRole('button', { name: 'Refund $15.00 from Anonymous' }).click();
    await dialog.getByRole('button', { name: 'Refund in full' }).click();
    await expect(anonymousRow).toContainText('Refunded by a host');
    await expect(anonymousRow.getByRole('button', { name: /Refund/ })).toHaveCount(0);
    await expect(totals.getByRole('definition').filter({ hasText: '$' })).toHaveText(['$20.00', '$20.00', '$0.00', '$15.00']);

    // ── 24 hours and a minute later the scheduler releases it to the host ──
    expect((await page.request.post('/api/dev/clock', { data: { ms: DAY_MS + 60_000 } })).status()).toBe(200);
    expect((await page.request.post('/api/dev/scheduled-work')).status()).toBe(200);
    await page.reload();
    await expect(row).toContainText('Released');
    await expect(row.getByRole('timer')).toHaveCount(0);
    await expect(row.getByRole('button', { name: /Refund/ })).toHaveCount(0);
    await expect(totals.getByRole('definition').filter({ hasText: '$' })).toHaveText(['$20.00', '$0.00', '$20.00', '$15.00']);
    await expect(fund).toContainText('Released$20.00');

    // ── The CSV holds the amount ──
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-contributions\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Gia Guest');
    expect(csv).toContain('20.00');
  },
);

test('someone who does not manage the event gets not-found on its money screen', async ({ page, request, account }) => {
  const host = await registerViaApi(request, { name: 'Other Host' });
  const event = await createEventViaApi(request, host.token, { startsAt: futureLocal(90, 15), endsAt: futureLocal(90, 18) });
  // The page is signed in as a different member (the fixture's account).
  await signIn(page, account);
  await page.goto(`/dashboard/events/${event.id}/contributions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
});

test('a host opens an all-or-nothing group gift pot for a wishlist item, then closes and reopens it', async ({ page }) => {
  const host = await registerViaApi(page.request, { name: 'Gabe Gifter' });
  const api = asMember(page.request, host.token);
  const event = await createEventViaApi(page.request, host.token, { startsAt: futureLocal(90, 15), endsAt: futureLocal(90, 18) });
  const item = await api.post(`/events/${event.id}/wishlist/items`, { title: 'Balance bike', priceCents: 15_000, priority: 3 });
  expect(item.status(), await item.text()).toBe(201);

  await page.goto(`/dashboard/events/${event.id}/contributions`);
  await page.getByRole('button', { name: 'Create a group gift pot' }).click();
  await page.getByRole('button', { name: 'Open the gift pot' }).click();
  await expect(page.getByText('Choose the wishlist item this pot is for')).toBeVisible();
  await page.getByLabel('Wishlist item').selectOption({ label: 'Balance bike · $150.00' });
  // The item fills the title and the target.
  await expect(page.getByLabel('Title')).toHaveValue('Balance bike');
  await expect(page.getByLabel('Target ($)')).toHaveValue('150.00');
  await page.getByRole('checkbox', { name: 'Refund everyone if the target is not reached by the deadline' }).check();
  await page.getByRole('button', { name: 'Open the gift pot' }).click();
  await expect(page.getByText('Set a deadline to refund contributors when the target is missed')).toBeVisible();
  await page.getByLabel('Deadline', { exact: true }).fill(futureLocal(60, 18));
  await page.getByRole('button', { name: 'Open the gift pot' }).click();

  const pot = page.getByRole('article', { name: 'Balance bike' });
  await expect(pot).toContainText('$0.00 raised of $150.00');
  await expect(pot).toContainText('Everyone is refunded if the target is not reached by the deadline.');
  await expect(pot.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expectAccessible(page);

  await pot.getByRole('button', { name: 'Close Balance bike' }).click();
  await expect(pot).toContainText('Closed: guests cannot chip in.');
  await pot.getByRole('button', { name: 'Reopen Balance bike' }).click();
  await expect(pot.getByText('Open', { exact: true })).toBeVisible();
  // The item has its pot now: the picker no longer offers it.
  await page.getByRole('button', { name: 'Create a group gift pot' }).click();
  await expect(page.getByLabel('Wishlist item').getByRole('option')).toHaveText(['No wishlist items without a pot']);
});
