import { describe, expect, it } from 'vitest';
import { linkParts } from './message-text.tsx';

describe('linkParts', () => {
  it('finds http(s) addresses and leaves sentence punctuation outside', () => {
    expect(linkParts('See https://cakeday.test/e/abc. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://cakeday.test/e/abc', href: 'https://cakeday.test/e/abc' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never links other schemes or markup', () => {
    expect(linkParts('javascript:alert(1) <a href="x">x</a>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <a href="x">x</a>' }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    const parts = linkParts('"https://a.test/x"><img src=y>');
    expect(parts.find((part) => part.kind === 'link')).toEqual({ kind: 'link', text: 'https://a.test/x', href: 'https://a.test/x' });
  });
});
