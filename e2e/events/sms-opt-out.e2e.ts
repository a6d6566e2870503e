import { addGuestViaApi, createEventViaApi, inboundText, postTwilioWebhook, uniquePhone, waitForOutboxMessage } from '../support/events.ts';
import { expect, expectAccessible, readOutbox, registerViaApi, signIn, test } from '../support/fixtures.ts';

const INBOUND = '/api/webhooks/twilio/inbound';

test('a guest who texts STOP (signed Twilio webhook) is never texted; a forged request is refused', async ({ page, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Sam Host' });
  const event = await createEventViaApi(page.request, host.token);
  const stopPhone = uniquePhone();
  const otherPhone = uniquePhone();
  await addGuestViaApi(page.request, host.token, event.id, { name: 'Stella Stop', phone: stopPhone });
  await addGuestViaApi(page.request, host.token, event.id, { name: 'Otto Other', phone: otherPhone });

  // A STOP with a wrong signature (signed with another token) is refused and changes nothing.
  const forged = await postTwilioWebhook(page.request, baseURL!, INBOUND, inboundText(otherPhone, 'STOP'), 'not-the-servers-auth-token');
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { error: string }).error).toMatch(/signature/i);
  // No signature at all: refused too.
  expect((await page.request.post(INBOUND, { form: inboundText(otherPhone, 'STOP') })).status()).toBe(403);

  // Stella texts STOP; Twilio's signed request is accepted.
  const stop = await postTwilioWebhook(page.request, baseURL!, INBOUND, inboundText(stopPhone, 'STOP'));
  expect(stop.status(), await stop.text()).toBe(200);

  // The host sends the invitations by text.
  await signIn(page, host);
  await page.goto(`/dashboard/events/${event.id}/guests`);
  const stellaRow = page
    .getByRole('table', { name: 'Guests' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Stella Stop' }) });
  await expect(stellaRow).toContainText('(texts off)');
  // The forged STOP did not opt Otto out.
  await expect(
    page
      .getByRole('table', { name: 'Guests' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Otto Other' }) }),
  ).not.toContainText('(texts off)');
  await page.getByRole('button', { name: 'Send invitations' }).click();
  const invite = page.getByRole('dialog', { name: 'Send invitations' });
  await invite.getByRole('checkbox', { name: 'Email' }).uncheck();
  await invite.getByRole('checkbox', { name: 'Text message' }).check();
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite.getByText('1 message on the way.')).toBeVisible();
  await expect(invite.getByRole('listitem').filter({ hasText: 'Stella Stop' })).toContainText('Replied STOP to our texts, so they are not texted');
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Done' }).click();

  // Otto's text goes out on the scheduler; Stella's never does.
  await waitForOutboxMessage(page.request, otherPhone, /invites you to/, "Otto's invitation text");
  expect(await readOutbox(page.request, stopPhone)).toEqual([]);

  // The deliveries list records Stella's text as skipped.
  const deliveries = (await (await page.request.get(`/api/events/${event.id}/deliveries`)).json()) as { deliveries: { recipient: string; status: string }[] };
  expect(deliveries.deliveries.find((row) => row.recipient === stopPhone)?.status).toBe('skipped');

  // START lets her be texted again.
  const start = await postTwilioWebhook(page.request, baseURL!, INBOUND, inboundText(stopPhone, 'START'));
  expect(start.status()).toBe(200);
  await page.reload();
  await expect(stellaRow).toBeVisible();
  await expect(stellaRow).not.toContainText('(texts off)');
  await expectAccessible(page);
});
