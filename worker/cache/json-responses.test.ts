import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BenchFixture, seedBenchData } from '../../bench/data.ts';
import { countRoundTrips, type RoundTripCounter, watchWrites } from '../db/client.ts';
import type { AppBindings, AppDeps } from '../deps.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { acceptsGzip, etagOf, matchesEtag, ownJson, publicJson, SharedResponseCache } from './etag.ts';
import { securityHeaders } from './security-headers.ts';

describe('ETag helpers', () => {
  it('tags by content and matches strong, weak and * forms', () => {
    expect(etagOf('[1,2]')).toBe(etagOf('[1,2]'));
    expect(etagOf('[1,2]')).not.toBe(etagOf('[1,3]'));
    const tag = etagOf('x');
    expect(matchesEtag(tag, tag)).toBe(true);
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('"other"', tag)).toBe(false);
  });
});

describe('publicJson', () => {
  it('answers a body that comes back as the same text, byte for byte, and a 304 for its tag', async () => {
    const body = JSON.stringify({ title: 'Fête à la plage 🎂', n: Math.random() });
    const app = new Hono().get('/', (c) => publicJson(c, body, 'public, max-age=0'));
    const first = await app.request('/');
    const again = await app.request('/');
    const third = await app.request('/');
    for (const response of [first, again, third]) {
      expect(await response.text()).toBe(body);
      expect(response.headers.get('content-type')).toBe('application/json');
    }
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect((await app.request('/', { headers: { 'if-none-match': first.headers.get('etag')! } })).status).toBe(304);
  });
});

describe('ownJson (a kept answer for the requester alone)', () => {
  it('answers the body byte for byte as JSON with its Cache-Control and no tag, whether its bytes were kept or not', async () => {
    const body = JSON.stringify({ guest: 'Zoë 🎂', n: Math.random() });
    const responses = [ownJson(body, 'private, no-store'), ownJson(body, 'private, no-store'), ownJson(`${body} `.trim(), 'no-store')];
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(body);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(response.headers.get('etag')).toBeNull();
    }
    expect(responses[0]!.headers.get('cache-control')).toBe('private, no-store');
    expect(responses[2]!.headers.get('cache-control')).toBe('no-store');
  });
});

describe('publicJson on Node (@hono/node-server)', () => {
  // The answer is a Response over plain headers (not c.body): nothing of it may go missing on the way to the socket.
  it('sends its tag, Cache-Control, Vary, the route’s own headers and the security headers; a 304 for its tag', async () => {
    const body = JSON.stringify({ venues: ['Fête hall 🎂'], n: Math.random() });
    const app = new Hono()
      .use('*', securityHeaders)
      .get('/api/list', (c) => publicJson(c, body, 'public, max-age=0, must-revalidate', 'Cookie', { 'X-Has-More': 'true' }));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/list`;
    try {
      await fetch(url).then((response) => response.arrayBuffer()); // first sight: tagged; then sent as kept bytes
      const answer = await fetch(url);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe(body);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('content-length')).toBe(String(new TextEncoder().encode(body).byteLength));
      expect(answer.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
      expect(answer.headers.get('vary')).toBe('Cookie');
      expect(answer.headers.get('x-has-more')).toBe('true');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      const etag = answer.headers.get('etag')!;
      expect(etag).toBe(etagOf(body));
      const unchanged = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(unchanged.status).toBe(304);
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await unchanged.text()).toBe('');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('gzipped answers (Node)', () => {
  it('reads Accept-Encoding as browsers and proxies send it', () => {
    for (const yes of ['gzip, deflate, br, zstd', 'br;q=1.0, gzip;q=0.8, *;q=0.1', 'GZIP', '*']) expect(acceptsGzip(yes), yes).toBe(true);
    for (const no of [undefined, '', 'identity', 'br', 'gzip;q=0', 'x-gzip2', 'deflate, gzip;q=0.0']) expect(acceptsGzip(no), String(no)).toBe(false);
  });

  it('sends a repeated answer gzipped once compressed, to a client that takes gzip, with its own tag and Vary', async () => {
    const body = JSON.stringify({ venues: Array.from({ length: 100 }, (_, index) => ({ id: `venue-${index}`, title: `Fête hall ${index} 🎂` })), n: Math.random() });
    let compressions = 0;
    const gzip = (bytes: Uint8Array) => (compressions++, new Uint8Array(gzipSync(bytes)));
    const app = new Hono<AppBindings>()
      .use(async (c, next) => {
        c.set('deps', { gzip } as unknown as AppDeps);
        await next();
      })
      .get('/', (c) => publicJson(c, body, 'public, max-age=30'));
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await app.request('/', { headers: browser }); // first sight: tagged, not yet held as bytes
    const responses = [await app.request('/', { headers: browser }), await app.request('/', { headers: browser })];
    for (const response of responses) {
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(body);
    }
    expect(compressions).toBe(1);
    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(body);
    const gzipTag = responses[0]!.headers.get('etag')!;
    expect(gzipTag).not.toBe(plain.headers.get('etag'));
    // Either representation's tag names this version.
    expect((await app.request('/', { headers: { ...browser, 'if-none-match': gzipTag } })).status).toBe(304);
    expect((await app.request('/', { headers: { 'if-none-match': gzipTag } })).status).toBe(304);
    expect((await app.request('/', { headers: { ...browser, 'if-none-match': plain.headers.get('etag')! } })).status).toBe(304);
  });

  it('sends a small answer as it is, and nothing gzipped where the runtime has no compressor (Workers)', async () => {
    const small = JSON.stringify({ ok: true, n: Math.random() });
    const large = JSON.stringify({ text: 'x'.repeat(5000), n: Math.random() });
    const withGzip = new Hono<AppBindings>()
      .use(async (c, next) => {
        c.set('deps', { gzip: (bytes: Uint8Array) => new Uint8Array(gzipSync(bytes)) } as unknown as AppDeps);
        await next();
      })
      .get('/', (c) => publicJson(c, small, 'public, max-age=30'));
    const without = new Hono().get('/', (c) => publicJson(c, large, 'public, max-age=30'));
    for (const app of [withGzip, without]) {
      for (let i = 0; i < 3; i++) {
        const response = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
        expect(response.headers.get('content-encoding')).toBeNull();
      }
    }
    expect((await without.request('/')).headers.get('vary')).toBeNull();
  });
});

describe('SharedResponseCache bounds', () => {
  // No writes ever: only the bounds drop entries.
  const quiet = { generation: 0, tableGeneration: () => 0 } as unknown as ConstructorParameters<typeof SharedResponseCache>[0];

  it('holds at most maxChars of bodies, dropping the least recently used first, and never keeps a body larger than that', async () => {
    const cache = new SharedResponseCache(quiet, 60_000, 1000, () => 0, 100);
    let loads = 0;
    const body = (char: string, length: number) => async () => {
      loads += 1;
      return char.repeat(length);
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
    expect(await cache.get('huge', body('h', 101))).toBe('h'.repeat(101));
    expect(cache.heldChars).toBeLessThanOrEqual(100);
    await cache.get('huge', body('h', 101));
    expect(loads).toBe(6); // too large to keep: read each time
  });

  it('holds at most maxEntries, and replacing an entry does not count its old body twice', async () => {
    const cache = new SharedResponseCache(quiet, 0, 2, () => 0, 1000);
    for (const key of ['a', 'b', 'c', 'a', 'a']) await cache.get(key, async () => key.repeat(10));
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
    (t.deps as AppDeps).sharedCache = new SharedResponseCache(watchWrites(t.client), 1000, 100, () => now);
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
    expect((await tripsOf('GET', `/api/public/events/${event.slug}`, asGuest)).trips).toBe(0); // its head kept too (services/kept-reads.ts)
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
