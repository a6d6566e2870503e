import { describe, expect, it } from 'vitest';
import { checkoutReturned, chosenAmount, nextCheckIn, outcomeOf, potProgress, readContributionOptions, suggestedAmounts } from './contribution.rules.ts';

const KEY = 'ck_pub_AAAAAAAAAAAAAAAAAAAAAAAA';
const limits = { minCents: 500, maxCents: 50_000 };

describe('readContributionOptions', () => {
  it('reads the key, the pot and the guest token from data-guest or the page URL', () => {
    expect(readContributionOptions({ key: KEY, pot: 'pot_1' }, 'https://example.com/party?g=abc_123')).toEqual({ ok: true, key: KEY, pot: 'pot_1', guest: 'abc_123' });
    expect(readContributionOptions({ key: KEY, guest: 'tok' }, 'https://example.com/?g=other')).toMatchObject({ guest: 'tok', pot: '' });
    expect(readContributionOptions({ key: KEY }, 'not a url')).toMatchObject({ ok: true, guest: null });
  });

  it('explains a missing or wrong key and a strange pot, and ignores a strange token', () => {
    expect(readContributionOptions({ pot: 'p' }, 'https://example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('needs its key') });
    expect(readContributionOptions({ key: 'sk_live_x' }, 'https://example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('not a Cakeday key') });
    expect(readContributionOptions({ key: KEY, pot: '../../x' }, 'https://example.com/')).toMatchObject({ ok: false, message: expect.stringContaining('data-pot') });
    expect(readContributionOptions({ key: KEY }, 'https://example.com/?g=%3Cscript%3E')).toMatchObject({ ok: true, guest: null });
  });
});

describe('amounts', () => {
  it('suggests round amounts inside the limits, or the minimum', () => {
    expect(suggestedAmounts(500, 50_000)).toEqual([1_000, 2_500, 5_000]);
    expect(suggestedAmounts(2_000, 4_000)).toEqual([2_500]);
    expect(suggestedAmounts(20_000, 30_000)).toEqual([20_000]);
  });

  it('takes a suggestion or typed dollars, checked against the pot’s limits with the platform’s words', () => {
    expect(chosenAmount(2_500, '', limits)).toEqual({ cents: 2_500 });
    expect(chosenAmount('other', '$12.50', limits)).toEqual({ cents: 1_250 });
    expect(chosenAmount('other', '2', limits)).toEqual({ problem: 'Enter an amount of at least $5.00' });
    expect(chosenAmount('other', '501', limits)).toEqual({ problem: 'Enter an amount of at most $500.00' });
    expect(chosenAmount('other', 'ten', limits)).toEqual({ problem: 'Enter an amount' });
  });
});

describe('potProgress', () => {
  it('shows raised vs target with a capped share, or the amount raised so far', () => {
    expect(potProgress(12_000, 30_000)).toEqual({ text: '$120.00 raised of $300.00', percent: 40 });
    expect(potProgress(45_000, 30_000).percent).toBe(100);
    expect(potProgress(0, null)).toEqual({ text: '$0.00 raised so far', percent: null });
  });
});

describe('checkoutReturned', () => {
  const expected = { apiOrigin: 'https://cakeday.example', contributionId: 'c1' };
  it('accepts only the Cakeday origin’s message about this contribution', () => {
    expect(checkoutReturned('https://cakeday.example', { type: 'cakeday:checkout-returned', contributionId: 'c1', cancelled: false }, expected)).toEqual({ cancelled: false });
    expect(checkoutReturned('https://cakeday.example', { type: 'cakeday:checkout-returned', contributionId: 'c1', cancelled: true }, expected)).toEqual({ cancelled: true });
    expect(checkoutReturned('https://evil.example', { type: 'cakeday:checkout-returned', contributionId: 'c1' }, expected)).toBeNull();
    expect(checkoutReturned('https://cakeday.example', { type: 'cakeday:checkout-returned', contributionId: 'c2' }, expected)).toBeNull();
    expect(checkoutReturned('https://cakeday.example', 'cakeday:checkout-returned', expected)).toBeNull();
  });
});

describe('following the contribution', () => {
  it('maps statuses to what the widget shows', () => {
    expect(outcomeOf('pending')).toBe('waiting');
    expect(outcomeOf('succeeded')).toBe('completed');
    expect(outcomeOf('released')).toBe('completed');
    expect(outcomeOf('failed')).toBe('failed');
    expect(outcomeOf('cancelled')).toBe('ended');
    expect(outcomeOf('refunded')).toBe('ended');
  });

  it('checks slowly while the popup is open, a few times quickly after, then stops', () => {
    expect(nextCheckIn(true, 0)).toBe(8_000);
    expect(nextCheckIn(false, 0)).toBe(3_000);
    expect(nextCheckIn(false, 4)).toBe(3_000);
    expect(nextCheckIn(false, 5)).toBeNull();
  });
});
