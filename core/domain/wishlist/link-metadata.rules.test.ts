import { describe, expect, it } from 'vitest';
import { decodeEntities, parseLinkMetadata, parsePriceToCents } from './link-metadata.rules.ts';
import { growthOf, LINEAR_RATIO_MAX } from '../../testing/linear-time.ts';

const page = 'https://shop.example/products/kite';

describe('parsePriceToCents', () => {
  it.each([
    ['19.99', 1999],
    [19.99, 1999],
    ['1,299.00', 129900],
    ['1.299,00', 129900],
    ['19,99', 1999],
    ['$ 25', 2500],
    ['1,299', 129900],
    ['0', 0],
  ])('%j → %d cents', (input, cents) => expect(parsePriceToCents(input)).toBe(cents));

  it.each([['-5'], ['free'], [''], [null], [{}], ['100000000'], ['1e5']])('refuses %j', (input) => expect(parsePriceToCents(input)).toBeUndefined());
});

describe('parseLinkMetadata', () => {
  it('reads Open Graph and product price tags, decoding entities and resolving the image', () => {
    const html = `<html><head><title>ignored</title>
      <meta property="og:title" content="Rainbow &amp; Kite &#8211; Large">
      <meta content="/img/kite.jpg" property="og:image">
      <meta property="product:price:amount" content="24.50"><meta property="product:price:currency" content="usd">
    </head></html>`;
    expect(parseLinkMetadata(html, page)).toEqual({ title: 'Rainbow & Kite – Large', imageUrl: 'https://shop.example/img/kite.jpg', priceCents: 2450, currency: 'USD' });
  });

  it('prefers JSON-LD Product data (in @graph, with offers list and image array)', () => {
    const html = `<meta property="og:title" content="OG title"><script type="application/ld+json">
      {"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Product","name":"Lego Castle","image":["https://cdn.example/castle.png"],
      "offers":[{"@type":"Offer","price":"89.00","priceCurrency":"EUR"}]}]}</script>`;
    expect(parseLinkMetadata(html, page)).toEqual({ title: 'Lego Castle', imageUrl: 'https://cdn.example/castle.png', priceCents: 8900, currency: 'EUR' });
  });

  it('skips broken JSON-LD, drops http images, falls back to <title>', () => {
    const html = `<script type="application/ld+json">{not json</script><meta property="og:image" content="http://insecure.example/a.jpg"><title>  Plain
      page </title>`;
    expect(parseLinkMetadata(html, page)).toEqual({ title: 'Plain page' });
  });

  it('finds nothing in a page without product data and never throws on junk', () => {
    expect(parseLinkMetadata('<p>hello</p>', page)).toEqual({});
    expect(parseLinkMetadata('<meta property="og:image" content="javascript:alert(1)"><script type="application/ld+json">{"@type":"Product","offers":{"price":-3}}</script>', page)).toEqual({});
  });

  it('reads a hostile page up to 1 MB in linear time (unclosed tags, long attribute runs)', () => {
    const eighth = (1024 * 1024) / 8;
    const pages = (scale: number) => {
      const size = scale * eighth;
      return [
        '<meta '.repeat(size / 6),
        '<title>'.repeat(size / 7),
        '<script type="application/ld+json"'.repeat(size / 34),
        '<script type=application/ld+json>'.repeat(size / 33),
        `<meta ${'a'.repeat(size)}>`,
        `<meta property="og:title" content="Kite">${'<meta x=1>'.repeat(size / 10)}`,
      ];
    };
    for (let index = 0; index < pages(1).length; index += 1) {
      const growth = growthOf(
        (scale) => pages(scale)[index]!,
        (html) => parseLinkMetadata(html, page),
      );
      expect(growth.ratio, `page ${index}: ${growth.small.toFixed(1)} ms → ${growth.large.toFixed(1)} ms`).toBeLessThan(LINEAR_RATIO_MAX);
    }
    // Closed tags after many others are still read.
    expect(parseLinkMetadata(`${'<meta x=1>'.repeat(1000)}<title>Kite</title>`, page)).toEqual({ title: 'Kite' });
  });

  it('cuts very long titles to 200 characters', () => {
    const title = parseLinkMetadata(`<meta property="og:title" content="${'a'.repeat(500)}">`, page).title!;
    expect(title.length).toBe(200);
  });

  it('decodes numeric and named entities but leaves unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &#x41; &bogus;')).toBe('<b> A &bogus;');
  });
});

/** What the regular-expression reader got wrong (decision 018). */
describe('parseLinkMetadata reads pages the way browsers do', () => {
  it('decodes every HTML entity (named, decimal, hex) in Open Graph and <title>', () => {
    expect(parseLinkMetadata('<meta property="og:title" content="Caf&eacute; Latte Mug &ndash; Set of 2">', page).title).toBe('Café Latte Mug – Set of 2');
    expect(parseLinkMetadata('<title>Cr&egrave;me br&ucirc;l&eacute;e &#8212; &#x1F382; &hellip;</title>', page).title).toBe('Crème brûlée — 🎂 …');
    expect(decodeEntities('Caf&eacute; &ndash; &euro;5 &#233; &#xE9;')).toBe('Café – €5 é é');
  });

  it('keeps a tag whose attribute value holds a ">"', () => {
    expect(parseLinkMetadata('<meta content="Bigger > Better Kite" property="og:title"><meta content="9.99" data-x="a>b" property="product:price:amount">', page)).toEqual({
      title: 'Bigger > Better Kite',
      priceCents: 999,
    });
  });

  it('ignores a commented-out <meta> and markup inside a <script> string', () => {
    const html = `<!-- <meta property="og:title" content="Last season's kite"> -->
      <script>var banner = '<meta property="og:title" content="Injected"><title>Injected</title>';</script>
      <script type="application/json">{"html":"<meta property=\\"product:price:amount\\" content=\\"1.00\\">"}</script>
      <meta property="og:title" content="Rainbow Kite"><meta property="product:price:amount" content="24.50">`;
    expect(parseLinkMetadata(html, page)).toEqual({ title: 'Rainbow Kite', priceCents: 2450 });
  });

  it('reads a CDATA-wrapped JSON-LD Product with a full-IRI @type', () => {
    const html = '<script type="application/ld+json">//<![CDATA[\n{"@type":"http://schema.org/Product","name":"Kite","offers":{"price":"19.99","priceCurrency":"USD"}}\n//]]></script>';
    expect(parseLinkMetadata(html, page)).toEqual({ title: 'Kite', priceCents: 1999, currency: 'USD' });
  });

  it('resolves relative pictures against <base href>', () => {
    expect(parseLinkMetadata('<base href="https://cdn.example/assets/"><meta property="og:image" content="kite.jpg"><title>Kite</title>', page).imageUrl).toBe('https://cdn.example/assets/kite.jpg');
  });
});
