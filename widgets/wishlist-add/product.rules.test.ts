import { describe, expect, it } from 'vitest';
import amazon from '../../core/domain/wishlist/fixtures/amazon-product.html?raw';
import etsy from '../../core/domain/wishlist/fixtures/etsy-product.html?raw';
import shopify from '../../core/domain/wishlist/fixtures/shopify-product.html?raw';
import { productFromJsonLd as coreProductFromJsonLd } from '../../core/domain/wishlist/json-ld.rules.ts';
import { parsePriceToCents } from '../../core/domain/wishlist/product-values.rules.ts';
import { formatPrice, productFromJsonLd, readProduct } from './product.rules.ts';

/** What the widget collects on a page: the texts of its `<script type="application/ld+json">` elements. */
function jsonLdScripts(html: string): string[] {
  return [...html.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)].map((match) => match[1]!);
}

const SHOPIFY = 'https://beanandleaf.example/products/cafe-latte-mug';
const ETSY = 'https://www.etsy.com/listing/1234567890/personalized-name-necklace-dainty-gold';
const AMAZON = 'https://www.amazon.com/LEGO-Classic-Medium-Creative-Brick/dp/B00NHQFA1I';

describe('the widget’s JSON-LD reader on real shop pages (decision 018’s fixtures)', () => {
  it('Shopify: the ProductGroup’s name, first variant’s price and picture, as core’s reader finds them', () => {
    const found = productFromJsonLd(jsonLdScripts(shopify), SHOPIFY);
    expect(found).toMatchObject({
      title: 'Café Latte Mug – Set of 2',
      imageUrl: 'https://beanandleaf.example/cdn/shop/files/latte-mug-cream.jpg?v=1700000000&width=1920',
      priceCents: 3200,
      currency: 'USD',
    });
    const { url: _url, ...facts } = found;
    expect(facts).toEqual(coreProductFromJsonLd(jsonLdScripts(shopify), SHOPIFY));
  });

  it('Shopify: a page URL naming a variant reads that variant', () => {
    const url = `${SHOPIFY}?variant=44012345678902`;
    expect(productFromJsonLd(jsonLdScripts(shopify), url)).toMatchObject({ title: 'Café Latte Mug – Set of 2 - Sage', priceCents: 3400, currency: 'USD' });
    const { url: _url, ...facts } = productFromJsonLd(jsonLdScripts(shopify), url);
    expect(facts).toEqual(coreProductFromJsonLd(jsonLdScripts(shopify), url));
  });

  it('Etsy: ImageObject pictures (contentURL) and an AggregateOffer', () => {
    const found = productFromJsonLd(jsonLdScripts(etsy), ETSY);
    expect(found).toMatchObject({
      title: "Personalized Name Necklace, Dainty Gold Name Necklace, Mother's Day Gift for Her",
      imageUrl: 'https://i.etsystatic.com/12345678/r/il/a1b2c3/5123456789/il_fullxfull.5123456789_ab12.jpg',
      priceCents: 2400,
      currency: 'USD',
    });
    const { url: _url, ...facts } = found;
    expect(facts).toEqual(coreProductFromJsonLd(jsonLdScripts(etsy), ETSY));
  });

  it('Amazon has no JSON-LD: the seller’s attributes must say it, and the widget says so when they do not', () => {
    expect(jsonLdScripts(amazon)).toEqual([]);
    expect(readProduct({}, jsonLdScripts(amazon), AMAZON)).toEqual({ ok: false, message: expect.stringContaining('data-title and data-price') });
    expect(readProduct({ title: 'LEGO Classic Medium Creative Brick Box', price: '27.99', image: 'https://m.media-amazon.com/images/I/81Mk0JwD-5L._AC_SL1500_.jpg' }, [], AMAZON)).toEqual({
      ok: true,
      source: 'attributes',
      product: { title: 'LEGO Classic Medium Creative Brick Box', priceCents: 2799, currency: 'USD', imageUrl: 'https://m.media-amazon.com/images/I/81Mk0JwD-5L._AC_SL1500_.jpg', url: AMAZON },
    });
  });

  it('@graph, full IRIs as @type, an Offer wrapping its itemOffered, a single image string, entities, CDATA', () => {
    const graph = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage' },
        { '@type': 'http://schema.org/Product', name: 'Caf&eacute; &amp; Co Mug', image: ['/m.jpg'], offers: { '@type': 'Offer', price: '12,50', priceCurrency: 'eur' } },
      ],
    });
    expect(productFromJsonLd([graph], 'https://shop.example/p')).toEqual({ title: 'Caf&eacute; & Co Mug', imageUrl: 'https://shop.example/m.jpg', priceCents: 1250, currency: 'EUR' });
    const wrapped = `//<![CDATA[\n${JSON.stringify({ '@type': 'Offer', price: 9, priceCurrency: 'USD', itemOffered: { '@type': 'Product', name: 'Kite', image: { '@type': 'ImageObject', url: 'https://cdn.example/kite.png' }, url: 'https://shop.example/kite' } })}\n//]]>`;
    expect(productFromJsonLd(['not json', wrapped], 'https://shop.example/kite?ref=1')).toEqual({
      title: 'Kite',
      imageUrl: 'https://cdn.example/kite.png',
      priceCents: 900,
      currency: 'USD',
      url: 'https://shop.example/kite',
    });
    expect(productFromJsonLd(['{"@type":"Product","name":"Plain picture","image":"http://shop.example/a.jpg","offers":{"price":"-1"}}'], 'https://shop.example')).toEqual({
      title: 'Plain picture',
      imageUrl: 'http://shop.example/a.jpg',
    });
    expect(productFromJsonLd(['{"@type":"Product","name":"No picture","image":"data:image/png;base64,AAAA"}'], 'https://shop.example')).toEqual({ title: 'No picture' });
  });
});

describe('attributes and the page together', () => {
  const page = JSON.stringify({ '@type': 'Product', name: 'Page name', image: 'https://shop.example/page.jpg', offers: { price: '10.00', priceCurrency: 'USD' } });
  it('attributes win; the page fills what they leave out', () => {
    expect(readProduct({ title: 'Attribute name' }, [page], 'https://shop.example/p#reviews')).toEqual({
      ok: true,
      source: 'both',
      product: { title: 'Attribute name', priceCents: 1000, currency: 'USD', imageUrl: 'https://shop.example/page.jpg', url: 'https://shop.example/p' },
    });
    expect(readProduct({}, [page], 'https://shop.example/p').ok && readProduct({}, [page], 'https://shop.example/p')).toMatchObject({ source: 'json-ld' });
  });

  it('refuses what a seller got wrong, in words', () => {
    expect(readProduct({ title: 'x', price: 'cheap' }, [], 'https://shop.example/p')).toEqual({ ok: false, message: 'data-price="cheap" is not a price; write it like 24.99.' });
    expect(readProduct({ title: 'x', price: '1', currency: 'dollars' }, [], 'https://shop.example/p')).toEqual({
      ok: false,
      message: 'data-currency="dollars" is not a currency code; write it like USD.',
    });
    expect(readProduct({ title: 'x' }, [], 'https://shop.example/p')).toEqual({ ok: false, message: expect.stringContaining('data-price="24.99"') });
  });

  it('keeps an http(s) picture it was given, relative ones too, and drops script and data pictures and links', () => {
    const result = readProduct({ title: 'x', price: '1', image: 'javascript:alert(1)', url: 'javascript:alert(1)' }, [], 'https://shop.example/p');
    expect(result.ok && result.product).toMatchObject({ imageUrl: null, url: 'https://shop.example/p' });
    expect(readProduct({ title: 'x', price: '1', image: 'data:image/png;base64,AAAA' }, [], 'https://shop.example/p')).toMatchObject({ product: { imageUrl: null } });
    expect(readProduct({ title: 'x', price: '1', image: 'http://shop.example/a.jpg' }, [], 'https://shop.example/p')).toMatchObject({ product: { imageUrl: 'http://shop.example/a.jpg' } });
    expect(readProduct({ title: 'x', price: '1', image: '/img/bike.jpg' }, [], 'http://localhost:8080/p')).toMatchObject({ product: { imageUrl: 'http://localhost:8080/img/bike.jpg' } });
  });

  it('reads prices as shops write them and formats them in their currency', () => {
    expect([
      parsePriceToCents('1,299.00'),
      parsePriceToCents('24,99'),
      parsePriceToCents('$ 25'),
      parsePriceToCents(25),
      parsePriceToCents('1.299,50'),
      parsePriceToCents('-5'),
      parsePriceToCents('abc'),
      parsePriceToCents('999999999'),
    ]).toEqual([129900, 2499, 2500, 2500, 129950, undefined, undefined, undefined]);
    expect(formatPrice(8900, 'USD', 'en-US')).toBe('$89.00');
    expect(formatPrice(2499, 'EUR', 'en-US')).toBe('€24.99');
  });
});
