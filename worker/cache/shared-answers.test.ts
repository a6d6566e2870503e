import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BenchFixture, seedBenchData } from '../../bench/data.ts';
import { countRoundTrips, type RoundTripCounter, watchWrites } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ProcessSharedAnswers } from './shared-answers.ts';

describe('ProcessSharedAnswers bounds', () => {
  // No writes ever: only the bounds drop entries.
  const quiet = { generation: 0, tableGeneration: () => 0 } as unknown as ConstructorParameters<typeof ProcessSharedAnswers>[0];

  it('holds at most maxChars of bodies, dropping the least recently used first, and never keeps a body larger than that', async () => {
    const cache = new ProcessSharedAnswers(quiet, 60_000, 1000, () => 0, 100);
    let loads = 0;
    const body = (char: string, length: number) => async () => {
      loads += 1;
      return { body: char.repeat(length) };
    };
    await cache.get('a', body('a', 40));
    await cache.get('b', body('b', 40));
    expect(cache.heldChars).toBe(80);
    await cache.get('c', body('c', 40)); // 120 > 100: "a" goes
    expect(cache.heldChars).toBe(80);
    expect(loads).toBe(3);
    await cache.get('b', body('b', 40));
    await cache.get('c', body('c', 40));
    expect(loads).toBe(3); // both still held
    await cache.get('a', body('a', 40));
    expect(loads).toBe(4); // "a" was dropped, read again
    expect((await cache.get('huge', body('h', 101))).body).toBe('h'.repeat(101));
    expect(cache.heldChars).toBeLessThanOrEqual(100);
    await cache.get('huge', body('h', 101));
    expect(loads).toBe(6); // too large to keep: read each time
  });

  it('holds at most maxEntries, and replacing an entry does not count its old body twice', async () => {
    const cache = new ProcessSharedAnswers(quiet, 0, 2, () => 0, 1000);
    for (const key of ['a', 'b', 'c', 'a', 'a']) await cache.get(key, async () => ({ body: key.repeat(10) }));
    expect(cache.heldChars).toBe(20);
  });
});

describe('the shared-answer cache (Node entry)', () => {
  const secret = 'test-guest-link-secret-0123456789abcdef';
  let t: TestApp;
  let data: BenchFixture;
  let trips: RoundTripCounter;
  let now = 0;

  beforeEach(async () => {
    // Counts the round trips sharing saves: a verified hit (testing/verified-caches.ts) would read afresh too.
    t = await createTestApp({ env: { GUEST_LINK_SECRET: secret }, verifyCaches: false });
    data = await seedBenchData(t.client, { venues: 20, guestCounts: [10], guestLinkSecret: secret });
    // As the Node entry wires it: writes through the client expire the entries.
    (t.deps as AppDeps).sharedCache = new ProcessSharedAnswers(watchWrites(t.client), 1000, 100, () => now);
    trips = countRoundTrips(t.client);
  });
  afterEach(() => t.close());

  async function tripsOf(method: string, path: string, init: Parameters<TestApp['call']>[2] = {}) {
    const before = trips.count;
    const response = await t.call(method, path, init);
    expect(response.status).toBeLessThan(300);
    return { trips: trips.count - before, data: response.data };
  }

  it('serves the venue list from memory until something is written or a second has passed', async () => {
    expect((await tripsOf('GET', '/api/venues')).trips).toBe(1);
    expect((await tripsOf('GET', '/api/venues')).trips).toBe(0);
    now += 1000;
    expect((await tripsOf('GET', '/api/venues')).trips).toBe(1);
    await t.client.execute("UPDATE venues SET title = 'Renamed venue' WHERE id = 'venue-000000'");
    const fresh = await tripsOf('GET', '/api/venues');
    expect(fresh.trips).toBe(1);
    expect(JSON.stringify(fresh.data)).toContain('Renamed venue');
  });

  it('shows visitors a new answer at once, and never answers a guest or a member from the cache', async () => {
    const event = data.events[0]!;
    const first = await tripsOf('GET', `/api/public/events/${event.slug}`);
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`)).trips).toBe(0);
    const asGuest = { headers: { 'x-guest-token': event.guestToken } };
    // A guest's page is never the shared answer: read for the link each time (kept under its
    // event's versions, decision 035's addendum: built in 2 round trips, then none while nothing was written).
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`, asGuest)).trips).toBe(2);
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`, asGuest)).trips).toBe(0); // its head kept too (cache/table-cache.ts)
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`, { token: data.sessionToken })).trips).toBeGreaterThanOrEqual(1);

    expect(first.data.viewer.role).toBe('visitor');
    const rsvp = (response: string) => t.call('POST', `/api/public/events/${event.slug}/rsvp`, { ...asGuest, json: { response, partySize: 1 } });
    expect((await rsvp('declined')).status).toBe(200);
    const declined = await tripsOf('GET', `/api/public/events/${event.slug}`);
    expect(declined.trips).toBe(1);
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`)).trips).toBe(0);
    expect((await rsvp('going')).status).toBe(200);
    // The answer was written through this client: the visitor's next read is fresh, not a second old.
    const going = await tripsOf('GET', `/api/public/events/${event.slug}`);
    expect(going.trips).toBe(1);
    expect(going.data.counts.going).toBe(declined.data.counts.going + 1);
  });
});
