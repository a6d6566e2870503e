import { describe, expect, it } from 'vitest';
import type { BookingView } from '../api/booking-keys.ts';
import { bookingPriceLines, bookingStatusLabel, formatBookingDate, formatBookingWindow, paymentSentence, quoteRequestOf, refundPreview } from './booking-words.ts';

const HOUR = 3_600_000;
const startsAt = Date.UTC(2026, 11, 12, 14);

const paid = { status: 'paid' as const, paidAt: startsAt - 30 * 24 * HOUR, refundCents: null, refundReason: null, refundedAt: null };
const booking = {
  role: 'guest' as const,
  status: 'confirmed' as const,
  cancellationPolicy: 'flexible' as const,
  price: { pricePerHourCents: 8500, rentCents: 25_500, cleaningFeeCents: 5000, totalCents: 30_500 },
  startsAt,
  endsAt: startsAt + 3 * HOUR,
  payment: paid,
} satisfies Partial<BookingView>;

describe('bookingStatusLabel', () => {
  it('says each status from the reader’s side', () => {
    expect(bookingStatusLabel({ status: 'pending', role: 'guest', cancelledBy: null, bookingMode: 'request' })).toBe('Requested: waiting for the owner’s answer');
    expect(bookingStatusLabel({ status: 'pending', role: 'owner', cancelledBy: null, bookingMode: 'request' })).toBe('Request to answer');
    expect(bookingStatusLabel({ status: 'cancelled', role: 'guest', cancelledBy: 'owner', bookingMode: 'instant' })).toBe('Cancelled by the owner');
    expect(bookingStatusLabel({ status: 'cancelled', role: 'owner', cancelledBy: 'guest', bookingMode: 'instant' })).toBe('Cancelled by the guest');
    expect(bookingStatusLabel({ status: 'abandoned', role: 'guest', cancelledBy: null, bookingMode: 'instant' })).toBe('Not paid in time');
  });
});

describe('dates, times and prices', () => {
  it('writes the calendar date and the wall-clock window without shifting zones', () => {
    expect(formatBookingDate('2026-12-12')).toBe('Saturday, December 12, 2026');
    expect(formatBookingWindow(840, 1440)).toBe('2:00 PM – 12:00 AM');
  });
  it('lists the rent and the cleaning fee as the quote does', () => {
    expect(bookingPriceLines(booking)).toEqual([
      { label: '$85.00 × 3 hours', amountCents: 25_500 },
      { label: 'Cleaning fee', amountCents: 5000 },
    ]);
  });
  it('says the payment state', () => {
    expect(paymentSentence({ ...booking, payment: { ...paid, status: 'refunded', refundCents: 30_500 } })).toBe('$305.00 refunded to your card (everything paid).');
    expect(paymentSentence({ ...booking, role: 'owner', payment: { ...paid, status: 'partly_refunded', refundCents: 15_250 } })).toBe('$152.50 of $305.00 refunded to the guest.');
    expect(paymentSentence({ ...booking, payment: { ...paid, status: 'not_required', paidAt: null } })).toBe('Free: nothing to pay.');
  });
});

describe('refundPreview', () => {
  it('gives everything back under the flexible policy a day or more before, nothing after', () => {
    expect(refundPreview(booking, startsAt - 24 * HOUR)).toMatch(/^You get all \$305\.00 back\. Full refund/);
    expect(refundPreview(booking, startsAt - 23 * HOUR)).toMatch(/^You get nothing back \(\$305\.00 is kept\)\. No refund/);
  });
  it('gives half under the standard policy inside the week, and everything when the owner cancels or a request is withdrawn', () => {
    expect(refundPreview({ ...booking, cancellationPolicy: 'standard' }, startsAt - 48 * HOUR)).toMatch(/^You get \$152\.50 of \$305\.00 back\. 50% refund/);
    expect(refundPreview({ ...booking, role: 'owner' }, startsAt - HOUR)).toMatch(/^The guest gets all \$305\.00 back/);
    expect(refundPreview({ ...booking, status: 'pending' }, startsAt - HOUR)).toMatch(/^You get all \$305\.00 back\. Full refund: you withdrew/);
  });
  it('has nothing to refund when nothing was paid', () => {
    expect(refundPreview({ ...booking, status: 'awaiting_payment', payment: { ...paid, status: 'awaiting', paidAt: null } }, startsAt - HOUR)).toBe(
      'Nothing has been paid yet, so nothing is charged or refunded.',
    );
  });
});

describe('quoteRequestOf', () => {
  it('turns the fields into a window, a closing midnight included', () => {
    expect(quoteRequestOf({ date: '2026-12-12', start: '20:00', end: '00:00', guests: '12' }, 'UTC')).toEqual({ date: '2026-12-12', startMinute: 1200, endMinute: 1440, guests: 12 });
    expect(quoteRequestOf({ date: '2026-12-12', start: '14:00', end: '17:00', guests: '' }, 'UTC')).toEqual({ date: '2026-12-12', startMinute: 840, endMinute: 1020, guests: 1 });
  });
  it('says what is missing instead', () => {
    expect(quoteRequestOf({ date: '', start: '14:00', end: '17:00', guests: '2' }, 'UTC')).toEqual({ hint: 'Choose a date and times (the venue’s local time, UTC) to see the price.' });
    expect(quoteRequestOf({ date: '2026-12-12', start: '17:00', end: '14:00', guests: '2' }, 'UTC')).toEqual({ hint: 'The end time must be after the start time.' });
    expect(quoteRequestOf({ date: '2026-12-12', start: '14:00', end: '17:00', guests: '2.5' }, 'UTC')).toEqual({ hint: 'Guests must be a whole number, at least 1.' });
  });
});

describe('the owner’s pending request', () => {
  it('says when it can no longer be answered', () => {
    expect(bookingStatusLabel({ status: 'pending', role: 'owner', cancelledBy: null, bookingMode: 'request', canAnswer: false })).toBe('Request: the time to answer is over');
  });
});
