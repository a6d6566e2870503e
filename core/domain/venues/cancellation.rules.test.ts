import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullRefundDeadline, refundForCancellation, refundForEndedRequest, type CancelledBy } from './cancellation.rules.ts';
import { cancellationPolicies, type CancellationPolicy } from './listing.schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = Date.UTC(2026, 11, 5, 19);

const guest = (policy: CancellationPolicy, totalCents: number, cancelledAt: number) => refundForCancellation({ policy, totalCents, startsAt: START, cancelledAt, by: 'guest' });

describe('flexible policy', () => {
  it('refunds in full until exactly 24 hours before the start, nothing after', () => {
    expect(guest('flexible', 30_000, START - 3 * DAY)).toEqual({
      refundCents: 30_000,
      keptCents: 0,
      reason: 'Full refund: cancelled at least 24 hours before the start (flexible policy)',
    });
    expect(guest('flexible', 30_000, START - DAY).refundCents).toBe(30_000);
    expect(guest('flexible', 30_000, START - DAY + 1)).toEqual({
      refundCents: 0,
      keptCents: 30_000,
      reason: 'No refund: cancelled less than 24 hours before the start (flexible policy)',
    });
    expect(guest('flexible', 30_000, START + HOUR).reason).toBe('No refund: cancelled after the booking started (flexible policy)');
  });
});

describe('standard policy', () => {
  it('refunds in full until 7 days before, half until the start, nothing from the start', () => {
    expect(guest('standard', 30_000, START - 7 * DAY).refundCents).toBe(30_000);
    expect(guest('standard', 30_000, START - 7 * DAY + 1)).toEqual({
      refundCents: 15_000,
      keptCents: 15_000,
      reason: '50% refund: cancelled less than 7 days before the start (standard policy)',
    });
    expect(guest('standard', 30_000, START - 1).refundCents).toBe(15_000);
    expect(guest('standard', 30_000, START)).toEqual({
      refundCents: 0,
      keptCents: 30_000,
      reason: 'No refund: cancelled after the booking started (standard policy)',
    });
  });

  it('gives the odd cent of a half refund to the guest', () => {
    expect(guest('standard', 30_001, START - DAY)).toMatchObject({ refundCents: 15_001, keptCents: 15_000 });
    expect(guest('standard', 1, START - DAY)).toMatchObject({ refundCents: 1, keptCents: 0 });
  });

  it('tells the last moment of the full refund', () => {
    expect(fullRefundDeadline('standard', START)).toBe(START - 7 * DAY);
    expect(fullRefundDeadline('flexible', START)).toBe(START - DAY);
  });
});

describe('owner cancellations and ended requests', () => {
  it('refund everything, whenever', () => {
    for (const policy of cancellationPolicies) {
      expect(refundForCancellation({ policy, totalCents: 12_345, startsAt: START, cancelledAt: START + HOUR, by: 'owner' })).toEqual({
        refundCents: 12_345,
        keptCents: 0,
        reason: 'Full refund: the venue owner cancelled the booking',
      });
    }
    expect(refundForEndedRequest(9_999, 'declined')).toEqual({ refundCents: 9_999, keptCents: 0, reason: 'Full refund: the venue owner declined the request' });
    expect(refundForEndedRequest(9_999, 'expired').reason).toBe('Full refund: the venue owner did not answer the request in time');
    expect(refundForEndedRequest(9_999, 'withdrawn').refundCents).toBe(9_999);
  });

  it('refuses totals that are not whole, non-negative cents', () => {
    for (const totalCents of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => guest('flexible', totalCents, START)).toThrow(RangeError);
      expect(() => refundForEndedRequest(totalCents, 'declined')).toThrow(RangeError);
    }
  });
});

describe('refund properties', () => {
  const policy = fc.constantFrom(...cancellationPolicies);
  const by = fc.constantFrom<CancelledBy>('guest', 'owner');
  const total = fc.integer({ min: 0, max: 10_000_000 });
  // Cancellation times from 30 days before to 2 days after the start, to the millisecond.
  const offset = fc.integer({ min: -30 * DAY, max: 2 * DAY });

  it('refund + kept = total, both whole and 0 ≤ refund ≤ total', () => {
    fc.assert(
      fc.property(policy, by, total, offset, (policy, by, totalCents, offset) => {
        const { refundCents, keptCents } = refundForCancellation({ policy, totalCents, startsAt: START, cancelledAt: START + offset, by });
        expect(Number.isSafeInteger(refundCents) && Number.isSafeInteger(keptCents)).toBe(true);
        expect(refundCents + keptCents).toBe(totalCents);
        expect(refundCents).toBeGreaterThanOrEqual(0);
        expect(refundCents).toBeLessThanOrEqual(totalCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('never refunds more for cancelling later', () => {
    fc.assert(
      fc.property(policy, total, offset, offset, (policy, totalCents, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(guest(policy, totalCents, START + later).refundCents).toBeLessThanOrEqual(guest(policy, totalCents, START + earlier).refundCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('refunds a guest everything, half (odd cent to the guest) or nothing, and never more than an owner cancellation would', () => {
    fc.assert(
      fc.property(policy, total, offset, (policy, totalCents, offset) => {
        const refund = guest(policy, totalCents, START + offset).refundCents;
        expect([totalCents, Math.ceil(totalCents / 2), 0]).toContain(refund);
        const owner = refundForCancellation({ policy, totalCents, startsAt: START, cancelledAt: START + offset, by: 'owner' }).refundCents;
        expect(owner).toBe(totalCents);
        expect(refund).toBeLessThanOrEqual(owner);
      }),
      { numRuns: 1000 },
    );
  });
});
