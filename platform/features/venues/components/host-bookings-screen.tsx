import { LoadError } from '#platform/components/load-error.tsx';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button, ButtonLink } from '#platform/components/ui/button.tsx';
import { DashboardSkeleton } from '#platform/components/ui/skeleton.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { useAnswerBooking } from '../api/answer-booking.ts';
import { usePayoutAccount, useStartOwnerOnboarding } from '../api/payout-account.ts';
import type { BookingView } from '../api/booking-keys.ts';
import { useHostBookings } from '../api/list-host-bookings.ts';
import { AnswerRequestForm, type Answer } from './answer-request-form.tsx';
import { BookingCard, BookingList } from './booking-card.tsx';
import { OwnerBookingCalendar } from './owner-booking-calendar.tsx';

/**
 * The owner's requests to answer: each with its window, party, message, total and deadline, and
 * Accept / Decline with an optional message. Props only, so stories show it full and empty.
 */
export function RequestList({
  requests,
  onAnswer,
  answering = null,
  error = null,
  now,
}: {
  requests: BookingView[];
  onAnswer: (id: string, answer: Answer, message: string) => void;
  /** The request being answered, and how. */
  answering?: { id: string; answer: Answer } | null;
  error?: { id: string; message: string } | null;
  now?: number;
}) {
  return (
    <section aria-labelledby="requests-heading" className="mt-8">
      <h2 id="requests-heading" className="text-xl font-bold">
        Requests to answer {requests.length > 0 ? <span className="ml-1 rounded-full bg-primary px-2 py-0.5 text-sm text-primary-foreground">{requests.length}</span> : null}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-border p-6 text-center text-muted-foreground">No requests waiting for your answer.</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {requests.map((request) => (
            <li key={request.id} className="space-y-3 rounded-card border border-primary/40 bg-card p-3">
              <BookingCard booking={request} {...(now === undefined ? {} : { now })} />
              {request.message ? (
                <blockquote className="border-l-2 border-border pl-3 text-sm whitespace-pre-line">
                  <span className="sr-only">{request.guestName ?? 'The guest'} wrote: </span>
                  {request.message}
                </blockquote>
              ) : null}
              <AnswerRequestForm
                guestName={request.guestName ?? 'the guest'}
                onAnswer={(answer, message) => onAnswer(request.id, answer, message)}
                pending={answering?.id === request.id ? answering.answer : null}
                error={error?.id === request.id ? error.message : null}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the owner's payouts go: a sentence when all is set, else the way to connect an account. */
function PayoutSetup() {
  const account = usePayoutAccount();
  const onboarding = useStartOwnerOnboarding('/host/bookings');
  if (account.isPending || account.isError) return null;
  if (account.data.connected && account.data.payoutsEnabled) {
    return <p className="mt-4 text-sm text-success-text">Payouts go to your connected payout account.</p>;
  }
  return (
    <section aria-labelledby="payout-setup-heading" className="mt-6 rounded-card border border-border bg-card p-5">
      <h2 id="payout-setup-heading" className="font-bold">
        {account.data.connected ? 'Finish setting up payouts' : 'Connect a payout account to be paid'}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Each booking is paid out 24 hours after it ends. Until an account is ready, the money waits, safely held.</p>
      <Button className="mt-3" onClick={() => onboarding.mutate()} disabled={onboarding.isPending}>
        {onboarding.isPending ? 'Opening…' : account.data.connected ? 'Finish setting up payouts' : 'Connect a payout account'}
      </Button>
      {onboarding.isError ? (
        <Alert tone="error" className="mt-3">
          {failureMessage(onboarding.error, 'The payout setup could not be opened.', 'Please check your connection and try again.')}
        </Alert>
      ) : null}
    </section>
  );
}

/** /host/bookings: the bookings of the member's venues — requests to answer, a month calendar, upcoming, past with the payout of each. */
export function HostBookingsScreen() {
  useDocumentMeta('Bookings of your venues');
  const bookings = useHostBookings();
  const answer = useAnswerBooking();
  if (bookings.isPending) return <DashboardSkeleton />;
  if (bookings.isError) return <LoadError error={bookings.error} notFoundTitle="Not found" notFoundText="" failedTitle="The bookings could not be loaded" />;
  const { requests, upcoming, past } = bookings.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">Bookings of your venues</h1>
          <p className="mt-1 text-muted-foreground">Answer requests within 24 hours; payouts go to your connected account 24 hours after each booking ends.</p>
        </div>
        <ButtonLink to="/host/venues" variant="outline">
          Your venues
        </ButtonLink>
      </div>
      <PayoutSetup />
      <RequestList
        requests={requests}
        onAnswer={(id, reply, message) => answer.mutate({ id, answer: reply, ...(message ? { message } : {}) })}
        answering={answer.isPending && answer.variables ? { id: answer.variables.id, answer: answer.variables.answer } : null}
        error={
          answer.isError && answer.variables ? { id: answer.variables.id, message: failureMessage(answer.error, 'The answer could not be sent.', 'Please check your connection and try again.') } : null
        }
      />
      <OwnerBookingCalendar bookings={[...requests, ...upcoming, ...past]} />
      <BookingList title="Upcoming" bookings={upcoming} empty="No upcoming bookings." />
      <BookingList title="Past" bookings={past} empty="No past bookings yet." />
    </div>
  );
}
