/**
 * What only the Workers entry adds to createApp: static assets through the ASSETS binding with the
 * single-page-application fallback (wrangler.toml), createApp's security headers on every one of
 * them (run_worker_first), and the bindings it needs. The assets are a stand-in folder
 * (worker/testing/workerd/assets) set in vitest.config.ts.
 */
import { createExecutionContext, createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from './entry.workers.ts';
import { call, uniqueAddress, uniqueEmail } from './testing/workerd/runtime/worker-client.ts';

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

  it('keeps hashed files a year, the SDK entry five minutes, and asks again for pages, the service worker and the manifest, as Node does', async () => {
    const hashed = await call('GET', '/assets/index-B7x2kQ9a.css');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', '/assets/app.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await call('GET', '/sdk/v1/loader.js')).headers.get('cache-control')).toBe('public, max-age=300');
    for (const path of ['/service-worker.js', '/manifest.webmanifest']) {
      const file = await call('GET', path);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('cache-control'), path).toBe('no-cache');
    }
    // A page, and the fallback's index.html for a file that is not there, are never kept.
    expect((await call('GET', '/', { headers: navigate })).headers.get('cache-control')).not.toContain('immutable');
    const missing = await call('GET', '/assets/index-gone1234.js');
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable');
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

  it('refuses to start in production without APP_URL, at the first request and the first cron, saying where to set it', async () => {
    // The bindings of a deployment whose APP_URL was never set (wrangler.toml's [vars] say production).
    const production = { ...env, ENVIRONMENT: 'production', APP_URL: undefined };
    const request = () => new Request('https://cakeday.test/api/email-auth/user') as Parameters<typeof worker.fetch>[0];
    const clear = /APP_URL is not set.*`npx wrangler secret put APP_URL`.*\[vars\]/s;
    await expect(worker.fetch(request(), production, createExecutionContext())).rejects.toThrow(clear);
    await expect(worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: Date.now() }), production, createExecutionContext())).rejects.toThrow(clear);
    expect((await worker.fetch(request(), { ...production, APP_URL: 'https://cakeday.example' }, createExecutionContext())).status).toBe(401);
  });

  it('sends a payer to a checkout on the host the request came to, or on APP_URL when set, never a loopback default', async () => {
    const member = async () => {
      const registered = await call('POST', '/api/email-auth/register', { address: uniqueAddress(), json: { name: 'Pia', email: uniqueEmail('pia'), password: 'lantern-harbour-violet-42' } });
      expect(registered.status).toBe(201);
      return registered.data.token as string;
    };
    // The test bindings have no APP_URL.
    const started = await call('POST', '/api/billing/pro', { token: await member() });
    expect(started.status).toBe(201);
    expect(new URL(started.data.checkoutUrl).origin).toBe('https://cakeday.test');

    const token = await member();
    const request = new Request('https://cakeday.test/api/billing/pro', { method: 'POST', headers: { authorization: `Bearer ${token}` } }) as Parameters<typeof worker.fetch>[0];
    const configured = await worker.fetch(request, { ...env, APP_URL: 'https://cakeday.example' }, createExecutionContext());
    expect(configured.status).toBe(201);
    const { checkoutUrl } = (await configured.json()) as { checkoutUrl: string };
    expect(new URL(checkoutUrl).origin).toBe('https://cakeday.example');
  });
});

describe('many requests at once in one isolate', () => {
  it('answers every one (the database client queues no request’s query behind another request’s)', async () => {
    // Past @libsql/client's default of 20 queries at once, a query queued behind another request's
    // is started from that request's context: workerd cancels it, and the isolate hangs from then on.
    const saturday = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => call('GET', `/api/venues?city=Austin&date=${saturday}&guests=${(index % 30) + 1}`)));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect((await call('GET', '/api/venues')).status).toBe(200);
  });
});
