import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** The header lines of an answer as they came over the wire (name, value, name, value…). */
function rawHeaders(url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      response.resume();
      response.on('end', () => resolve(response.rawHeaders));
    }).on('error', reject);
  });
}

/** A tiny app with the middleware in front of routes like the real ones. */
function app() {
  return (
    new Hono()
      .use('*', securityHeaders)
      .get('/api/thing', (c) => c.json({ ok: true }))
      .get('/api/cached', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=30' }))
      // Answers made other ways: bytes over a plain object whose names are in lower case (as ownJson),
      // headers set with c.header() (a Headers object), no body and no headers at all.
      .get(
        '/api/bytes',
        () => new Response(new TextEncoder().encode('{"ok":true}'), { headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store', 'x-frame-options': 'SAMEORIGIN' } }),
      )
      .get('/api/set-header', (c) => {
        c.header('Cache-Control', 'private, max-age=5');
        return c.json({ ok: true });
      })
      .get('/api/nothing', () => new Response(null, { status: 204 }))
      .get('/sdk/loader.js', (c) => c.body('/* sdk */', 200, { 'content-type': 'text/javascript' }))
      .get('/sdk/v1/cakeday.js', (c) => c.body('/* loader */', 200, { 'content-type': 'text/javascript' }))
      .get('/sdk/v1/chunks/widget-rsvp-abc123.js', (c) => c.body('/* rsvp */', 200, { 'content-type': 'text/javascript' }))
      .get('/sdk/v1/cakeday.d.ts', (c) => c.body('export {};', 200, { 'content-type': 'video/mp2t' }))
      .get('/sdk/v1/missing.js', (c) => c.text('Not found', 404))
      .get('/page', (c) => c.html('<p>hi</p>'))
      // Response.redirect's headers are immutable, like those of a response from an asset binding or fetch().
      .get('/immutable', () => Response.redirect('http://127.0.0.1/elsewhere', 302))
  );
}

describe('security headers', () => {
  it('sets the API headers on the response itself, keeping its body and Cache-Control', async () => {
    const response = await app().request('/api/thing');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await app().request('/api/cached')).headers.get('cache-control')).toBe('public, max-age=30');
  });

  it('serves the SDK cross-origin and pages with the platform CSP', async () => {
    const sdk = await app().request('/sdk/loader.js');
    expect(sdk.headers.get('access-control-allow-origin')).toBe('*');
    expect(sdk.headers.get('x-frame-options')).toBeNull();
    expect(await sdk.text()).toBe('/* sdk */');
    const page = await app().request('/page');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('keeps hashed SDK chunks for a year, the entry files for minutes, and serves the types as text', async () => {
    expect((await app().request('/sdk/v1/chunks/widget-rsvp-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app().request('/sdk/v1/cakeday.js')).headers.get('cache-control')).toBe('public, max-age=300');
    const types = await app().request('/sdk/v1/cakeday.d.ts');
    expect(types.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(types.headers.get('cache-control')).toBe('public, max-age=300');
    // A missing file is not cached as if it were the SDK.
    expect((await app().request('/sdk/v1/missing.js')).headers.get('cache-control')).toBeNull();
  });

  it('copies a response whose headers are immutable instead of failing', async () => {
    const response = await app().request('/immutable');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1/elsewhere');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('security headers on Node (@hono/node-server)', () => {
  it("sets the API's headers on Node's own response, the answer's Cache-Control winning; pages as before", async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const thing = await fetch(`${origin}/api/thing`);
      expect(await thing.json()).toEqual({ ok: true });
      expect(thing.headers.get('content-type')).toBe('application/json');
      expect(thing.headers.get('x-content-type-options')).toBe('nosniff');
      expect(thing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(thing.headers.get('x-frame-options')).toBe('DENY');
      expect(thing.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(thing.headers.get('cache-control')).toBe('no-store');
      // Each header once, the answer's own winning whatever its case, however the answer was made.
      const expected = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" };
      for (const [path, own] of [
        ['/api/thing', { 'x-frame-options': 'DENY', 'cache-control': 'no-store', 'content-type': 'application/json' }],
        ['/api/cached', { 'x-frame-options': 'DENY', 'cache-control': 'public, max-age=30', 'content-type': 'application/json' }],
        ['/api/bytes', { 'x-frame-options': 'SAMEORIGIN', 'cache-control': 'private, no-store', 'content-type': 'application/json' }],
        ['/api/set-header', { 'x-frame-options': 'DENY', 'cache-control': 'private, max-age=5', 'content-type': 'application/json' }],
        ['/api/nothing', { 'x-frame-options': 'DENY', 'cache-control': 'no-store' }],
      ] as const) {
        const raw = await rawHeaders(`${origin}${path}`);
        const names = raw.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
        expect(new Set(names).size, `${path}: ${names.join(', ')}`).toBe(names.length);
        const values = Object.fromEntries(raw.flatMap((value, index) => (index % 2 === 0 ? [[value.toLowerCase(), raw[index + 1]]] : [])));
        expect(values, path).toMatchObject({ ...expected, ...own });
      }
      const cached = await fetch(`${origin}/api/cached`);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=30');
      expect(cached.headers.get('x-frame-options')).toBe('DENY');
      const page = await fetch(`${origin}/page`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('can leave the four API headers to the middleware: no route sets them (they would win on Node)', () => {
    const root = join(import.meta.dirname, '..');
    // The media answers are not under /api/: the middleware's web path sets theirs.
    const allowed = new Set(['middleware/security-headers.ts', 'features/uploads/uploads.routes.ts', 'features/albums/album-media.routes.ts']);
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.ts') && !path.endsWith('.test.ts') && !allowed.has(path)) {
          if (/['"](x-content-type-options|referrer-policy|x-frame-options|content-security-policy)['"]/i.test(readFileSync(join(root, path), 'utf8'))) offenders.push(path);
        }
      }
    };
    walk('');
    expect(offenders).toEqual([]);
  });
});
