import { describe, expect, it } from 'vitest';
import { parseJsonLdText, productFromJsonLd } from './json-ld.rules.ts';

const page = 'https://shop.example/products/mug';
const read = (...documents: unknown[]) =>
  productFromJsonLd(
    documents.map((document) => (typeof document === 'string' ? document : JSON.stringify(document))),
    page,
  );

describe('productFromJsonLd', () => {
  it('reads a plain Product with one Offer (price as a number)', () => {
    expect(read({ '@type': 'Product', name: 'Mug', image: 'https://cdn.example/mug.jpg', offers: { '@type': 'Offer', price: 12.5, priceCurrency: 'eur' } })).toEqual({
      title: 'Mug',
      imageUrl: 'https://cdn.example/mug.jpg',
      priceCents: 1250,
      currency: 'EUR',
    });
  });

  it.each([
    ['http://schema.org/Product'],
    ['https://schema.org/Product'],
    ['https://www.schema.org/Product'],
    ['schema:Product'],
    [['Product', 'Thing']],
    [['http://schema.org/Thing', 'http://schema.org/Product']],
  ])('accepts @type %j', (type) => expect(read({ '@type': type, name: 'Mug' })).toEqual({ title: 'Mug' }));

  it('reads a ProductGroup whose prices live on hasVariant (Shopify), the first variant unless the link names one', () => {
    const group = {
      '@type': 'ProductGroup',
      name: 'Mug',
      hasVariant: [
        {
          '@type': 'Product',
          name: 'Mug - Blue',
          image: '//cdn.example/blue.jpg',
          offers: { '@type': 'Offer', price: '10.00', priceCurrency: 'USD', url: 'https://shop.example/products/mug?variant=11' },
        },
        { '@id': '/products/mug?variant=22#variant', '@type': 'Product', name: 'Mug - Red', image: '//cdn.example/red.jpg', offers: { '@type': 'Offer', price: '12.00', priceCurrency: 'USD' } },
      ],
    };
    expect(read(group)).toEqual({ title: 'Mug', imageUrl: 'https://cdn.example/blue.jpg', priceCents: 1000, currency: 'USD' });
    expect(productFromJsonLd([JSON.stringify(group)], `${page}?variant=22`)).toEqual({ title: 'Mug - Red', imageUrl: 'https://cdn.example/red.jpg', priceCents: 1200, currency: 'USD' });
  });

  it('reads an Offer wrapping its itemOffered, inside @graph', () => {
    expect(
      read({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite' }, { '@type': 'Offer', price: '5', priceCurrency: 'GBP', itemOffered: { '@type': 'Product', name: 'Socks' } }] }),
    ).toEqual({
      title: 'Socks',
      priceCents: 500,
      currency: 'GBP',
    });
  });

  it('reads a Product as a page’s mainEntity, offers as an array, AggregateOffer lowPrice, priceSpecification', () => {
    expect(
      read({
        '@type': 'ItemPage',
        mainEntity: {
          '@type': 'Product',
          name: 'Kite',
          offers: [
            { '@type': 'Offer', availability: 'OutOfStock' },
            { '@type': 'Offer', price: '24,50', priceCurrency: 'EUR' },
          ],
        },
      }),
    ).toMatchObject({ title: 'Kite', priceCents: 2450, currency: 'EUR' });
    expect(read({ '@type': 'Product', name: 'Kite', offers: { '@type': 'AggregateOffer', lowPrice: 19, highPrice: 40, priceCurrency: 'USD' } })).toMatchObject({ priceCents: 1900, currency: 'USD' });
    expect(read({ '@type': 'Product', name: 'Kite', offers: { '@type': 'AggregateOffer', offers: [{ '@type': 'Offer', price: '21.00' }] } })).toMatchObject({ priceCents: 2100 });
    expect(read({ '@type': 'Product', name: 'Kite', offers: { '@type': 'Offer', priceSpecification: [{ '@type': 'UnitPriceSpecification', price: 30, priceCurrency: 'CAD' }] } })).toMatchObject({
      priceCents: 3000,
      currency: 'CAD',
    });
  });

  it('reads images as a string, an array (first usable) or an ImageObject (url, contentUrl, contentURL)', () => {
    const image = (value: unknown) => read({ '@type': 'Product', name: 'X', image: value }).imageUrl;
    expect(image(['http://insecure.example/a.jpg', '/img/b.jpg'])).toBe('https://shop.example/img/b.jpg');
    expect(image({ '@type': 'ImageObject', url: 'https://cdn.example/c.jpg' })).toBe('https://cdn.example/c.jpg');
    expect(image([{ '@type': 'ImageObject', contentUrl: 'https://cdn.example/d.jpg' }])).toBe('https://cdn.example/d.jpg');
    expect(image({ '@type': 'ImageObject', contentURL: 'https://cdn.example/e.jpg?a=1&amp;b=2' })).toBe('https://cdn.example/e.jpg?a=1&b=2');
  });

  it('decodes HTML entities some shops leave in JSON-LD strings', () => {
    expect(read({ '@type': 'Product', name: 'Caf&eacute; Latte Mug &ndash; Set of 2 &#x2764; &#10084;' }).title).toBe('Café Latte Mug – Set of 2 ❤ ❤');
  });

  it('skips scripts without a product and broken ones, and finds the product in a later script', () => {
    expect(read('{not json', { '@type': 'Organization', name: 'Shop' }, { '@type': 'BreadcrumbList' }, { '@type': 'Product', name: 'Later' })).toEqual({ title: 'Later' });
    expect(read({ '@type': 'Product', offers: { price: -3 } }, { '@type': 'Product' })).toEqual({});
  });

  it('does not take a related product from an ItemList as the page’s product', () => {
    expect(read({ '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', item: { '@type': 'Product', name: 'Other' } }] })).toEqual({});
  });
});

describe('parseJsonLdText', () => {
  it.each([['<![CDATA[{"a":1}]]>'], ['//<![CDATA[\n{"a":1}\n//]]>'], ['/*<![CDATA[*/{"a":1}/*]]>*/'], ['<!--\n{"a":1}\n-->'], ['  {"a":1};  '], ['{"a":1}']])('reads %j', (text) =>
    expect(parseJsonLdText(text)).toEqual({ a: 1 }),
  );

  it('reads raw line breaks inside strings, and answers undefined for what is not JSON', () => {
    expect(parseJsonLdText('{"description":"line one\nline two\ttab"}')).toEqual({ description: 'line one line two tab' });
    expect(parseJsonLdText('{oops')).toBeUndefined();
  });
});
