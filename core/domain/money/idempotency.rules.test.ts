import { describe, expect, it } from 'vitest';
import { bookingMoneyKey, chargeKey, feeKey, idempotencyKey, IDEMPOTENCY_KEY_MAX_LENGTH, refundKey, releaseBatchId, releaseKey, transferKey } from './idempotency.rules.ts';

describe('idempotency keys', () => {
  it('derive from the operation only', () => {
    expect(chargeKey('c1')).toBe('charge:c1');
    expect(refundKey('c1')).toBe('refund:c1');
    expect(releaseKey('c1')).toBe('release:c1');
    expect(feeKey('c1')).toBe('fee:c1');
    expect(transferKey('b1')).toBe('transfer:b1');
    expect(idempotencyKey({ kind: 'charge', contributionId: 'c1' })).toBe(chargeKey('c1'));
  });

  it('refuse ids that could collide or overflow', () => {
    expect(() => chargeKey('')).toThrow();
    expect(() => chargeKey('a:b')).toThrow();
    expect(() => chargeKey('x'.repeat(231))).toThrow();
    expect(transferKey('x'.repeat(230)).length).toBeLessThanOrEqual(IDEMPOTENCY_KEY_MAX_LENGTH);
  });

  it('give a release batch the same id whatever the order of its contributions', () => {
    const a = releaseBatchId('pot1', ['c2', 'c1', 'c3']);
    expect(a).toBe(releaseBatchId('pot1', ['c1', 'c3', 'c2']));
    expect(a).not.toBe(releaseBatchId('pot1', ['c1', 'c2']));
    expect(a).not.toBe(releaseBatchId('pot2', ['c1', 'c2', 'c3']));
    expect(a).toMatch(/^pot1-[0-9a-f]{16}$/);
    expect(transferKey(a)).toBe(`transfer:${a}`);
  });
});

describe('booking money keys', () => {
  it('name the operation and the booking, apart from contribution keys', () => {
    expect(bookingMoneyKey('charge', 'bk_1')).toBe('booking-charge:bk_1');
    expect(bookingMoneyKey('transfer', 'bk_1')).toBe('booking-transfer:bk_1');
    expect(bookingMoneyKey('refund', 'bk_1')).not.toBe(refundKey('bk_1'));
    expect(() => bookingMoneyKey('refund', 'bk 1')).toThrow();
  });
});
