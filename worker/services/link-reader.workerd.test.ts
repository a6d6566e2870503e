/**
 * The wishlist link reader inside workerd (decision 012): the same fetch-based code reads a page,
 * follows a redirect by hand, stops a huge stream at the cap and times out, on the Workers runtime.
 */
import { describe, expect, it } from 'vitest';
import { LinkRefusedError, readLink } from './link-reader.ts';

const page = '<meta property="og:title" content="Rainbow Kite"><meta property="product:price:amount" content="24.50">';

const fakeShop = (async (input: string, init?: RequestInit) => {
  const url = new URL(input);
  if (url.pathname === '/moved') return new Response(null, { status: 302, headers: { location: '/kite' } });
  if (url.pathname === '/to-metadata') return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } });
  if (url.pathname === '/kite') return new Response(page, { headers: { 'content-type': 'text/html' } });
  if (url.pathname === '/latin1') {
    // windows-1252 bytes declared only by the page: "Café crème “€5”", then an entity-laden title.
    const bytes = [...'<meta charset="windows-1252"><title>Caf\xe9 cr\xe8me \x93\x805\x94</title>'].map((char) => char.charCodeAt(0));
    return new Response(new Uint8Array(bytes), { headers: { 'content-type': 'text/html' } });
  }
  if (url.pathname === '/shopify') {
    return new Response(
      '<!-- <meta property="og:title" content="Old"> --><meta content="Caf&eacute; Latte Mug &ndash; Set of 2" property="og:title"><script type="application/ld+json">{"@type":"http://schema.org/ProductGroup","name":"Caf&eacute; Latte Mug","hasVariant":[{"@type":"Product","offers":{"price":"32.00","priceCurrency":"USD"}}]}</script>',
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }
  if (url.pathname === '/huge') {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<meta property="og:title" content="Huge">'));
      },
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 50 * 1024 * 1024) throw new Error('read past the cap');
        controller.enqueue(chunk);
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html' } });
  }
  if (url.pathname === '/slow') {
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
  }
  return new Response('nope', { status: 404, headers: { 'content-type': 'text/html' } });
}) as unknown as typeof fetch;

describe('link reader inside workerd', () => {
  it('runs in the Workers runtime', () => expect(navigator.userAgent).toBe('Cloudflare-Workers'));

  it('reads a product page through a redirect', async () => {
    expect(await readLink('https://shop.example/moved', { fetch: fakeShop })).toMatchObject({ ok: true, title: 'Rainbow Kite', priceCents: 2450 });
  });

  it('decodes a windows-1252 page and parses HTML with htmlparser2 inside workerd', async () => {
    expect((await readLink('https://shop.example/latin1', { fetch: fakeShop })).title).toBe('Café crème “€5”');
    expect(await readLink('https://shop.example/shopify', { fetch: fakeShop })).toMatchObject({ ok: true, title: 'Café Latte Mug', priceCents: 3200, currency: 'USD' });
  });

  it('refuses private addresses and redirects into them', async () => {
    await expect(readLink('http://10.0.0.1/', { fetch: fakeShop })).rejects.toBeInstanceOf(LinkRefusedError);
    expect((await readLink('https://shop.example/to-metadata', { fetch: fakeShop })).message).toContain('it redirects to an address we can’t read');
  });

  it('stops a huge page at the cap and times out a slow one', async () => {
    expect(await readLink('https://shop.example/huge', { fetch: fakeShop, maxBytes: 256 * 1024 })).toMatchObject({ ok: true, title: 'Huge' });
    expect((await readLink('https://shop.example/slow', { fetch: fakeShop, timeoutMs: 200 })).message).toContain('it took too long to answer');
  });
});
