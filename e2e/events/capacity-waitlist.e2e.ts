import { addGuestViaApi, chooseAnswer, createEventViaApi, guestBrowser, linkInMessage, rsvpViaApi, waitForOutboxMessage } from '../support/events.ts';
import { expect, expectAccessible, registerViaApi, signIn, test, uniqueEmail } from '../support/fixtures.ts';

test('a full party puts the next "going" on the waitlist, and a freed spot goes to them with an email', async ({ page, browser, baseURL }) => {
  const host = await registerViaApi(page.request, { name: 'Cap Host' });
  const event = await createEventViaApi(page.request, host.token, { capacity: 2, plusOnesAllowed: 0 });
  const catEmail = uniqueEmail();
  const amy = await addGuestViaApi(page.request, host.token, event.id, { name: 'Amy Early', email: uniqueEmail() });
  const bob = await addGuestViaApi(page.request, host.token, event.id, { name: 'Bob Second', email: uniqueEmail() });
  const cat = await addGuestViaApi(page.request, host.token, event.id, { name: 'Cat Third', email: catEmail });

  // Two answer "going" through their links: the party is full.
  expect((await rsvpViaApi(page.request, event.slug, amy.token, { response: 'going' })).status).toBe('going');
  expect((await rsvpViaApi(page.request, event.slug, bob.token, { response: 'going' })).status).toBe('going');

  // The third answers "going" on the page and lands on the waitlist.
  const third = await guestBrowser(browser, baseURL!);
  await third.page.goto(cat.linkPath);
  await expect(third.page.getByRole('heading', { name: 'Will you come, Cat?' })).toBeVisible();
  await expect(third.page.getByText('The party is full — new “going” answers join the waitlist.')).toBeVisible();
  await chooseAnswer(third.page, 'Going');
  await third.page.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(third.page.getByText(/^You’re on the waitlist\./)).toBeVisible();
  await expectAccessible(third.page);

  // Amy changes her answer to "can't go" on her page.
  const first = await guestBrowser(browser, baseURL!);
  await first.page.goto(amy.linkPath);
  await expect(first.page.getByText('You’re going! See you there.')).toBeVisible();
  await first.page.getByRole('button', { name: 'Change my answer' }).click();
  await chooseAnswer(first.page, 'Can’t go');
  await first.page.getByRole('button', { name: 'Update RSVP' }).click();
  await expect(first.page.getByText('You can’t make it. Thanks for letting the host know.')).toBeVisible();
  await first.done();

  // Cat gets the freed spot: an email with her personal link, and her page now says going.
  const spot = await waitForOutboxMessage(page.request, catEmail, /A spot opened up/, 'the freed-spot email');
  expect(linkInMessage(spot.body).token).toBe(cat.token);
  await third.page.reload();
  await expect(third.page.getByText('You’re going! See you there.')).toBeVisible();
  await third.done();

  // The host's guest list and activity show the change.
  await signIn(page, host);
  await page.goto(`/dashboard/events/${event.id}/guests`);
  const table = page.getByRole('table', { name: 'Guests' });
  const statusOf = (name: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name }) })
      .getByRole('cell')
      .nth(2);
  await expect(statusOf('Cat Third')).toHaveText('Going');
  await expect(statusOf('Amy Early')).toHaveText('Declined');
  await expect(statusOf('Bob Second')).toHaveText('Going');
  await expect(page.getByText("2 going · 0 maybe · 1 can't go · 0 waitlisted · head count 2")).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/dashboard/events/${event.id}`);
  await expect(page.getByText('Amy Early changed their answer from going to can’t go')).toBeVisible();
  await expect(page.getByText('A spot opened up: Cat Third moved from the waitlist to going')).toBeVisible();
  await expectAccessible(page);
});
