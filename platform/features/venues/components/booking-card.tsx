import { Link } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { cx } from '#platform/lib/class-names.ts';
import type { BookingView } from '../api/booking-keys.ts';
import { bookingStatusLabel, bookingStatusTone, formatBookingWhen, formatMoment, paymentSentence, timeLeft } from './booking-words.ts';

const toneClass = {
  success: 'bg-success-surface text-success-text',
  waiting: 'bg-secondary text-secondary-foreground',
  ended: 'bg-muted text-muted-foreground',
} as const;

/** The booking's status in words, as a chip. */
export function BookingStatusChip({ booking, className }: { booking: Pick<BookingView, 'status' | 'role' | 'cancelledBy' | 'bookingMode' | 'canAnswer'>; className?: string }) {
  return (
    <span className={cx('inline-flex rounded-full px-3 py-1 text-xs font-semibold', toneClass[bookingStatusTone(booking.status)], className)} data-testid="booking-status">
      {bookingStatusLabel(booking)}
    </span>
  );
}

/** Where a booking's page lives for its guest and for its venue's owner. */
export function bookingPagePath(booking: Pick<BookingView, 'id' | 'role'>): string {
  return `${booking.role === 'owner' ? '/host/bookings' : '/bookings'}/${encodeURIComponent(booking.id)}`;
}

/** What the booking waits for next, if anything: the payment, the owner's answer, the payout. */
export function nextStepText(booking: BookingView, now: number): string | null {
  if (booking.status === 'awaiting_payment' && booking.respondBy !== null) {
    return booking.role === 'guest' ? `Pay by ${formatMoment(booking.respondBy)} (${timeLeft(booking.respondBy, now)}) or the time is let go.` : null;
  }
  if (booking.status === 'pending' && booking.respondBy !== null) {
    return booking.role === 'guest'
      ? `The owner answers by ${formatMoment(booking.respondBy)}; if not, you are refunded in full.`
      : `Answer by ${formatMoment(booking.respondBy)} (${timeLeft(booking.respondBy, now)}), or the request expires and the guest is refunded.`;
  }
  if (booking.role === 'owner' && booking.payout) {
    if (booking.payout.releasedAt !== null) return `Payout of ${formatUsd(booking.payout.amountCents)} sent on ${formatMoment(booking.payout.releasedAt)}.`;
    if (booking.payout.amountCents > 0 && (booking.status === 'confirmed' || booking.status === 'completed')) {
      return `Payout of ${formatUsd(booking.payout.amountCents)} due ${formatMoment(booking.payout.dueAt)} (24 hours after the end).`;
    }
    if (booking.payout.amountCents > 0 && booking.status === 'cancelled') return `Payout of ${formatUsd(booking.payout.amountCents)} (what the policy kept) due ${formatMoment(booking.payout.dueAt)}.`;
  }
  if (booking.role === 'guest' && booking.canReview) return 'It is over: tell others how it went with a review.';
  // Money on its way back (declined, expired, cancelled) is what the guest wants to read first.
  if (booking.role === 'guest' && ['refund_pending', 'refunded', 'partly_refunded'].includes(booking.payment.status)) return paymentSentence(booking);
  return null;
}

/**
 * One booking in a list: the venue, its status in words, the date and time in the venue's zone,
 * the party size, the total and what happens next. The title links to the booking's page.
 */
export function BookingCard({ booking, now = Date.now() }: { booking: BookingView; now?: number }) {
  const next = nextStepText(booking, now);
  return (
    <article className="relative flex gap-4 rounded-card border border-border bg-card p-4" aria-labelledby={`booking-${booking.id}-title`}>
      {booking.venue.imageUrl ? (
        <img src={booking.venue.imageUrl} alt="" className="h-20 w-24 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="h-20 w-24 shrink-0 rounded-md bg-muted" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`booking-${booking.id}-title`} className="font-semibold">
            <Link to={bookingPagePath(booking)} className="after:absolute after:inset-0 hover:underline focus-visible:outline-3 focus-visible:outline-ring">
              {booking.venue.title || 'Untitled venue'}
            </Link>
          </h3>
          <BookingStatusChip booking={booking} />
        </div>
        <p className="text-sm">{formatBookingWhen(booking)}</p>
        <p className="text-sm text-muted-foreground">
          {[
            booking.role === 'owner' && booking.guestName ? booking.guestName : null,
            booking.event ? `For ${booking.event.title}` : null,
            `${booking.guests} ${booking.guests === 1 ? 'guest' : 'guests'}`,
            [booking.venue.city, booking.venue.state].filter(Boolean).join(', ') || null,
            formatUsd(booking.price.totalCents),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {next ? <p className="text-sm font-medium">{next}</p> : null}
      </div>
    </article>
  );
}

/** A titled list of bookings, or a sentence when there are none. */
export function BookingList({ title, bookings, empty, now }: { title: string; bookings: BookingView[]; empty: string; now?: number }) {
  const headingId = `bookings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {bookings.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {bookings.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} {...(now === undefined ? {} : { now })} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
