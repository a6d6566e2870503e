import { formatUsd } from '../../../../core/domain/money/money.schema.ts';
import { formatMinuteOfDay12h } from '../../../../core/domain/venues/calendar-date.rules.ts';
import type { PriceLine } from '../../../../core/domain/venues/pricing.rules.ts';
import type { BookingView } from '../api/booking-keys.ts';

/**
 * How the booking screens say things: a booking's status in words for its guest or its owner,
 * its date and times in the venue's zone, its price lines and its payment state. Plain functions,
 * so the list, the detail page, the stories and the unit test all read the same words.
 */

type StatusPart = Pick<BookingView, 'status' | 'role' | 'cancelledBy' | 'bookingMode'>;

export function bookingStatusLabel(booking: StatusPart): string {
  const guest = booking.role === 'guest';
  switch (booking.status) {
    case 'awaiting_payment':
      return guest ? 'Waiting for your payment' : 'Waiting for the guest’s payment';
    case 'pending':
      return guest ? 'Requested: waiting for the owner’s answer' : 'Request to answer';
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
