import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRoundTrips } from '../../db/client.ts';
import { versionedAnswersOf } from '../../cache/versioned-answers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * The host's guest list pages are kept under events.guest_list_version, which only triggers change
 * (migration 0016, decision 035). Whatever writes to the guests or their phones' opt-outs, by
 * whatever path, the next read must show it: a kept page is never served stale.
 */
let t: TestApp;
let token: string;
let event: { id: string; slug: string };
const secret = 'test-guest-link-secret-0123456789abcdef';

beforeEach(async () => {
  // Counts the round trips a kept page saves: a verified hit (testing/verified-caches.ts) would read afresh too.
  t = await createTestApp({ cachesInProcess: false, env: { GUEST_LINK_SECRET: secret, APP_URL: 'https://cakeday.test' }, verifyCaches: false });
  const host = await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann', email: 'ann@example.com', password: 'violet-otter-42' } });
  token = host.data.token;
  const created = await t.call('POST', '/api/events', {
    token,
    json: { title: 'Maya turns 7', timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00', rsvpDeadline: '2027-06-01T12:00', plusOnesAllowed: 2 },
  });
  expect(created.status).toBe(201);
  event = created.data.event;
});
afterEach(() => t.close());

async function addGuest(name: string, phone?: string) {
  const added = await t.call('POST', `/api/events/${event.id}/guests`, { token, json: { name, ...(phone ? { phone } : {}) } });
  expect(added.status).toBe(201);
  return { id: added.data.guest.id as string, guestToken: new URL(added.data.link).searchParams.get('g')! };
}

async function list(query = '') {
  const response = await t.call('GET', `/api/events/${event.id}/guests${query}`, { token });
  expect(response.status).toBe(200);
  return response.data as { guests: { id: string; name: string; rsvpStatus: string; listStatus: string; smsOptedOut: boolean; dietaryNote: string | null }[]; total: number };
}

describe('the host’s kept guest list pages', () => {
  it('serves a repeated read from the kept page (2 round trips instead of 3), with an ETag that answers 304', async () => {
    await addGuest('Gus');
    const trips = countRoundTrips(t.client);
    await list();
    expect(trips.count).toBe(3); // session, event, page and total
    const again = await t.call('GET', `/api/events/${event.id}/guests`, { token });
    expect(trips.count).toBe(5); // session, event: the page is kept
    const etag = again.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');

    const unchanged = await t.call('GET', `/api/events/${event.id}/guests`, { token, headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    await addGuest('Pia');
    const changed = await t.call('GET', `/api/events/${event.id}/guests`, { token, headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.data.guests.map((guest: { name: string }) => guest.name)).toEqual(['Gus', 'Pia']);
  });

  it('shows every kind of write at once: an RSVP through a link, a host’s edit, a script’s UPDATE, an opt-out and its withdrawal, a removal', async () => {
    const gus = await addGuest('Gus', '+15125550142');
    const pia = await addGuest('Pia');
    expect((await list()).guests.map((guest) => guest.rsvpStatus)).toEqual(['pending', 'pending']);

    const answer = await t.call('POST', `/api/public/events/${event.slug}/rsvp`, { headers: { 'x-guest-token': gus.guestToken }, json: { response: 'going', partySize: 1 } });
    expect(answer.status).toBe(200);
    expect((await list()).guests[0]).toMatchObject({ name: 'Gus', rsvpStatus: 'going', listStatus: 'going' });

    expect((await t.call('PATCH', `/api/events/${event.id}/guests/${pia.id}`, { token, json: { name: 'Pia P.' } })).status).toBe(200);
    expect((await list()).guests[1]!.name).toBe('Pia P.');

    await t.client.execute({ sql: "UPDATE guests SET dietary_note = 'No nuts' WHERE id = ?", args: [pia.id] });
    expect((await list()).guests[1]!.dietaryNote).toBe('No nuts');

    // As the STOP webhook writes it (messaging's repo).
    await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, ?) ON CONFLICT DO NOTHING', args: ['+15125550142', t.clock.now()] });
    expect((await list()).guests[0]!.smsOptedOut).toBe(true);
    await t.client.execute({ sql: 'DELETE FROM sms_opt_outs WHERE phone = ?', args: ['+15125550142'] });
    expect((await list()).guests[0]!.smsOptedOut).toBe(false);

    expect((await t.call('DELETE', `/api/events/${event.id}/guests/${pia.id}`, { token })).status).toBeLessThan(300);
    const after = await list();
    expect(after.guests.map((guest) => guest.name)).toEqual(['Gus']);
    expect(after.total).toBe(1);
  });

  it('turns "Invited" into "No reply" once the deadline passes, with nothing written', async () => {
    const gus = await addGuest('Gus');
    await t.client.execute({ sql: 'UPDATE guests SET invited_at = ? WHERE id = ?', args: [t.clock.now(), gus.id] });
    await t.client.execute({ sql: 'UPDATE events SET rsvp_deadline = ? WHERE id = ?', args: [t.clock.now() + 3600_000, event.id] });
    expect((await list()).guests[0]!.listStatus).toBe('invited');
    expect((await list('?status=invited')).total).toBe(1);
    t.clock.advance(2 * 3600_000);
    expect((await list()).guests[0]!.listStatus).toBe('no_reply');
    expect((await list('?status=invited')).total).toBe(0);
    expect((await list('?status=no_reply')).total).toBe(1);
  });

  it('equals the page built afresh after any sequence of writes straight to the tables', async () => {
    const phones = ['+15125550101', '+15125550102', '+15125550103'];
    const statuses = ['pending', 'going', 'maybe', 'declined', 'waitlisted'] as const;
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), phone: fc.constantFrom(null, ...phones) }),
      fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), status: fc.constantFrom(...statuses) }),
      fc.record({ kind: fc.constant('note' as const), pick: fc.nat(), note: fc.string({ maxLength: 8 }) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('optOut' as const), phone: fc.constantFrom(...phones) }),
      fc.record({ kind: fc.constant('optIn' as const), phone: fc.constantFrom(...phones) }),
    );
    let serial = 0;
    const queries = ['', '?limit=2', '?status=going', '?q=guest'];
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        for (const op of operations) {
          const ids = (await t.client.execute({ sql: 'SELECT id FROM guests WHERE event_id = ? ORDER BY id', args: [event.id] })).rows.map((row) => String(row.id));
          const picked = ids.length > 0 && 'pick' in op ? ids[op.pick % ids.length]! : undefined;
          if (op.kind === 'insert') {
            serial += 1;
            await t.client.execute({
              sql: 'INSERT INTO guests (id, event_id, name, phone, link_token_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
              args: [`g${serial}`, event.id, `Guest ${serial}`, op.phone, `hash-${serial}`, t.clock.now(), t.clock.now()],
            });
          } else if (op.kind === 'answer' && picked) {
            await t.client.execute({ sql: 'UPDATE guests SET rsvp_status = ? WHERE id = ?', args: [op.status, picked] });
          } else if (op.kind === 'note' && picked) {
            await t.client.execute({ sql: 'UPDATE guests SET dietary_note = ? WHERE id = ?', args: [op.note, picked] });
          } else if (op.kind === 'delete' && picked) {
            await t.client.execute({ sql: 'DELETE FROM guests WHERE id = ?', args: [picked] });
          } else if (op.kind === 'optOut') {
            await t.client.execute({ sql: 'INSERT INTO sms_opt_outs (phone, opted_out_at) VALUES (?, 1) ON CONFLICT DO NOTHING', args: [op.phone] });
          } else if (op.kind === 'optIn') {
            await t.client.execute({ sql: 'DELETE FROM sms_opt_outs WHERE phone = ?', args: [op.phone] });
          }
          // Every page was kept before this write: each must now equal its page built afresh.
          const kept = [];
          for (const query of queries) kept.push(await list(query));
          versionedAnswersOf(t.db).clear();
          for (const [index, query] of queries.entries()) expect(kept[index], `${query} after ${JSON.stringify(op)}`).toEqual(await list(query));
        }
      }),
      { numRuns: 15 },
    );
  });
});
