import { addGuestViaApi, asMember, createEventViaApi, guestBrowser, uniquePhone } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test } from '../support/fixtures.ts';

test('a signed-in member who opens their guest link is linked to that guest and finds the event on their dashboard', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Lina Host' });
  const member = await registerViaApi(api, { name: 'Gail Guest' });
  const event = await createEventViaApi(api, host.token);
  // The host adds her under another address: the link, not the email, is what connects them.
  const guest = await addGuestViaApi(api, host.token, event.id, { name: 'Gail Guest', email: `other-${member.email}` });

  await signIn(page, member);
  await page.goto(guest.linkPath);
  await expect(page.getByRole('heading', { name: 'Will you come, Gail?' })).toBeVisible();
  await page.goto('/dashboard');
  const invitedTo = page.getByRole('region', { name: 'Invited to' });
  await expect(invitedTo.getByRole('link', { name: event.title })).toBeVisible();
  await expectAccessible(page);
  await invitedTo.getByRole('link', { name: event.title }).click();
  await expect(page).toHaveURL(new RegExp(`/e/${event.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  // Signed in, without the token in the address, she is still that guest.
  await expect(page.getByRole('heading', { name: 'Will you come, Gail?' })).toBeVisible();
  await api.dispose();
});

test("a stranger cannot see or manage someone else's event, and a reset link stops working", async ({ page, browser, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const host = await registerViaApi(api, { name: 'Rhea Host' });
  const stranger = await registerViaApi(api, { name: 'Stan Stranger' });
  const event = await createEventViaApi(api, host.token, { location: '1 Secret Street' });
  const guest = await addGuestViaApi(api, host.token, event.id, { name: 'Gus Guest', phone: uniquePhone() });

  // Another member gets "not found" everywhere, with no hint the event exists.
  const asStranger = asMember(api, stranger.token);
  for (const path of [`/events/${event.id}`, `/events/${event.id}/guests`, `/events/${event.id}/activity`, `/events/${event.id}/deliveries`, `/events/${event.id}/guests/${guest.id}/link`]) {
    expect((await asStranger.get(path)).status(), `GET ${path} as a stranger`).toBe(404);
  }
  expect((await asStranger.post(`/events/${event.id}/invitations`, { guestIds: 'all_not_invited', channels: ['email'] })).status()).toBe(404);
  expect((await asStranger.patch(`/events/${event.id}`, { title: 'Hijacked' })).status()).toBe(404);
  await signIn(page, stranger);
  await page.goto(`/dashboard/events/${event.id}`);
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/e/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByText('1 Secret Street')).toHaveCount(0);

  // The host resets Gus's link: the old one opens the page as a visitor only.
  const reset = await asMember(api, host.token).post(`/events/${event.id}/guests/${guest.id}/link/reset`, {});
  expect(reset.status()).toBe(200);
  const oldLink = await guestBrowser(browser, baseURL!);
  await oldLink.page.goto(guest.linkPath);
  await expect(oldLink.page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(oldLink.page.getByRole('heading', { name: 'Will you come, Gus?' })).toHaveCount(0);
  await expect(oldLink.page.getByText('The address is shared with invited guests.')).toBeVisible();
  await oldLink.done();
  const newLink = new URL(((await reset.json()) as { link: string }).link);
  const current = await guestBrowser(browser, baseURL!);
  await current.page.goto(`${newLink.pathname}${newLink.search}`);
  await expect(current.page.getByRole('heading', { name: 'Will you come, Gus?' })).toBeVisible();
  await expect(current.page.getByText('1 Secret Street')).toBeVisible();
  await current.done();
  await api.dispose();
});
