import type { Page } from '@playwright/test';
import { DOUBLE_TAP_WINDOW_MS } from '#platform/lib/double-tap.ts';
import { chooseAnswer, createEventViaApi, guestBrowser } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, test, uniqueEmail } from '../support/fixtures.ts';

test('a visitor without a link RSVPs on an open event and gets their personal link; the host sees them', async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Olive Host' });
  const event = await createEventViaApi(page.request, host.token, { location: '7 Open Road' });

  const visitor = await guestBrowser(browser, baseURL!);
  // The browser's date data loads in a worker of its own, not in the page's first render (decision 046).
  const dateWarmUp = visitor.page.waitForEvent('worker', (worker) => worker.url().includes('warm-date-formatting'));
  await visitor.page.goto(`/e/${event.slug}`);
  await dateWarmUp;
  await expect(visitor.page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // Private details stay with invited guests and hosts.
  await expect(visitor.page.getByText('The address is shared with invited guests.')).toBeVisible();
  await expect(visitor.page.getByText('7 Open Road')).toHaveCount(0);
  await expect(visitor.page.getByRole('heading', { name: 'RSVP', exact: true })).toBeVisible();

  // Without an email or phone the form says what is missing and sends nothing.
  await chooseAnswer(visitor.page, 'Going');
  await visitor.page.getByLabel('Your name').fill('Vera Visitor');
  await visitor.page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(
    visitor.page
      .getByText(/email|phone/i)
      .and(visitor.page.locator('[id^="rsvp-"][id$="-error"]'))
      .first(),
  ).toBeVisible();

  const email = uniqueEmail();
  await visitor.page.getByLabel('Email').fill(email);
  await visitor.page.getByRole('button', { name: 'Send RSVP' }).click();
  const saved = visitor.page.getByRole('region', { name: 'Save this link to change your answer' });
  await expect(saved).toContainText(new RegExp(`/e/${event.slug}\\?g=[\\w-]{20,}`));
  // The page turns into Vera's own guest view, with the private details.
  await expect(visitor.page.getByText('You’re going! See you there.')).toBeVisible();
  await expect(visitor.page.getByText('7 Open Road')).toBeVisible();
  await expectAccessible(visitor.page);
  await visitor.done();

  const guests = (await (await page.request.get(`/api/events/${event.id}/guests`, { headers: { authorization: `Bearer ${host.token}` } })).json()) as {
    guests: { name: string; email: string; source: string; rsvpStatus: string }[];
  };
  expect(guests.guests).toEqual([expect.objectContaining({ name: 'Vera Visitor', email, source: 'open_rsvp', rsvpStatus: 'going' })]);
});

test('an invite-only event refuses visitors with a clear message', async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Ivy Host' });
  const event = await createEventViaApi(page.request, host.token, { inviteOnly: true });

  const visitor = await guestBrowser(browser, baseURL!);
  await visitor.page.goto(`/e/${event.slug}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(visitor.page.getByRole('heading', { name: 'This event is invite-only' })).toBeVisible();
  await expect(visitor.page.getByText('Only invited guests can RSVP. Open the personal link from your invitation email or text to answer.')).toBeVisible();
  await expect(visitor.page.getByRole('button', { name: 'Send RSVP' })).toHaveCount(0);
  await expectAccessible(visitor.page);
  await visitor.done();

  // The API says the same to a visitor who posts anyway, and adds nobody.
  const refused = await page.request.post(`/api/public/events/${event.slug}/rsvp`, { data: { response: 'going', partySize: 1, plusOneNames: [], name: 'Gate Crasher', email: uniqueEmail() } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toMatch(/invite-only/i);
  const guests = (await (await page.request.get(`/api/events/${event.id}/guests`, { headers: { authorization: `Bearer ${host.token}` } })).json()) as { guests: unknown[] };
  expect(guests.guests).toEqual([]);
});

async function expectTouchFriendly(page: Page, form: ReturnType<Page['locator']>) {
  const report = await form.evaluate((root) => {
    const visible = (element: Element) => (element as HTMLElement).offsetParent !== null;
    const fields = [...root.querySelectorAll('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea')].filter(visible);
    const targets = [...root.querySelectorAll('button, [role=button], input[type=submit]')].filter(visible);
    // The answer pills: visible labels around visually hidden radios, so they are the touch targets.
    const pills = [...root.querySelectorAll('label:has(input[type=radio])')].filter(visible);
    return {
      fields: fields.length,
      smallFields: fields.map((element) => ({ field: element.id, fontSize: parseFloat(getComputedStyle(element).fontSize) })).filter((field) => field.fontSize < 16),
      targets: targets.length,
      smallTargets: targets.map((element) => ({ target: (element.textContent ?? '').trim().slice(0, 30), height: element.getBoundingClientRect().height })).filter((target) => target.height < 44),
      pills: pills.length,
      smallPills: pills.map((element) => ({ answer: (element.textContent ?? '').trim(), height: element.getBoundingClientRect().height })).filter((pill) => pill.height < 44),
    };
  });
  expect(report.fields, 'text fields in the RSVP form').toBeGreaterThan(2);
  expect(report.smallFields, 'RSVP inputs under 16px zoom the page on focus').toEqual([]);
  expect(report.targets, 'buttons in the RSVP form').toBeGreaterThan(0);
  expect(report.smallTargets, 'RSVP buttons under 44px tall on a touch screen').toEqual([]);
  expect(report.pills, 'answer pills').toBe(3);
  // Soft, so the rest of the flow still runs and reports; the test fails at the end all the same.
  expect.soft(report.smallPills, 'RSVP answer pills (Going / Maybe / Can’t go) under 44px tall on a touch screen').toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

test('the event page and its RSVP form work on a phone', async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Mo Host' });
  const event = await createEventViaApi(page.request, host.token, { plusOnesAllowed: 2 });

  const phone = await guestBrowser(browser, baseURL!, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  await phone.page.goto(`/e/${event.slug}`);
  await expect(phone.page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  const form = phone.page.locator('form').filter({ has: phone.page.getByRole('button', { name: 'Send RSVP' }) });
  // On a phone the RSVP comes before the guest list and comments.
  const rsvpTop = (await form.boundingBox())!.y;
  const whoTop = (await phone.page.getByRole('heading', { name: 'Who’s coming' }).boundingBox())!.y;
  expect(rsvpTop).toBeLessThan(whoTop);

  await chooseAnswer(phone.page, 'Going', 'tap');
  await phone.page.getByLabel('Party size (you included)').selectOption({ label: 'Me + 1' });
  await expectTouchFriendly(phone.page, form);
  await phone.page.getByLabel('Your name').tap();
  await phone.page.getByLabel('Your name').fill('Pat Phone');
  await phone.page.getByLabel('Email').fill(uniqueEmail());
  await phone.page.getByLabel('Plus-one 1 name').fill('Sam Phone');
  // A person types for longer than the double-tap window; without this pause the page (rightly)
  // takes the button tap right after the field tap as a double tap and swallows it.
  await phone.page.waitForTimeout(DOUBLE_TAP_WINDOW_MS + 50);
  await phone.page.getByRole('button', { name: 'Send RSVP' }).tap();
  await expect(phone.page.getByText('You’re going! See you there.')).toBeVisible();
  await expect(phone.page.getByText('2 (with Sam Phone)')).toBeVisible();
  await expectAccessible(phone.page);
  await phone.done();
});
