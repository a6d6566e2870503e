import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activitySchema, goingPageSchema, publicEventSchema } from '#core/domain/events/event-view.schema.ts';
import { grantPro } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { guestsRepo } from './guests.repo.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const party = {
  title: 'Maya turns 7',
  celebrantName: 'Maya',
  timeZone: 'America/New_York',
  startsAt: '2026-12-05T15:00',
  endsAt: '2026-12-05T18:00',
  location: '12 Oak Street, Brooklyn',
  description: 'Cake, games and a piñata',
  plusOnesAllowed: 1,
};

async function member(name: string) {
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email: `${name.toLowerCase()}@example.com`, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string };
}

async function setup(overrides: Record<string, unknown> = {}) {
  const ann = await member('Ann');
  const created = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, ...overrides } });
  expect(created.status).toBe(201);
  const event = created.data.event as { id: string; slug: string };
  async function guest(name: string, extra: Record<string, unknown> = {}) {
    const added = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name, email: `${name.toLowerCase()}@example.com`, ...extra } });
    expect(added.status).toBe(201);
    return { id: added.data.guest.id as string, token: new URL(added.data.link).searchParams.get('g')! };
  }
  return { ann, event, guest };
}

const view = async (slug: string, init: { token?: string; guestToken?: string } = {}) => {
  const response = await t.call('GET', `/api/public/events/${slug}`, { token: init.token, headers: init.guestToken ? { 'x-guest-token': init.guestToken } : {} });
  expect(response.status).toBe(200);
  return publicEventSchema.parse(response.data);
};

const rsvp = (slug: string, guestToken: string | null, json: unknown, token?: string) =>
  t.call('POST', `/api/public/events/${slug}/rsvp`, { json, token, headers: guestToken ? { 'x-guest-token': guestToken } : {} });

async function statuses(token: string, eventId: string) {
  const list = await t.call('GET', `/api/events/${eventId}/guests`, { token });
  return Object.fromEntries(list.data.guests.map((guest: any) => [guest.name, guest.rsvpStatus]));
}

describe('the public event page', () => {
  it('shows visitors the public part only; guests and hosts see the address and who is going', async () => {
    const { ann, event, guest } = await setup();
    const gus = await guest('Gus');
    const visitor = await view(event.slug);
    expect(visitor).toMatchObject({ title: 'Maya turns 7', celebrantName: 'Maya', hosts: ['Ann'], location: null, going: null, viewer: { role: 'visitor', guest: null }, rsvpOpen: true });
    expect(visitor.calendar.icsUrl).toBe(`/api/public/events/${event.slug}/calendar.ics`);
    expect(visitor.calendar.google).not.toContain('Oak');
    const asGuest = await view(event.slug, { guestToken: gus.token });
    expect(asGuest).toMatchObject({ location: party.location, going: [], viewer: { role: 'guest', guest: { name: 'Gus', rsvpStatus: 'pending', plusOnesAllowed: 1 } } });
    expect(asGuest.calendar.google).toContain('calendar.google.com');
    const asHost = await view(event.slug, { token: ann.token });
    expect(asHost).toMatchObject({ location: party.location, viewer: { role: 'host', guest: null } });
    expect((await t.call('GET', '/api/public/events/no-such-party-aaaaaaaaaa')).status).toBe(404);
  });

  it('treats a guest token of another event as no token', async () => {
    const { event } = await setup();
    const bob = await member('Bob');
    const bobEvent = (await t.call('POST', '/api/events', { token: bob.token, json: { ...party, title: 'Bob is 40' } })).data.event;
    const stranger = await t.call('POST', `/api/events/${bobEvent.id}/guests`, { token: bob.token, json: { name: 'Sly' } });
    const slyToken = new URL(stranger.data.link).searchParams.get('g')!;
    const seen = await view(event.slug, { guestToken: slyToken });
    expect(seen).toMatchObject({ location: null, viewer: { role: 'visitor', guest: null } });
    const answer = await rsvp(event.slug, slyToken, { response: 'going' });
    expect(answer.status).toBe(400); // Treated as an open RSVP without a name: nothing changes.
    const asVisitor = await rsvp(event.slug, slyToken, { response: 'going', name: 'Sly', email: 'sly@example.com' });
    expect(asVisitor).toMatchObject({ status: 201, data: { guest: { name: 'Sly' } } }); // an open RSVP of this event's own
    expect((await rsvp('no-such-party-aaaaaaaaaa', slyToken, { response: 'going' })).status).toBe(404);
    expect((await t.call('GET', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': slyToken } })).status).toBe(403);
  });

  it('hides the going list from guests when the host shares counts only', async () => {
    const { ann, event, guest } = await setup({ guestListVisibility: 'counts' });
    const gus = await guest('Gus');
    await rsvp(event.slug, gus.token, { response: 'going', partySize: 2, plusOneNames: ['Pia'] });
    expect(await view(event.slug, { guestToken: gus.token })).toMatchObject({ going: null, counts: { going: 1, headcount: 2 } });
    expect((await view(event.slug, { token: ann.token })).going).toEqual([{ name: 'Gus', partySize: 2 }]);
  });

  it('does not link the host who opens a guest’s link to check it: the guest can still claim it', async () => {
    const { event, guest, ann } = await setup();
    const gus = await guest('Gus');
    expect((await view(event.slug, { token: ann.token, guestToken: gus.token })).viewer).toMatchObject({ role: 'host' });
    expect((await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests[0].linkedMember).toBe(false);
    const member2 = await member('Gus');
    await view(event.slug, { token: member2.token, guestToken: gus.token });
    expect((await view(event.slug, { token: member2.token })).viewer).toMatchObject({ role: 'guest', guest: { name: 'Gus' } });
  });

  it('links a signed-in member who opens a guest link, and lists the event under attending', async () => {
    const { event, guest, ann } = await setup();
    const gus = await guest('Gus');
    const member2 = await member('Gus');
    await view(event.slug, { token: member2.token, guestToken: gus.token });
    const guests = (await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests;
    expect(guests[0].linkedMember).toBe(true);
    // Without the token, the session alone now finds the guest.
    expect((await view(event.slug, { token: member2.token })).viewer).toMatchObject({ role: 'guest', guest: { name: 'Gus' } });
    const list = await t.call('GET', '/api/events', { token: member2.token });
    expect(list.data.attending).toEqual([expect.objectContaining({ id: event.id, role: 'guest', rsvpStatus: 'pending', counts: null })]);
  });

  it('tells a guest their own guest id and whether it has an account ("Message the host" starts from it)', async () => {
    const { event, guest } = await setup();
    const gus = await guest('Gus');
    expect((await view(event.slug, { guestToken: gus.token })).viewer.guest).toMatchObject({ id: gus.id, linkedMember: false });
    const member2 = await member('Gus');
    expect((await view(event.slug, { token: member2.token, guestToken: gus.token })).viewer.guest).toMatchObject({ id: gus.id, linkedMember: true });
  });

  it('serves an .ics file with a safe file name; the location only for guests and hosts', async () => {
    const { event, guest } = await setup({ title: 'Maya "turns" 7 / ok' });
    const gus = await guest('Gus');
    const file = await t.app.request(`http://127.0.0.1/api/public/events/${event.slug}/calendar.ics`, { headers: { 'x-guest-token': gus.token } });
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="Maya-turns-7-ok.ics"');
    const text = await file.text();
    expect(text).toContain(`UID:${event.id}@cakeday`);
    expect(text).toContain('DTSTART:20261205T200000Z');
    expect(text).toContain('LOCATION:12 Oak Street\\, Brooklyn');
    const publicFile = await (await t.app.request(`http://127.0.0.1/api/public/events/${event.slug}/calendar.ics`)).text();
    expect(publicFile).not.toContain('LOCATION');
  });
});

describe('RSVP', () => {
  it('records a guest’s answer with plus-ones, shows the change in the activity feed, and the host sees it', async () => {
    const { ann, event, guest } = await setup();
    const gus = await guest('Gus');
    const first = await rsvp(event.slug, gus.token, { response: 'maybe' });
    expect(first).toMatchObject({ status: 200, data: { status: 'maybe' } });
    const second = await rsvp(event.slug, gus.token, { response: 'going', partySize: 2, plusOneNames: ['Pia'], dietaryNote: 'No nuts', message: 'Can’t wait!' });
    expect(second.data).toMatchObject({ status: 'going', guest: { partySize: 2, plusOneNames: ['Pia'], dietaryNote: 'No nuts', message: 'Can’t wait!' } });
    const activity = await t.call('GET', `/api/events/${event.id}/activity`, { token: ann.token });
    const rows = activity.data.activity.map((row: unknown) => activitySchema.parse(row));
    expect(rows[0].body).toBe('Gus changed their answer from maybe to going');
    expect(rows[1].body).toBe('Gus answered: maybe');
    const overview = await t.call('GET', `/api/events/${event.id}`, { token: ann.token });
    expect(overview.data.event.counts).toMatchObject({ going: 1, headcount: 2 });
    const list = await t.call('GET', `/api/events/${event.id}/guests?status=going`, { token: ann.token });
    expect(list.data.guests[0]).toMatchObject({ name: 'Gus', partySize: 2, plusOneNames: ['Pia'], listStatus: 'going' });
  });

  it.each([
    [{ response: 'going', partySize: 3 }, 'You can bring at most 1 plus-one'],
    [{ response: 'going', partySize: 1, plusOneNames: ['Pia'] }, 'There are more plus-one names than plus-ones in your party'],
    [{ response: 'perhaps' }, 'Choose going, maybe or can’t go'],
    [{ response: 'going', partySize: 0 }, 'Party size must be a whole number of at least 1'],
  ])('rejects %j with a clear 400 and changes nothing', async (body, message) => {
    const { ann, event, guest } = await setup();
    const gus = await guest('Gus');
    const response = await rsvp(event.slug, gus.token, body);
    expect(response).toMatchObject({ status: 400, data: { error: message } });
    expect(await statuses(ann.token, event.id)).toEqual({ Gus: 'pending' });
  });

  it('closes answers after the deadline and for a cancelled event', async () => {
    const { ann, event, guest } = await setup({ rsvpDeadline: '2026-12-01T12:00' });
    const gus = await guest('Gus');
    expect((await rsvp(event.slug, gus.token, { response: 'going' })).status).toBe(200);
    t.clock.advance(11 * DAY);
    const late = await rsvp(event.slug, gus.token, { response: 'declined' });
    expect(late).toMatchObject({ status: 400, data: { error: 'RSVPs for this event are closed' } });
    expect((await view(event.slug, { guestToken: gus.token })).rsvpOpen).toBe(false);
    expect(await statuses(ann.token, event.id)).toEqual({ Gus: 'going' });

    await grantPro(t, ann.id); // the first party is still ahead: a second active event
    const other = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, title: 'Second' } });
    const nia = await t.call('POST', `/api/events/${other.data.event.id}/guests`, { token: ann.token, json: { name: 'Nia' } });
    await t.call('POST', `/api/events/${other.data.event.id}/cancel`, { token: ann.token, json: {} });
    const niaToken = new URL(nia.data.link).searchParams.get('g')!;
    expect(await view(other.data.event.slug, { guestToken: niaToken })).toMatchObject({ status: 'cancelled', rsvpOpen: false });
    expect((await rsvp(other.data.event.slug, niaToken, { response: 'going' })).status).toBe(400);
  });

  it('lets a visitor RSVP with a name and email (becoming a guest with a link), unless invite-only', async () => {
    const { ann, event } = await setup();
    const missing = await rsvp(event.slug, null, { response: 'going', name: 'Vic' });
    expect(missing).toMatchObject({ status: 400, data: { error: 'Please give an email address or a phone number' } });
    const badPhone = await rsvp(event.slug, null, { response: 'going', name: 'Vic', phone: 'call me' });
    expect(badPhone.status).toBe(400);
    const open = await rsvp(event.slug, null, { response: 'going', name: 'Vic', email: 'vic@example.com', partySize: 2 });
    expect(open).toMatchObject({ status: 201, data: { status: 'going', guest: { name: 'Vic', partySize: 2 } } });
    expect(open.data.link).toMatch(new RegExp(`^https://cakeday.test/e/${event.slug}\\?g=`));
    const again = await rsvp(event.slug, null, { response: 'declined', name: 'Vic', email: 'VIC@example.com' });
    expect(again.status).toBe(409);
    const list = await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token });
    expect(list.data.guests).toEqual([expect.objectContaining({ name: 'Vic', source: 'open_rsvp', rsvpStatus: 'going' })]);

    await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { inviteOnly: true } });
    const closed = await rsvp(event.slug, null, { response: 'going', name: 'Wes', email: 'wes@example.com' });
    expect(closed).toMatchObject({ status: 403, data: { error: 'This event is invite-only. Ask the host for your personal link.' } });
    expect((await view(event.slug)).inviteOnly).toBe(true);
    expect(Object.keys(await statuses(ann.token, event.id))).toEqual(['Vic']);
  });

  it('fills the capacity, waitlists the rest in order, and offers a freed spot to the next waitlisted guest', async () => {
    const { ann, event, guest } = await setup({ capacity: 3 });
    const gus = await guest('Gus', { phone: '+15125550142' });
    const nia = await guest('Nia');
    const ola = await guest('Ola');
    const raj = await guest('Raj');
    expect((await rsvp(event.slug, gus.token, { response: 'going', partySize: 2 })).data.status).toBe('going');
    expect((await rsvp(event.slug, nia.token, { response: 'going', partySize: 2 })).data.status).toBe('waitlisted');
    t.clock.advance(1000);
    expect((await rsvp(event.slug, ola.token, { response: 'going' })).data.status).toBe('going');
    expect((await rsvp(event.slug, raj.token, { response: 'going' })).data.status).toBe('waitlisted');
    expect(await view(event.slug)).toMatchObject({ spotsLeft: 0, capacity: 3, counts: { headcount: 3 } });
    // One feed line per answer, saying where it landed (an answer that found no seat says waitlisted, once).
    const feed = await t.call('GET', `/api/events/${event.id}/activity`, { token: ann.token });
    expect(
      feed.data.activity
        .filter((row: { kind: string }) => row.kind === 'rsvp')
        .map((row: { body: string }) => row.body)
        .sort(),
    ).toEqual(['Gus answered: going (party of 2)', 'Nia answered: waitlisted', 'Ola answered: going', 'Raj answered: waitlisted']);

    // Gus declines: 2 seats free up; Nia (party of 2, first in line) gets them, Raj still waits.
    await rsvp(event.slug, gus.token, { response: 'declined' });
    expect(await statuses(ann.token, event.id)).toEqual({ Gus: 'declined', Nia: 'going', Ola: 'going', Raj: 'waitlisted' });
    const offers = await t.client.execute("select recipient, kind, body from message_deliveries where kind = 'other'");
    expect(offers.rows.map((row) => row.recipient)).toEqual(['nia@example.com']);
    expect(String(offers.rows[0]!.body)).toContain(`https://cakeday.test/e/${event.slug}?g=${encodeURIComponent(nia.token)}`);
    const activity = await t.call('GET', `/api/events/${event.id}/activity`, { token: ann.token });
    expect(activity.data.activity[0].body).toBe('A spot opened up: Nia moved from the waitlist to going');

    // The host removes Ola: Raj moves up.
    await t.call('DELETE', `/api/events/${event.id}/guests/${ola.id}`, { token: ann.token });
    expect(await statuses(ann.token, event.id)).toEqual({ Gus: 'declined', Nia: 'going', Raj: 'going' });

    // Raising the capacity offers spots too.
    const gusBack = await rsvp(event.slug, gus.token, { response: 'going' });
    expect(gusBack.data.status).toBe('waitlisted');
    await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { capacity: 4 } });
    expect((await statuses(ann.token, event.id)).Gus).toBe('going');
  });

  it('never gives the last seat to two answers sent at the same moment', async () => {
    const { ann, event, guest } = await setup({ capacity: 1 });
    const tokens = await Promise.all(['Gus', 'Nia', 'Ola', 'Raj', 'Lee', 'Mo'].map(async (name) => (await guest(name)).token));
    const answers = await Promise.all(tokens.map((token) => rsvp(event.slug, token, { response: 'going' })));
    expect(answers.map((answer) => answer.data.status).sort()).toEqual(['going', 'waitlisted', 'waitlisted', 'waitlisted', 'waitlisted', 'waitlisted']);
    const overview = await t.call('GET', `/api/events/${event.id}`, { token: ann.token });
    expect(overview.data.event.counts).toMatchObject({ going: 1, waitlisted: 5, headcount: 1 });
  });

  it('the seat claim itself re-checks the capacity at write time (a stale read cannot overbook)', async () => {
    const { ann, event, guest } = await setup({ capacity: 2 });
    const gus = await guest('Gus');
    const nia = await guest('Nia');
    // Nia's seats are taken behind the service's back, as a concurrent request would.
    await t.client.execute({ sql: "update guests set rsvp_status = 'going', party_size = 2 where id = ?", args: [nia.id] });
    const claimed = await guestsRepo.claimSeats(t.db, event.id, gus.id, 2, { partySize: 1 });
    expect(claimed).toBeUndefined();
    expect(await statuses(ann.token, event.id)).toEqual({ Gus: 'pending', Nia: 'going' });
    await t.client.execute({ sql: "update guests set rsvp_status = 'declined' where id = ?", args: [nia.id] });
    expect((await guestsRepo.claimSeats(t.db, event.id, gus.id, 2, { partySize: 2 }))?.rsvpStatus).toBe('going');
  });
});

describe('double submits', () => {
  it('an open RSVP sent twice at once adds the visitor once; the second answer is a 409', async () => {
    const { ann, event } = await setup();
    const answer = { name: 'Vic', email: 'vic@example.com', response: 'going', partySize: 1 };
    const responses = await Promise.all([rsvp(event.slug, null, answer), rsvp(event.slug, null, answer), rsvp(event.slug, null, answer)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    expect((await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests).toHaveLength(1);
  });

  it('a guest added twice at once by the host is added once', async () => {
    const { ann, event } = await setup();
    const add = () => t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', phone: '+1 512 555 0142' } });
    const responses = await Promise.all([add(), add()]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect((await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token })).data.guests).toHaveLength(1);
  });
});

describe('comments', () => {
  it('guests and hosts comment; visitors cannot; hosts remove; control characters are refused, not silently dropped', async () => {
    const { ann, event, guest } = await setup();
    const gus = await guest('Gus');
    const bell = await t.call('POST', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': gus.token }, json: { body: 'See you there!\u0007 <b>yay</b>' } });
    expect(bell.status).toBe(400);
    const posted = await t.call('POST', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': gus.token }, json: { body: 'See you there! <b>yay</b>' } });
    expect(posted.status).toBe(201);
    expect(activitySchema.parse(posted.data.comment)).toMatchObject({ kind: 'comment', actorName: 'Gus', body: 'See you there! <b>yay</b>', removable: false });
    const byHost = await t.call('POST', `/api/public/events/${event.slug}/comments`, { token: ann.token, json: { body: 'Bring a swimsuit' } });
    expect(byHost.data.comment).toMatchObject({ actorName: 'Ann', removable: true });
    expect((await t.call('POST', `/api/public/events/${event.slug}/comments`, { json: { body: 'spam' } })).status).toBe(403);
    expect((await t.call('GET', `/api/public/events/${event.slug}/comments`)).status).toBe(403);
    expect((await t.call('POST', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': gus.token }, json: { body: '   ' } })).status).toBe(400);

    const asGuest = await t.call('GET', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': gus.token } });
    expect(asGuest.data.comments.map((comment: any) => [comment.body, comment.removable])).toEqual([
      ['Bring a swimsuit', false],
      ['See you there! <b>yay</b>', false],
    ]);
    const bob = await member('Bob');
    expect((await t.call('DELETE', `/api/events/${event.id}/comments/${posted.data.comment.id}`, { token: bob.token })).status).toBe(404);
    expect((await t.call('DELETE', `/api/events/${event.id}/comments/${posted.data.comment.id}`, { token: ann.token })).status).toBe(200);
    expect((await t.call('DELETE', `/api/events/${event.id}/comments/${posted.data.comment.id}`, { token: ann.token })).status).toBe(404);
    const after = await t.call('GET', `/api/public/events/${event.slug}/comments`, { token: ann.token });
    expect(after.data.comments.map((comment: any) => comment.body)).toEqual(['Bring a swimsuit']);
  });

  it('limits a guest to 10 comments a minute (429)', async () => {
    const { event, guest } = await setup();
    const gus = await guest('Gus');
    const post = () => t.call('POST', `/api/public/events/${event.slug}/comments`, { headers: { 'x-guest-token': gus.token }, json: { body: 'hi' } });
    for (let i = 0; i < 10; i++) expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    t.clock.advance(61_000);
    expect((await post()).status).toBe(201);
  });
});

describe('open RSVP throttling', () => {
  it('lets one address add only a few guests an hour, other addresses unaffected, and forgets after the hour', async () => {
    const { ann, event } = await setup();
    const from = (address: string, n: number) =>
      t.call('POST', `/api/public/events/${event.slug}/rsvp`, {
        json: { response: 'going', name: `Visitor ${n}`, email: `visitor${n}@example.com` },
        headers: { 'x-test-client-address': address },
      });
    for (let n = 0; n < 10; n++) expect((await from('198.51.100.20', n)).status).toBe(201);
    const blocked = await from('198.51.100.20', 10);
    expect(blocked.status).toBe(429);
    expect(blocked.data.error).toBe('Too many RSVPs from your network. Please try again in 60 minutes, or ask the host for your personal link.');
    expect(blocked.headers.get('retry-after')).toBe('3600');
    expect((await from('198.51.100.21', 11)).status).toBe(201);
    const list = await t.call('GET', `/api/events/${event.id}/guests`, { token: ann.token });
    expect(list.data.guests).toHaveLength(11);
    t.clock.advance(60 * 60 * 1000);
    expect((await from('198.51.100.20', 12)).status).toBe(201);
  });
});

describe('the going list of a large party', () => {
  /** `count` going guests written at once (one millisecond, as an import), with pending ones between them. */
  async function fillGoing(eventId: string, count: number) {
    const now = t.clock.now();
    for (let i = 0; i < count; i += 1) {
      for (const status of ['going', 'pending'] as const) {
        const id = `${eventId}-${status}-${i}`;
        await t.client.execute({
          sql: 'INSERT INTO guests (id, event_id, name, rsvp_status, party_size, link_token_hash, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
          args: [id, eventId, `${status === 'going' ? 'Going' : 'Waiting'} ${String(i).padStart(3, '0')}`, status, `unused-${id}`, now, now],
        });
      }
    }
  }

  async function goingNames(eventId: string): Promise<string[]> {
    const rows = await t.client.execute({ sql: "SELECT name FROM guests WHERE event_id = ? AND rsvp_status = 'going' ORDER BY created_at, rowid", args: [eventId] });
    return rows.rows.map((row) => String(row.name));
  }

  const going = (slug: string, query: string, init: { token?: string; guestToken?: string } = {}) =>
    t.call('GET', `/api/public/events/${slug}/going${query}`, { token: init.token, headers: init.guestToken ? { 'x-guest-token': init.guestToken } : {} });

  it('puts the first 50 names in the page and pages the rest through …/going, each name once and in list order', async () => {
    const { event, guest } = await setup();
    const gus = await guest('Gus');
    await fillGoing(event.id, 130);
    const everyone = await goingNames(event.id);
    const page = await view(event.slug, { guestToken: gus.token });
    expect(page.counts.going).toBe(130);
    expect(page.going!.map((person) => person.name)).toEqual(everyone.slice(0, 50));
    expect(page.goingCursor).toEqual(expect.any(String));

    const seen = [...page.going!.map((person) => person.name)];
    let after = page.goingCursor;
    while (after) {
      const next = await going(event.slug, `?limit=30&after=${encodeURIComponent(after)}`, { guestToken: gus.token });
      expect(next.status).toBe(200);
      expect(next.headers.get('cache-control')).toBe('private, no-store');
      const parsed = goingPageSchema.parse(next.data);
      expect(parsed.going.length).toBeLessThanOrEqual(30);
      seen.push(...parsed.going.map((person) => person.name));
      after = parsed.nextCursor;
    }
    expect(seen).toEqual(everyone);
    // Without a cursor, from the start; 200 a page unless asked.
    const fromStart = goingPageSchema.parse((await going(event.slug, '', { guestToken: gus.token })).data);
    expect(fromStart).toEqual({ going: everyone.map((name) => ({ name, partySize: 1 })), nextCursor: null });
  });

  it('says there is no more when the page holds every going name', async () => {
    const { event, guest } = await setup();
    const gus = await guest('Gus');
    await fillGoing(event.id, 50);
    const page = await view(event.slug, { guestToken: gus.token });
    expect(page.going).toHaveLength(50);
    expect(page.goingCursor).toBeNull();
  });

  it('shows the rest only to those who see the first names: never visitors, nor guests when the host shares counts only', async () => {
    const shared = await setup();
    const gus = await shared.guest('Gus');
    await fillGoing(shared.event.id, 60);
    expect(await going(shared.event.slug, '')).toMatchObject({ status: 403, data: { error: 'Only guests can see who is going. Open the event with your personal link.' } });
    expect((await going(shared.event.slug, '', { token: shared.ann.token })).status).toBe(200);
    expect(await going(shared.event.slug, '?after=nope', { guestToken: gus.token })).toMatchObject({
      status: 400,
      data: { error: 'This page cursor is not valid: load the list again from its first page.' },
    });
    expect(await going(shared.event.slug, '?limit=501', { guestToken: gus.token })).toMatchObject({ status: 400, data: { error: 'limit must be a whole number from 1 to 500.' } });
    expect((await going('no-such-party-aaaaaaaaaa', '', { guestToken: gus.token })).status).toBe(404);

    const bob = await member('Bob');
    const counts = await t.call('POST', '/api/events', { token: bob.token, json: { ...party, title: 'Bob is 40', guestListVisibility: 'counts' } });
    const countsEvent = counts.data.event as { id: string; slug: string };
    const nia = await t.call('POST', `/api/events/${countsEvent.id}/guests`, { token: bob.token, json: { name: 'Nia' } });
    const niaToken = new URL(nia.data.link).searchParams.get('g')!;
    await fillGoing(countsEvent.id, 60);
    expect(await view(countsEvent.slug, { guestToken: niaToken })).toMatchObject({ going: null, goingCursor: null, counts: { going: 60 } });
    expect(await going(countsEvent.slug, '', { guestToken: niaToken })).toMatchObject({ status: 403, data: { error: 'The host shares only the counts of who is going.' } });
    // A link of another event is no link here.
    expect((await going(countsEvent.slug, '', { guestToken: gus.token })).status).toBe(403);
    const asBob = await view(countsEvent.slug, { token: bob.token });
    expect(asBob.going).toHaveLength(50);
    expect(goingPageSchema.parse((await going(countsEvent.slug, `?after=${encodeURIComponent(asBob.goingCursor!)}`, { token: bob.token })).data).going).toHaveLength(10);
  });
});
