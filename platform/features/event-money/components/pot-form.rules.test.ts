import { describe, expect, it } from 'vitest';
import type { PotHostView } from '#core/domain/money/money-view.schema.ts';
import { deadlineToIso, newPotFields, potErrorsFromServer, potFieldsOf, toCreatePotInput, toUpdatePotInput } from './pot-form.rules.ts';

describe('toCreatePotInput', () => {
  it('turns the default event fund into the API input with whole cents', () => {
    const { input, errors } = toCreatePotInput({ ...newPotFields('event_fund'), title: 'Party fund' });
    expect(errors).toEqual({});
    expect(input).toEqual({
      kind: 'event_fund',
      wishlistItemId: null,
      title: 'Party fund',
      description: null,
      minCents: 500,
      maxCents: 50_000,
      targetCents: null,
      deadline: null,
      refundIfTargetMissed: false,
    });
  });

  it('keeps the wishlist item only for a gift pot, and asks for one', () => {
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'Fund', wishlistItemId: 'item-1' }).input?.wishlistItemId).toBeNull();
    expect(toCreatePotInput({ ...newPotFields('gift'), title: 'Bike' }).errors.wishlistItemId).toBe('Choose the wishlist item this pot is for');
    expect(toCreatePotInput({ ...newPotFields('gift'), title: 'Bike', wishlistItemId: 'item-1' }).input?.wishlistItemId).toBe('item-1');
  });

  it('shows each problem under its own field', () => {
    const { input, errors } = toCreatePotInput({ ...newPotFields('event_fund'), title: ' ', min: '0', max: 'lots' });
    expect(input).toBeUndefined();
    expect(errors.title).toBe('Give the pot a title');
    expect(errors.min).toMatch(/whole cents/);
    expect(errors.max).toBe('Enter an amount in dollars, like 20 or 20.50');
  });

  it('refuses fractional cents, negatives and a maximum below the minimum', () => {
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', min: '5.001' }).errors.min).toBe('Enter an amount in dollars, like 20 or 20.50');
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', min: '-5' }).errors.min).toMatch(/from \$0.01/);
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', target: '0' }).errors.target).toMatch(/from \$0.01/);
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', min: '50', max: '20' }).errors.max).toBe('The maximum must be at least the minimum');
  });

  it('needs a target and a deadline before it can promise refunds', () => {
    const { errors } = toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', refundIfTargetMissed: true });
    expect(errors.target).toBe('Set a target and a deadline to refund contributors when it is missed');
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', target: '300', refundIfTargetMissed: true }).errors).toStrictEqual({
      deadline: 'Set a deadline to refund contributors when the target is missed',
    });
    const { input } = toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', target: '300', deadline: '2027-03-01T18:00', refundIfTargetMissed: true });
    expect(input).toMatchObject({ targetCents: 30_000, refundIfTargetMissed: true, deadline: new Date('2027-03-01T18:00').toISOString() });
  });

  it('reports an unreadable deadline', () => {
    expect(toCreatePotInput({ ...newPotFields('event_fund'), title: 'F', deadline: 'next week' }).errors.deadline).toBe('Enter the deadline as a date and time');
    expect(deadlineToIso('nope')).toBe('nope');
  });
});

describe('toUpdatePotInput', () => {
  const pot = {
    id: 'pot-1',
    eventId: 'e',
    eventTitle: 'E',
    celebrantName: null,
    kind: 'gift',
    title: 'Bike',
    description: null,
    minCents: 1000,
    maxCents: 20_000,
    targetCents: 30_000,
    raisedCents: 0,
    deadline: null,
    refundIfTargetMissed: false,
    status: 'open',
    providerLabel: null,
    wishlistItemId: 'item-1',
    fundingStatus: 'open',
    balance: { chargedCents: 0, refundedCents: 0, releasedCents: 0, heldCents: 0, feesCents: 0 },
    contributionCount: 0,
    createdAt: '2026-11-21T12:00:00.000Z',
  } satisfies PotHostView;

  it('starts from the pot and sends only texts and limits', () => {
    const fields = potFieldsOf(pot);
    expect(fields).toMatchObject({ min: '10.00', max: '200.00', target: '300.00', wishlistItemId: 'item-1' });
    expect(toUpdatePotInput({ ...fields, title: 'Red bike', max: '250' }).input).toEqual({ title: 'Red bike', description: null, minCents: 1000, maxCents: 25_000 });
  });

  it('refuses limits the pot cannot have', () => {
    expect(toUpdatePotInput({ ...potFieldsOf(pot), min: '100', max: '50' }).errors.max).toBe('The maximum must be at least the minimum');
    expect(toUpdatePotInput({ ...potFieldsOf(pot), min: '' }).errors.min).toBe('Enter an amount');
  });
});

describe('potErrorsFromServer', () => {
  it('puts the API field names under the form fields and drops unknown ones', () => {
    expect(potErrorsFromServer({ minCents: 'Too low', deadline: 'Must be in the future', other: 'x' })).toEqual({ min: 'Too low', deadline: 'Must be in the future' });
  });
});
