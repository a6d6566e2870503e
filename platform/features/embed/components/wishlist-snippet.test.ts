import { describe, expect, it } from 'vitest';
import { embedSnippet, widgetLabels } from './embed-snippet.ts';

describe('the add-to-wishlist widget’s snippet', () => {
  it('carries the key and a product for the seller to fill in (or drop for a JSON-LD page)', () => {
    const snippet = embedSnippet({ id: 'ck_pub_abc', widget: 'wishlist-add', target: { kind: 'seller', id: 'user-1', title: 'Your products', slug: null } }, 'https://cakeday.example');
    expect(snippet).toBe(
      '<div data-cakeday-widget="wishlist-add" data-title="Product name" data-price="24.99" data-key="ck_pub_abc"></div>\n<script async src="https://cakeday.example/sdk/v1/cakeday.js"></script>',
    );
    expect(widgetLabels['wishlist-add']).toBe('Add to wishlist');
  });
});
