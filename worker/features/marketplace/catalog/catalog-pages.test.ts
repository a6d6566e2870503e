import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#worker/testing/test-app.ts';
import { createProduct, itemFields, pngBytes, postPhoto, seller } from './catalog-testing.ts';

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
    for (const path of [`/marketplace/product/${product.id}`, `/marketplace/shop/${shop.slug}`]) {
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
