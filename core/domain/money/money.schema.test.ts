import { describe, expect, it } from 'vitest';
import { amountCentsSchema, contributionInputSchema, formatUsd, MAX_AMOUNT_CENTS, moneySchema, potLimitsSchema } from './money.schema.ts';

const limits = { minCents: 500, maxCents: 20_000 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('amounts', () => {
  it('accepts positive whole cents up to the cap', () => {
    expect(amountCentsSchema.parse(1)).toBe(1);
    expect(amountCentsSchema.parse(MAX_AMOUNT_CENTS)).toBe(MAX_AMOUNT_CENTS);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_AMOUNT_CENTS + 1, Number.MAX_SAFE_INTEGER + 2, '500'])('rejects %s', (value) => {
    expect(amountCentsSchema.safeParse(value).success).toBe(false);
  });

  it('knows only US dollars for now', () => {
    expect(moneySchema.safeParse({ amountCents: 100, currency: 'usd' }).success).toBe(true);
    expect(firstMessage(moneySchema.safeParse({ amountCents: 100, currency: 'eur' }))).toBe('Only US dollars are supported for now');
  });

  it('formats cents exactly', () => {
    expect(formatUsd(500)).toBe('$5.00');
    expect(formatUsd(123_456_78)).toBe('$123,456.78');
    expect(formatUsd(7)).toBe('$0.07');
    expect(formatUsd(-250)).toBe('-$2.50');
  });

  it('needs pot limits in order', () => {
    expect(potLimitsSchema.safeParse(limits).success).toBe(true);
    expect(firstMessage(potLimitsSchema.safeParse({ minCents: 1000, maxCents: 500 }))).toBe('The maximum must be at least the minimum');
    expect(potLimitsSchema.safeParse({ minCents: 0, maxCents: 500 }).success).toBe(false);
  });
});

describe('contribution input', () => {
  const schema = contributionInputSchema(limits);

  it('takes an amount inside the pot limits with a name and a message', () => {
    expect(schema.parse({ amountCents: 2500, name: '  Ana ', message: 'Happy birthday!' })).toEqual({
      amountCents: 2500,
      anonymous: false,
      name: 'Ana',
      message: 'Happy birthday!',
    });
  });

  it('drops the name of an anonymous gift', () => {
    expect(schema.parse({ amountCents: 500, anonymous: true, name: 'Ana' })).toMatchObject({ anonymous: true, name: null, message: null });
  });

  it.each([
    [{ amountCents: 499, name: 'Ana' }, 'Enter an amount of at least $5.00'],
    [{ amountCents: 20_001, name: 'Ana' }, 'Enter an amount of at most $200.00'],
    [{ amountCents: 10.5, name: 'Ana' }, 'Enter an amount in whole cents'],
    [{ amountCents: Number.NaN, name: 'Ana' }, 'Enter an amount'],
    [{ name: 'Ana' }, 'Enter an amount'],
    [{ amountCents: 1000 }, 'Enter your name or choose to give anonymously'],
    [{ amountCents: 1000, name: 'Ana', message: 'x'.repeat(501) }, 'Keep your message to 500 characters or fewer'],
  ])('rejects %o with a clear message', (input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });

  it('accepts a message of exactly 500 characters and refuses fields it does not know (a client-sent total)', () => {
    expect(schema.safeParse({ amountCents: 1000, name: 'Ana', message: 'x'.repeat(500) }).success).toBe(true);
    expect(schema.safeParse({ amountCents: 1000, name: 'Ana', totalCents: 1 }).success).toBe(false);
  });
});
