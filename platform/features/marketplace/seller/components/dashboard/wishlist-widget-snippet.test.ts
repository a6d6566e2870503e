import { describe, expect, it } from 'vitest';
import { wishlistWidgetSnippet } from './wishlist-widget-snippet.ts';

describe('the shop’s add-to-wishlist snippet', () => {
  it('carries the product’s own title, price, photo and page, and the member’s key, in the Embed page’s form', () => {
    const snippet = wishlistWidgetSnippet(
      'ck_pub_abc',
      { title: 'Gold balloon arch', priceCents: 4599, imageUrl: '/api/media/photo-1/medium.webp', path: '/marketplace/product/prod-1' },
      'https://cakeday.example',
    );
    expect(snippet).toBe(
      '<div data-cakeday-widget="wishlist-add" data-title="Gold balloon arch" data-price="45.99" data-image="https://cakeday.example/api/media/photo-1/medium.webp" data-url="https://cakeday.example/marketplace/product/prod-1" data-key="ck_pub_abc"></div>\n<script async src="https://cakeday.example/sdk/v1/cakeday.js"></script>',
    );
  });

  it('escapes a title that would break out of its attribute, and leaves out a missing photo', () => {
    const snippet = wishlistWidgetSnippet('ck_pub_abc', { title: 'Plates "Party" <10> & cups', priceCents: 500, imageUrl: null, path: '/marketplace/product/p' }, 'https://cakeday.example');
    expect(snippet).toContain('data-title="Plates &quot;Party&quot; &lt;10&gt; &amp; cups"');
    expect(snippet).toContain('data-price="5.00"');
    expect(snippet).not.toContain('data-image');
    // Parsed by a browser, the element keeps every attribute (nothing broke out of the title).
    expect(snippet.match(/data-/g)).toHaveLength(5);
  });
});
