import { describe, expect, it } from 'vitest';
import { guestTokenOf } from './guest-token.rules.ts';

describe('guestTokenOf', () => {
  it('takes data-guest first, then the page URL’s g parameter', () => {
    expect(guestTokenOf('tok', 'https://example.com/?g=other')).toBe('tok');
    expect(guestTokenOf(undefined, 'https://example.com/party?g=abc_123')).toBe('abc_123');
    expect(guestTokenOf('', 'https://example.com/party?g=abc-123')).toBe('abc-123');
  });

  it('has none without either, or on a page address it cannot read', () => {
    expect(guestTokenOf(undefined, 'https://example.com/')).toBeNull();
    expect(guestTokenOf(undefined, 'not a url')).toBeNull();
  });

  it('drops what is not shaped like a token', () => {
    expect(guestTokenOf(undefined, 'https://example.com/?g=%3Cscript%3E')).toBeNull();
    expect(guestTokenOf('a'.repeat(201), 'https://example.com/')).toBeNull();
    expect(guestTokenOf('a'.repeat(200), 'https://example.com/')).toBe('a'.repeat(200));
  });
});
