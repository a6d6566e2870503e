import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countRoundTrips, type WriteWatch } from '../db/client.ts';
import { type GuestPagesFixture, guestPage, seedGuestPages, signInFixtureMember } from '../testing/guest-pages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TableCache } from './table-cache.ts';

function fakeWatch() {
  const counts = new Map<string, number>();
  const watch: WriteWatch & { bump(table: string): void } = {
    generation: 0,
    tableGeneration: (table) => counts.get(table) ?? 0,
    bump: (table) => void counts.set(table, (counts.get(table) ?? 0) + 1),
    learnSchema: async () => {},
  };
  return watch;
}

describe('TableCache', () => {
  it('answers from memory until a write to one of the row’s tables', async () => {
    const watch = fakeWatch();
    const kept = new TableCache(watch);
    let loads = 0;
    const load = async () => (loads++, { id: 'gus', version: loads });
    expect(await kept.read(['events', 'guests'], 'k', load)).toEqual({ id: 'gus', version: 1 });
    watch.bump('venues');
    expect(await kept.read(['events', 'guests'], 'k', load)).toEqual({ id: 'gus', version: 1 });
    watch.bump('guests');
    expect(await kept.read(['events', 'guests'], 'k', load)).toEqual({ id: 'gus', version: 2 });
    expect(loads).toBe(2);
  });

  it('keeps nothing read while a write to its tables finished', async () => {
    const watch = fakeWatch();
    const kept = new TableCache(watch);
    await kept.read(['events'], 'k', async () => (watch.bump('events'), { v: 1 }));
    expect(await kept.read(['events'], 'k', async () => ({ v: 2 }))).toEqual({ v: 2 });
  });

  it('keeps no row it did not find, forgets after its time to live, and hands out rows no caller can change', async () => {
    let wall = 0;
    const kept = new TableCache(fakeWatch(), 5000, 10, () => wall);
    let loads = 0;
    await kept.read(['guests'], 'nobody', async () => (loads++, undefined));
    await kept.read(['guests'], 'nobody', async () => (loads++, undefined));
    expect(loads).toBe(2);
    const row = (await kept.read(['guests'], 'k', async () => ({ name: 'Gus' })))!;
    expect(() => {
      (row as { name: string }).name = 'Changed by a route';
    }).toThrow(TypeError);
    wall = 5000;
    expect(await kept.read(['guests'], 'k', async () => ({ name: 'Read again' }))).toEqual({ name: 'Read again' });
  });

  it('holds a bounded number of rows', async () => {
    const kept = new TableCache(fakeWatch(), 5000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await kept.read(['guests'], key, async () => ({ key }));
    let loads = 0;
    await kept.read(['guests'], 'a', async () => (loads++, { key: 'a' }));
    await kept.read(['guests'], 'd', async () => (loads++, { key: 'd' }));
    expect(loads).toBe(1);
  });

  it('holds only what was read within its time to live, and never a value it was told not to keep', async () => {
    let wall = 0;
    const kept = new TableCache(fakeWatch(), 5000, 100, () => wall);
    const sizes = () => (kept as unknown as { entries: Map<string, unknown> }).entries.size;
    await kept.read(['guests'], 'old', async () => ({ key: 'old' }));
    wall = 3000;
    await kept.read(['guests'], 'newer', async () => ({ key: 'newer' }));
    wall = 6000;
    await kept.read(['guests'], 'newest', async () => ({ key: 'newest' }));
    expect(sizes()).toBe(2); // 'old' went when 'newest' came
    let loads = 0;
    const large = async () => (loads++, { body: 'x'.repeat(100) });
    const keep = (value: { body: string }) => value.body.length <= 10;
    expect(await kept.read(['guests'], 'large', large, { keep })).toEqual({ body: 'x'.repeat(100) });
    await kept.read(['guests'], 'large', large, { keep });
    expect(loads).toBe(2);
    expect(sizes()).toBe(2);
  });
});

describe('kept heads through the app: a write reaching the head’s tables through a trigger shows at once', () => {
  let t: TestApp;
  let fixture: GuestPagesFixture;
  const hostToken = 'host-session-token-0123456789';
  beforeEach(async () => {
    // Counts the round trips a kept read saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t = await createTestApp({ verifyCaches: false });
    fixture = await seedGuestPages(t);
    await signInFixtureMember(t, 'ann', hostToken);
  });
  afterEach(() => t.close());

  it('shows the host’s new name on a guest’s page (users → events.details_version)', async () => {
    const before = JSON.parse((await guestPage(t, 'page', fixture.slug, fixture.tokens.gus)).body) as { hosts: string[] };
    expect(before.hosts).toContain('Ann');
    const renamed = await t.call('PATCH', '/api/user/profile', { token: hostToken, json: { name: 'Annabel' } });
    expect(renamed.status).toBe(200);
    const after = JSON.parse((await guestPage(t, 'page', fixture.slug, fixture.tokens.gus)).body) as { hosts: string[] };
    expect(after.hosts).toContain('Annabel');
  });

  it('shows the host’s change to a gift on the gift page (wishlist_items → events.wishlist_version), and forgets a deleted event’s links (cascade)', async () => {
    const items = () => guestPage(t, 'gift', fixture.slug, fixture.tokens.cal).then((answer) => JSON.stringify(JSON.parse(answer.body)));
    const before = await items();
    await t.client.execute({ sql: "UPDATE wishlist_items SET title = 'A red bike' WHERE event_id = ? AND id = 'bike'", args: [fixture.eventId] });
    const after = await items();
    expect(after).not.toBe(before);
    expect(after).toContain('A red bike');
    await t.client.execute({ sql: 'DELETE FROM events WHERE id = ?', args: [fixture.eventId] });
    expect((await guestPage(t, 'gift', fixture.slug, fixture.tokens.cal)).status).toBe(404);
  });
});

describe('kept rows of the host’s screens', () => {
  let t: TestApp;
  let fixture: GuestPagesFixture;
  const tokens = { ann: 'ann-session-token-0123456789', cy: 'cy-session-token-01234567890' };
  beforeEach(async () => {
    // Counts the round trips a kept read saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t = await createTestApp({ verifyCaches: false });
    fixture = await seedGuestPages(t);
    for (const [user, token] of Object.entries(tokens)) {
      await signInFixtureMember(t, user, token);
    }
  });
  afterEach(() => t.close());

  async function tripsOf(path: string, token: string) {
    const trips = countRoundTrips(t.client);
    const response = await t.call('GET', path, { token });
    return { trips: trips.count, status: response.status, data: response.data };
  }

  it('answers a repeated dashboard from memory, and the next one after an RSVP with the new counts', async () => {
    const first = await tripsOf('/api/events', tokens.ann);
    expect(first.status).toBe(200);
    const again = await tripsOf('/api/events', tokens.ann);
    expect(again).toEqual({ ...first, trips: 0 });
    const answered = await t.call('POST', `/api/public/events/${fixture.slug}/rsvp`, { headers: { 'x-guest-token': fixture.tokens.pia }, json: { response: 'going', partySize: 1 } });
    expect(answered.status).toBe(200);
    const after = await tripsOf('/api/events', tokens.ann);
    expect(after.trips).toBeGreaterThan(0);
    expect(JSON.stringify(after.data)).not.toBe(JSON.stringify(first.data));
  });

  it('keeps the dashboard’s order only until one of its events ends, with nothing written', async () => {
    const minute = 60_000;
    const now = t.clock.now();
    await t.client.execute({
      sql: 'INSERT INTO events (id, slug, host_id, title, celebrant_name, time_zone, starts_at, ends_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: ['soon', 'picnic-soon', 'ann', 'A picnic soon', 'Maya', 'UTC', now + 10 * minute, now + 20 * minute, now, now],
    });
    const titles = async () => ((await tripsOf('/api/events', tokens.ann)).data as { hosting: { title: string }[] }).hosting.map((event) => event.title);
    expect((await titles())[0]).toBe('A picnic soon');
    expect((await tripsOf('/api/events', tokens.ann)).trips).toBe(0);
    t.clock.advance(30 * minute); // the session lasts an hour
    // Over now: the past come after the upcoming.
    expect((await titles()).at(-1)).toBe('A picnic soon');
  });

  it('answers a co-host’s repeated guest list from memory, and a 404 to a read or a write at once when the host removes them', async () => {
    const path = `/api/events/${fixture.eventId}/guests`;
    expect((await tripsOf(path, tokens.cy)).status).toBe(200);
    expect(await tripsOf(path, tokens.cy)).toMatchObject({ status: 200, trips: 0 });
    const addGuest = (name: string) => t.call('POST', path, { token: tokens.cy, json: { name } });
    expect((await addGuest('Dee')).status).toBe(201);
    await t.client.execute({ sql: "DELETE FROM event_cohosts WHERE user_id = 'cy'", args: [] });
    expect((await tripsOf(path, tokens.cy)).status).toBe(404);
    // The write paths read the same kept acceptance (managerRole): refused at once too.
    expect((await addGuest('Eli')).status).toBe(404);
  });
});
