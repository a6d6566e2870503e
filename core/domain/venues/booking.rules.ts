import { refundForCancellation, refundForEndedRequest, type Refund } from './cancellation.rules.ts';
import type { BookingStatus } from './booking.schema.ts';
import type { BookingMode, CancellationPolicy } from './listing.schema.ts';

/** An owner has 24 hours to answer a request (and never past the booking's start). */
export const REQUEST_ANSWER_HOURS = 24;
/**
 * How long a booking waits for its payment, holding the slot: as long as the shortest checkout the
 * provider allows (Stripe's Checkout sessions live at least 30 minutes), so nobody can sit on a slot.
 */
export const PAYMENT_WINDOW_MINUTES = 30;
const HOUR_MS = 3_600_000;

/**
 * Bookings waiting for their payment hold their slot until the payment deadline, pending requests
 * until the answer deadline (both stored as `respondBy`: whoever must act next), confirmed
 * bookings until cancelled.
 */
export const slotHoldingStatuses = ['awaiting_payment', 'pending', 'confirmed'] as const satisfies readonly BookingStatus[];

/** When a booking waiting for its payment stops holding the slot. */
export function paymentDeadline(createdAt: number, startsAt: number): number {
  return Math.min(createdAt + PAYMENT_WINDOW_MINUTES * 60_000, startsAt);
}

/**
 * Where a booking goes when its payment arrives at `paidAt`: an instant booking is confirmed, a
 * request waits for the owner (who has 24 hours from the payment). A payment that arrives after
 * the payment deadline, or for a booking abandoned meanwhile, does not take the slot any more: it
 * is refunded in full (`refund`), since another guest may have the slot by then.
 */
export function statusAfterPayment(
  booking: Pick<BookingState, 'status' | 'respondBy' | 'startsAt'>,
  mode: BookingMode,
  paidAt: number,
): { status: 'pending' | 'confirmed'; respondBy: number | null } | { status: 'abandoned'; refund: true } | null {
  if (booking.status === 'abandoned') return { status: 'abandoned', refund: true };
  if (booking.status !== 'awaiting_payment') return null;
  if (booking.respondBy === null || paidAt >= booking.respondBy) return { status: 'abandoned', refund: true };
  const status = initialBookingStatus(mode);
  return { status, respondBy: status === 'pending' ? answerDeadline(paidAt, booking.startsAt) : null };
}

export function initialBookingStatus(mode: BookingMode): 'pending' | 'confirmed' {
  return mode === 'instant' ? 'confirmed' : 'pending';
}

/** When an unanswered request expires: 24 hours after it was made, or at the start if sooner. */
export function answerDeadline(requestedAt: number, startsAt: number): number {
  return Math.min(requestedAt + REQUEST_ANSWER_HOURS * HOUR_MS, startsAt);
}

export type BookingActor = 'guest' | 'owner' | 'system';
export type BookingAction = 'confirm' | 'decline' | 'expire' | 'cancel' | 'complete' | 'abandon';

/** What the rules read of a booking. `cancellationPolicy` is the listing's policy copied when the booking was made. */
export interface BookingState {
  status: BookingStatus;
  startsAt: number;
  endsAt: number;
  /** The payment deadline while awaiting payment, the answer deadline while pending; null once confirmed. */
  respondBy: number | null;
  totalCents: number;
  cancellationPolicy: CancellationPolicy;
}

export type BookingTransitionResult =
  | { ok: true; status: BookingStatus; refund: Refund | null }
  /** `alreadyDone`: the booking is already where the action leads (a replayed scheduler run, a double click). */
  | { ok: false; message: string; alreadyDone: boolean };

const targetOf: Record<BookingAction, BookingStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  expire: 'expired',
  cancel: 'cancelled',
  complete: 'completed',
  abandon: 'abandoned',
};

const finalMessages: Partial<Record<BookingStatus, string>> = {
  declined: 'This request was declined',
  expired: 'This request expired without an answer',
  cancelled: 'This booking was cancelled',
  completed: 'This booking has already taken place',
  abandoned: 'This booking was never paid, so it was released',
};

/** Whether the booking holds its slot at `now` (what availability and the search count). */
export function holdsSlot(booking: Pick<BookingState, 'status' | 'respondBy'>, now: number): boolean {
  if (booking.status === 'confirmed') return true;
  return (booking.status === 'pending' || booking.status === 'awaiting_payment') && booking.respondBy !== null && now < booking.respondBy;
}

/** The change the scheduler owes a booking at `now`, if any: an overdue request expires, a finished booking completes. */
export function scheduledAction(booking: Pick<BookingState, 'status' | 'respondBy' | 'endsAt'>, now: number): 'expire' | 'complete' | 'abandon' | null {
  if (booking.status === 'awaiting_payment' && booking.respondBy !== null && now >= booking.respondBy) return 'abandon';
  if (booking.status === 'pending' && booking.respondBy !== null && now >= booking.respondBy) return 'expire';
  if (booking.status === 'confirmed' && now >= booking.endsAt) return 'complete';
  return null;
}

/**
 * Who may do what, when — and what the guest gets back:
 * - pending: the owner confirms (before the answer deadline) or declines; the system expires it
 *   from the deadline on; the guest withdraws it (cancel). Declined, expired, withdrawn: full refund.
 * - confirmed: the guest or the owner cancels until the end (guest: the policy decides the
 *   refund; owner: full refund); the system completes it from the end on.
 * - declined, expired, cancelled, completed are final.
 */
export function checkBookingTransition(booking: BookingState, action: BookingAction, by: BookingActor, at: number): BookingTransitionResult {
  const target = targetOf[action];
  const refuse = (message: string): BookingTransitionResult => ({ ok: false, message, alreadyDone: booking.status === target });
  const finalMessage = finalMessages[booking.status];
  if (finalMessage) return refuse(finalMessage);
  const to = (status: BookingStatus, refund: Refund | null = null): BookingTransitionResult => ({ ok: true, status, refund });

  if (booking.status === 'awaiting_payment') {
    // No money moved yet: the guest may walk away, and the system lets the slot go at the deadline.
    if (action !== 'abandon' && action !== 'cancel') return refuse('This booking is waiting for its payment');
    if (by === 'owner') return refuse("This booking is waiting for the guest's payment");
    if (by === 'system' && (booking.respondBy === null || at < booking.respondBy)) return refuse('The payment deadline has not passed yet');
    return to('abandoned');
  }

  if (booking.status === 'pending') {
    const overdue = booking.respondBy === null || at >= booking.respondBy;
    switch (action) {
      case 'confirm':
        if (by !== 'owner') return refuse('Only the venue owner can confirm a request');
        if (overdue) return refuse('This request expired: the answer deadline has passed');
        return to('confirmed');
      case 'decline':
        if (by !== 'owner') return refuse('Only the venue owner can decline a request');
        return to('declined', refundForEndedRequest(booking.totalCents, 'declined'));
      case 'expire':
        if (by !== 'system') return refuse('Requests expire on their own when the answer deadline passes');
        if (!overdue) return refuse('The answer deadline has not passed yet');
        return to('expired', refundForEndedRequest(booking.totalCents, 'expired'));
      case 'cancel':
        if (by === 'owner') return refuse('Decline the request instead of cancelling it');
        if (by !== 'guest') return refuse('Only the guest can withdraw a request');
        return to('cancelled', refundForEndedRequest(booking.totalCents, 'withdrawn'));
      case 'complete':
        return refuse('A request that was never confirmed cannot be completed');
      case 'abandon':
        return refuse('This request is paid: withdraw it instead');
    }
  }

  // confirmed
  switch (action) {
    case 'confirm':
      return refuse('This booking is already confirmed');
    case 'decline':
    case 'expire':
    case 'abandon':
      return refuse('A confirmed booking can only be cancelled');
    case 'cancel':
      if (by === 'system') return refuse('Only the guest or the venue owner can cancel a booking');
      if (at >= booking.endsAt) return refuse('This booking has already ended');
      return to('cancelled', refundForCancellation({ policy: booking.cancellationPolicy, totalCents: booking.totalCents, startsAt: booking.startsAt, cancelledAt: at, by }));
    case 'complete':
      if (by !== 'system') return refuse('Bookings complete on their own when they end');
      if (at < booking.endsAt) return refuse('This booking has not ended yet');
      return to('completed');
  }
}
