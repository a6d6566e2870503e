import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** A tiny app with the middleware in front of routes like the real ones. */
function app() {
  return new Hono()
    .use('*', securityHeaders)
    .get('/api/thing', (c) => c.json({ ok: true }))
    .get('/api/cached', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'public, max-age=30' }))
    .get('/sdk/loader.js', (c) => c.body('/* sdk */', 200, { 'content-type': 'text/javascript' }))
    .get('/page', (c) => c.html('<p>hi</p>'))
    // Response.redirect's headers are immutable, like those of a response from an asset binding or fetch().
    .get('/immutable', () => Response.redirect('http://127.0.0.1/elsewhere', 302));
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

  it('copies a response whose headers are immutable instead of failing', async () => {
    const response = await app().request('/immutable');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1/elsewhere');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
