import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventSchema, eventSummarySchema } from '#core/domain/events/event-view.schema.ts';
import { grantPro } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const party = {
  title: 'Maya turns 7',
  celebrantName: 'Maya',
  celebrantAge: 7,
  timeZone: 'America/New_York',
  startsAt: '2026-12-05T15:00',
  endsAt: '2026-12-05T18:00',
  location: '12 Oak Street, Brooklyn',
  plusOnesAllowed: 1,
};

async function member(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const response = await t.call('POST', '/api/email-auth/register', { json: { name, email, password: 'violet-otter-42' } });
  expect(response.status).toBe(201);
  return { token: response.data.token as string, id: response.data.user.id as string, email };
}

async function createParty(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/api/events', { token, json: { ...party, ...overrides } });
  expect(response.status).toBe(201);
  return eventSchema.parse(response.data.event);
}

async function outboxLink(email: string, pattern: RegExp) {
  const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const match = pattern.exec(outbox.data.messages[0]?.body ?? '');
  if (!match) throw new Error(`no link for ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('creating and reading events', () => {
  it('creates an event with a readable, unguessable slug and UTC times from the event zone', async () => {
    const ann = await member('Ann');
    const event = await createParty(ann.token);
    expect(event.slug).toMatch(/^maya-turns-7-[a-z2-7]{10}$/);
    expect(event.startsAt).toBe('2026-12-05T20:00:00.000Z');
    expect(event.startsAtLocal).toBe('2026-12-05T15:00');
    expect(event).toMatchObject({ role: 'host', status: 'active', hosts: [{ name: 'Ann', role: 'host' }], guestListVisibility: 'everyone', inviteOnly: false });
    expect(event.counts).toEqual({ going: 0, maybe: 0, declined: 0, waitlisted: 0, pending: 0, headcount: 0 });
    const again = await t.call('GET', `/api/events/${event.id}`, { token: ann.token });
    expect(eventSchema.parse(again.data.event).id).toBe(event.id);
  });

  it.each([
    [{ endsAt: '2026-12-05T14:00' }, 'The party must end after it starts'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone: choose one from the list (for example America/New_York)'],
    [{ title: '  ' }, 'Title is required'],
    [{ startsAt: '2026-02-30T10:00' }, 'Start must be a real date and time (YYYY-MM-DDTHH:mm)'],
    [{ capacity: 0 }, 'Capacity must be a whole number from 1 to 5000'],
  ])('rejects %j with a clear 400 and creates nothing', async (overrides, message) => {
    const ann = await member('Ann');
    const response = await t.call('POST', '/api/events', { token: ann.token, json: { ...party, ...overrides } });
    expect(response.status).toBe(400);
    expect(response.data.error).toBe(message);
    expect((await t.call('GET', '/api/events', { token: ann.token })).data.hosting).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await t.call('POST', '/api/events', { json: party })).status).toBe(401);
    expect((await t.call('GET', '/api/events')).status).toBe(401);
  });

  it('lists hosted and attended events, upcoming first by start, then past events newest first', async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    await grantPro(t, ann.id); // four events at once: more than the Free plan's one
    const soon = await createParty(ann.token, { title: 'Soon', startsAt: '2026-11-28T10:00', endsAt: '2026-11-28T12:00' });
    const later = await createParty(ann.token, { title: 'Later', startsAt: '2027-01-10T10:00', endsAt: '2027-01-10T12:00' });
    const old = await createParty(ann.token, { title: 'Old', startsAt: '2026-11-22T10:00', endsAt: '2026-11-22T12:00' });
    const older = await createParty(ann.token, { title: 'Older', startsAt: '2026-11-21T15:00', endsAt: '2026-11-21T16:00' });
    t.clock.advance(3 * DAY);
    const list = await t.call('GET', '/api/events', { token: ann.token });
    expect(list.data.hosting.map((event: any) => event.title)).toEqual(['Soon', 'Later', 'Old', 'Older']);
    list.data.hosting.forEach((row: unknown) => eventSummarySchema.parse(row));
    expect([soon.id, later.id, old.id, older.id]).toHaveLength(4);
    expect(list.data.attending).toEqual([]);
    expect((await t.call('GET', '/api/events', { token: bob.token })).data).toEqual({ hosting: [], attending: [] });
  });

  it('hides an event from other members and strangers with a 404', async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const event = await createParty(ann.token);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/events/${event.id}`],
      ['PATCH', `/api/events/${event.id}`, { title: 'Mine now' }],
      ['POST', `/api/events/${event.id}/duplicate`],
      ['POST', `/api/events/${event.id}/cancel`, {}],
      ['DELETE', `/api/events/${event.id}`, { confirm: party.title }],
      ['GET', `/api/events/${event.id}/activity`],
      ['GET', `/api/events/${event.id}/cohosts`],
      ['POST', `/api/events/${event.id}/cohosts`, { email: 'bob@example.com' }],
      ['POST', `/api/events/${event.id}/transfer`, { cohostId: 'x' }],
      ['DELETE', `/api/events/${event.id}/comments/x`],
    ];
    for (const [method, path, json] of paths) {
      const asBob = await t.call(method, path, { token: bob.token, json });
      expect(asBob, `${method} ${path}`).toMatchObject({ status: 404, data: { error: 'Event not found' } });
      const asStranger = await t.call(method, path, { json });
      expect(asStranger.status, `${method} ${path}`).toBe(401);
    }
    const stillThere = await t.call('GET', `/api/events/${event.id}`, { token: ann.token });
    expect(stillThere.data.event).toMatchObject({ title: party.title, status: 'active' });
  });
});

describe('editing, duplicating, cancelling and deleting', () => {
  it('merges an edit with the stored event and validates the whole (end before start via PATCH is caught)', async () => {
    const ann = await member('Ann');
    const event = await createParty(ann.token);
    const bad = await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { endsAt: '2026-12-05T14:00' } });
    expect(bad).toMatchObject({ status: 400, data: { error: 'The party must end after it starts' } });
    const deadline = await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { rsvpDeadline: '2026-12-06T10:00' } });
    expect(deadline).toMatchObject({ status: 400, data: { error: 'The RSVP deadline must be before the party starts' } });
    const zone = await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { timeZone: 'Nowhere/Land' } });
    expect(zone.status).toBe(400);
    const unchanged = await t.call('GET', `/api/events/${event.id}`, { token: ann.token });
    expect(unchanged.data.event).toMatchObject({ endsAtLocal: '2026-12-05T18:00', rsvpDeadline: null, timeZone: 'America/New_York' });

    const ok = await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { title: 'Maya is 7!', remindersEnabled: false, capacity: 20 } });
    expect(ok.status).toBe(200);
    expect(eventSchema.parse(ok.data.event)).toMatchObject({ title: 'Maya is 7!', remindersEnabled: false, capacity: 20, startsAtLocal: '2026-12-05T15:00' });
    // Fields the edit did not send keep their values (no defaults sneak in).
    expect(ok.data.event.plusOnesAllowed).toBe(1);
    const inviteOnly = await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { inviteOnly: true } });
    expect(inviteOnly.data.event).toMatchObject({ inviteOnly: true, remindersEnabled: false, plusOnesAllowed: 1, title: 'Maya is 7!' });
    const activity = await t.call('GET', `/api/events/${event.id}/activity`, { token: ann.token });
    expect(activity.data.activity[0]).toMatchObject({ kind: 'event_updated', actorName: 'Ann' });
    expect((await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: {} })).status).toBe(400);
    expect((await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token })).status).toBe(400);
    expect((await t.call('PATCH', `/api/events/${event.id}`, { token: ann.token, json: { hostId: 'me' } })).status).toBe(400);
  });

  it('duplicates without guests, with " (copy)" and a new slug', async () => {
    const ann = await member('Ann');
    await grantPro(t, ann.id); // the copy is a second active event
    const event = await createParty(ann.token);
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    const copy = await t.call('POST', `/api/events/${event.id}/duplicate`, { token: ann.token });
    expect(copy.status).toBe(201);
    const parsed = eventSchema.parse(copy.data.event);
    expect(parsed).toMatchObject({ title: 'Maya turns 7 (copy)', location: party.location, role: 'host' });
    expect(parsed.slug).not.toBe(event.slug);
    expect(parsed.counts.pending).toBe(0);
    expect((await t.call('GET', `/api/events/${parsed.id}/guests`, { token: ann.token })).data.guests).toEqual([]);
  });

  it('cancels: queues a notice to every invited guest with their own link, and cannot cancel twice', async () => {
    const ann = await member('Ann');
    const event = await createParty(ann.token);
    const gus = await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com', phone: '+1 512 555 0142' } });
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Nia', email: 'nia@example.com' } });
    // Only Gus was invited (the messaging feature sets invited_at when it sends).
    await t.client.execute({ sql: 'update guests set invited_at = ? where id = ?', args: [t.clock.now(), gus.data.guest.id] });
    const cancelled = await t.call('POST', `/api/events/${event.id}/cancel`, { token: ann.token, json: { message: 'Maya has the flu, sorry!' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.data.event.status).toBe('cancelled');
    const rows = await t.client.execute('select channel, kind, recipient, body from message_deliveries order by channel');
    expect(rows.rows.map((row) => [row.channel, row.kind, row.recipient])).toEqual([
      ['email', 'cancellation', 'gus@example.com'],
      ['sms', 'cancellation', '+15125550142'],
    ]);
    expect(String(rows.rows[0]!.body)).toContain('Maya has the flu, sorry!');
    expect(String(rows.rows[0]!.body)).toContain(gus.data.link);
    expect((await t.call('POST', `/api/events/${event.id}/cancel`, { token: ann.token, json: {} })).status).toBe(409);
    const activity = await t.call('GET', `/api/events/${event.id}/activity`, { token: ann.token });
    expect(activity.data.activity[0]).toMatchObject({ kind: 'event_cancelled', body: 'Maya has the flu, sorry!' });
  });

  it('deletes only with the exact title, and then everything of the event is gone', async () => {
    const ann = await member('Ann');
    const event = await createParty(ann.token);
    await t.call('POST', `/api/events/${event.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    const wrong = await t.call('DELETE', `/api/events/${event.id}`, { token: ann.token, json: { confirm: 'maya turns 7' } });
    expect(wrong).toMatchObject({ status: 400, data: { error: 'To delete the event, type its title exactly as it is.' } });
    expect((await t.call('GET', `/api/events/${event.id}`, { token: ann.token })).status).toBe(200);
    const done = await t.call('DELETE', `/api/events/${event.id}`, { token: ann.token, json: { confirm: 'Maya turns 7' } });
    expect(done.status).toBe(200);
    expect((await t.call('GET', `/api/events/${event.id}`, { token: ann.token })).status).toBe(404);
    expect((await t.client.execute('select count(*) as n from guests')).rows[0]!.n).toBe(0);
  });
});

describe('co-hosts', () => {
  it('invite → accept → manage; a co-host cannot delete, manage co-hosts or transfer; the host hands over', async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const cat = await member('Cat');
    const event = await createParty(ann.token);
    const invited = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: 'Bob@Example.com' } });
    expect(invited).toMatchObject({ status: 201, data: { cohost: { email: 'bob@example.com', name: null, status: 'pending' } } });
    expect((await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: 'bob@example.com' } })).status).toBe(409);
    expect((await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: 'nope' } })).status).toBe(400);

    const token = await outboxLink('bob@example.com', /cohost-invite\?token=([\w%-]+)/);
    // Before accepting, Bob has no access; Cat cannot accept an invitation meant for Bob.
    expect((await t.call('GET', `/api/events/${event.id}`, { token: bob.token })).status).toBe(404);
    const wrongPerson = await t.call('POST', '/api/cohost-invitations/accept', { token: cat.token, json: { token } });
    expect(wrongPerson.status).toBe(403);
    expect((await t.call('POST', '/api/cohost-invitations/accept', { json: { token } })).status).toBe(401);
    const accepted = await t.call('POST', '/api/cohost-invitations/accept', { token: bob.token, json: { token } });
    expect(accepted).toMatchObject({ status: 200, data: { eventId: event.id } });
    expect((await t.call('POST', '/api/cohost-invitations/accept', { token: bob.token, json: { token } })).status).toBe(404);

    const asBob = await t.call('GET', `/api/events/${event.id}`, { token: bob.token });
    expect(asBob.data.event).toMatchObject({
      role: 'cohost',
      hosts: [
        { name: 'Ann', role: 'host' },
        { name: 'Bob', role: 'cohost' },
      ],
    });
    expect((await t.call('PATCH', `/api/events/${event.id}`, { token: bob.token, json: { dressCode: 'Pyjamas' } })).status).toBe(200);
    expect((await t.call('POST', `/api/events/${event.id}/guests`, { token: bob.token, json: { name: 'Gus' } })).status).toBe(201);
    expect((await t.call('GET', '/api/events', { token: bob.token })).data.hosting[0]).toMatchObject({ id: event.id, role: 'cohost' });

    expect((await t.call('DELETE', `/api/events/${event.id}`, { token: bob.token, json: { confirm: party.title } })).status).toBe(403);
    expect((await t.call('POST', `/api/events/${event.id}/cohosts`, { token: bob.token, json: { email: 'cat@example.com' } })).status).toBe(403);
    const list = await t.call('GET', `/api/events/${event.id}/cohosts`, { token: bob.token });
    const bobRow = list.data.cohosts[0];
    expect(bobRow).toMatchObject({ email: 'bob@example.com', name: 'Bob', status: 'accepted' });
    expect((await t.call('POST', `/api/events/${event.id}/transfer`, { token: bob.token, json: { cohostId: bobRow.id } })).status).toBe(403);

    const handed = await t.call('POST', `/api/events/${event.id}/transfer`, { token: ann.token, json: { cohostId: bobRow.id } });
    expect(handed.status).toBe(200);
    expect((await t.call('GET', `/api/events/${event.id}`, { token: bob.token })).data.event.role).toBe('host');
    expect((await t.call('GET', `/api/events/${event.id}`, { token: ann.token })).data.event.role).toBe('cohost');
    expect((await t.call('DELETE', `/api/events/${event.id}`, { token: ann.token, json: { confirm: party.title } })).status).toBe(403);

    const annRow = (await t.call('GET', `/api/events/${event.id}/cohosts`, { token: bob.token })).data.cohosts[0];
    expect((await t.call('DELETE', `/api/events/${event.id}/cohosts/${annRow.id}`, { token: bob.token })).status).toBe(200);
    expect((await t.call('GET', `/api/events/${event.id}`, { token: ann.token })).status).toBe(404);
  });

  it('refuses to hand over to a co-host who has not accepted yet', async () => {
    const ann = await member('Ann');
    const event = await createParty(ann.token);
    const invited = await t.call('POST', `/api/events/${event.id}/cohosts`, { token: ann.token, json: { email: 'dee@example.com' } });
    const response = await t.call('POST', `/api/events/${event.id}/transfer`, { token: ann.token, json: { cohostId: invited.data.cohost.id } });
    expect(response).toMatchObject({ status: 400, data: { error: 'Only a co-host who has accepted the invitation can become the host.' } });
    expect((await t.call('GET', `/api/events/${event.id}`, { token: ann.token })).data.event.role).toBe('host');
  });
});

describe('deleting an account', () => {
  it('deletes the events it hosts with everything attached, its co-host seats, and unlinks its guest rows', async () => {
    const ann = await member('Ann');
    const bob = await member('Bob');
    const annParty = await createParty(ann.token);
    const bobParty = await createParty(bob.token, { title: 'Bob is 40' });
    await t.call('POST', `/api/events/${annParty.id}/guests`, { token: ann.token, json: { name: 'Gus', email: 'gus@example.com' } });
    await t.call('POST', `/api/events/${annParty.id}/cancel`, { token: ann.token, json: {} });
    await t.call('POST', `/api/events/${bobParty.id}/cohosts`, { token: bob.token, json: { email: 'ann@example.com' } });
    const token = await outboxLink('ann@example.com', /cohost-invite\?token=([\w%-]+)/);
    await t.call('POST', '/api/cohost-invitations/accept', { token: ann.token, json: { token } });
    const guest = await t.call('POST', `/api/events/${bobParty.id}/guests`, { token: bob.token, json: { name: 'Ann', email: 'ann@example.com' } });
    await t.client.execute({ sql: 'update guests set user_id = ? where id = ?', args: [ann.id, guest.data.guest.id] });

    const deleted = await t.call('DELETE', '/api/user', { token: ann.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    expect(deleted.status).toBe(200);
    const count = async (sql: string) => Number((await t.client.execute(sql)).rows[0]!.n);
    expect(await count(`select count(*) as n from events where host_id = '${ann.id}'`)).toBe(0);
    expect(await count(`select count(*) as n from guests where event_id = '${annParty.id}'`)).toBe(0);
    expect(await count(`select count(*) as n from event_activity where event_id = '${annParty.id}'`)).toBe(0);
    expect(await count(`select count(*) as n from event_cohosts`)).toBe(0);
    expect(await count(`select count(*) as n from guests where user_id is not null`)).toBe(0);
    expect(await count(`select count(*) as n from guests where event_id = '${bobParty.id}'`)).toBe(1);
    expect((await t.call('GET', `/api/events/${bobParty.id}`, { token: bob.token })).data.event.hosts).toEqual([{ name: 'Bob', role: 'host' }]);
  });
});
