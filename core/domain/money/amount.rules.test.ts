import { describe, expect, it } from 'vitest';
import { contributionAmountProblem, dollarsToCents, formatUsd } from './amount.rules.ts';
import { contributionInputSchema } from './money.schema.ts';

const limits = { minCents: 500, maxCents: 20_000 };

describe('contributionAmountProblem (the widget’s check, zod-free)', () => {
  it('accepts amounts inside the pot’s limits, edges included', () => {
    expect(contributionAmountProblem(500, limits)).toBeNull();
    expect(contributionAmountProblem(20_000, limits)).toBeNull();
  });

  it.each([
    [499, 'Enter an amount of at least $5.00'],
    [20_001, 'Enter an amount of at most $200.00'],
    [10.5, 'Enter an amount in whole cents'],
    [Number.NaN, 'Enter an amount'],
    [Number.POSITIVE_INFINITY, 'Enter an amount'],
  ])('answers %s with the same words as the API’s schema', (cents, message) => {
    expect(contributionAmountProblem(cents, limits)).toBe(message);
    const parsed = contributionInputSchema(limits).safeParse({ amountCents: cents, name: 'Ana' });
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('dollarsToCents', () => {
  it('reads typed dollars exactly', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents('$1,299.5')).toBe(129_950);
    expect(dollarsToCents(' 12 ')).toBe(1200);
  });

  it('is NaN for anything that is not an amount', () => {
    for (const text of ['', 'ten', '1.999', '1e3', '12.']) expect(dollarsToCents(text)).toBeNaN();
  });

  it('round-trips with formatUsd', () => {
    expect(formatUsd(dollarsToCents('2500.05'))).toBe('$2,500.05');
  });
});
