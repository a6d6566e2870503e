import { describe, expect, it } from 'vitest';
import { applyEvent, newContribution, type Contribution } from './contribution.rules.ts';
import { cancellable, formatHoldLeft, fundingStatus, HOLD_MS, holdLabel, holdMsLeft, NO_TARGET, releaseDue, targetMissedRefunds, type PotFunding } from './hold.rules.ts';
import type { Balance } from './ledger.rules.ts';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 21, 12);
const pending = (id = 'c1') => newContribution({ id, potId: 'p', amountCents: 1000, createdAt: T0 });
const held = (id = 'c1'): Contribution => applyEvent(pending(id), { type: 'payment_succeeded', at: T0 }).contribution;
const balance = (charged: number, refunded = 0, released = 0): Balance => ({ charged, refunded, released, commission: 0, fees: 0, held: charged - refunded - released });

describe('24-hour hold', () => {
  it('is 24 hours', () => {
    expect(HOLD_MS).toBe(24 * HOUR);
    expect(held().heldUntil).toBe(T0 + 24 * HOUR);
  });

  it('is due for release exactly when the hold ends', () => {
    expect(releaseDue(held(), T0 + HOLD_MS - 1)).toBe(false);
    expect(releaseDue(held(), T0 + HOLD_MS)).toBe(true);
    expect(releaseDue(pending(), T0 + 2 * HOLD_MS)).toBe(false);
    expect(releaseDue(held(), T0 + HOLD_MS, 'open')).toBe(false);
    expect(releaseDue(held(), T0 + HOLD_MS, 'missed')).toBe(false);
    expect(releaseDue(held(), T0 + HOLD_MS, 'met')).toBe(true);
  });

  it('counts down in hours and minutes', () => {
    expect(holdMsLeft(held(), T0 + 1)).toBe(HOLD_MS - 1);
    expect(holdMsLeft(held(), T0 + 2 * HOLD_MS)).toBe(0);
    expect(holdMsLeft(pending(), T0)).toBeNull();
    expect(formatHoldLeft(HOLD_MS - 1)).toBe('23 h 59 min left');
    expect(formatHoldLeft(HOLD_MS)).toBe('24 h 0 min left');
    expect(formatHoldLeft(90 * 60_000)).toBe('1 h 30 min left');
    expect(formatHoldLeft(59_999)).toBe('less than 1 min left');
    expect(formatHoldLeft(0)).toBe('Protection ended');
  });

  it('labels each state', () => {
    expect(holdLabel(held(), T0 + HOUR)).toBe('Held — 23 h 0 min left');
    expect(holdLabel(held(), T0 + HOLD_MS)).toBe('Release due');
    expect(holdLabel(held(), T0 + HOLD_MS, 'open')).toBe('Held until the funding target is reached');
    expect(holdLabel(held(), T0 + HOLD_MS, 'missed')).toBe('Funding target missed — refund due');
    expect(holdLabel(pending(), T0)).toBe('Waiting for payment');
    expect(holdLabel(applyEvent(held(), { type: 'cancel', at: T0 + 1 }).contribution, T0)).toBe('Refunded');
    expect(holdLabel(applyEvent(held(), { type: 'release', at: T0 + HOLD_MS }).contribution, T0)).toBe('Released to the host');
    expect(holdLabel(applyEvent(pending(), { type: 'payment_failed', at: T0 }).contribution, T0)).toBe('Payment failed');
    expect(holdLabel(applyEvent(pending(), { type: 'cancel', at: T0 }).contribution, T0)).toBe('Cancelled');
  });

  it('lets the contributor cancel while pending or inside the window', () => {
    expect(cancellable(pending(), T0 + 100 * HOUR)).toBe(true);
    expect(cancellable(held(), T0 + HOLD_MS - 1)).toBe(true);
    expect(cancellable(held(), T0 + HOLD_MS)).toBe(false);
  });
});

describe('funding target', () => {
  const target: PotFunding = { targetCents: 5000, deadline: T0 + 48 * HOUR, refundIfTargetMissed: true };

  it('applies only with a target, a deadline and the refund choice', () => {
    expect(fundingStatus(NO_TARGET, balance(10), T0)).toBe('none');
    expect(fundingStatus({ ...target, refundIfTargetMissed: false }, balance(10), T0 + 100 * HOUR)).toBe('none');
    expect(fundingStatus({ ...target, deadline: null }, balance(10), T0 + 100 * HOUR)).toBe('none');
  });

  it('is open, met or missed', () => {
    expect(fundingStatus(target, balance(4999), T0)).toBe('open');
    expect(fundingStatus(target, balance(6000, 1001), T0)).toBe('open');
    expect(fundingStatus(target, balance(5000), T0)).toBe('met');
    expect(fundingStatus(target, balance(4999), T0 + 48 * HOUR)).toBe('missed');
    expect(fundingStatus(target, balance(5000), T0 + 48 * HOUR)).toBe('met');
    // Money already released commits the pot.
    expect(fundingStatus(target, balance(6000, 2000, 4000), T0 + 48 * HOUR)).toBe('met');
  });

  it('refunds every held contribution below target at the deadline', () => {
    const contributions = [held('a'), held('b'), pending('c'), applyEvent(held('d'), { type: 'cancel', at: T0 + 1 }).contribution];
    expect(targetMissedRefunds(contributions, 'missed')).toEqual(['a', 'b']);
    expect(targetMissedRefunds(contributions, 'open')).toEqual([]);
  });
});
