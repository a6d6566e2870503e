import { describe, expect, it } from 'vitest';
import { bandRange, centsToDollars, dollarsToCents } from './money.ts';

describe('dollarsToCents', () => {
  it('reads whole dollars, cents and the usual decorations', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents(' $1,299.99 ')).toBe(129_999);
    expect(dollarsToCents('0.07')).toBe(7);
  });
  it('keeps the sign, so the schema can refuse a negative price', () => {
    expect(dollarsToCents('-3')).toBe(-300);
  });
  it('is NaN for anything that is not an amount', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '12.']) expect(dollarsToCents(text)).toBeNaN();
  });
});

describe('centsToDollars and bandRange', () => {
  it('formats for fields and people', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(null)).toBe('');
    expect(bandRange({ minCents: 2500, maxCents: 5000 })).toBe('$25.00 – under $50.00');
    expect(bandRange({ minCents: 10_000, maxCents: null })).toBe('$100.00 and up');
  });
});
