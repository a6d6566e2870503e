import { describe, expect, it } from 'vitest';
import { nextStepOf, shopTime, stockOf, timeLeft, variantTitle } from './seller-words.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 11, 1, 15);
const order = { status: 'placed' as const, confirmBy: NOW + 31 * HOUR, receiveBy: null, payoutDueAt: null, releasedAt: null };

describe('how the seller screens say things', () => {
  it('gives deadlines in the shop’s own zone, not the browser’s', () => {
    expect(shopTime(NOW, 'America/Chicago')).toBe('Tue, Dec 1, 2026, 9:00 AM CST');
    expect(shopTime(NOW, 'Europe/Berlin')).toBe('Tue, Dec 1, 2026, 4:00 PM GMT+1');
    // A zone the browser cannot name falls back to UTC rather than breaking the screen.
    expect(shopTime(NOW, 'Not/AZone')).toBe('Tue, Dec 1, 2026, 3:00 PM UTC');
  });

  it('says how long is left, and when the time is over', () => {
    expect(timeLeft(NOW + 40 * 60_000, NOW)).toBe('40 minutes left');
    expect(timeLeft(NOW + 31 * HOUR, NOW)).toBe('31 hours left');
    expect(timeLeft(NOW + 80 * HOUR, NOW)).toBe('3 days left');
    expect(timeLeft(NOW, NOW)).toBe('the time is over');
  });

  it('names the seller’s next step with the confirmation deadline', () => {
    expect(nextStepOf(order, 'America/Chicago', NOW)).toBe('Confirm by Wed, Dec 2, 2026, 4:00 PM CST (31 hours left), or it is cancelled and refunded.');
    expect(nextStepOf({ ...order, confirmBy: NOW - 1 }, 'America/Chicago', NOW)).toMatch(/^The time to confirm is over/);
    expect(nextStepOf({ ...order, status: 'confirmed' }, 'UTC', NOW)).toBe('Deliver it, then mark it delivered.');
    expect(nextStepOf({ ...order, status: 'cancelled' }, 'UTC', NOW)).toBeNull();
  });

  it('titles variants and sums stock', () => {
    expect(variantTitle(['Pink', 'Kids'])).toBe('Pink / Kids');
    expect(variantTitle([])).toBe('One size');
    expect(
      stockOf({
        kind: 'item',
        rental: null,
        variants: [
          { id: 'a', optionValues: [], priceCents: 1, stock: 4 },
          { id: 'b', optionValues: [], priceCents: 1, stock: 5 },
        ],
      }),
    ).toBe('9 in stock');
    expect(stockOf({ kind: 'rental', variants: [], rental: { pricePerDayCents: 1, quantityPerDay: 4, depositCents: 0 } })).toBe('4 per day');
  });
});
