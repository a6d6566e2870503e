import { describe, expect, it } from 'vitest';
import { embedSnippet } from './embed-snippet.ts';

describe('the venue widget’s snippet', () => {
  it('names one venue with data-venue, and nothing more for all of an owner’s venues', () => {
    const one = embedSnippet({ id: 'ck_pub_abc', widget: 'venue-search', target: { kind: 'venue', id: 'demo-venue-1', title: 'Backyard', slug: null } }, 'https://cakeday.example');
    expect(one).toBe('<div data-cakeday-widget="venue-search" data-venue="demo-venue-1" data-key="ck_pub_abc"></div>\n<script async src="https://cakeday.example/sdk/v1/cakeday.js"></script>');
    const all = embedSnippet({ id: 'ck_pub_abc', widget: 'venue-search', target: { kind: 'venue-owner', id: 'user-1', title: 'All your published venues', slug: null } }, 'https://cakeday.example');
    expect(all).toContain('<div data-cakeday-widget="venue-search" data-key="ck_pub_abc"></div>');
  });
});
