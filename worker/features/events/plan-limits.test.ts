import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FREE_MAX_GUESTS, PRO_MAX_GUESTS, SINGLE_EVENT_MAX_GUESTS } from '#core/domain/money/plans.rules.ts';
import { insertCohost, registerMember } from '../../testing/invitations.ts';
import { fillGuests, grantPro, grantSingleEvent, insertContribution, insertEmptyPot } from '../../testing/plans.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { EVENT_HAS_MONEY_MESSAGE } from './events.service.ts';
import { OPEN_RSVP_FULL_MESSAGE } from './guests.service.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
// The test clock starts on 2026-11-21.
const party = { title: 'Maya turns 7', timeZone: 'America/New_York', startsAt: '2026-12-05T15:00', endsAt: '2026-12-05T18:00' };
const EVENT_LIMIT = /^The Free plan includes 1 active event\. Buy a Single event \(\$19\.00 once\) or upgrade to Pro \(\$9\.00 \/ month\) to create another\.$/;

async function createEvent(token: string, overrides: Record<string, unknown> = {}) {
  return t.call('POST', '/api/events', { token, json: { ...party, ...overrides } });
}

async function createdEvent(token: string, overrides: Record<string, unknown> = {}) {
  const response = await createEvent(token, overrides);
  expect(response.status).toBe(201);
  return response.data.event as { id: string; slug: string; title: string };
}

const addGuest = (token: string, eventId: string, name: string) => t.call('POST', `/api/events/${eventId}/guests`, { token, json: { name, email: `${name.toLowerCase()}@example.com` } });

async function guestCount(eventId: string) {
  const rows = await t.client.execute({ sql: 'select count(*) as n from guests where event_id = ?', args: [eventId] });
  return Number(rows.rows[0]!.n);
}

describe('active events on the Free plan', () => {
  it('refuses a second active event and a duplicate with the plan message and code, creating nothing', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const first = await createdEvent(ann.token);
    const second = await createEvent(ann.token, { title: 'Second' });
    expect(second).toMatchObject({ status: 403, data: { code: 'event_limit' } });
    expect(second.data.error).toMatch(EVENT_LIMIT);
    const copy = await t.call('POST', `/api/events/${first.id}/duplicate`, { token: ann.token });
    expect(copy).toMatchObject({ status: 403, data: { code: 'event_limit' } });
    expect((await t.call('GET', '/api/events', { token: ann.token })).data.hosting).toHaveLength(1);
  });

  it('holds when several creations arrive at once (a double click): never more than one active event', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const results = await Promise.all(['A', 'B', 'C', 'D'].map((title) => createEvent(ann.token, { title })));
    expect(results.every((result) => result.status === 201 || result.status === 403)).toBe(true);
    const hosting = (await t.call('GET', '/api/events', { token: ann.token })).data.hosting;
    expect(hosting.length).toBeLessThanOrEqual(1);
    expect(results.filter((result) => result.status === 201)).toHaveLength(hosting.length);
  });

  it('does not count cancelled events, events that are over, or events the member only co-hosts', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const bob = await registerMember(t, 'Bob', 'bob@example.com');
    const bobs = await createdEvent(bob.token, { title: 'Bob’s party' });
    await insertCohost(t, bobs.id, { id: ann.id, email: 'ann@example.com' }, true);

    const soon = await createdEvent(ann.token, { title: 'Soon', startsAt: '2026-11-23T10:00', endsAt: '2026-11-23T12:00' });
    expect((await createEvent(ann.token, { title: 'Blocked' })).status).toBe(403);
    t.clock.advance(3 * DAY); // "Soon" is over
    const next = await createdEvent(ann.token, { title: 'Next' });
    expect((await createEvent(ann.token, { title: 'Blocked again' })).status).toBe(403);
    expect((await t.call('POST', `/api/events/${next.id}/cancel`, { token: ann.token, json: {} })).status).toBe(200);
    await createdEvent(ann.token, { title: 'After cancelling' });
    expect(soon.id).toBeTruthy();
  });

  it('refuses to move an event that is over back into the future when that makes a second active event', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const over = await createdEvent(ann.token, { title: 'Over', startsAt: '2026-11-23T10:00', endsAt: '2026-11-23T12:00' });
    t.clock.advance(3 * DAY);
    await createdEvent(ann.token, { title: 'Next' });
    const patch = (json: unknown) => t.call('PATCH', `/api/events/${over.id}`, { token: ann.token, json });
    expect(await patch({ startsAt: '2026-12-20T10:00', endsAt: '2026-12-20T12:00' })).toMatchObject({ status: 403, data: { code: 'event_limit' } });
    expect((await patch({ title: 'Over (renamed)' })).status).toBe(200);
    await grantSingleEvent(t, ann.id, over.id);
    expect((await patch({ startsAt: '2026-12-20T10:00', endsAt: '2026-12-20T12:00' })).status).toBe(200);
  });

  it('refuses to hand an active event to a Free co-host who already hosts one, unless it is unlocked', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const cy = await registerMember(t, 'Cy', 'cy@example.com');
    const event = await createdEvent(ann.token);
    await createdEvent(cy.token, { title: 'Cy’s own' });
    await insertCohost(t, event.id, { id: cy.id, email: 'cy@example.com' }, true);
    const [cohost] = (await t.call('GET', `/api/events/${event.id}/cohosts`, { token: ann.token })).data.cohosts as { id: string }[];
    const transfer = () => t.call('POST', `/api/events/${event.id}/transfer`, { token: ann.token, json: { cohostId: cohost!.id } });
    const refused = await transfer();
    expect(refused).toMatchObject({ status: 403, data: { code: 'event_limit' } });
    expect(refused.data.error).toMatch(/^Cy is on the Free plan and already hosts an active event/);
    await grantSingleEvent(t, ann.id, event.id);
    expect((await transfer()).status).toBe(200);
  });

  it('does not count an event unlocked with a Single event, and Pro has no event limit until it ends', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const first = await createdEvent(ann.token);
    await grantSingleEvent(t, ann.id, first.id);
    await createdEvent(ann.token, { title: 'Second (free slot)' });
    expect((await createEvent(ann.token, { title: 'Third' })).status).toBe(403);

    const pro = await grantPro(t, ann.id);
    for (const title of ['Third', 'Fourth', 'Fifth']) await createdEvent(ann.token, { title });
    await t.client.execute({ sql: "update plan_purchases set status = 'past_due' where id = ?", args: [pro] });
    await createdEvent(ann.token, { title: 'Sixth (past due is still Pro)' });
    await t.client.execute({ sql: "update plan_purchases set status = 'cancelled' where id = ?", args: [pro] });
    // Back on Free: existing events stay, new ones are refused.
    expect((await createEvent(ann.token, { title: 'Seventh' })).status).toBe(403);
    expect((await t.call('GET', '/api/events', { token: ann.token })).data.hosting).toHaveLength(6);
  });
});

describe('guests per event', () => {
  it(`allows ${FREE_MAX_GUESTS} guests on Free and refuses the next with the plan message; plus-ones do not count`, async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    await fillGuests(t, event.id, FREE_MAX_GUESTS - 1, 4); // each brings three plus-ones: still one guest each
    expect((await addGuest(ann.token, event.id, 'Thirtieth')).status).toBe(201);
    const over = await addGuest(ann.token, event.id, 'Extra');
    expect(over).toMatchObject({
      status: 403,
      data: {
        code: 'guest_limit',
        error: 'The Free plan allows 30 guests per event; this event is full. Buy a Single event ($19.00 once) to raise it to 200.',
      },
    });
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS);
  });

  it('holds when several guests are added into the last place at once', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    await fillGuests(t, event.id, FREE_MAX_GUESTS - 1);
    const results = await Promise.all(['Ana', 'Ben', 'Cal', 'Dee'].map((name) => addGuest(ann.token, event.id, name)));
    expect(results.every((result) => result.status === 201 || result.status === 403)).toBe(true);
    expect(await guestCount(event.id)).toBeLessThanOrEqual(FREE_MAX_GUESTS);
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS - 1 + results.filter((result) => result.status === 201).length);
  });

  it(`a Single event raises the event to ${SINGLE_EVENT_MAX_GUESTS} guests (for co-hosts too); Pro to ${PRO_MAX_GUESTS}`, async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const cy = await registerMember(t, 'Cy', 'cy@example.com');
    const event = await createdEvent(ann.token);
    await insertCohost(t, event.id, { id: cy.id, email: 'cy@example.com' }, true);
    await fillGuests(t, event.id, FREE_MAX_GUESTS);
    expect((await addGuest(cy.token, event.id, 'Cyfriend')).status).toBe(403); // the host's plan applies
    await grantSingleEvent(t, ann.id, event.id);
    expect((await addGuest(cy.token, event.id, 'Cyfriend')).status).toBe(201);
    await fillGuests(t, event.id, SINGLE_EVENT_MAX_GUESTS - FREE_MAX_GUESTS - 1);
    const full = await addGuest(ann.token, event.id, 'Extra');
    expect(full).toMatchObject({ status: 403, data: { code: 'guest_limit', error: 'The Single event plan allows 200 guests per event; this event is full.' } });

    await grantPro(t, ann.id);
    expect((await addGuest(ann.token, event.id, 'Extra')).status).toBe(201);
    await fillGuests(t, event.id, PRO_MAX_GUESTS - SINGLE_EVENT_MAX_GUESTS - 1);
    expect((await addGuest(ann.token, event.id, 'Toomany')).data.error).toBe('The Pro plan allows 500 guests per event; this event is full.');
    expect(await guestCount(event.id)).toBe(PRO_MAX_GUESTS);
  });

  it('an import adds as many as fit and reports the rest as skipped with the plan reason (the preview says so first)', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    await fillGuests(t, event.id, FREE_MAX_GUESTS - 2);
    const content = ['Name,Email', 'Nia,nia@example.com', 'Lee,lee@example.com', 'Ola,ola@example.com', 'Raj,raj@example.com', 'Bad,not-an-email'].join('\n');
    const importCsv = (dryRun: boolean) => t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content, dryRun } });
    const preview = await importCsv(true);
    expect(preview.status).toBe(200);
    expect(preview.data.toAdd.map((row: { name: string }) => row.name)).toEqual(['Nia', 'Lee']);
    const reason = 'The Free plan allows 30 guests per event; this event is full. Buy a Single event ($19.00 once) to raise it to 200.';
    expect(preview.data.skipped).toEqual([
      expect.objectContaining({ name: 'Ola', reason }),
      expect.objectContaining({ name: 'Raj', reason }),
      expect.objectContaining({ name: 'Bad', reason: 'not-an-email is not a valid email address' }),
    ]);
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS - 2);
    const done = await importCsv(false);
    expect(done.data.added).toBe(2);
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS);
    const again = await importCsv(false);
    expect(again.data.added).toBe(0);
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS);
  });

  it('two different imports at once never take the event past its limit, and the report says who was left out', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    await fillGuests(t, event.id, FREE_MAX_GUESTS - 3);
    const csv = (prefix: string) => ['Name,Email', ...[1, 2, 3].map((n) => `${prefix}${n},${prefix}${n}@example.com`)].join('\n');
    const send = (prefix: string) => t.call('POST', `/api/events/${event.id}/guests/import`, { token: ann.token, json: { format: 'csv', content: csv(prefix), dryRun: false } });
    const reports = await Promise.all([send('a'), send('b')]);
    expect(reports.map((report) => report.status)).toEqual([200, 200]);
    const added = reports.reduce((sum, report) => sum + report.data.added, 0);
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS - 3 + added);
    expect(added).toBeLessThanOrEqual(3);
    expect(reports.reduce((sum, report) => sum + report.data.skipped.length, 0)).toBe(6 - added);
  });

  it('an open RSVP to a full event is refused with a plain message for the visitor (no upgrade offer)', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    await fillGuests(t, event.id, FREE_MAX_GUESTS);
    const visitor = await t.call('POST', `/api/public/events/${event.slug}/rsvp`, { json: { response: 'going', name: 'Vic', email: 'vic@example.com' } });
    expect(visitor).toMatchObject({ status: 403, data: { error: OPEN_RSVP_FULL_MESSAGE } });
    expect(visitor.data.code).toBeUndefined();
    expect(await guestCount(event.id)).toBe(FREE_MAX_GUESTS);
  });
});

describe('deleting an event or an account with money', () => {
  it('refuses to delete an event with contributions (409, not a 500) and deletes one with an empty pot', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    await grantPro(t, ann.id);
    const paid = await createdEvent(ann.token, { title: 'Paid' });
    await insertContribution(t, paid.id, 'refunded');
    const refused = await t.call('DELETE', `/api/events/${paid.id}`, { token: ann.token, json: { confirm: 'Paid' } });
    expect(refused).toMatchObject({ status: 409, data: { error: EVENT_HAS_MONEY_MESSAGE } });
    expect((await t.call('GET', `/api/events/${paid.id}`, { token: ann.token })).status).toBe(200);

    const empty = await createdEvent(ann.token, { title: 'Empty pot' });
    await insertEmptyPot(t, empty.id);
    expect((await t.call('DELETE', `/api/events/${empty.id}`, { token: ann.token, json: { confirm: 'Empty pot' } })).status).toBe(200);
    expect((await t.client.execute({ sql: 'select count(*) as n from money_pots where event_id = ?', args: [empty.id] })).rows[0]!.n).toBe(0);
  });

  it('refuses to delete the account of a host with money held or on Pro; keeps finished payment records anonymously; deletes one with only an empty pot', async () => {
    const ann = await registerMember(t, 'Ann', 'ann@example.com');
    const event = await createdEvent(ann.token);
    const { contributionId } = await insertContribution(t, event.id, 'succeeded');
    const remove = () => t.call('DELETE', '/api/user', { token: ann.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    const held = await remove();
    expect(held.status).toBe(409);
    expect(held.data.error).toMatch(/^You host events or organise group gifts with contributions that are still pending or held/);

    await t.client.execute({ sql: "update contributions set status = 'released' where id = ?", args: [contributionId] });
    // A paid Single event keeps the receipt after the account is gone, so a second event fits the Free plan.
    await grantSingleEvent(t, ann.id, event.id);
    const other = await createdEvent(ann.token, { title: 'No money here' });
    expect((await remove()).status).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { token: ann.token })).status).toBe(401);
    expect((await t.call('POST', '/api/email-auth/login', { json: { email: 'ann@example.com', password: 'violet-otter-42' } })).status).toBe(401);
    // The books stay: the contribution and its event, with nothing left that names Ann or her guests.
    const kept = await t.client.execute({
      sql: 'select e.title, e.status, e.description, u.name, u.email, u.password_hash from events e join users u on u.id = e.host_id where e.id = ?',
      args: [event.id],
    });
    expect(kept.rows[0]).toMatchObject({ title: 'Deleted event', status: 'cancelled', description: null, name: 'Deleted member', password_hash: null });
    expect(String(kept.rows[0]!.email)).toMatch(/@deleted\.cakeday\.invalid$/);
    expect((await t.client.execute({ sql: 'select count(*) as n from contributions where id = ?', args: [contributionId] })).rows[0]!.n).toBe(1);
    expect((await t.client.execute({ sql: 'select count(*) as n from guests where event_id = ?', args: [event.id] })).rows[0]!.n).toBe(0);
    expect((await t.client.execute({ sql: 'select count(*) as n from events where id = ?', args: [other.id] })).rows[0]!.n).toBe(0);
    // The address is free again for a new account.
    expect((await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann', email: 'ann@example.com', password: 'violet-otter-42' } })).status).toBe(201);

    const bea = await registerMember(t, 'Bea', 'bea@example.com');
    const beas = await createdEvent(bea.token);
    await insertEmptyPot(t, beas.id);
    const pro = await grantPro(t, bea.id);
    const removeBea = () => t.call('DELETE', '/api/user', { token: bea.token, json: { password: 'violet-otter-42', confirm: 'DELETE' } });
    expect((await removeBea()).data.error).toMatch(/^You are on Pro\. Cancel your subscription/);
    await t.client.execute({ sql: "update plan_purchases set status = 'cancelled' where id = ?", args: [pro] });
    expect((await removeBea()).status).toBe(200);
    expect((await t.client.execute({ sql: 'select count(*) as n from money_pots where event_id = ?', args: [beas.id] })).rows[0]!.n).toBe(0);
    // The receipt stays for the books, without the member.
    expect((await t.client.execute({ sql: 'select user_id from plan_purchases where id = ?', args: [pro] })).rows[0]!.user_id).toBeNull();
  });
});
