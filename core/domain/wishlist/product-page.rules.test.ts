import { describe, expect, it } from 'vitest';
import amazon from './fixtures/amazon-product.html?raw';
import etsy from './fixtures/etsy-product.html?raw';
import shopify from './fixtures/shopify-product.html?raw';
import { parseLinkMetadata } from './link-metadata.rules.ts';
import { scanProductPage } from './product-page.rules.ts';
import { growthOf, LINEAR_RATIO_MAX } from '../../testing/linear-time.ts';

/**
 * Saved pages shaped like real shops' product pages (trimmed: heads full of metas and scripts,
 * JSON-LD as each shop writes it). Amazon has no JSON-LD or Open Graph, so its visible title,
 * main picture and buy-box price are read.
 */
describe('saved shop pages', () => {
  it('Shopify (Dawn): ProductGroup with hasVariant, entities in Open Graph, share markup in a script string', () => {
    expect(parseLinkMetadata(shopify, 'https://beanandleaf.example/products/cafe-latte-mug')).toEqual({
      title: 'Café Latte Mug – Set of 2',
      imageUrl: 'https://beanandleaf.example/cdn/shop/files/latte-mug-cream.jpg?v=1700000000&width=1920',
      priceCents: 3200,
      currency: 'USD',
    });
  });

  it('Shopify: a link to a variant reads that variant', () => {
    expect(parseLinkMetadata(shopify, 'https://beanandleaf.example/products/cafe-latte-mug?variant=44012345678902')).toEqual({
      title: 'Café Latte Mug – Set of 2 - Sage',
      imageUrl: 'https://beanandleaf.example/cdn/shop/files/latte-mug-sage.jpg?v=1700000000&width=1920',
      priceCents: 3400,
      currency: 'USD',
    });
  });

  it('Shopify without its JSON-LD still reads Open Graph (decoded, the real tag, not the script string or the comment)', () => {
    const withoutJsonLd = shopify.replaceAll('application/ld+json', 'application/x-removed');
    expect(parseLinkMetadata(withoutJsonLd, 'https://beanandleaf.example/products/cafe-latte-mug')).toEqual({
      title: 'Café Latte Mug – Set of 2',
      imageUrl: 'https://beanandleaf.example/cdn/shop/files/latte-mug-cream.jpg?v=1700000000',
      priceCents: 3200,
      currency: 'USD',
    });
  });

  it('Etsy: Product with ImageObject contentURL, AggregateOffer lowPrice, HTML-escaped name; related items and script strings ignored', () => {
    expect(parseLinkMetadata(etsy, 'https://www.etsy.com/listing/1234567890/personalized-name-necklace-dainty-gold')).toEqual({
      title: "Personalized Name Necklace, Dainty Gold Name Necklace, Mother's Day Gift for Her",
      imageUrl: 'https://i.etsystatic.com/12345678/r/il/a1b2c3/5123456789/il_fullxfull.5123456789_ab12.jpg',
      priceCents: 2400,
      currency: 'USD',
    });
  });

  it('Amazon: #productTitle, #landingImage data-old-hires and the price to pay (not the list, per-unit or carousel prices)', () => {
    expect(parseLinkMetadata(amazon, 'https://www.amazon.com/LEGO-Classic-Medium-Creative-Brick/dp/B00NHQFA1I')).toEqual({
      title: 'LEGO Classic Medium Creative Brick Box 10696 Building Toy Set',
      imageUrl: 'https://m.media-amazon.com/images/I/81Mk0JwD-5L._AC_SL1500_.jpg',
      priceCents: 2799,
    });
  });

  it('Amazon without the large picture or the price block falls back to src and to the title only', () => {
    const plain = amazon
      .replace(/data-old-hires="[^"]*"/, 'data-old-hires=""')
      .replace('corePriceDisplay_desktop_feature_div', 'somethingElse')
      .replace('apex_desktop', 'x');
    expect(parseLinkMetadata(plain, 'https://www.amazon.com/dp/B00NHQFA1I')).toEqual({
      title: 'LEGO Classic Medium Creative Brick Box 10696 Building Toy Set',
      imageUrl: 'https://m.media-amazon.com/images/I/81Mk0JwD-5L._AC_SX425_.jpg',
    });
  });
});

describe('scanProductPage', () => {
  it('keeps the first meta of each name, JSON-LD texts as written, the document title (not an SVG one) and <base href>', () => {
    const facts = scanProductPage(`<svg><title>Cart icon</title></svg><title>Shop &amp; Co</title><base href="https://cdn.example/">
      <meta name="twitter:title" content="First"><meta name="twitter:title" content="Second">
      <script type="application/ld+json; charset=utf-8">{"name":"A &amp; B"}</script><script TYPE=" Application/LD+JSON ">[]</script>`);
    expect(facts.title).toBe('Shop & Co');
    expect(facts.baseHref).toBe('https://cdn.example/');
    expect(facts.meta.get('twitter:title')).toBe('First');
    expect(facts.jsonLd).toEqual(['{"name":"A &amp; B"}', '[]']);
  });

  it('reads microdata prices from visible elements', () => {
    const html =
      '<div itemscope itemtype="https://schema.org/Product"><span itemprop="price" content="1299.00">$1,299</span><meta itemprop="priceCurrency" content="usd"><h1 itemprop="name">Bike</h1></div><title>Bike</title>';
    expect(parseLinkMetadata(html, 'https://shop.example/bike')).toEqual({ title: 'Bike', priceCents: 129900, currency: 'USD' });
  });

  it('stays linear on hostile nesting (up to 1 MB each; 200,000 unclosed <div>s took htmlparser2 alone over 10 s)', () => {
    const eighth = (1024 * 1024) / 8;
    const pages = (scale: number) => {
      const size = scale * eighth;
      return [
        '<div>'.repeat(size / 5),
        `${'<div>'.repeat(1000)}${'</x>'.repeat(size / 4)}`,
        `${'<div>'.repeat(1000)}${'<form>'.repeat(size / 6)}`,
        `${'<svg>'.repeat(1000)}${'<foreignObject>'.repeat(size / 15)}`,
        '<span id="productTitle">'.repeat(size / 24),
        `<div id="corePrice_feature_div">${'<span class="priceToPay"><span class="a-offscreen">1'.repeat(size / 50)}`,
        `<svg>${'<svg><title>x'.repeat(size / 13)}`,
        `<script type="application/ld+json">${'['.repeat(size / 2)}${']'.repeat(size / 2)}</script>`,
        `<script type="application/ld+json">{"@type":"ProductGroup","hasVariant":[${'{"@type":"Product","offers":{"price":"x"}},'.repeat(size / 45)}{}]}</script>`,
      ];
    };
    for (let index = 0; index < pages(1).length; index += 1) {
      const growth = growthOf(
        (scale) => pages(scale)[index]!,
        (html) => parseLinkMetadata(html, 'https://shop.example/p?variant=123'),
      );
      expect(growth.ratio, `page ${index}: ${growth.small.toFixed(1)} ms → ${growth.large.toFixed(1)} ms`).toBeLessThan(LINEAR_RATIO_MAX);
    }
    // Past the cap the page is still read, and closing tags still close what they opened.
    expect(parseLinkMetadata(`${'<div>'.repeat(5000)}<meta property="og:title" content="Deep">${'</div>'.repeat(5000)}<span id="productTitle">Shallow</span>`, 'https://shop.example/p')).toEqual({
      title: 'Deep',
    });
    expect(scanProductPage(`${'<div>'.repeat(300)}${'</div>'.repeat(300)}<span id="productTitle">Kite</span><p>not the title</p>`).productTitle).toBe('Kite');
  });
});
