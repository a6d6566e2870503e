import { expect, test } from './support/fixtures.ts';

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
});
