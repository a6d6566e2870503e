import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_CENTS } from '../money/money.schema.ts';
import { hourlyPriceLabel, priceBooking, type PricedListing } from './pricing.rules.ts';

const listing: PricedListing = { pricePerHourCents: 15_000, priceOnRequest: false, cleaningFeeCents: 5_000 };

describe('priceBooking', () => {
  it('charges the hours and the cleaning fee, with lines to show', () => {
    expect(priceBooking(listing, 180)).toEqual({
      ok: true,
      durationMinutes: 180,
      pricePerHourCents: 15_000,
      rentCents: 45_000,
      cleaningFeeCents: 5_000,
      totalCents: 50_000,
      lines: [
        { label: '$150.00 × 3 hours', amountCents: 45_000 },
        { label: 'Cleaning fee', amountCents: 5_000 },
      ],
    });
    expect(priceBooking({ ...listing, cleaningFeeCents: 0 }, 60)).toMatchObject({ totalCents: 15_000, lines: [{ label: '$150.00 × 1 hour', amountCents: 15_000 }] });
  });

  it('pro-rates quarter hours and rounds the fraction of a cent down', () => {
    expect(priceBooking({ ...listing, pricePerHourCents: 9_999 }, 135)).toMatchObject({ rentCents: 22_497, totalCents: 27_497 }); // 22 497.75
    expect(priceBooking({ ...listing, pricePerHourCents: 1 }, 15)).toMatchObject({ rentCents: 0, lines: [{ label: '$0.01 × 0.25 hours' }, { label: 'Cleaning fee' }] });
    expect(priceBooking({ ...listing, pricePerHourCents: 0, cleaningFeeCents: 0 }, 120)).toMatchObject({ ok: true, totalCents: 0 });
  });

  it('refuses a price on request, and totals one payment cannot carry', () => {
    const onRequest = { ok: false, reason: 'price-on-request', message: 'This venue quotes its price on request: message the owner to ask for a price' };
    expect(priceBooking({ ...listing, pricePerHourCents: null, priceOnRequest: true }, 60)).toEqual(onRequest);
    expect(priceBooking({ ...listing, pricePerHourCents: null }, 60)).toEqual(onRequest);
    expect(priceBooking({ pricePerHourCents: 200_000, priceOnRequest: false, cleaningFeeCents: 50_000 }, 285)).toMatchObject({ ok: true, totalCents: MAX_AMOUNT_CENTS });
    expect(priceBooking({ pricePerHourCents: 200_000, priceOnRequest: false, cleaningFeeCents: 50_001 }, 285)).toEqual({
      ok: false,
      reason: 'over-payment-limit',
      message: 'This booking would cost $10,000.01, more than the $10,000.00 that can be paid at once: choose a shorter time or contact the owner',
    });
  });

  it('throws on durations that are not whole quarter hours, and on stored prices that are not cents', () => {
    for (const minutes of [0, -60, 50, 60.5, Number.NaN]) expect(() => priceBooking(listing, minutes), String(minutes)).toThrow(RangeError);
    expect(() => priceBooking({ ...listing, cleaningFeeCents: -1 }, 60)).toThrow(RangeError);
    expect(() => priceBooking({ ...listing, pricePerHourCents: 10.5 }, 60)).toThrow(RangeError);
  });

  it('holds its invariants for any price and length', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 96 }), (price, cleaning, quarters) => {
        const result = priceBooking({ pricePerHourCents: price, priceOnRequest: false, cleaningFeeCents: cleaning }, quarters * 15);
        const exactRent = (price * quarters) / 4;
        if (!result.ok) {
          expect(result.reason).toBe('over-payment-limit');
          expect(Math.floor(exactRent) + cleaning).toBeGreaterThan(MAX_AMOUNT_CENTS);
          return;
        }
        expect(Number.isSafeInteger(result.rentCents)).toBe(true);
        expect(result.rentCents).toBeLessThanOrEqual(exactRent);
        expect(exactRent - result.rentCents).toBeLessThan(1);
        expect(result.totalCents).toBe(result.rentCents + result.cleaningFeeCents);
        expect(result.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(result.totalCents);
        expect(result.totalCents).toBeLessThanOrEqual(MAX_AMOUNT_CENTS);
        // A longer booking never costs less.
        if (quarters > 1) {
          const shorter = priceBooking({ pricePerHourCents: price, priceOnRequest: false, cleaningFeeCents: cleaning }, (quarters - 1) * 15);
          expect(shorter.ok && shorter.totalCents <= result.totalCents).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hourlyPriceLabel', () => {
  it('reads the price, free, or on request', () => {
    expect(hourlyPriceLabel(listing)).toBe('$150.00 / hour');
    expect(hourlyPriceLabel({ pricePerHourCents: 0, priceOnRequest: false })).toBe('Free');
    expect(hourlyPriceLabel({ pricePerHourCents: null, priceOnRequest: true })).toBe('Price on request');
  });
});
