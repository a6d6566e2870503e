import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { createProduct, itemFields, pngBytes, postPhoto, rentalFields, seller } from './catalog-testing.ts';

const shell = `<!doctype html><html><head>
<title>Everything You Need for the Perfect Birthday Party | Cakeday</title>
<meta name="description" content="landing" />
<meta property="og:title" content="landing" />
<meta property="og:description" content="landing" />
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/chunk.js">
</head><body><div id="root"></div>
<template id="server-chrome"><header><nav aria-label="Main">Cakeday</nav></header><main id="main"><div data-server-slot=""></div></main></template>
</body></html>`;

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ appShell: async () => shell, env: { APP_URL: 'https://cakeday.test' } });
});
afterEach(() => t.close());

const page = async (path: string) => {
  const response = await t.app.request(`http://127.0.0.1${path}`);
  return { status: response.status, html: await response.text() };
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('the marketplace pages’ first paint', () => {
  it('draws a product’s share preview and card, with its first photo', async () => {
    const { token } = await seller(t, 'Ann');
    const product = await createProduct(t, token, itemFields());
    await postPhoto(t, token, `/api/marketplace/seller/products/${product.id}/photos`, await pngBytes());
    const { status, html } = await page(`/marketplace/product/${product.id}`);
    expect(status).toBe(200);
    expect(headOf(html)).toContain('<title>Balloon arch kit | Confetti Corner on Cakeday</title>');
    expect(headOf(html)).toMatch(/<meta property="og:image" content="https:\/\/cakeday\.test\/media\/images\/[0-9a-f]{32}\/\w+\.webp" \/>/);
    expect(headOf(html)).toContain('content="$22.00 · from Confetti Corner in Austin · Sixty latex balloons');
    const root = rootOf(html);
    expect(root).toContain('<main id="main"><div data-server-card="">');
    expect(root).toContain('Balloon arch kit</h1>');
    expect(root).toContain('From $22.00');
    expect(root).toContain('href="/marketplace/shop/confetti-corner"');
    expect(html).not.toContain('modulepreload');
  });

  it('draws a shop by id or slug with its products', async () => {
    const { token, shop } = await seller(t, 'Ann');
    await createProduct(t, token, itemFields());
    for (const key of [shop.id, shop.slug]) {
      const { status, html } = await page(`/marketplace/shop/${key}`);
      expect(status).toBe(200);
      expect(headOf(html)).toContain('<title>Confetti Corner | Cakeday Marketplace</title>');
      expect(headOf(html)).toContain('<meta property="og:url" content="https://cakeday.test/marketplace/shop/confetti-corner" />');
      expect(rootOf(html)).toContain('Confetti Corner</h1>');
      expect(rootOf(html)).toContain('Balloon arch kit');
    }
  });

  it('draws the search a visitor opens: the strip, the form, the summary and the first page of cards, as the API answers the app’s first read', async () => {
    const { token } = await seller(t, 'Ann');
    const arch = await createProduct(t, token, itemFields());
    await postPhoto(t, token, `/api/marketplace/seller/products/${arch.id}/photos`, await pngBytes());
    await createProduct(t, token, rentalFields());
    await createProduct(t, token, itemFields({ title: 'Hidden draft', status: 'draft' }));
    const { status, html } = await page('/marketplace');
    expect(status).toBe(200);
    expect(headOf(html)).toContain('<title>Party supplies | Cakeday</title>');
    expect(headOf(html)).toContain('<meta property="og:url" content="https://cakeday.test/marketplace" />');
    const root = rootOf(html);
    expect(root).toContain('<main id="main"><div data-server-card=""><div class="border-b border-border bg-card">');
    expect(root).toContain('<nav aria-label="Marketplace"');
    expect(root).toContain('Party supplies</h1>');
    expect(root).toContain('action="/marketplace" method="get"');
    expect(root).toMatch(/>\s*2 products<\/p>/);
    expect(root.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(root).toContain(`href="/marketplace/product/${arch.id}"`);
    expect(root).toMatch(/<img src="\/media\/images\/[0-9a-f]{32}\/\w+\.webp" alt="Balloon arch kit" class="aspect-square w-full object-cover" fetchpriority="high" \/>/);
    expect(root).toContain('$150.00<span class="font-normal text-muted-foreground">/day</span>');
    expect(root).not.toContain('Hidden draft');
    expect(html).not.toContain('modulepreload');
    // The app's first read of this URL is the very answer the page was drawn from.
    const api = await t.app.request('http://127.0.0.1/api/marketplace/products?sort=newest');
    const body = (await api.json()) as { items: { title: string }[] };
    expect(body.items.map((item) => item.title).sort()).toEqual(['Balloon arch kit', 'Bounce house']);
  });

  it('draws the URL’s words, filters, sort and page, and leaves a search the API refuses to the app', async () => {
    const { token } = await seller(t, 'Ann');
    await createProduct(t, token, itemFields());
    await createProduct(t, token, rentalFields());
    const { html } = await page('/marketplace?q=balloon&category=balloons&min=10&sort=price_asc&city=%3Cb%3EAustin');
    const root = rootOf(html);
    expect(root).toContain('name="q" type="search" value="balloon"');
    expect(root).toContain('<option value="balloons" selected>Balloons</option>');
    expect(root).toContain('<option value="price_asc" selected>Price: low to high</option>');
    expect(root).toContain('name="min" type="number" inputmode="numeric" min="0" max="100000" step="1" value="10"');
    expect(root).toContain('value="&lt;b&gt;Austin"');
    expect(root.match(/data-testid="product-card"/g)).toHaveLength(1);
    expect(root).toContain('Balloon arch kit');
    expect(rootOf((await page('/marketplace?q=trampoline')).html)).toContain('Nothing matches your search');
    // Past the last page: the pager leads back.
    expect(rootOf((await page('/marketplace?sort=newest&page=3')).html)).toContain('<a href="?sort=newest" class="inline-flex');
    // A date that does not exist is the API's 400: the page is the app's plain shell, whose search says why.
    const refused = await page('/marketplace?deliverBy=2026-02-31');
    expect(refused.html).not.toContain('data-server-card');
  });

  it('answers the 404 shell for an unknown or draft product and an unknown shop', async () => {
    const { token } = await seller(t, 'Ann');
    const draft = await createProduct(t, token, itemFields({ status: 'draft' }));
    for (const path of ['/marketplace/product/nope', `/marketplace/product/${draft.id}`, '/marketplace/shop/nope']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(html).toBe(shell);
    }
  });

  it('escapes everything a seller typed: a <script> title comes out inert', async () => {
    const evil = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const { token, shop } = await seller(t, 'Ann', { name: 'Shop <b>bold</b> "quoted"', description: '</textarea><script>alert(3)</script>' });
    const product = await createProduct(t, token, itemFields({ title: evil, description: '$& $1 </title><script>alert(4)</script>' }));
    for (const path of [`/marketplace/product/${product.id}`, `/marketplace/shop/${shop.slug}`, '/marketplace', `/marketplace?q=${encodeURIComponent(evil)}`]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html).not.toMatch(/<script>alert/);
      expect(html).not.toMatch(/<img src=x/);
      expect(html).not.toContain('<b>bold</b>');
      // The only script is the shell's own.
      expect(html.match(/<script/g)).toHaveLength(1);
    }
    const { html } = await page(`/marketplace/product/${product.id}`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(headOf(html)).toContain('$&amp; $1 &lt;/title&gt;');
  });
});
