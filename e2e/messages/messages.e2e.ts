import type { Page } from '@playwright/test';
import { addGuestViaApi, asMember, createEventViaApi, guestBrowser } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

/** The spec's bound for a message to reach the other member's open inbox without a reload (Node: SSE). */
const LIVE_MS = 2_000;

const DEMO_ADMIN = { email: 'admin@demo.cakeday.test', password: 'cakeday-demo-2026' };

async function openConversationOptions(page: Page, choice: string | RegExp) {
  await page.getByRole('button', { name: 'Conversation options' }).click();
  await page.getByRole('menuitem', { name: choice }).click();
}

test('two members message each other live: unread badge, reply, Seen, mute, report, block', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Hana Host' });
  const member = await registerViaApi(api, { name: 'Gail Guest' });
  const event = await createEventViaApi(api, host.token);
  const guestRow = await addGuestViaApi(api, host.token, event.id, { name: 'Gail Guest', email: member.email });

  // The guest signs in and opens her link, which ties the guest row to her account; then she waits on her dashboard.
  const guest = await guestBrowser(browser, baseURL!);
  await signIn(guest.page, member);
  await guest.page.goto(guestRow.linkPath);
  await expect(guest.page.getByRole('heading', { name: 'Will you come, Gail?' })).toBeVisible();
  await guest.page.goto('/dashboard');
  const guestMenu = guest.page.getByRole('button', { name: /^Open user menu/ });
  await expect(guestMenu).toBeVisible();
  await expect(guest.page.getByTestId('unread-badge')).toHaveCount(0);

  // The host starts the conversation from the guest list.
  await signIn(page, host);
  await page.goto(`/dashboard/events/${event.id}/guests`);
  await page.getByRole('link', { name: 'Message Gail Guest' }).click();
  await expect(page.getByRole('heading', { name: 'Message Gail Guest' })).toBeVisible();
  const firstMessage = page.getByLabel('Message to Gail Guest');
  await expect(firstMessage).toBeFocused();
  await firstMessage.fill('Hi Gail! Can you bring the balloons?');
  await firstMessage.press('Enter');
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  const sentAt = Date.now();
  const hostThread = page.getByRole('list', { name: 'Messages with Gail Guest' });
  await expect(hostThread.getByText('Hi Gail! Can you bring the balloons?')).toBeVisible();

  // The guest's avatar shows the unread message without a reload.
  await expect(guest.page.getByTestId('unread-badge')).toHaveText('1', { timeout: LIVE_MS + 1_000 });
  console.log(`unread badge appeared ${Date.now() - sentAt} ms after the send`);
  await guestMenu.click();
  await expect(guest.page.getByRole('menuitem', { name: 'Messages 1 unread' })).toBeVisible();
  await guest.page.getByRole('menuitem', { name: /Messages/ }).click();
  await expect(guest.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const item = guest.page.getByRole('link', { name: /Hana Host/ });
  await expect(item).toContainText('Hi Gail! Can you bring the balloons?');
  await expect(item).toContainText(`Event · ${event.title}`);
  await expect(item).toContainText('1 unread');
  await expectAccessible(guest.page);
  await item.click();
  await expect(guest.page.getByRole('heading', { name: 'Hana Host', level: 2 })).toBeFocused();
  await expect(guest.page.getByRole('list', { name: 'Messages with Hana Host' }).getByText('Hi Gail! Can you bring the balloons?')).toBeVisible();
  // Reading it clears the badge, and the host sees "Seen".
  await expect(guest.page.getByTestId('unread-badge')).toHaveCount(0);
  await expect(hostThread.getByText('Seen')).toBeVisible({ timeout: LIVE_MS + 1_000 });
  await expectAccessible(guest.page);

  // Her reply (two lines and a link) reaches the host's open inbox live.
  const reply = guest.page.getByLabel('Message to Hana Host');
  await reply.fill('Sure!');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('Which ones? https://example.com/balloons.');
  await reply.press('Enter');
  const repliedAt = Date.now();
  await expect(reply).toHaveValue('');
  await expect(hostThread.getByText(/Which ones\?/)).toBeVisible({ timeout: LIVE_MS });
  console.log(`the reply appeared ${Date.now() - repliedAt} ms after the send`);
  const link = hostThread.getByRole('link', { name: 'https://example.com/balloons' });
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(guest.page.getByRole('list', { name: 'Messages with Hana Host' }).getByText('Seen')).toBeVisible({ timeout: LIVE_MS + 1_000 });

  // The host corrects her message (within 15 minutes): the guest sees the new text marked "edited".
  await hostThread
    .getByRole('button', { name: /^Options for the message of/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editField = page.getByLabel('Edit your message');
  await expect(editField).toBeFocused();
  await editField.fill('Hi Gail! Can you bring twenty balloons?');
  await editField.press('Enter');
  await expect(hostThread.getByText('Hi Gail! Can you bring twenty balloons?')).toBeVisible();
  const guestThread = guest.page.getByRole('list', { name: 'Messages with Hana Host' });
  await expect(guestThread.getByText('Hi Gail! Can you bring twenty balloons?')).toBeVisible({ timeout: LIVE_MS + 1_000 });
  await expect(guestThread.getByText(/· edited/)).toBeVisible();

  // The guest sends one more and deletes it: both sides keep a "message deleted" mark.
  await reply.fill('Oops, wrong chat');
  await reply.press('Enter');
  await expect(hostThread.getByText('Oops, wrong chat')).toBeVisible({ timeout: LIVE_MS });
  await guestThread
    .getByRole('button', { name: /^Options for the message of/ })
    .last()
    .click();
  await guest.page.getByRole('menuitem', { name: 'Delete' }).click();
  await guest.page.getByRole('dialog', { name: 'Delete this message?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(guestThread.getByText('message deleted')).toBeVisible();
  await expect(hostThread.getByText('message deleted')).toBeVisible({ timeout: LIVE_MS + 1_000 });
  await expect(hostThread.getByText('Oops, wrong chat')).toHaveCount(0);

  // The host mutes the conversation.
  await openConversationOptions(page, 'Mute');
  await expect(page.getByText('Muted', { exact: true })).toBeVisible();
  const inbox = (await (await asMember(api, host.token).get('/messages')).json()) as { conversations: { muted: boolean }[] };
  expect(inbox.conversations[0]?.muted).toBe(true);

  // The guest reports the host's message.
  await guest.page
    .getByRole('button', { name: /^Options for the message of/ })
    .first()
    .click();
  await guest.page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = guest.page.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Anything to add? (optional)').fill('Testing the report');
  await expectAccessible(guest.page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();

  // The guest archives the conversation: it leaves her inbox for the Archived view.
  await openConversationOptions(guest.page, 'Archive');
  await expect(guest.page).toHaveURL(/\/messages$/);
  await expect(guest.page.getByRole('link', { name: /Hana Host/ })).toHaveCount(0);
  await guest.page.getByRole('button', { name: 'Archived' }).click();
  await expect(guest.page.getByRole('heading', { name: 'Archived', level: 1 })).toBeVisible();
  await guest.page.getByRole('link', { name: /Hana Host/ }).click();
  await expect(guest.page.getByRole('heading', { name: 'Hana Host', level: 2 })).toBeFocused();

  // The host blocks: both threads turn read-only.
  await openConversationOptions(page, 'Block Gail Guest');
  await page.getByRole('dialog', { name: 'Block Gail Guest?' }).getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText("You can't reply to this conversation")).toBeVisible();
  await expect(page.getByLabel('Message to Gail Guest')).toHaveCount(0);
  await expect(guest.page.getByText("You can't reply to this conversation")).toBeVisible({ timeout: LIVE_MS + 1_000 });
  await expect(guest.page.getByLabel('Message to Hana Host')).toHaveCount(0);
  await expectAccessible(page);

  // The report reaches the admins' list.
  const login = await api.post('/api/email-auth/login', { data: DEMO_ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  const { token: adminToken } = (await login.json()) as { token: string };
  const reports = (await (await asMember(api, adminToken).get('/admin/reports')).json()) as {
    reports: { reason: string; note: string | null; messageBody: string | null; reporter: { name: string }; reported: { name: string } }[];
  };
  expect(reports.reports).toContainEqual(
    expect.objectContaining({
      reason: 'spam',
      note: 'Testing the report',
      messageBody: 'Hi Gail! Can you bring twenty balloons?',
      reporter: expect.objectContaining({ name: 'Gail Guest' }),
      reported: expect.objectContaining({ name: 'Hana Host' }),
    }),
  );

  await guest.done();
  await api.dispose();
});

test('the guest messages the host from the event page; the composer counts near the limit; the list and thread are two screens on a phone', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Mona Host' });
  const member = await registerViaApi(api, { name: 'Pia Guest' });
  const event = await createEventViaApi(api, host.token);
  const guestRow = await addGuestViaApi(api, host.token, event.id, { name: 'Pia Guest', email: member.email });

  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, member);
  await page.goto(guestRow.linkPath);
  await page.getByRole('link', { name: 'Message the host' }).click();
  await expect(page.getByRole('heading', { name: 'Message Mona Host' })).toBeVisible();
  const field = page.getByLabel('Message to Mona Host');
  await field.fill('x'.repeat(3_990));
  await expect(page.getByText('3,990 / 4,000')).toBeVisible();
  await field.fill('Hello Mona, what time should we arrive?');
  await expect(page.getByText(/\/ 4,000/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  // On a phone the open conversation is its own screen, with a way back to the list.
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Messages with Mona Host' }).getByText('Hello Mona, what time should we arrive?')).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mona Host/ })).toContainText('You: Hello Mona');
  await expectAccessible(page);

  // "Message the host" again reopens the same conversation instead of starting another.
  await page.goto(`/e/${event.slug}`);
  await page.getByRole('link', { name: 'Message the host' }).click();
  await expect(page).toHaveURL(/\/messages\/[^/]+$/);
  await expect(page.getByRole('list', { name: 'Messages with Mona Host' }).getByText('Hello Mona, what time should we arrive?')).toBeVisible();
  await api.dispose();
});

test('the mute link of the unread email works without signing in and says what happened', async ({ page }) => {
  await page.goto('/messages/mute?c=nope&u=nobody&t=forged');
  await expect(page.getByRole('heading', { name: 'The conversation was not muted' })).toBeVisible();
  await expect(page.getByText('This mute link is not valid')).toBeVisible();
  await page.goto('/messages/mute');
  await expect(page.getByRole('heading', { name: 'This mute link is not complete' })).toBeVisible();
  await expectAccessible(page);
});

test('without a live channel (404) the inbox still catches up by polling sync', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Nora Host' });
  const member = await registerViaApi(api, { name: 'Otto Guest' });
  const event = await createEventViaApi(api, host.token);
  const guestRow = await addGuestViaApi(api, host.token, event.id, { name: 'Otto Guest', email: member.email });

  // As on a server without the live route: every attempt at it answers 404.
  let liveAttempts = 0;
  await page.route('**/api/messages/live', (route) => {
    liveAttempts += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'There is no live channel on this server.' }) });
  });
  await signIn(page, member);
  await page.goto(guestRow.linkPath);
  await expect(page.getByRole('heading', { name: 'Will you come, Otto?' })).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByText('No messages yet.', { exact: false })).toBeVisible();

  const started = await asMember(api, host.token).post('/messages/conversations', { context: { type: 'event-guest', id: guestRow.id }, message: 'Polling works too' });
  expect(started.status(), await started.text()).toBe(201);
  // The fallback polls every ~10 s while the tab is visible.
  await expect(page.getByRole('link', { name: /Nora Host/ })).toContainText('Polling works too', { timeout: 13_000 });
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  // The channel was tried (the EventSource and one probe per failure), not hammered: after a 404 it waits minutes.
  expect(liveAttempts).toBeGreaterThan(0);
  expect(liveAttempts).toBeLessThan(8);
  await api.dispose();
});
