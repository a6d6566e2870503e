/**
 * A party's times read in the party's own zone, naming it, wherever the visitor is: a browser in
 * Tokyo opens a Chicago party's page, its RSVP area and its photo upload page. The visitor's own
 * time may show beside the party's, never instead of it.
 */
import { addGuestViaApi, asMember, createEventViaApi } from '../support/events.ts';
import { expect, registerViaApi, test } from '../support/fixtures.ts';

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
