import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars.ts';

describe('dollarsToCents', () => {
  it('reads whole dollars and one or two decimals exactly', () => {
    expect(dollarsToCents('20')).toBe(2000);
    expect(dollarsToCents('20.5')).toBe(2050);
    expect(dollarsToCents('20.50')).toBe(2050);
    expect(dollarsToCents(' $1,299.99 ')).toBe(129_999);
  });
  it('never rounds through floats (0.29 * 100 is 28.999… in floating point)', () => {
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('4.35')).toBe(435);
    expect(dollarsToCents('1.13')).toBe(113);
  });
  it('keeps the sign and zero, so the schema can refuse them with its own message', () => {
    expect(dollarsToCents('-5')).toBe(-500);
    expect(dollarsToCents('0')).toBe(0);
  });
  it('is NaN for anything that is not an amount', () => {
    for (const text of ['', ' ', 'abc', '1.234', '1e3', '12.', '.5', '$', '1 000', '9999999999999']) expect(dollarsToCents(text)).toBeNaN();
  });
});

describe('centsToDollars', () => {
  it('formats cents for a field', () => {
    expect(centsToDollars(2050)).toBe('20.50');
    expect(centsToDollars(7)).toBe('0.07');
    expect(centsToDollars(-300)).toBe('-3.00');
    expect(centsToDollars(null)).toBe('');
  });
});
