import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('API errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const response = await t.call('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.data).toEqual({ error: 'There is no API at GET /api/no-such-thing.' });
    expect((await t.call('POST', '/api/venues/nope', { json: {} })).status).toBe(404);
  });

  it('hides internal failures behind a JSON 500 without details', async () => {
    t.client.close(); // the database goes away under the app
    const response = await t.call('GET', '/api/venues');
    expect(response.status).toBe(500);
    expect(response.data).toEqual({ error: 'Something went wrong on our side. Please try again in a moment.' });
  });
});

describe('security headers', () => {
  it('sets nosniff, referrer policy and a locked-down CSP on API answers', async () => {
    const response = await t.call('GET', '/api/venues');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives platform pages a CSP without inline scripts, plugins or base rewriting', async () => {
    t.app.get('/some-page', (c) => c.html('<p>page</p>'));
    const response = await t.app.request('http://127.0.0.1/some-page');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('lets other sites load the SDK files', async () => {
    t.app.get('/sdk/v1/cakeday.js', (c) => c.body('/* sdk */', 200, { 'content-type': 'text/javascript' }));
    const response = await t.app.request('http://127.0.0.1/sdk/v1/cakeday.js');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

describe('local outbox', () => {
  it('is served only when DEV_OUTBOX is on and never in production', async () => {
    expect((await t.call('GET', '/api/dev/outbox')).status).toBe(200);
    expect((await t.call('GET', '/api/dev/outbox?limit=0')).status).toBe(400);
    const off = await createTestApp({ env: { DEV_OUTBOX: '0' } });
    const production = await createTestApp({ env: { DEV_OUTBOX: '1', ENVIRONMENT: 'production' } });
    try {
      expect((await off.call('GET', '/api/dev/outbox')).status).toBe(404);
      expect((await production.call('GET', '/api/dev/outbox')).status).toBe(404);
    } finally {
      off.close();
      production.close();
    }
  });
});
