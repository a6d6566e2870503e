import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerDeadline,
  checkBookingTransition,
  holdsSlot,
  initialBookingStatus,
  paymentDeadline,
  scheduledAction,
  statusAfterPayment,
  type BookingAction,
  type BookingActor,
  type BookingState,
} from './booking.rules.ts';
import { answerRequestInputSchema, bookingRequestInputSchema, bookingStatuses, cancelBookingInputSchema } from './booking.schema.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REQUESTED = Date.UTC(2026, 10, 20, 12);
const START = REQUESTED + 10 * DAY;
const END = START + 4 * HOUR;

const pending = (over: Partial<BookingState> = {}): BookingState => ({
  status: 'pending',
  startsAt: START,
  endsAt: END,
  respondBy: answerDeadline(REQUESTED, START),
  totalCents: 40_001,
  cancellationPolicy: 'standard',
  ...over,
});
const confirmed = (over: Partial<BookingState> = {}) => pending({ status: 'confirmed', ...over });

describe('booking requests', () => {
  it('start pending (request) or confirmed (instant)', () => {
    expect(initialBookingStatus('request')).toBe('pending');
    expect(initialBookingStatus('instant')).toBe('confirmed');
  });

  it('must be answered within 24 hours, and before the start', () => {
    expect(answerDeadline(REQUESTED, START)).toBe(REQUESTED + DAY);
    expect(answerDeadline(REQUESTED, REQUESTED + 5 * HOUR)).toBe(REQUESTED + 5 * HOUR);
  });

  it('are confirmed by the owner before the deadline only', () => {
    expect(checkBookingTransition(pending(), 'confirm', 'owner', REQUESTED + DAY - 1)).toEqual({ ok: true, status: 'confirmed', refund: null });
    expect(checkBookingTransition(pending(), 'confirm', 'owner', REQUESTED + DAY)).toEqual({
      ok: false,
      message: 'This request expired: the answer deadline has passed',
      alreadyDone: false,
    });
    expect(checkBookingTransition(pending(), 'confirm', 'guest', REQUESTED)).toMatchObject({ ok: false, message: 'Only the venue owner can confirm a request' });
  });

  it('refund in full when declined, expired or withdrawn', () => {
    expect(checkBookingTransition(pending(), 'decline', 'owner', REQUESTED + HOUR)).toEqual({
      ok: true,
      status: 'declined',
      refund: { refundCents: 40_001, keptCents: 0, reason: 'Full refund: the venue owner declined the request' },
    });
    expect(checkBookingTransition(pending(), 'expire', 'system', REQUESTED + DAY - 1)).toMatchObject({ ok: false, message: 'The answer deadline has not passed yet' });
    expect(checkBookingTransition(pending(), 'expire', 'system', REQUESTED + DAY)).toMatchObject({ ok: true, status: 'expired', refund: { refundCents: 40_001 } });
    expect(checkBookingTransition(pending(), 'cancel', 'guest', REQUESTED + HOUR)).toMatchObject({ ok: true, status: 'cancelled', refund: { refundCents: 40_001 } });
    expect(checkBookingTransition(pending(), 'cancel', 'owner', REQUESTED + HOUR)).toMatchObject({ ok: false, message: 'Decline the request instead of cancelling it' });
  });
});

describe('bookings waiting for their payment', () => {
  const awaiting = (over: Partial<BookingState> = {}) => pending({ status: 'awaiting_payment', respondBy: paymentDeadline(REQUESTED, START), ...over });

  it('hold the slot for 30 minutes (never past the start)', () => {
    expect(paymentDeadline(REQUESTED, START)).toBe(REQUESTED + 30 * 60_000);
    expect(paymentDeadline(REQUESTED, REQUESTED + 60_000)).toBe(REQUESTED + 60_000);
    expect(holdsSlot(awaiting(), REQUESTED + 30 * 60_000 - 1)).toBe(true);
    expect(holdsSlot(awaiting(), REQUESTED + 30 * 60_000)).toBe(false);
    expect(scheduledAction(awaiting(), REQUESTED + 30 * 60_000)).toBe('abandon');
    expect(scheduledAction(awaiting(), REQUESTED)).toBeNull();
  });

  it('become a request or a confirmed booking once paid in time, else are refunded', () => {
    const paidAt = REQUESTED + 10 * 60_000;
    expect(statusAfterPayment(awaiting(), 'request', paidAt)).toEqual({ status: 'pending', respondBy: paidAt + DAY });
    expect(statusAfterPayment(awaiting(), 'instant', paidAt)).toEqual({ status: 'confirmed', respondBy: null });
    expect(statusAfterPayment(awaiting(), 'instant', REQUESTED + 30 * 60_000)).toEqual({ status: 'abandoned', refund: true });
    expect(statusAfterPayment(awaiting({ status: 'abandoned' }), 'instant', paidAt)).toEqual({ status: 'abandoned', refund: true });
    expect(statusAfterPayment(confirmed(), 'instant', paidAt)).toBeNull();
  });

  it('are let go by the guest at any time and by the system after the deadline, never by the owner', () => {
    expect(checkBookingTransition(awaiting(), 'cancel', 'guest', REQUESTED)).toEqual({ ok: true, status: 'abandoned', refund: null });
    expect(checkBookingTransition(awaiting(), 'abandon', 'system', REQUESTED)).toMatchObject({ ok: false, message: 'The payment deadline has not passed yet' });
    expect(checkBookingTransition(awaiting(), 'abandon', 'system', REQUESTED + 30 * 60_000)).toMatchObject({ ok: true, status: 'abandoned' });
    expect(checkBookingTransition(awaiting(), 'confirm', 'owner', REQUESTED)).toMatchObject({ ok: false, message: 'This booking is waiting for its payment' });
    expect(checkBookingTransition(awaiting(), 'abandon', 'owner', REQUESTED)).toMatchObject({ ok: false });
  });
});

describe('confirmed bookings', () => {
  it('are cancelled by the guest under the policy, by the owner with a full refund', () => {
    expect(checkBookingTransition(confirmed(), 'cancel', 'guest', START - DAY)).toEqual({
      ok: true,
      status: 'cancelled',
      refund: { refundCents: 20_001, keptCents: 20_000, reason: '50% refund: cancelled less than 7 days before the start (standard policy)' },
    });
    expect(checkBookingTransition(confirmed({ cancellationPolicy: 'flexible' }), 'cancel', 'guest', START - DAY)).toMatchObject({ refund: { refundCents: 40_001 } });
    expect(checkBookingTransition(confirmed(), 'cancel', 'owner', START + HOUR)).toMatchObject({ ok: true, refund: { refundCents: 40_001, keptCents: 0 } });
    expect(checkBookingTransition(confirmed(), 'cancel', 'guest', END)).toMatchObject({ ok: false, message: 'This booking has already ended' });
    expect(checkBookingTransition(confirmed(), 'cancel', 'system', START)).toMatchObject({ ok: false });
  });

  it('complete on their own once they end', () => {
    expect(checkBookingTransition(confirmed(), 'complete', 'system', END - 1)).toMatchObject({ ok: false, message: 'This booking has not ended yet' });
    expect(checkBookingTransition(confirmed(), 'complete', 'system', END)).toEqual({ ok: true, status: 'completed', refund: null });
    expect(checkBookingTransition(confirmed(), 'complete', 'owner', END)).toMatchObject({ ok: false });
    expect(checkBookingTransition(confirmed(), 'decline', 'owner', START - DAY)).toMatchObject({ ok: false, message: 'A confirmed booking can only be cancelled' });
  });

  it('marks a replayed action as already done', () => {
    expect(checkBookingTransition(confirmed(), 'confirm', 'owner', REQUESTED)).toEqual({ ok: false, message: 'This booking is already confirmed', alreadyDone: true });
    expect(checkBookingTransition(pending({ status: 'expired' }), 'expire', 'system', END)).toEqual({ ok: false, message: 'This request expired without an answer', alreadyDone: true });
    expect(checkBookingTransition(pending({ status: 'expired' }), 'confirm', 'owner', END)).toMatchObject({ alreadyDone: false });
  });
});

describe('slots and the scheduler', () => {
  it('hold the slot while confirmed, or pending until the answer deadline', () => {
    const deadline = REQUESTED + DAY;
    expect(holdsSlot(pending(), deadline - 1)).toBe(true);
    expect(holdsSlot(pending(), deadline)).toBe(false);
    expect(holdsSlot(confirmed({ respondBy: null }), END + DAY)).toBe(true);
    for (const status of ['declined', 'expired', 'cancelled', 'completed'] as const) expect(holdsSlot(pending({ status }), REQUESTED)).toBe(false);
  });

  it('names what is due', () => {
    expect(scheduledAction(pending(), REQUESTED + DAY - 1)).toBeNull();
    expect(scheduledAction(pending(), REQUESTED + DAY)).toBe('expire');
    expect(scheduledAction(confirmed(), END - 1)).toBeNull();
    expect(scheduledAction(confirmed(), END)).toBe('complete');
    expect(scheduledAction(pending({ status: 'cancelled' }), END)).toBeNull();
  });

  it('only ever follows the allowed edges, whatever is tried in whatever order', () => {
    const allowed = new Set(['awaiting_payment→abandoned', 'pending→confirmed', 'pending→declined', 'pending→expired', 'pending→cancelled', 'confirmed→cancelled', 'confirmed→completed']);
    const step = fc.record({
      action: fc.constantFrom<BookingAction>('confirm', 'decline', 'expire', 'cancel', 'complete', 'abandon'),
      by: fc.constantFrom<BookingActor>('guest', 'owner', 'system'),
      at: fc.integer({ min: REQUESTED, max: END + DAY }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom('awaiting_payment' as const, 'pending' as const, 'confirmed' as const),
        fc.array(step, { maxLength: 12 }),
        fc.integer({ min: 0, max: 100_000 }),
        (status, steps, totalCents) => {
          let booking = pending({ status, totalCents });
          for (const { action, by, at } of steps) {
            const result = checkBookingTransition(booking, action, by, at);
            if (!result.ok) continue;
            expect(allowed.has(`${booking.status}→${result.status}`)).toBe(true);
            if (result.refund) {
              expect(result.refund.refundCents + result.refund.keptCents).toBe(totalCents);
              expect(result.status).toBe(action === 'decline' ? 'declined' : action === 'expire' ? 'expired' : 'cancelled');
            }
            booking = { ...booking, status: result.status };
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('booking schemas', () => {
  it('take a date, quarter-hour minutes and the party size; never a price', () => {
    expect(bookingRequestInputSchema.parse({ date: '2026-12-05', startMinute: 840, endMinute: 1440, guests: 12, message: '  Hi!  ' })).toEqual({
      date: '2026-12-05',
      startMinute: 840,
      endMinute: 1440,
      guests: 12,
      message: 'Hi!',
    });
    expect(bookingRequestInputSchema.safeParse({ date: '2026-12-05', startMinute: 840, endMinute: 900, guests: 1, totalCents: 1 }).success).toBe(false);
    expect(bookingRequestInputSchema.safeParse({ date: '2026-12-05', startMinute: 845, endMinute: 900, guests: 1 }).success).toBe(false);
    expect(bookingRequestInputSchema.safeParse({ date: '2026-12-05', startMinute: 900, endMinute: 900, guests: 1 }).success).toBe(false);
    expect(bookingRequestInputSchema.safeParse({ date: '2026-02-30', startMinute: 840, endMinute: 900, guests: 1 }).success).toBe(false);
    expect(bookingRequestInputSchema.safeParse({ date: '2026-12-05', startMinute: 840, endMinute: 900, guests: 0 }).success).toBe(false);
    expect(answerRequestInputSchema.safeParse({ answer: 'maybe' }).success).toBe(false);
    expect(answerRequestInputSchema.parse({ answer: 'decline', message: 'Sorry, booked privately' }).answer).toBe('decline');
    expect(cancelBookingInputSchema.parse({})).toEqual({});
    expect(bookingStatuses).toHaveLength(8);
  });
});
