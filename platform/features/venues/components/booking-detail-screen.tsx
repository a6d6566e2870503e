import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { BOOKING_MESSAGE_MAX_LENGTH } from '#core/domain/venues/booking.schema.ts';
import { REVIEW_TEXT_MAX_LENGTH } from '#core/domain/venues/review.schema.ts';
import { cancellationPolicyDescriptions } from '#core/domain/venues/cancellation.rules.ts';
import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { ConfirmDialog } from '#platform/components/ui/confirm-dialog.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import { useAnswerBooking } from '../api/answer-booking.ts';
import type { BookingView } from '../api/booking-keys.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useBooking } from '../api/get-booking.ts';
import { usePayBooking } from '../api/pay-booking.ts';
import { useReplyToReview } from '../api/reply-to-review.ts';
import { useReviewBooking } from '../api/review-booking.ts';
import { AnswerRequestForm } from './answer-request-form.tsx';
import { BookingStatusChip, nextStepText } from './booking-card.tsx';
import { bookingPriceLines, formatBookingWhen, formatMoment, paymentSentence, refundPreview, timeLeft } from './booking-words.ts';
import { PriceLines } from './price-lines.tsx';
import { ReviewForm } from '#platform/components/review-form.tsx';
import { ReviewList } from './venue-reviews.tsx';

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/** A sentence about the booking's state for its reader, under the heading. */
function statusSentence(booking: BookingView): string | null {
  const guest = booking.role === 'guest';
  switch (booking.status) {
    case 'awaiting_payment':
      return guest ? 'Your booking is not made until you pay. The time is held for you meanwhile.' : null;
    case 'pending':
      return guest
        ? 'Your request is with the owner. You have paid; if the owner declines or does not answer in time, you get everything back.'
        : 'This guest asks for your venue and has paid. Accept or decline the request.';
    case 'confirmed':
      return guest ? 'Your booking is confirmed. The address is below.' : 'This booking is confirmed.';
    case 'declined':
      return guest ? 'The owner declined your request. Anything you paid is refunded in full.' : 'You declined this request; the guest is refunded in full.';
    case 'expired':
      return guest ? 'The owner did not answer in time. Anything you paid is refunded in full.' : 'This request expired without an answer; the guest is refunded in full.';
    case 'cancelled':
      return 'This booking was cancelled.';
    case 'completed':
      return guest ? 'This booking is over. We hope the party was great!' : 'This booking is over.';
    case 'abandoned':
      return guest ? 'This booking was not paid in time, so the time was let go. You can book again from the venue page.' : null;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Cancel with a confirmation that states the refund the policy gives right now. */
function CancelBooking({ booking, now }: { booking: BookingView; now: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking(booking.id);
  const withdrawing = booking.role === 'guest' && booking.status !== 'confirmed';
  const label = withdrawing ? 'Cancel request' : 'Cancel booking';
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={withdrawing ? 'Cancel this request?' : 'Cancel this booking?'}
        description={
          <>
            <span className="block font-semibold" data-testid="refund-preview">
              {refundPreview(booking, now)}
            </span>
            <span className="mt-1 block text-xs">The refund is worked out again the moment you confirm.</span>
          </>
        }
        cancelLabel={withdrawing ? 'Keep the request' : 'Keep the booking'}
        confirmLabel={label}
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(reason.trim() || undefined, { onSuccess: () => setOpen(false) })}
      >
        <div className="mb-4">
          <Label htmlFor={`cancel-reason-${booking.id}`}>{booking.role === 'guest' ? 'Reason, for the owner (optional)' : 'Reason, for the guest (optional)'}</Label>
          <textarea id={`cancel-reason-${booking.id}`} rows={2} maxLength={BOOKING_MESSAGE_MAX_LENGTH} className={textArea} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        {cancel.isError ? (
          <Alert tone="error" className="mb-4">
            {failureMessage(cancel.error, 'The booking could not be cancelled.', 'Please check your connection and try again.')}
          </Alert>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function PayNow({ booking, now }: { booking: BookingView; now: number }) {
  const pay = usePayBooking(booking.id);
  const navigate = useNavigate();
  const go = () =>
    pay.mutate(undefined, {
      onSuccess: (url) => {
        const local = sameOriginPath(url);
        if (local) void navigate(local);
        else window.location.assign(url);
      },
    });
  return (
    <div className="space-y-2 rounded-card border border-border bg-card p-4">
      <p className="font-semibold">
        {formatUsd(booking.price.totalCents)} to pay
        {booking.respondBy !== null ? ` by ${formatMoment(booking.respondBy)} (${timeLeft(booking.respondBy, now)})` : ''}.
      </p>
      <Button onClick={go} disabled={pay.isPending}>
        {pay.isPending ? 'Opening the checkout…' : 'Pay now'}
      </Button>
      {pay.isError ? <Alert tone="error">{failureMessage(pay.error, 'The checkout could not be opened.', 'Please check your connection and try again.')}</Alert> : null}
    </div>
  );
}

function AnswerRequest({ booking }: { booking: BookingView }) {
  const answer = useAnswerBooking();
  return (
    <section aria-labelledby="answer-heading" className="rounded-card border border-border bg-card p-4">
      <h2 id="answer-heading" className="text-lg font-bold">
        Answer the request
      </h2>
      {booking.respondBy !== null ? <p className="mb-3 text-sm text-muted-foreground">Answer by {formatMoment(booking.respondBy)}, or the request expires and the guest is refunded.</p> : null}
      <AnswerRequestForm
        guestName={booking.guestName ?? 'the guest'}
        onAnswer={(reply, message) => answer.mutate({ id: booking.id, answer: reply, ...(message ? { message } : {}) })}
        pending={answer.isPending ? (answer.variables?.answer ?? null) : null}
        error={answer.isError ? failureMessage(answer.error, 'The answer could not be sent.', 'Please check your connection and try again.') : null}
      />
    </section>
  );
}

function BookingReviewSection({ booking }: { booking: BookingView }) {
  const review = useReviewBooking(booking.id, booking.venue.id);
  const reply = useReplyToReview(booking.venue.id);
  if (booking.review) {
    const reviewerName = booking.role === 'guest' ? 'You' : (booking.guestName ?? 'The guest');
    return (
      <section aria-labelledby="review-heading">
        <h2 id="review-heading" className="text-xl font-bold">
          {booking.role === 'guest' ? 'Your review' : 'The guest’s review'}
        </h2>
        <ReviewList
          reviews={[{ ...booking.review, reviewerName }]}
          canReply={booking.role === 'owner'}
          onReply={(reviewId, text) => reply.mutate({ reviewId, text }, { onSuccess: () => undefined })}
          replyingTo={reply.isPending ? (reply.variables?.reviewId ?? null) : null}
          replyError={
            reply.isError && reply.variables
              ? { reviewId: reply.variables.reviewId, message: failureMessage(reply.error, 'The reply could not be posted.', 'Please check your connection and try again.') }
              : null
          }
        />
        {reply.isSuccess ? (
          <Alert tone="success" className="mt-3">
            Your reply is posted under the review on the venue page.
          </Alert>
        ) : null}
      </section>
    );
  }
  if (!booking.canReview) return null;
  return (
    <section className="rounded-card border border-border bg-card p-4">
      <ReviewForm
        heading="Write a review"
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        onSubmit={(input) => review.mutate(input)}
        pending={review.isPending}
        error={review.isError ? failureMessage(review.error, 'The review could not be posted.', 'Please check your connection and try again.') : null}
      />
    </section>
  );
}

/**
 * "Message the owner" (guest) and "Message the guest" (owner): one conversation per booking
 * between its two sides, with the booking as its context. The owner does not see an unpaid
 * booking, so until it is paid the guest writes about the venue, as from the venue page.
 */
function bookingMessageLink(booking: BookingView): string {
  const guest = booking.role === 'guest';
  if (guest && (booking.status === 'awaiting_payment' || booking.status === 'abandoned')) {
    return `/messages/new?${new URLSearchParams({ type: 'venue', id: booking.venue.id, name: booking.venue.title }).toString()}`;
  }
  const name = guest ? booking.venue.title || 'the owner' : (booking.guestName ?? 'the guest');
  return `/messages/new?${new URLSearchParams({ type: 'booking', id: booking.id, name, about: `${booking.venue.title || 'the venue'}, ${formatBookingWhen(booking)}` }).toString()}`;
}

/** The booking's page, for its guest (/bookings/:id) or its venue's owner (/host/bookings/:id). */
export function BookingDetailView({ booking, now = Date.now(), paid = false }: { booking: BookingView; now?: number; paid?: boolean }) {
  const guest = booking.role === 'guest';
  const lines = bookingPriceLines(booking);
  const next = nextStepText(booking, now);
  const sentence = statusSentence(booking);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
        <Link to={guest ? '/bookings' : '/host/bookings'} className="hover:underline">
          {guest ? 'My bookings' : 'Bookings of your venues'}
        </Link>{' '}
        / <span aria-current="page">{booking.venue.title || 'Booking'}</span>
      </nav>
      {paid && guest ? (
        <Alert tone="success" className="mt-4">
          {booking.status === 'awaiting_payment'
            ? 'Thank you! We are confirming your payment with the bank; this page updates in a moment.'
            : booking.status === 'pending'
              ? 'Thank you for your payment! Your request is with the owner, who answers within 24 hours.'
              : booking.status === 'confirmed'
                ? 'Thank you for your payment! Your booking is confirmed.'
                : 'Thank you for your payment!'}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-extrabold">{booking.venue.title || 'Untitled venue'}</h1>
        <BookingStatusChip booking={booking} className="text-sm" />
      </div>
      {sentence ? <p className="mt-2 text-muted-foreground">{sentence}</p> : null}
      {next ? <p className="mt-1 font-medium">{next}</p> : null}

      <div className="mt-6 space-y-6">
        {guest && booking.status === 'awaiting_payment' ? <PayNow booking={booking} now={now} /> : null}
        {booking.canAnswer ? <AnswerRequest booking={booking} /> : null}

        <section aria-labelledby="details-heading" className="rounded-card border border-border bg-card p-5">
          <h2 id="details-heading" className="sr-only">
            Booking details
          </h2>
          <dl className="space-y-3">
            <Row label="When">{formatBookingWhen(booking)}</Row>
            <Row label="Guests">{booking.guests}</Row>
            {booking.guestName && !guest ? <Row label="Booked by">{booking.guestName}</Row> : null}
            <Row label="Where">
              <Link to={`/venues/${encodeURIComponent(booking.venue.id)}`} className="font-medium text-primary hover:underline">
                {booking.venue.title || 'The venue'}
              </Link>
              <span className="block">
                {booking.venue.streetAddress ? `${booking.venue.streetAddress}, ` : ''}
                {[booking.venue.city, booking.venue.state].filter(Boolean).join(', ')}
              </span>
              {booking.venue.streetAddress ? null : <span className="block text-sm text-muted-foreground">The street address is shared once the booking is confirmed.</span>}
            </Row>
            {booking.event ? (
              <Row label="For">
                <Link to={`/dashboard/events/${encodeURIComponent(booking.event.id)}`} className="font-medium text-primary hover:underline">
                  {booking.event.title}
                </Link>
              </Row>
            ) : null}
            {booking.message ? (
              <Row label={guest ? 'Your message' : 'Their message'}>
                <span className="whitespace-pre-line">{booking.message}</span>
              </Row>
            ) : null}
            {booking.answerMessage ? (
              <Row label={guest ? 'The owner’s answer' : 'Your answer'}>
                <span className="whitespace-pre-line">{booking.answerMessage}</span>
              </Row>
            ) : null}
            {booking.cancelReason ? (
              <Row label="Why it was cancelled">
                <span className="whitespace-pre-line">{booking.cancelReason}</span>
              </Row>
            ) : null}
            <Row label="Cancellation policy">{cancellationPolicyDescriptions[booking.cancellationPolicy]}</Row>
          </dl>
        </section>

        <section aria-labelledby="price-heading" className="rounded-card border border-border bg-card p-5">
          <h2 id="price-heading" className="text-lg font-bold">
            Price and payment
          </h2>
          <PriceLines lines={lines} totalCents={booking.price.totalCents} className="mt-2" />
          <p className="mt-3" data-testid="payment-state">
            {paymentSentence(booking)}
          </p>
          {booking.payment.refundReason ? <p className="text-sm text-muted-foreground">{booking.payment.refundReason}.</p> : null}
          {booking.payout ? (
            <p className="mt-2" data-testid="payout-state">
              {booking.payout.releasedAt !== null
                ? `Payout: ${formatUsd(booking.payout.amountCents)} sent to your payout account on ${formatMoment(booking.payout.releasedAt)}.`
                : booking.payout.amountCents === 0
                  ? 'Payout: nothing, everything was refunded.'
                  : booking.status === 'declined' || booking.status === 'expired'
                    ? 'Payout: nothing, the guest was refunded.'
                    : `Payout: ${formatUsd(booking.payout.amountCents)} due ${formatMoment(booking.payout.dueAt)} (24 hours after the end), to your connected payout account.`}
            </p>
          ) : null}
        </section>

        <BookingReviewSection booking={booking} />

        <div className="flex flex-wrap gap-3">
          {booking.canCancel ? <CancelBooking booking={booking} now={now} /> : null}
          <ButtonLink variant="outline" to={bookingMessageLink(booking)}>
            {guest ? 'Message the owner' : 'Message the guest'}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** /bookings/:id and /host/bookings/:id; ?paid=1 (back from the checkout) thanks the guest. */
export function BookingDetailScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paid = params.get('paid') === '1';
  const booking = useBooking(id);
  // Back from the checkout the payment may take a moment to land: look again a few times.
  const [checks, setChecks] = useState(0);
  const waiting = paid && booking.data?.status === 'awaiting_payment' && checks < 10;
  const { refetch } = booking;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setChecks((count) => count + 1);
      void refetch();
    }, 1500);
    return () => clearTimeout(timer);
  }, [waiting, checks, refetch]);
  useDocumentMeta(booking.data ? `Booking: ${booking.data.venue.title}` : 'Booking');
  if (booking.isPending) return <DashboardSkeleton />;
  if (booking.isError) {
    return <LoadError error={booking.error} notFoundTitle="Booking not found" notFoundText="There is no booking here, or it is not yours to see." failedTitle="The booking could not be loaded" />;
  }
  return <BookingDetailView booking={booking.data} paid={paid} />;
}
