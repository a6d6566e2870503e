import { describe, expect, it } from 'vitest';
import { appendEntries, auditLedger, balanceOfPot, balances, type LedgerEntry } from './ledger.rules.ts';

const e = (kind: LedgerEntry['kind'], contributionId: string, potId: string, amountCents: number): LedgerEntry => ({
  kind,
  contributionId,
  potId,
  amountCents,
  idempotencyKey: `${kind}:${contributionId}`,
  at: 0,
});

describe('ledger', () => {
  const entries = [e('charge', 'a', 'p1', 1000), e('fee', 'a', 'p1', 59), e('charge', 'b', 'p1', 500), e('refund', 'b', 'p1', 500), e('charge', 'c', 'p2', 700), e('release', 'c', 'p2', 700)];

  it('keeps charged − refunded − released = held per pot and overall; fees stay outside', () => {
    const { pots, platform } = balances(entries);
    expect(pots.get('p1')).toEqual({ charged: 1500, refunded: 500, released: 0, commission: 0, fees: 59, held: 1000 });
    expect(pots.get('p2')).toEqual({ charged: 700, refunded: 0, released: 700, commission: 0, fees: 0, held: 0 });
    expect(platform).toEqual({ charged: 2200, refunded: 500, released: 700, commission: 0, fees: 59, held: 1000 });
    expect(balanceOfPot(entries, 'none').held).toBe(0);
    expect(auditLedger(entries)).toEqual([]);
  });

  it('takes a marketplace commission out of held like a release, and refuses more out than in', () => {
    const order = (kind: LedgerEntry['kind'], amount: number, key: string): LedgerEntry => ({ ...e(kind, 'order:o1', 'order:o1', amount), idempotencyKey: key, shopOrderId: 'o1' });
    const placed = [order('charge', 10_000, 'c'), order('refund', 2_000, 'r'), order('commission', 800, 'm'), order('release', 7_200, 'l')];
    expect(balances(placed).platform).toEqual({ charged: 10_000, refunded: 2_000, released: 7_200, commission: 800, fees: 0, held: 0 });
    expect(auditLedger(placed)).toEqual([]);
    expect(auditLedger([...placed, order('commission', 1, 'm2')])).toContain('contribution order:o1 paid out more than charged');
  });

  it('never books one idempotency key twice and refuses bad amounts', () => {
    const once = appendEntries([], [e('charge', 'a', 'p1', 1000)]);
    expect(appendEntries(once, [e('charge', 'a', 'p1', 1000), e('charge', 'a', 'p1', 999)])).toHaveLength(1);
    expect(() => appendEntries([], [e('charge', 'x', 'p1', 0)])).toThrow();
    expect(() => appendEntries([], [e('charge', 'x', 'p1', 1.5)])).toThrow();
  });

  it('audits what must never happen', () => {
    expect(auditLedger([e('charge', 'a', 'p', 100), e('charge', 'a', 'p', 100)])).toContain('duplicate idempotency key charge:a');
    expect(auditLedger([e('charge', 'a', 'p', 100), e('refund', 'a', 'p', 100), e('release', 'a', 'p', 100)])).toEqual(
      expect.arrayContaining(['contribution a both refunded and released', 'contribution a paid out more than charged', 'negative held in p']),
    );
  });
});

describe('venue booking entries', () => {
  const entry = (kind: 'charge' | 'refund' | 'release', amountCents: number) => ({
    kind,
    contributionId: 'booking:b1',
    potId: 'booking:b1',
    bookingId: 'b1',
    amountCents,
    idempotencyKey: `booking-${kind}:b1`,
    at: 1,
  });

  it('may be partly refunded and partly released, never beyond the charge', () => {
    expect(auditLedger([entry('charge', 30_001), entry('refund', 15_001), entry('release', 15_000)])).toEqual([]);
    expect(auditLedger([entry('charge', 30_001), entry('refund', 15_001), entry('release', 15_001)])).toEqual([
      'contribution booking:b1 paid out more than charged',
      'negative held in booking:b1',
      'negative held in platform',
    ]);
  });
});
