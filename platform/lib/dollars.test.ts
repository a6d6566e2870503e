import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars.ts';

describe('dollarsToCents', () => {
  it('reads whole dollars, cents and the usual decorations exactly', () => {
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('20.5')).toBe(2050);
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(' $1,299.99 ')).toBe(129_999);
    expect(dollarsToCents('0.07')).toBe(7);
  });
  it('keeps the sign, so the schema can refuse a negative amount', () => {
    expect(dollarsToCents('-3')).toBe(-300);
  });
  it('is NaN for anything that is not an amount', () => {
    for (const text of ['', ' ', 'abc', '1.234', '1e3', '12.', '$', '1,2.3.4']) expect(dollarsToCents(text)).toBeNaN();
  });
});

describe('centsToDollars', () => {
  it('formats cents for a field, empty for none', () => {
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(500)).toBe('5.00');
    expect(centsToDollars(null)).toBe('');
    expect(centsToDollars(undefined)).toBe('');
  });
});
