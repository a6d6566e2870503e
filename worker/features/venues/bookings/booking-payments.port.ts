import type { AppDeps } from '#worker/deps.ts';

/**
 * What the bookings need from the money feature (decision 028), handed in by createApp so the
 * venues feature never imports money: one payment path, one ledger, one webhook for everything.
 */
export interface BookingPaymentsPort {
  /** The provider's checkout for a booking waiting for its payment (the same page again on a second ask). */
  startCheckout(deps: AppDeps, bookingId: string, appOrigin: string): Promise<{ checkoutUrl: string }>;
  /** Sends the refund the rules decided (refund_cents, marked on the row) and books it; the scheduler finishes it if this fails. */
  finishRefund(deps: AppDeps, bookingId: string): Promise<'refunded' | 'in_progress'>;
}
