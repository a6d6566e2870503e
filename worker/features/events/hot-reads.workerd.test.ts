/**
 * The hot read paths through the real Workers entry on libSQL over HTTP (sqld): the SQL they use
 * must parse on the libSQL server too, not only in the Node driver's newer SQLite — an aggregate
 * `json_group_array(… ORDER BY …)` answered SQL_PARSE_ERROR (a 500) here.
 */
import { describe, expect, it } from 'vitest';
import { call, uniqueAddress, uniqueEmail } from '../../testing/workerd/runtime/worker-client.ts';

describe('hot reads inside workerd', () => {
  it('the public event page through a guest link, the host guest list page by page, the going list, the dashboard and the venue list', async () => {
    const address = uniqueAddress();
    const host = await call('POST', '/api/email-auth/register', { address, json: { name: 'Hana Host', email: uniqueEmail('hot-host'), password: 'lantern-harbour-violet-42' } });
    expect(host.status).toBe(201);
    const token: string = host.data.token;
    const created = await call('POST', '/api/events', { token, json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00' } });
    expect(created.status).toBe(201);
    const event = created.data.event as { id: string; slug: string };
    const guestLinks: string[] = [];
    for (const name of ['Gus', 'Ida', 'Leo']) {
      const added = await call('POST', `/api/events/${event.id}/guests`, { token, json: { name, email: uniqueEmail(name.toLowerCase()) } });
      expect(added.status).toBe(201);
      guestLinks.push(new URL(added.data.link).searchParams.get('g')!);
    }
    for (const guestToken of guestLinks.slice(0, 2)) {
      const answered = await call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': guestToken }, json: { response: 'going', partySize: 1 } });
      expect(answered.status).toBe(200);
    }

    const asGuest = await call('GET', `/api/public/events/${event.slug}`, { headers: { 'x-guest-token': guestLinks[2]! } });
    expect(asGuest.status).toBe(200);
    expect(asGuest.text).toContain('Gus');
    expect(asGuest.text.indexOf('Gus')).toBeLessThan(asGuest.text.indexOf('Ida'));
    // The counts come from event_guest_counts, kept by migration 0014's triggers on sqld too.
    expect(asGuest.data.counts).toMatchObject({ going: 2, headcount: 2 });
    expect((await call('GET', `/api/public/events/${event.slug}`)).status).toBe(200);

    const list = await call('GET', `/api/events/${event.id}/guests`, { token });
    expect(list.status).toBe(200);
    expect((list.data.guests as { name: string }[]).map((guest) => guest.name).sort()).toEqual(['Gus', 'Ida', 'Leo']);
    // Paging (a row-value cursor), the status filter and an escaped LIKE search run on sqld too.
    const firstPage = await call('GET', `/api/events/${event.id}/guests?limit=2`, { token });
    expect(firstPage.data).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const secondPage = await call('GET', `/api/events/${event.id}/guests?limit=2&after=${encodeURIComponent(firstPage.data.nextCursor)}`, { token });
    expect([...firstPage.data.guests, ...secondPage.data.guests].map((guest: { name: string }) => guest.name)).toEqual(['Gus', 'Ida', 'Leo']);
    expect(secondPage.data.nextCursor).toBeNull();
    const going = await call('GET', `/api/events/${event.id}/guests?status=going&q=${encodeURIComponent('i%')}`, { token });
    expect(going.data).toMatchObject({ guests: [], total: 0, nextCursor: null });
    const ida = await call('GET', `/api/events/${event.id}/guests?status=going&q=ID`, { token });
    expect(ida.data).toMatchObject({ guests: [{ name: 'Ida' }], total: 1 });
    const goingPage = await call('GET', `/api/public/events/${event.slug}/going?limit=1`, { headers: { 'x-guest-token': guestLinks[2]! } });
    expect(goingPage.status).toBe(200);
    expect(goingPage.data.going).toEqual([{ name: 'Gus', partySize: 1 }]);
    const goingRest = await call('GET', `/api/public/events/${event.slug}/going?limit=1&after=${encodeURIComponent(goingPage.data.nextCursor)}`, { headers: { 'x-guest-token': guestLinks[2]! } });
    expect(goingRest.data).toEqual({ going: [{ name: 'Ida', partySize: 1 }], nextCursor: null });
    expect((await call('GET', '/api/events', { token })).status).toBe(200);
    expect((await call('GET', '/api/venues')).status).toBe(200);

    // An answer and its feed line go in one batch, the line only when the answer was written
    // (`changes()` on sqld too): with the two seats taken, Leo's "going" lands on the waitlist, once.
    expect((await call('PATCH', `/api/events/${event.id}`, { token, json: { capacity: 2 } })).status).toBe(200);
    const leo = await call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': guestLinks[2]! }, json: { response: 'going', partySize: 1 } });
    expect(leo.data.status).toBe('waitlisted');
    const feed = await call('GET', `/api/events/${event.id}/activity`, { token });
    const answers = (feed.data.activity as { kind: string; body: string }[]).filter((row) => row.kind === 'rsvp').map((row) => row.body);
    expect(answers.sort()).toEqual(['Gus answered: going', 'Ida answered: going', 'Leo answered: waitlisted']);
    expect((await call('GET', `/api/public/events/${event.slug}`)).data.counts).toMatchObject({ going: 2, headcount: 2 });
    // Gus declines: Leo takes the freed seat, and the kept counts follow both moves.
    expect((await call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': guestLinks[0]! }, json: { response: 'declined' } })).status).toBe(200);
    expect((await call('GET', `/api/public/events/${event.slug}`)).data.counts).toMatchObject({ going: 2, headcount: 2 });
    // The same page was read (and kept) before these answers: migration 0016's triggers bumped the
    // event's guest list version on sqld too, so it is built afresh (decision 035)…
    const guestList = await call('GET', `/api/events/${event.id}/guests`, { token });
    expect(Object.fromEntries((guestList.data.guests as { name: string; rsvpStatus: string }[]).map((guest) => [guest.name, guest.rsvpStatus]))).toEqual({
      Gus: 'declined',
      Ida: 'going',
      Leo: 'going',
    });
    // …and, unchanged, answers the screen's re-read with a 304.
    const unchanged = await call('GET', `/api/events/${event.id}/guests`, { token, headers: { 'if-none-match': guestList.headers.get('etag')! } });
    expect(unchanged.status).toBe(304);
  });
});
