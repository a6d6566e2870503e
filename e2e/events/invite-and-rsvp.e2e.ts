import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseAnswer, guestBrowser, linkInMessage, uniquePhone, uniqueTitle, waitForOutboxMessage, futureLocal } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test('create an event, import guests from CSV, invite by email and text, RSVP with a plus-one through the personal link, host sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const host = await registerViaApi(page.request, { name: 'Hana Host' });
  await signIn(page, host);

  // ── Create the event through /event/new ──
  const title = uniqueTitle('Maya turns 7');
  await page.goto('/event/new');
  await expect(page.getByRole('heading', { name: 'Create an event' })).toBeVisible();
  await page.getByLabel('Event title').fill(title);
  await page.getByLabel("Celebrant's name").fill('Maya');
  await page.getByLabel('Age to turn').fill('7');
  await page.getByLabel('Starts').fill(futureLocal(30, 14));
  // An end before the start is refused with the schema's message, and nothing is created.
  await page.getByLabel('Ends').fill(futureLocal(30, 12));
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('The party must end after it starts')).toBeVisible();
  await expect(page.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/event\/new$/);
  expect(((await (await page.request.get('/api/events')).json()) as { hosting: unknown[] }).hosting).toEqual([]);
  await page.getByLabel('Ends').fill(futureLocal(30, 17));
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByLabel('Location').fill('Kinderhaus, Berlin');
  await page.getByLabel('Plus-ones').selectOption({ label: 'Up to 1 per guest' });
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/events\/[^/]+$/);
  const eventId = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // ── Import guests from a CSV file: a duplicate and two unusable rows are skipped with reasons ──
  await page.getByRole('link', { name: 'Manage guests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  const adaEmail = uniqueEmail();
  const adaPhone = uniquePhone();
  const benEmail = uniqueEmail();
  const csv = ['Name,Email,Phone', `Ada Lovelace,${adaEmail},${adaPhone}`, `Ben Bright,${benEmail},`, `Ada Again,${adaEmail.toUpperCase()},`, 'Nobody Reachable,,', 'Bad Address,not-an-email,'].join(
    '\n',
  );
  const csvFile = join(mkdtempSync(join(tmpdir(), 'cakeday-e2e-csv-')), 'guests.csv');
  writeFileSync(csvFile, csv);
  await page.getByLabel('Contacts file (.csv or .vcf)').setInputFiles(csvFile);
  const preview = page.getByRole('dialog', { name: 'Import preview' });
  await expect(preview.getByRole('heading', { name: '2 guests to add' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: '3 rows skipped' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Ada Again' })).toContainText('Already on the guest list');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Nobody Reachable' })).toContainText('No email or phone number');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Bad Address' })).toContainText('not-an-email is not a valid email address');
  // The preview is a dry run: nobody is on the list yet.
  expect(((await (await page.request.get(`/api/events/${eventId}/guests`)).json()) as { guests: unknown[] }).guests).toHaveLength(0);
  await preview.getByRole('button', { name: 'Import 2 guests' }).click();
  await expect(preview).toBeHidden();
  const table = page.getByRole('table', { name: 'Guests' });
  const adaRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Ada Lovelace/ }) });
  await expect(adaRow).toContainText('Not invited yet');
  await expect(table.getByRole('rowheader', { name: /Ben Bright/ })).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(2);

  // ── Send invitations by email and by text to everyone not invited yet ──
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const invite = page.getByRole('dialog', { name: 'Send invitations' });
  await expect(invite.getByRole('radio', { name: 'Everyone not invited yet' })).toBeChecked();
  await invite.getByRole('checkbox', { name: 'Text message' }).check();
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  // Ada: email + text, Ben: email only (no phone, reported).
  await expect(invite.getByText('3 messages on the way.')).toBeVisible();
  await expect(invite.getByRole('listitem').filter({ hasText: 'Ben Bright' })).toContainText('No phone number');
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(adaRow).toContainText('Invited');

  const email = await waitForOutboxMessage(page.request, adaEmail, new RegExp(`You're invited: ${title}`), 'the invitation email');
  const text = await waitForOutboxMessage(page.request, adaPhone, /invites you to/, 'the invitation text');
  const fromEmail = linkInMessage(email.body);
  // The text carries the same personal link.
  expect(linkInMessage(text.body).token).toBe(fromEmail.token);

  // ── The guest opens the personal link with no account and answers "going" with a plus-one ──
  const guest = await guestBrowser(browser, baseURL!);
  await guest.page.goto(fromEmail.linkPath);
  await expect(guest.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest.page.getByRole('heading', { name: 'Will you come, Ada?' })).toBeVisible();
  // Invited guests see the private details.
  await expect(guest.page.getByText('Kinderhaus, Berlin')).toBeVisible();
  // The token leaves the address bar.
  await expect(guest.page).not.toHaveURL(/[?&]g=/);
  await chooseAnswer(guest.page, 'Going');
  await guest.page.getByLabel('Party size (you included)').selectOption({ label: 'Me + 1' });
  await guest.page.getByLabel('Plus-one 1 name').fill('Grace Hopper');
  await guest.page.getByLabel('Dietary note').fill('Vegetarian');
  await guest.page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(guest.page.getByText('You’re going! See you there.')).toBeVisible();
  await expect(guest.page.getByText('2 (with Grace Hopper)')).toBeVisible();
  await expect(guest.page.getByRole('button', { name: 'Change my answer' })).toBeVisible();
  await expectAccessible(guest.page);
  await guest.done();

  // ── Back with the host: counts, head count, activity and the guest list ──
  await page.goto(`/dashboard/events/${eventId}`);
  const stat = (label: string) =>
    page
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(stat('Going')).toHaveText('1');
  await expect(stat('Head count')).toHaveText('2');
  await expect(page.getByText('Ada Lovelace answered: going (party of 2)')).toBeVisible();
  await expect(page.getByText('Invitations sent to 2 guests')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Manage guests' }).click();
  const row = page
    .getByRole('table', { name: 'Guests' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Ada Lovelace/ }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Going');
  await expect(row.getByRole('cell').nth(3)).toContainText('2 of 2 allowed');
  await expect(row).toContainText('Grace Hopper');
  await expect(row).toContainText('Diet: Vegetarian');
  await expectAccessible(page);
});
