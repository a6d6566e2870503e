import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin.ts';

const origin = 'https://cakeday.example';

describe('sameOriginPath', () => {
  it('keeps paths and absolute URLs of this site, as paths', () => {
    expect(sameOriginPath('/account?payouts=done', origin)).toBe('/account?payouts=done');
    expect(sameOriginPath('https://cakeday.example/dashboard/events/e1/contributions#pots', origin)).toBe('/dashboard/events/e1/contributions#pots');
  });

  it('refuses other sites, other schemes and protocol-relative tricks', () => {
    for (const target of [
      'https://evil.example/account',
      'http://cakeday.example/account',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'https://cakeday.example.evil.example/',
    ]) {
      expect(sameOriginPath(target, origin), target).toBeNull();
    }
  });

  it('is null for nothing', () => {
    expect(sameOriginPath(null, origin)).toBeNull();
    expect(sameOriginPath('', origin)).toBeNull();
    expect(sameOriginPath(undefined, origin)).toBeNull();
  });
});
