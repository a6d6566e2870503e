import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, applyToBook, dueActions, emptyBook, newContribution, type BookAction, type Contribution, type MoneyBook } from './contribution.rules.ts';
import { HOLD_MS, type PotFunding } from './hold.rules.ts';
import { auditLedger, balances } from './ledger.rules.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 12);
const pending = () => newContribution({ id: 'c1', potId: 'p1', amountCents: 2500, createdAt: T0 });
const held = (): Contribution => applyEvent(pending(), { type: 'payment_succeeded', at: T0 }).contribution;

describe('contribution state machine', () => {
  it('books a charge (and the fee apart) on success and holds for 24 hours', () => {
    const t = applyEvent(pending(), { type: 'payment_succeeded', at: T0, feeCents: 103 });
    expect(t.outcome.kind).toBe('applied');
    expect(t.contribution).toMatchObject({ status: 'succeeded', succeededAt: T0, heldUntil: T0 + HOLD_MS });
    expect(t.entries.map((e) => [e.kind, e.amountCents, e.idempotencyKey])).toEqual([
      ['charge', 2500, 'charge:c1'],
      ['fee', 103, 'fee:c1'],
    ]);
  });

  it('refuses amounts that are not positive whole cents', () => {
    for (const amountCents of [0, -5, 1.5, Number.NaN]) {
      expect(() => newContribution({ id: 'x', potId: 'p', amountCents, createdAt: T0 })).toThrow();
    }
  });

  it('lets the contributor cancel in the window with a full refund, and not after', () => {
    const inWindow = applyEvent(held(), { type: 'cancel', at: T0 + HOLD_MS - 1 });
    expect(inWindow.contribution).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect(inWindow.entries).toMatchObject([{ kind: 'refund', amountCents: 2500, idempotencyKey: 'refund:c1' }]);
    expect(applyEvent(inWindow.contribution, { type: 'cancel', at: T0 + 2 }).outcome.kind).toBe('ignored');
    expect(applyEvent(held(), { type: 'cancel', at: T0 + HOLD_MS }).outcome).toEqual({
      kind: 'rejected',
      message: 'The 24-hour protection has ended, so this contribution can no longer be cancelled',
    });
  });

  it('releases only after the hold, once, and never a cancelled or refunded contribution', () => {
    expect(applyEvent(held(), { type: 'release', at: T0 + HOLD_MS - 1 }).outcome).toEqual({ kind: 'rejected', message: 'The 24-hour protection has not ended yet' });
    const released = applyEvent(held(), { type: 'release', at: T0 + HOLD_MS });
    expect(released.entries).toMatchObject([{ kind: 'release', idempotencyKey: 'release:c1' }]);
    expect(applyEvent(released.contribution, { type: 'release', at: T0 + HOLD_MS + 5 }).outcome.kind).toBe('ignored');
    const refunded = applyEvent(held(), { type: 'refund', at: T0 + 1, reason: 'host' }).contribution;
    expect(applyEvent(refunded, { type: 'release', at: T0 + 2 * HOLD_MS }).outcome).toEqual({ kind: 'rejected', message: 'A cancelled or refunded contribution is never released' });
    expect(applyEvent(pending(), { type: 'release', at: T0 + 2 * HOLD_MS }).outcome.kind).toBe('rejected');
  });

  it('refunds only while held; a released contribution is refused', () => {
    const released = applyEvent(held(), { type: 'release', at: T0 + HOLD_MS }).contribution;
    const t = applyEvent(released, { type: 'refund', at: T0 + HOLD_MS + 1, reason: 'admin' });
    expect(t.outcome.kind).toBe('rejected');
    expect(t.entries).toEqual([]);
    expect(applyEvent(pending(), { type: 'refund', at: T0, reason: 'host' }).outcome).toEqual({ kind: 'rejected', message: 'Only a held contribution can be refunded' });
  });

  it('handles late and out-of-order webhooks', () => {
    // A failure after success is late; a success after a failure is a retry that went through.
    expect(applyEvent(held(), { type: 'payment_failed', at: T0 + 1 }).outcome.kind).toBe('ignored');
    const failed = applyEvent(pending(), { type: 'payment_failed', at: T0 }).contribution;
    expect(applyEvent(failed, { type: 'payment_succeeded', at: T0 + 5 }).contribution.status).toBe('succeeded');
    // Cancelled while the payment was in flight, then it succeeded: charged and refunded at once.
    const cancelled = applyEvent(pending(), { type: 'cancel', at: T0 }).contribution;
    expect(cancelled.status).toBe('cancelled');
    const late = applyEvent(cancelled, { type: 'payment_succeeded', at: T0 + 1 });
    expect(late.contribution).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect(late.entries.map((e) => e.kind)).toEqual(['charge', 'refund']);
    // The provider's refund notice arrives before its success notice.
    const early = applyEvent(pending(), { type: 'refund', at: T0, reason: 'provider' });
    expect(early.entries.map((e) => e.kind)).toEqual(['charge', 'refund']);
    expect(applyEvent(early.contribution, { type: 'payment_succeeded', at: T0 + 1 }).outcome.kind).toBe('ignored');
  });
});

describe('money book and scheduler', () => {
  const allOrNothing: PotFunding = { targetCents: 5000, deadline: T0 + 48 * HOUR, refundIfTargetMissed: true };

  function run(book: MoneyBook, actions: BookAction[]): MoneyBook {
    return actions.reduce((b, action) => applyToBook(b, action).book, book);
  }

  it('keeps an all-or-nothing pot held past 24 h until the target is met', () => {
    let book = run(emptyBook({ p: allOrNothing }), [
      { type: 'create', contributionId: 'a', potId: 'p', amountCents: 3000, at: T0 },
      { type: 'payment_succeeded', contributionId: 'a', at: T0 },
    ]);
    expect(dueActions(book, T0 + 30 * HOUR)).toEqual({ release: [], refundTargetMissed: [] });
    expect(applyToBook(book, { type: 'release', contributionId: 'a', at: T0 + 30 * HOUR }).outcome).toEqual({ kind: 'rejected', message: 'Not due for release yet' });
    book = run(book, [
      { type: 'create', contributionId: 'b', potId: 'p', amountCents: 2000, at: T0 + 30 * HOUR },
      { type: 'payment_succeeded', contributionId: 'b', at: T0 + 30 * HOUR },
    ]);
    expect(dueActions(book, T0 + 31 * HOUR)).toEqual({ release: ['a'], refundTargetMissed: [] });
  });

  it('refunds every held contribution when the target is missed at the deadline, and only once', () => {
    let book = run(emptyBook({ p: allOrNothing }), [
      { type: 'create', contributionId: 'a', potId: 'p', amountCents: 3000, at: T0 },
      { type: 'payment_succeeded', contributionId: 'a', at: T0 },
    ]);
    expect(dueActions(book, T0 + 48 * HOUR - 1).refundTargetMissed).toEqual([]);
    const due = dueActions(book, T0 + 48 * HOUR);
    expect(due).toEqual({ release: [], refundTargetMissed: ['a'] });
    book = run(
      book,
      due.refundTargetMissed.map((id) => ({ type: 'refund', reason: 'target_missed', contributionId: id, at: T0 + 48 * HOUR }) as const),
    );
    expect(balances(book.entries).platform).toMatchObject({ charged: 3000, refunded: 3000, held: 0 });
    expect(dueActions(book, T0 + 49 * HOUR)).toEqual({ release: [], refundTargetMissed: [] });
  });

  it('answers unknown contributions and repeated creations', () => {
    expect(applyToBook(emptyBook(), { type: 'cancel', contributionId: 'x', at: T0 }).outcome).toEqual({ kind: 'rejected', message: 'Unknown contribution' });
    const book = run(emptyBook(), [{ type: 'create', contributionId: 'a', potId: 'p', amountCents: 100, at: T0 }]);
    expect(applyToBook(book, { type: 'create', contributionId: 'a', potId: 'p', amountCents: 999, at: T0 }).book).toBe(book);
  });
});

describe('ledger properties (any sequence, replays and reordering)', () => {
  const pots: Record<string, PotFunding> = {
    open: { targetCents: null, deadline: null, refundIfTargetMissed: false },
    target: { targetCents: 6000, deadline: T0 + 40 * HOUR, refundIfTargetMissed: true },
    soft: { targetCents: 6000, deadline: T0 + 40 * HOUR, refundIfTargetMissed: false },
  };
  const id = fc.constantFrom('c0', 'c1', 'c2', 'c3', 'c4', 'c5');
  // Times are drawn independently, so events arrive in any order relative to each other.
  const at = fc.integer({ min: 0, max: 80 }).map((h) => T0 + h * HOUR);
  const action: fc.Arbitrary<BookAction | { type: 'scheduler'; at: number }> = fc.oneof(
    fc.record({ type: fc.constant('create' as const), contributionId: id, potId: fc.constantFrom('open', 'target', 'soft'), amountCents: fc.integer({ min: 1, max: 5000 }), at }),
    fc.record({ type: fc.constant('payment_succeeded' as const), contributionId: id, at, feeCents: fc.integer({ min: 0, max: 200 }) }),
    fc.record({ type: fc.constant('payment_failed' as const), contributionId: id, at }),
    fc.record({ type: fc.constant('cancel' as const), contributionId: id, at }),
    fc.record({ type: fc.constant('refund' as const), contributionId: id, at, reason: fc.constantFrom('target_missed', 'host', 'admin', 'provider') }),
    fc.record({ type: fc.constant('release' as const), contributionId: id, at }),
    fc.record({ type: fc.constant('scheduler' as const), at }),
  );
  // A script plus replays: each replay re-delivers an earlier action (webhook duplicate).
  const script = fc.tuple(fc.array(action, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 20 }), fc.array(fc.nat(), { maxLength: 20 })).map(([actions, replayFrom, replayTo]) => {
    const out = [...actions];
    replayFrom.forEach((from, i) => {
      if (actions.length === 0) return;
      out.splice((replayTo[i] ?? 0) % (out.length + 1), 0, actions[from % actions.length]!);
    });
    return out;
  });

  function step(book: MoneyBook, a: BookAction | { type: 'scheduler'; at: number }): MoneyBook {
    if (a.type !== 'scheduler') return applyToBook(book, a).book;
    const due = dueActions(book, a.at);
    let next = book;
    for (const contributionId of due.refundTargetMissed) next = applyToBook(next, { type: 'refund', reason: 'target_missed', contributionId, at: a.at }).book;
    for (const contributionId of due.release) next = applyToBook(next, { type: 'release', contributionId, at: a.at }).book;
    // A second run at the same time finds nothing left to do.
    expect(dueActions(next, a.at)).toEqual({ release: [], refundTargetMissed: [] });
    return next;
  }

  it('keeps charged − refunded − released = held ≥ 0, one entry per key, and never releases a cancelled or refunded payment', () => {
    fc.assert(
      fc.property(script, (actions) => {
        let book = emptyBook(pots);
        const withdrawn = new Set<string>();
        for (const a of actions) {
          const before = book;
          book = step(book, a);
          // Idempotence: delivering the same action again right away changes nothing.
          if (a.type !== 'scheduler') {
            const again = applyToBook(book, a);
            expect(again.book.entries).toHaveLength(book.entries.length);
            expect(again.book.contributions).toEqual(book.contributions);
          }
          expect(auditLedger(book.entries)).toEqual([]);
          const { pots: perPot, platform } = balances(book.entries);
          for (const b of [...perPot.values(), platform]) {
            expect(b.charged - b.refunded - b.released).toBe(b.held);
            expect(b.held).toBeGreaterThanOrEqual(0);
          }
          // The ledger agrees with the states: held is exactly the succeeded contributions.
          for (const potId of Object.keys(pots)) {
            const heldByState = Object.values(book.contributions)
              .filter((c) => c.potId === potId && c.status === 'succeeded')
              .reduce((sum, c) => sum + c.amountCents, 0);
            expect(perPot.get(potId)?.held ?? 0).toBe(heldByState);
          }
          for (const c of Object.values(book.contributions)) {
            if (c.status === 'cancelled' || c.status === 'refunded') withdrawn.add(c.id);
            if (withdrawn.has(c.id)) expect(c.status === 'cancelled' || c.status === 'refunded').toBe(true);
          }
          for (const e of book.entries) if (e.kind === 'release') expect(withdrawn.has(e.contributionId)).toBe(false);
          // A release in an all-or-nothing pot means its target was reached.
          const target = perPot.get('target');
          if (target && target.released > 0 && before.entries.filter((e) => e.potId === 'target' && e.kind === 'release').length === 0) {
            expect(target.charged - target.refunded).toBeGreaterThanOrEqual(pots.target!.targetCents!);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
