/**
 * A party's times read in the party's own zone, naming it, wherever the visitor is: a browser in
 * Tokyo opens a Chicago party's page, its RSVP area, its photo upload page and a marketplace cart
 * tied to it. The visitor's own time may show beside the party's, never instead of it.
 */
import { addGuestViaApi, asMember, createEventViaApi } from '../support/events.ts';
import { expect, registerViaApi, signIn, test } from '../support/fixtures.ts';

test.use({ timezoneId: 'Asia/Tokyo' });

test('a visitor in Tokyo sees a Chicago party at its own time on the event page, the RSVP area and the upload page', async ({ page, request }) => {
  const host = await registerViaApi(request, { name: 'Cleo Host' });
  const event = await createEventViaApi(request, host.token, {
    timeZone: 'America/Chicago',
    startsAt: '2027-12-04T14:00',
    endsAt: '2027-12-04T17:00',
    rsvpDeadline: '2027-12-01T18:00',
    location: '12 Lakeshore Drive, Chicago',
  });
  const guest = await addGuestViaApi(request, host.token, event.id, { name: 'Gus Guest' });

  await page.goto(guest.linkPath);
  await expect(page.getByText('Sat, Dec 4, 2027, 2:00 PM CST – 5:00 PM CST')).toBeVisible();
  await expect(page.getByText('Your time: Sun, Dec 5, 2027, 5:00 AM GMT+9 – 8:00 AM GMT+9')).toBeVisible();
  // The deadline names the party's zone like the party's time beside it, the visitor's own after it.
  await expect(page.getByText('Please answer by Wed, Dec 1, 2027, 6:00 PM CST (your time: Thu, Dec 2, 2027, 9:00 AM GMT+9).')).toBeVisible();

  const created = await asMember(request, host.token).post(`/events/${event.id}/album/portal-link`, {});
  expect(created.status()).toBe(200);
  const portalLink = ((await created.json()) as { album: { portalLink: string } }).album.portalLink;
  await page.goto(new URL(portalLink).pathname);
  await expect(page.getByRole('heading', { name: 'Share your photos' })).toBeVisible();
  await expect(page.getByText(/· Sat, Dec 4, 2027, 2:00 PM CST \(your time: Sun, Dec 5, 2027, 5:00 AM GMT\+9\)/)).toBeVisible();
});

test('a host in Tokyo sees the cart tied to a Chicago party at the party’s own start and deliver-by time', async ({ page, request }) => {
  const host = await registerViaApi(request, { name: 'Cleo Cart' });
  const event = await createEventViaApi(request, host.token, { timeZone: 'America/Chicago', startsAt: '2027-12-04T14:00', endsAt: '2027-12-04T17:00', location: '12 Lakeshore Drive, Chicago' });
  const member = asMember(request, host.token);
  // A demo product from stock (not the host's own shop), so the cart shows its party section.
  const found = await member.get('/marketplace/products?q=plates');
  const productId = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  const detail = (await (await member.get(`/marketplace/products/${productId}`)).json()) as { variants: { id: string }[] };
  expect((await member.post('/marketplace/cart/lines', { variantId: detail.variants[0]!.id, quantity: 1 })).status()).toBe(201);
  const tied = await request.put('/api/marketplace/cart/event', { headers: { authorization: `Bearer ${host.token}` }, data: { eventId: event.id } });
  expect(tied.status(), await tied.text()).toBe(200);

  await signIn(page, host);
  await page.goto('/marketplace/cart');
  const party = page.getByRole('region', { name: 'For which party?' });
  // The party starts at 2 PM in Chicago; deliveries are due three hours before, at 11 AM there.
  await expect(party.getByText('Sat, Dec 4, 2027, 2:00 PM CST (your time: Sun, Dec 5, 2027, 5:00 AM GMT+9)')).toBeVisible();
  await expect(party.getByText('Sat, Dec 4, 2027, 11:00 AM CST (your time: Sun, Dec 5, 2027, 2:00 AM GMT+9)')).toBeVisible();
});
