import { createEventViaApi, uniqueTitle } from './support/events.ts';
import { expect, registerViaApi, test } from './support/fixtures.ts';

// The Node server sends the build's compressed copies (scripts/precompress.mjs) and lets browsers keep hashed assets.
test('the landing page and its scripts arrive compressed, and hashed assets are cached for a year', async ({ request }) => {
  const landing = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(landing.status()).toBe(200);
  expect(landing.headers()['content-encoding']).toBe('br');
  const html = await landing.text();
  const script = html.match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, 'the landing page loads a hashed script').toBeTruthy();

  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['content-type']).toMatch(/javascript/);
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(script!, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script whichever way it travelled.
  expect(await gzip.text()).toBe(await brotli.text());
  expect(await plain.text()).toBe(await brotli.text());

  // What the build writes for itself stays out of reach, as on Workers: source maps, the compressed
  // copies by their own names, Vite's manifest (a 404, not the app's page).
  for (const path of [`${script}.map`, `${script}.br`, '/.vite/manifest.json']) {
    const refused = await request.get(path);
    expect(refused.status(), path).toBe(404);
    expect(await refused.text(), path).toBe('Not found');
  }
});

// Pages the server sends itself — the app's shell for a client-rendered path, an event's drawn page,
// the 404 page — are compressed too (middleware/html-page.ts), the same page however it travelled.
test('client-rendered and server-drawn pages arrive compressed', async ({ request }) => {
  const host = await registerViaApi(request, { name: 'Cora Compressed' });
  const event = await createEventViaApi(request, host.token, { title: uniqueTitle('Compressed party') });
  for (const [path, status] of [
    ['/venues', 200],
    [`/e/${event.slug}`, 200],
    ['/e/no-such-party-here', 404],
  ] as const) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.status(), path).toBe(status);
    expect(brotli.headers()['content-encoding'], path).toBe('br');
    expect(brotli.headers()['vary'], path).toContain('Accept-Encoding');
    expect(Number(brotli.headers()['content-length']), path).toBeLessThan(20_000);
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding'], path).toBe('gzip');
    const plain = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding'], path).toBeUndefined();
    expect(await brotli.text(), path).toBe(await plain.text());
    expect(await gzip.text(), path).toBe(await plain.text());
  }
  expect(await (await request.get(`/e/${event.slug}`)).text()).toContain('Compressed party');
});
