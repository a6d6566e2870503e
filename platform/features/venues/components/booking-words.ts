import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { formatMinuteOfDay12h, isIsoDate } from '#core/domain/venues/calendar-date.rules.ts';
import { refundForCancellation, refundForEndedRequest } from '#core/domain/venues/cancellation.rules.ts';
import type { PriceLine } from '#core/domain/venues/pricing.rules.ts';
import type { BookingView } from '../api/booking-keys.ts';
import type { QuoteRequest } from '../api/get-booking-quote.ts';
import { minuteOfTime } from './listing-form-values.ts';

/**
 * How the booking screens say things: a booking's status in words for its guest or its owner,
 * its date and times in the venue's zone, its price lines and its payment state. Plain functions,
 * so the list, the detail page, the stories and the unit test all read the same words.
 */

type StatusPart = Pick<BookingView, 'status' | 'role' | 'cancelledBy' | 'bookingMode'> & { canAnswer?: boolean };

export function bookingStatusLabel(booking: StatusPart): string {
  const guest = booking.role === 'guest';
  switch (booking.status) {
    case 'awaiting_payment':
      return guest ? 'Waiting for your payment' : 'Waiting for the guest’s payment';
    case 'pending':
      if (guest) return 'Requested: waiting for the owner’s answer';
      // Past its deadline the request expires at the scheduler's next run; it can no longer be answered.
      return booking.canAnswer === false ? 'Request: the time to answer is over' : 'Request to answer';
    case 'confirmed':
      return 'Confirmed';
    case 'declined':
      return guest ? 'Declined by the owner' : 'You declined';
    case 'expired':
      return guest ? 'Expired: the owner did not answer in time' : 'Expired: not answered in time';
    case 'cancelled':
      if (booking.cancelledBy === 'owner') return guest ? 'Cancelled by the owner' : 'Cancelled by you';
      if (booking.cancelledBy === 'guest') return guest ? 'Cancelled by you' : 'Cancelled by the guest';
      return 'Cancelled';
    case 'completed':
      return 'Completed';
    case 'abandoned':
      return 'Not paid in time';
  }
}

/** A tone for the status chip: good news green, endings grey, waiting amber. */
export function bookingStatusTone(status: BookingView['status']): 'success' | 'waiting' | 'ended' {
  if (status === 'confirmed' || status === 'completed') return 'success';
  if (status === 'awaiting_payment' || status === 'pending') return 'waiting';
  return 'ended';
}

/** "Saturday, December 12, 2026" for "2026-12-12" (a calendar date: no zone shifts it). */
export function formatBookingDate(date: string): string {
  const at = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(at)) return date;
  return new Date(at).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** "2:00 PM – 5:00 PM" of the venue's wall clock. */
export function formatBookingWindow(startMinute: number, endMinute: number): string {
  return `${formatMinuteOfDay12h(startMinute)} – ${formatMinuteOfDay12h(endMinute)}`;
}

/** The zone's short name where the browser knows one ("CST"), else the IANA name. */
export function zoneName(timeZone: string, at: number): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(at).find((entry) => entry.type === 'timeZoneName');
    return part?.value && !/^GMT[+-]/.test(part.value) ? part.value : timeZone;
  } catch {
    return timeZone;
  }
}

/** "Saturday, December 12, 2026 · 2:00 PM – 5:00 PM (CST)": the venue's local time. */
export function formatBookingWhen(booking: Pick<BookingView, 'date' | 'startMinute' | 'endMinute' | 'timeZone' | 'startsAt'>): string {
  return `${formatBookingDate(booking.date)} · ${formatBookingWindow(booking.startMinute, booking.endMinute)} (${zoneName(booking.timeZone, booking.startsAt)})`;
}

/** An instant (a deadline) in the reader's own time: "Dec 12, 2:30 PM". */
export function formatMoment(at: number, timeZone?: string): string {
  return new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/** "in 23 h 5 min", "in 12 min", or "now" for a deadline `at` seen at `now`. */
export function timeLeft(at: number, now: number): string {
  const minutes = Math.max(0, Math.floor((at - now) / 60_000));
  if (minutes <= 0) return 'now';
  const hours = Math.floor(minutes / 60);
  if (hours >= 48) return `in ${Math.floor(hours / 24)} days`;
  return hours > 0 ? `in ${hours} h ${minutes % 60} min` : `in ${minutes} min`;
}

/** The booking's price as lines ("$85.00 × 3 hours", "Cleaning fee"), like the quote's. */
export function bookingPriceLines(booking: Pick<BookingView, 'price' | 'startsAt' | 'endsAt'>): PriceLine[] {
  const hours = (booking.endsAt - booking.startsAt) / 3_600_000;
  const lines: PriceLine[] = [{ label: `${formatUsd(booking.price.pricePerHourCents)} × ${hours} ${hours === 1 ? 'hour' : 'hours'}`, amountCents: booking.price.rentCents }];
  if (booking.price.cleaningFeeCents > 0) lines.push({ label: 'Cleaning fee', amountCents: booking.price.cleaningFeeCents });
  return lines;
}

/** The payment in one sentence, from the guest's side or the owner's. */
export function paymentSentence(booking: Pick<BookingView, 'payment' | 'price' | 'role' | 'status'>): string {
  const { payment } = booking;
  const total = formatUsd(booking.price.totalCents);
  const refund = payment.refundCents ? formatUsd(payment.refundCents) : null;
  switch (payment.status) {
    case 'not_required':
      return 'Free: nothing to pay.';
    case 'awaiting':
      if (booking.status === 'abandoned') return 'Not paid: the slot was let go.';
      return booking.role === 'guest' ? `${total} to pay.` : `The guest has not paid ${total} yet.`;
    case 'paid':
      return `${total} paid${payment.paidAt ? ` on ${formatMoment(payment.paidAt)}` : ''}.`;
    case 'refund_pending':
      return `${refund ?? total} is being refunded${booking.role === 'guest' ? ' to your card' : ' to the guest'}.`;
    case 'refunded':
      return `${refund ?? total} refunded${booking.role === 'guest' ? ' to your card' : ' to the guest'} (everything paid).`;
    case 'partly_refunded':
      return `${refund ?? ''} of ${total} refunded${booking.role === 'guest' ? ' to your card' : ' to the guest'}.`;
  }
}

/**
 * What cancelling now would give back, for the confirmation dialog: core's rules on the policy
 * copied onto the booking. Only a preview: the server works it out again when the cancel arrives.
 */
export function refundPreview(booking: Pick<BookingView, 'role' | 'status' | 'cancellationPolicy' | 'price' | 'startsAt' | 'payment'>, now: number): string {
  if (booking.payment.status === 'not_required') return 'Nothing was paid for this booking, so there is nothing to refund.';
  if (booking.payment.paidAt === null) return 'Nothing has been paid yet, so nothing is charged or refunded.';
  const total = booking.price.totalCents;
  const refund =
    booking.role === 'guest' && booking.status === 'pending'
      ? refundForEndedRequest(total, 'withdrawn')
      : refundForCancellation({ policy: booking.cancellationPolicy, totalCents: total, startsAt: booking.startsAt, cancelledAt: now, by: booking.role });
  const who = booking.role === 'guest' ? 'You get' : 'The guest gets';
  if (refund.refundCents === 0) return `${booking.role === 'guest' ? 'You get nothing back' : 'The guest gets nothing back'} (${formatUsd(total)} is kept). ${refund.reason}.`;
  if (refund.keptCents === 0) return `${who} all ${formatUsd(total)} back. ${refund.reason}.`;
  return `${who} ${formatUsd(refund.refundCents)} of ${formatUsd(total)} back. ${refund.reason}.`;
}

/** The window the fields describe, or why they do not describe one yet. A closing "00:00" means midnight. */
export function quoteRequestOf(values: { date: string; start: string; end: string; guests: string }, timeZone: string): QuoteRequest | { hint: string } {
  const startMinute = minuteOfTime(values.start);
  let endMinute = minuteOfTime(values.end);
  if (endMinute === 0 && startMinute !== null && startMinute > 0) endMinute = 1440;
  if (!isIsoDate(values.date) || startMinute === null || endMinute === null) {
    return { hint: `Choose a date and times (the venue’s local time, ${timeZone}) to see the price.` };
  }
  if (endMinute <= startMinute) return { hint: 'The end time must be after the start time.' };
  const guests = Number(values.guests || '1');
  if (!Number.isInteger(guests) || guests < 1) return { hint: 'Guests must be a whole number, at least 1.' };
  return { date: values.date, startMinute, endMinute, guests };
}
