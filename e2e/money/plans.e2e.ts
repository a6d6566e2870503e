import type { Page } from '@playwright/test';
import { asMember, createEventViaApi, futureLocal, uniqueTitle } from '../support/events.ts';
import { expect, expectAccessible, signIn, test } from '../support/fixtures.ts';

const DEMO_LABEL = 'Demo payment — no money moves';

/** On the demo provider's checkout page (/demo-checkout/<id>): pays with Stripe's test card that succeeds. */
async function payOnDemoCheckout(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/demo-checkout\/[^/?]+/);
  await expect(page.getByText(DEMO_LABEL).first()).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  // Subscriptions read "Pay $9.00 / month".
  await page.getByRole('button', { name: new RegExp(`^Pay ${amount.replace(/[$.]/g, '\\$&')}`) }).click();
}

test('/pricing shows the three plans to a visitor, the cancelled checkout banner, and sends "Upgrade to Pro" to sign in', async ({ page }) => {
  await page.goto('/pricing?cancelled=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Simple pricing for every party' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Checkout cancelled — nothing was charged' })).toBeVisible();
  for (const [plan, price] of [
    ['Free', 'Free'],
    ['Single event', '$19.00 once'],
    ['Pro', '$9.00 / month'],
  ] as const) {
    const card = page.getByRole('group', { name: plan, exact: true });
    await expect(card).toContainText(price);
  }
  await expect(page.getByText('Every contribution is held for 24 hours, then released automatically.').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/email-auth$/);
});

test('a Free host hits the event limit, buys a Single event through the demo checkout, upgrades to Pro and cancels it', async ({ page, account }) => {
  test.setTimeout(120_000);
  await signIn(page, account);
  const api = asMember(page.request, account.token);
  const first = await createEventViaApi(page.request, account.token, { title: uniqueTitle('Maya turns 7'), startsAt: futureLocal(35, 14), endsAt: futureLocal(35, 17) });

  // ── A second active event is refused with the server's message and the ways past it ──
  const secondTitle = uniqueTitle('Leo turns 5');
  await page.goto('/event/new');
  await page.getByLabel('Event title').fill(secondTitle);
  await page.getByLabel('Starts').fill(futureLocal(40, 14));
  await page.getByLabel('Ends').fill(futureLocal(40, 17));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('alert')).toContainText('The Free plan includes 1 active event');
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Buy a single event' }).click();

  // ── Single event: the only event is preselected; pay $19.00 with the card that succeeds ──
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a single event' })).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(first.title) })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Buy for $19.00' }).click();
  await payOnDemoCheckout(page, '$19.00');
  await expect(page).toHaveURL(/\/billing\?purchase=/);
  await expect(page.getByRole('status').filter({ hasText: `Single event unlocked for ${first.title}` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: first.title })).toBeVisible();
  const receipts = page.getByRole('table', { name: 'Receipts' });
  await expect(receipts.getByRole('row').filter({ hasText: first.title })).toContainText('$19.00');
  await expect(receipts.getByRole('row').filter({ hasText: first.title })).toContainText('Paid');
  await expect(page.getByText(DEMO_LABEL).first()).toBeVisible();
  await expectAccessible(page);

  // The unlocked event no longer counts against the Free limit: the second event can be created now.
  const second = await api.post('/events', { title: secondTitle, startsAt: futureLocal(40, 14), endsAt: futureLocal(40, 17), timeZone: 'Europe/London' });
  expect(second.status(), await second.text()).toBe(201);

  // ── Pro: subscribe from /billing, pay $9.00 a month ──
  await page.getByRole('button', { name: /^Upgrade to Pro/ }).click();
  await payOnDemoCheckout(page, '$9.00');
  await expect(page).toHaveURL(/\/billing\?purchase=/);
  await expect(page.getByRole('status').filter({ hasText: 'Thanks — Pro is active' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 2, name: 'Pro', exact: true })).toBeVisible();
  await expect(page.getByText('Active events')).toBeVisible();

  // ── Cancel Pro: the dialog says what changes; back to Free ──
  await page.getByRole('button', { name: 'Cancel Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Pro?' });
  await expect(dialog).toContainText('Your events and guests stay as they are');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, cancel Pro' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Free', exact: true })).toBeVisible();
  await expect(page.getByText('Thanks — Pro is active')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel Pro' })).toHaveCount(0);

  // ── Back on Free, the second (locked) event takes 30 guests; the 31st is refused with a way to unlock that event ──
  const secondId = ((await second.json()) as { event: { id: string } }).event.id;
  for (let index = 1; index <= 30; index++) {
    const added = await api.post(`/events/${secondId}/guests`, { name: `Guest ${index}` });
    expect(added.status(), await added.text()).toBe(201);
  }
  await page.goto(`/dashboard/events/${secondId}/guests`);
  await page.getByRole('button', { name: 'Add guest' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a guest' });
  await addDialog.getByLabel('Name').fill('Guest 31');
  await addDialog.getByRole('button', { name: 'Add guest' }).click();
  await expect(addDialog.getByRole('alert')).toContainText('The Free plan allows 30 guests per event');
  await addDialog.getByRole('link', { name: 'Buy a single event' }).click();
  await expect(page).toHaveURL(new RegExp(`/buy-single-event\\?event=${secondId}$`));
  await expect(page.getByRole('radio', { name: new RegExp(secondTitle) })).toBeChecked();
});

test('/test-payment charges $0.50 through the demo checkout and shows it refunded automatically', async ({ page, account }) => {
  test.setTimeout(60_000);
  await signIn(page, account);
  await page.goto('/test-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '$1.00' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('radio', { name: '$0.50' }).check();
  await page.getByRole('button', { name: 'Make a test payment' }).click();
  await payOnDemoCheckout(page, '$0.50');
  await expect(page).toHaveURL(/\/test-payment\?purchase=/);
  const steps = page.getByRole('list').filter({ hasText: 'Payment succeeded' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Refunded automatically' })).toContainText('(done)', { timeout: 15_000 });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Payment succeeded' })).toContainText('(done)');
  await expect(page.getByRole('status').filter({ hasText: 'Your payment set-up works' })).toBeVisible();
  await expectAccessible(page);
});
