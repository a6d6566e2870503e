import { bookingMoneyKey } from '#core/domain/money/idempotency.rules.ts';
import { statusAfterPayment } from '#core/domain/venues/booking.rules.ts';
import type { AppDeps } from '#worker/deps.ts';
import { ApiError } from '#worker/middleware/errors.ts';
import { sendBookingEmails } from '#worker/services/booking-emails.ts';
import { type CheckoutSessionDetails, PaymentError } from '#worker/services/payments/payment-provider.ts';
import { BOOKING_PAYOUT_DELAY_MS, bookingPaymentsRepo, type BookingMoneyRow } from './booking-payments.repo.ts';
import { payoutsRepo } from '../payouts/payouts.repo.ts';

/**
 * A venue booking's money (decision 028), through the same provider, ledger, webhook and
 * scheduler as contributions: the guest pays the whole total at booking (`booking-charge:<id>`),
 * gets back what core's cancellation rules decide (`booking-refund:<id>`, one refund per booking),
 * and the owner receives the rest 24 hours after the booking's end (`booking-transfer:<id>`,
 * booked as `booking-release:<id>`). Each step is an intent on the row, a keyed provider call and
 * a booking in the ledger, so a retry after a crash never moves money twice.
 */

const PAYMENTS_UNAVAILABLE = 'Payments are not available right now. Your time is held for 30 minutes: please try again in a minute.';

export async function startBookingCheckout(deps: AppDeps, bookingId: string, appOrigin: string): Promise<{ checkoutUrl: string }> {
  const found = await bookingPaymentsRepo.find(deps.db, bookingId);
  if (!found || found.booking.status !== 'awaiting_payment') throw new ApiError(409, 'This booking is not waiting for a payment.');
  const { booking } = found;
  if (booking.checkoutUrl && booking.provider === deps.payments.kind) return { checkoutUrl: booking.checkoutUrl };
  const returnTo = `${appOrigin}/bookings/${booking.id}`;
  let session;
  try {
    session = await deps.payments.createCheckoutSession({
      mode: 'payment',
      lineItem: { name: `${found.venueTitle}, ${booking.date}`, amountCents: booking.totalCents, currency: 'usd' },
      successUrl: `${returnTo}?paid=1`,
      cancelUrl: returnTo,
      metadata: { purpose: 'venue_booking', bookingId: booking.id },
      idempotencyKey: bookingMoneyKey('charge', booking.id),
    });
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    console.warn(`checkout for booking ${booking.id} not started: ${error.message}`);
    throw new ApiError(503, PAYMENTS_UNAVAILABLE, undefined, { 'Retry-After': '60' });
  }
  await bookingPaymentsRepo.setColumns(deps.db, booking.id, { provider: deps.payments.kind, checkoutSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: deps.clock.now() });
  return { checkoutUrl: session.url };
}

/** The booking a provider event is about: by our id in the metadata (checked against the provider's ids), else by its ids. */
export async function bookingOfPayment(deps: AppDeps, metadata: Record<string, string>, paymentIntentId: string | null, sessionId: string | null): Promise<string | null> {
  const id = metadata.bookingId;
  if (id && id.length <= 100) {
    const found = await bookingPaymentsRepo.find(deps.db, id);
    if (!found) return null;
    const { booking } = found;
    if (paymentIntentId && booking.paymentIntentId && booking.paymentIntentId !== paymentIntentId) return null;
    if (sessionId && booking.checkoutSessionId && booking.checkoutSessionId !== sessionId) return null;
    return id;
  }
  if (paymentIntentId) return bookingPaymentsRepo.findByPaymentIntent(deps.db, paymentIntentId);
  if (sessionId) return bookingPaymentsRepo.findByCheckoutSession(deps.db, sessionId);
  return null;
}

/** The checkout of a booking completed: paid → the booking moves on (or, too late, is refunded). */
export async function onBookingCheckoutCompleted(deps: AppDeps, bookingId: string, session: CheckoutSessionDetails): Promise<boolean> {
  if (session.paymentIntentId) {
    const found = await bookingPaymentsRepo.find(deps.db, bookingId);
    if (found && !found.booking.paymentIntentId) await bookingPaymentsRepo.setColumns(deps.db, bookingId, { paymentIntentId: session.paymentIntentId });
  }
  if (session.paymentStatus !== 'paid') return true;
  return onBookingPaid(deps, bookingId, session.paymentIntentId);
}

/**
 * The guest's payment went through: the charge is booked with the booking's next status in one
 * write — a request now waits for the owner (24 hours from the payment), an instant booking is
 * confirmed. A payment that came after the slot was let go is booked and refunded in full at once.
 */
export async function onBookingPaid(deps: AppDeps, bookingId: string, paymentIntentId: string | null): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await bookingPaymentsRepo.find(deps.db, bookingId);
    if (!found) return false;
    const { booking } = found;
    if (booking.paidAt !== null) return false; // a replay: the charge is booked already
    const now = deps.clock.now();
    const next = statusAfterPayment(booking, booking.bookingMode, now);
    if (!next) return false;
    const pi = booking.paymentIntentId ?? paymentIntentId;
    const charge = { kind: 'charge' as const, amountCents: booking.totalCents, idempotencyKey: bookingMoneyKey('charge', booking.id), providerRef: pi, at: now };
    const patch: Partial<BookingMoneyRow> =
      next.status === 'abandoned'
        ? {
            status: 'abandoned',
            respondBy: null,
            paidAt: now,
            paymentIntentId: pi,
            refundCents: booking.totalCents,
            refundReason: 'Full refund: the payment arrived after the time was no longer held',
            refundRequestedAt: now,
          }
        : { status: next.status, respondBy: next.respondBy, paidAt: now, paymentIntentId: pi };
    if (!(await bookingPaymentsRepo.save(deps.db, booking, patch, [charge], now))) continue;
    if (next.status === 'abandoned') {
      await finishBookingRefund(deps, booking.id);
      await sendBookingEmails(deps, booking.id, 'refunded-late-payment');
    } else {
      await sendBookingEmails(deps, booking.id, next.status === 'pending' ? 'requested' : 'booked');
    }
    return true;
  }
  return false;
}

/** The provider let the checkout go (expired unpaid): the booking lets its slot go too. */
export async function onBookingCheckoutExpired(deps: AppDeps, bookingId: string): Promise<boolean> {
  const found = await bookingPaymentsRepo.find(deps.db, bookingId);
  if (!found || found.booking.status !== 'awaiting_payment' || found.booking.paidAt !== null) return false;
  return bookingPaymentsRepo.save(deps.db, found.booking, { status: 'abandoned', respondBy: null, checkoutUrl: null }, [], deps.clock.now());
}

/**
 * Sends the refund marked on the row (the amount core's rules gave) under `booking-refund:<id>`
 * and books it. Any provider trouble leaves the mark: the money jobs ask again with the same key.
 */
export async function finishBookingRefund(deps: AppDeps, bookingId: string): Promise<'refunded' | 'in_progress'> {
  const found = await bookingPaymentsRepo.find(deps.db, bookingId);
  if (!found) return 'in_progress';
  const { booking } = found;
  if (booking.refundedAt !== null) return 'refunded';
  if (booking.refundRequestedAt === null || !booking.refundCents || !booking.paymentIntentId) return 'in_progress';
  let refundId: string;
  try {
    const result = await deps.payments.refund({
      paymentIntentId: booking.paymentIntentId,
      amountCents: booking.refundCents,
      idempotencyKey: bookingMoneyKey('refund', booking.id),
      reason: 'requested_by_customer',
      metadata: { purpose: 'venue_booking', bookingId: booking.id },
    });
    refundId = result.refundId;
  } catch (error) {
    if (error instanceof PaymentError) {
      console.warn(`refund of booking ${booking.id} not finished: ${error.message}`);
      return 'in_progress';
    }
    throw error;
  }
  return (await bookBookingRefund(deps, booking.id, refundId)) ? 'refunded' : 'in_progress';
}

/** Books a marked refund the provider confirmed (from the call above or from its refund event). */
export async function bookBookingRefund(deps: AppDeps, bookingId: string, refundId: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await bookingPaymentsRepo.find(deps.db, bookingId);
    if (!found) return false;
    const { booking } = found;
    if (booking.refundedAt !== null) return true;
    if (booking.refundRequestedAt === null || !booking.refundCents) return false;
    const now = deps.clock.now();
    const entry = { kind: 'refund' as const, amountCents: booking.refundCents, idempotencyKey: bookingMoneyKey('refund', booking.id), providerRef: refundId, at: now };
    if (await bookingPaymentsRepo.save(deps.db, booking, { refundId, refundedAt: now }, [entry], now)) return true;
  }
  return false;
}

export interface BookingMoneyReport {
  refunded: number;
  paidOut: number;
  waitingForPayoutAccount: number;
  failures: number;
}

/**
 * The scheduler's money work for bookings: finish refunds a crash or an outage interrupted, then
 * pay each owner's due share to their connected payout account. Without an account (or before
 * onboarding is done) the share waits on the platform, as a contribution's does.
 */
export async function runBookingMoneyJobs(deps: AppDeps): Promise<BookingMoneyReport> {
  const report: BookingMoneyReport = { refunded: 0, paidOut: 0, waitingForPayoutAccount: 0, failures: 0 };
  for (const { id } of await bookingPaymentsRepo.listUnfinishedRefunds(deps.db, 200)) {
    if ((await finishBookingRefund(deps, id)) === 'refunded') report.refunded += 1;
    else report.failures += 1;
  }
  const now = deps.clock.now();
  for (const due of await bookingPaymentsRepo.listPayoutsDue(deps.db, now, 200)) {
    const outcome = await payOutBooking(deps, due.id, due.ownerId);
    if (outcome === 'paid') report.paidOut += 1;
    else if (outcome === 'no-account') report.waitingForPayoutAccount += 1;
    else if (outcome === 'failed') report.failures += 1;
  }
  return report;
}

async function payOutBooking(deps: AppDeps, bookingId: string, ownerId: string | null): Promise<'paid' | 'no-account' | 'failed' | 'skipped'> {
  const found = await bookingPaymentsRepo.find(deps.db, bookingId);
  if (!found || found.booking.releasedAt !== null) return 'skipped';
  let { booking } = found;
  const shareCents = booking.totalCents - (booking.refundCents ?? 0);
  if (shareCents <= 0 || booking.endsAt + BOOKING_PAYOUT_DELAY_MS > deps.clock.now()) return 'skipped';
  if (booking.refundRequestedAt !== null && booking.refundedAt === null) return 'skipped'; // the refund goes first
  // A transfer already asked for goes again to the same account under the same key.
  let destination = booking.payoutAccountId;
  if (booking.payoutRequestedAt === null || destination === null) {
    const account = ownerId ? await payoutsRepo.findByUser(deps.db, ownerId) : undefined;
    if (!account || !account.payoutsEnabled || account.provider !== deps.payments.kind) return 'no-account';
    await bookingPaymentsRepo.claimPayout(deps.db, booking.id, account.accountId, deps.clock.now());
    const claimed = await bookingPaymentsRepo.find(deps.db, booking.id);
    if (!claimed?.booking.payoutAccountId) return 'skipped';
    booking = claimed.booking;
    destination = booking.payoutAccountId!;
  }
  let transferId: string;
  try {
    ({ transferId } = await deps.payments.transfer({
      amountCents: shareCents,
      currency: 'usd',
      destination,
      idempotencyKey: bookingMoneyKey('transfer', booking.id),
      transferGroup: `booking_${booking.id}`,
      metadata: { purpose: 'venue_booking', bookingId: booking.id },
    }));
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    console.warn(`payout of booking ${booking.id} not sent this run: ${message}`);
    return 'failed';
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.clock.now();
    const entry = { kind: 'release' as const, amountCents: shareCents, idempotencyKey: bookingMoneyKey('release', booking.id), providerRef: transferId, at: now };
    if (await bookingPaymentsRepo.save(deps.db, booking, { transferId, releasedAt: now }, [entry], now)) return 'paid';
    const again = await bookingPaymentsRepo.find(deps.db, booking.id);
    if (!again || again.booking.releasedAt !== null) return 'skipped';
    booking = again.booking;
  }
  return 'failed';
}
