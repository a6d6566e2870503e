import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contributionOrigin, guestTokenHeaders, rememberContribution } from './contribution-token.ts';

/** A sessionStorage stand-in: the node test project has no DOM. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('the contribution origin kept for /contributions/:id', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the token and the page per contribution, and a later call without a token keeps the first one', () => {
    rememberContribution('c1', { token: 'guest-token', from: '/a' });
    rememberContribution('c1', { token: null, from: '/e/party' });
    expect(contributionOrigin('c1')).toEqual({ token: 'guest-token', from: '/e/party' });
    expect(contributionOrigin('c2')).toEqual({ token: null, from: null });
  });

  it('never offers a way back to another site, whatever storage holds', () => {
    for (const from of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)']) {
      storage.setItem('cakeday.contribution.c3', JSON.stringify({ token: 't', from }));
      expect(contributionOrigin('c3').from).toBeNull();
    }
    storage.setItem('cakeday.contribution.c4', '{not json');
    expect(contributionOrigin('c4')).toEqual({ token: null, from: null });
  });

  it('works without storage (blocked or absent): nothing kept, nothing thrown', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberContribution('c5', { token: 't', from: '/a' })).not.toThrow();
    expect(contributionOrigin('c5')).toEqual({ token: null, from: null });
  });

  it('sends the guest token as x-guest-token only when there is one', () => {
    expect(guestTokenHeaders('abc')).toEqual({ 'x-guest-token': 'abc' });
    expect(guestTokenHeaders(null)).toBeUndefined();
  });
});
