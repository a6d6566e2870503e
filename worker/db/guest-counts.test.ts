import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPro } from '../testing/plans.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * event_guest_counts is kept by triggers on guests (migration 0014) and read by the public page,
 * the dashboard and the widgets instead of counting every guest. Whatever is written to guests,
 * by any path, the kept counts must equal the counts of the rows themselves.
 */
let t: TestApp;
let token: string;
const eventIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const host = await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann', email: 'ann@example.com', password: 'violet-otter-42' } });
  token = host.data.token;
  await grantPro(t, host.data.user.id); // three events at once
  for (const title of ['First', 'Second']) {
    const created = await t.call('POST', '/api/events', { token, json: { title, timeZone: 'UTC', startsAt: '2027-06-05T15:00', endsAt: '2027-06-05T18:00', plusOnesAllowed: 3 } });
    expect(created.status).toBe(201);
    eventIds.push(created.data.event.id);
  }
});
afterAll(() => t.close());

type Counts = Record<string, { guests: number; seats: number }>;
const key = (row: Record<string, unknown>) => `${String(row.event_id)}/${String(row.rsvp_status)}`;

async function keptCounts(): Promise<Counts> {
  const rows = (await t.client.execute('SELECT event_id, rsvp_status, guests, seats FROM event_guest_counts WHERE guests > 0')).rows;
  return Object.fromEntries(rows.map((row) => [key(row), { guests: Number(row.guests), seats: Number(row.seats) }]));
}
async function countedCounts(): Promise<Counts> {
  const rows = (await t.client.execute('SELECT event_id, rsvp_status, count(*) AS guests, sum(party_size) AS seats FROM guests GROUP BY event_id, rsvp_status')).rows;
  return Object.fromEntries(rows.map((row) => [key(row), { guests: Number(row.guests), seats: Number(row.seats) }]));
}

const statuses = ['pending', 'going', 'maybe', 'declined', 'waitlisted'] as const;
const operation = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), event: fc.nat(1), status: fc.constantFrom(...statuses), size: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), status: fc.constantFrom(...statuses), size: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('rename' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), event: fc.nat(1) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteAnswered' as const), event: fc.nat(1), status: fc.constantFrom(...statuses) }),
);

describe('the kept guest counts (event_guest_counts)', () => {
  it('equal the guest rows’ own counts after any sequence of inserts, answers, moves and deletes, one by one or many at once', async () => {
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        for (const op of operations) {
          const ids = (await t.client.execute('SELECT id FROM guests ORDER BY id')).rows.map((row) => String(row.id));
          const picked = ids.length > 0 && 'pick' in op ? ids[op.pick % ids.length]! : undefined;
          if (op.kind === 'insert') {
            serial += 1;
            await t.client.execute({
              sql: 'INSERT INTO guests (id, event_id, name, rsvp_status, party_size, link_token_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, 0)',
              args: [`g${serial}`, eventIds[op.event]!, `Guest ${serial}`, op.status, op.size, `hash-${serial}`],
            });
          } else if (op.kind === 'answer' && picked) {
            await t.client.execute({ sql: 'UPDATE guests SET rsvp_status = ?, party_size = ? WHERE id = ?', args: [op.status, op.size, picked] });
          } else if (op.kind === 'rename' && picked) {
            await t.client.execute({ sql: "UPDATE guests SET name = name || '!' WHERE id = ?", args: [picked] });
          } else if (op.kind === 'move' && picked) {
            await t.client.execute({ sql: 'UPDATE guests SET event_id = ? WHERE id = ?', args: [eventIds[op.event]!, picked] });
          } else if (op.kind === 'delete' && picked) {
            await t.client.execute({ sql: 'DELETE FROM guests WHERE id = ?', args: [picked] });
          } else if (op.kind === 'deleteAnswered') {
            await t.client.execute({ sql: 'DELETE FROM guests WHERE event_id = ? AND rsvp_status = ?', args: [eventIds[op.event]!, op.status] });
          }
        }
        expect(await keptCounts()).toEqual(await countedCounts());
      }),
      { numRuns: 30 },
    );
  });

  it('follow the app’s own paths: adding guests, answers through links (waitlist included), removing a guest, deleting the event', async () => {
    const created = await t.call('POST', '/api/events', {
      token,
      json: { title: 'Third', timeZone: 'UTC', startsAt: '2027-07-05T15:00', endsAt: '2027-07-05T18:00', plusOnesAllowed: 2, capacity: 3 },
    });
    const event = created.data.event as { id: string; slug: string };
    const links: { id: string; token: string }[] = [];
    for (const name of ['Gus', 'Ida', 'Leo', 'Mo']) {
      const added = await t.call('POST', `/api/events/${event.id}/guests`, { token, json: { name, email: `${name.toLowerCase()}@example.com` } });
      links.push({ id: added.data.guest.id, token: new URL(added.data.link).searchParams.get('g')! });
    }
    const answer = (link: { token: string }, json: unknown) => t.call('POST', `/api/public/events/${event.slug}/rsvp`, { json, headers: { 'x-guest-token': link.token } });
    expect((await answer(links[0]!, { response: 'going', partySize: 3 })).data.status).toBe('going');
    expect((await answer(links[1]!, { response: 'going', partySize: 1 })).data.status).toBe('waitlisted');
    expect((await answer(links[2]!, { response: 'declined' })).data.status).toBe('declined');
    expect(await keptCounts()).toEqual(await countedCounts());
    const page = await t.call('GET', `/api/public/events/${event.slug}`);
    expect(page.data.counts).toMatchObject({ going: 1, headcount: 3 });

    // Gus declines: his seats free up and Ida is moved from the waitlist to going.
    await answer(links[0]!, { response: 'declined' });
    expect(await keptCounts()).toEqual(await countedCounts());
    expect((await t.call('GET', `/api/public/events/${event.slug}`)).data.counts).toMatchObject({ going: 1, headcount: 1 });

    expect((await t.call('DELETE', `/api/events/${event.id}/guests/${links[3]!.id}`, { token })).status).toBeLessThan(300);
    expect(await keptCounts()).toEqual(await countedCounts());

    expect((await t.call('DELETE', `/api/events/${event.id}`, { token, json: { confirm: 'Third' } })).status).toBe(200);
    expect(await keptCounts()).toEqual(await countedCounts());
    expect((await t.client.execute({ sql: 'SELECT count(*) AS n FROM event_guest_counts WHERE event_id = ?', args: [event.id] })).rows[0]!.n).toBe(0);
  });
});
