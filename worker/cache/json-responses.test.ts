import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings, AppDeps } from '../deps.ts';
import { securityHeaders } from '../middleware/security-headers.ts';
import { acceptsGzip, etagOf, matchesEtag, ownJson, publicJson } from './json-responses.ts';

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
    const app = new Hono().use('*', securityHeaders).get('/api/list', (c) => publicJson(c, body, 'public, max-age=0, must-revalidate', 'Cookie', { 'X-Has-More': 'true' }));
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
