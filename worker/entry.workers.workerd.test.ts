/**
 * What only the Workers entry adds to createApp: static assets through the ASSETS binding with the
 * single-page-application fallback (wrangler.toml), createApp's security headers on every one of
 * them (run_worker_first), and the bindings it needs. The assets are a stand-in folder
 * (worker/testing/workerd/assets) set in vitest.config.ts.
 */
import { createExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from './entry.workers.ts';
import { call } from './testing/workerd/runtime/worker-client.ts';

const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', accept: 'text/html' };

describe('the Workers entry', () => {
  it('serves the platform with its security headers', async () => {
    const home = await call('GET', '/', { headers: navigate });
    expect(home.status).toBe(200);
    // "/" is the landing page prerendered at build time (landing.html; decision 022).
    expect(home.text).toContain('<div id="root" data-prerendered="/"><h1>Prerendered landing page</h1>');
    expect(home.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(home.headers.get('x-frame-options')).toBe('DENY');
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');

    const chunk = await call('GET', '/assets/app.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toMatch(/javascript/);
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers the platform's client-side routes with index.html", async () => {
    const route = await call('GET', '/venues/some-venue', { headers: navigate });
    expect(route.status).toBe(200);
    expect(route.text).toContain('<div id="root">');
    expect(route.text).not.toContain('data-prerendered');
    expect(route.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves the SDK cross-origin, and a missing SDK file is a 404, never index.html', async () => {
    const loader = await call('GET', '/sdk/v1/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.text).toContain('window.Cakeday');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('x-frame-options')).toBeNull();

    const missing = await call('GET', '/sdk/v1/no-such-widget.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<div id="root">');
  });

  it('keeps unknown API paths as JSON 404s instead of falling back to the platform', async () => {
    const response = await call('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.data.error).toMatch(/There is no API at GET \/api\/no-such-thing/);
  });

  it('names the missing binding when DATABASE_URL is not set, and recovers once it is', async () => {
    // Called directly (not through the runtime) to hand it other bindings; a test Request has no edge `cf` data.
    const request = () => new Request('https://cakeday.test/api/email-auth/user') as Parameters<typeof worker.fetch>[0];
    await expect(worker.fetch(request(), { ASSETS: env.ASSETS }, createExecutionContext())).rejects.toThrow(/DATABASE_URL/);
    expect((await worker.fetch(request(), env, createExecutionContext())).status).toBe(401);
  });
});
