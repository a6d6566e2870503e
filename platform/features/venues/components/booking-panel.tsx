import { useId, useState, type FormEvent, type Ref } from 'react';
import { useDebouncedValue } from '#platform/lib/use-debounced-value.ts';
import { useNavigate } from 'react-router-dom';
import { formatUsd } from '#core/domain/money/amount.rules.ts';
import { BOOKING_MESSAGE_MAX_LENGTH } from '#core/domain/venues/booking.schema.ts';
import { cancellationPolicyDescriptions } from '#core/domain/venues/cancellation.rules.ts';
import type { BookingMode, CancellationPolicy } from '#core/domain/venues/listing.schema.ts';
import { hourlyPriceLabel, type PricedListing } from '#core/domain/venues/pricing.rules.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { Input, Select } from '#platform/components/ui/input.tsx';
import { Label } from '#platform/components/ui/label.tsx';
import { failureMessage, serverErrorText } from '#platform/lib/api-client.ts';
import { useCurrentUser } from '#platform/lib/current-user.ts';
import { sameOriginPath } from '#platform/lib/same-origin.ts';
import type { BookingQuote } from '../api/booking-keys.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useBookingQuote } from '../api/get-booking-quote.ts';
import { useEventsToBookFor } from '../api/list-hosted-events.ts';
import type { VenueDetail } from '../api/venue-keys.ts';
import { bookingDraft, forgetBookingDraft, rememberBookingDraft } from './booking-draft.ts';
import { quoteRequestOf } from './booking-words.ts';
import { tellEmbedOpener } from './embed-opener.ts';
import { PriceLines } from './price-lines.tsx';

export interface BookingPanelValues {
  date: string;
  start: string;
  end: string;
  guests: string;
  message: string;
  eventId: string;
}

/** What the panel shows under the fields: a hint, the server's quote, or why there is none. */
export type QuoteState = { kind: 'incomplete'; hint: string } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; quote: BookingQuote };

export type BookingViewer = 'signed-out' | 'member' | 'owner';

export interface BookingPanelListing extends PricedListing {
  minimumHours: number;
  timeZone: string;
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  maxGuests: number | null;
}

const textArea = 'block w-full rounded-lg border border-input bg-card px-3 py-2 text-sm text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring';

/**
 * The booking panel's face: the date, times, guests, an optional message and event, the server's
 * price lines and total, and the button ("Book now" for instant book, "Request to book" otherwise).
 * Everything it shows comes in through props, so stories show every state without a server.
 */
export function BookingPanelView({
  listing,
  values,
  onChange,
  quote,
  viewer,
  events = [],
  submitting = false,
  error = null,
  onBook,
  note,
  fromRef,
}: {
  listing: BookingPanelListing;
  values: BookingPanelValues;
  onChange: (field: keyof BookingPanelValues, value: string) => void;
  quote: QuoteState;
  viewer: BookingViewer;
  events?: { id: string; title: string }[];
  submitting?: boolean;
  error?: string | null;
  onBook: () => void;
  /** Replaces the button, e.g. for the owner looking at their own listing. */
  note?: string;
  /** The "From" field, focused after a date is chosen on the calendar. */
  fromRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const ready = quote.kind === 'ready' && quote.quote.available ? quote.quote : null;
  const mode = ready?.bookingMode ?? listing.bookingMode;
  const buttonLabel = mode === 'instant' ? 'Book now' : 'Request to book';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !submitting) onBook();
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-card border border-border bg-card p-5">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold">
        {hourlyPriceLabel(listing)}
      </h2>
      <p className="text-sm text-muted-foreground">
        Minimum {listing.minimumHours} {listing.minimumHours === 1 ? 'hour' : 'hours'}
        {listing.cleaningFeeCents > 0 ? ` · cleaning fee ${formatUsd(listing.cleaningFeeCents)}` : ''}
      </p>
      <form className="mt-4 grid grid-cols-2 gap-3" onSubmit={submit} noValidate>
        <div className="col-span-2">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input id={`${id}-date`} type="date" value={values.date} onChange={(event) => onChange('date', event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-start`}>From</Label>
          <Input id={`${id}-start`} ref={fromRef} type="time" step={900} value={values.start} onChange={(event) => onChange('start', event.target.value)} />
        </div>
        <div>
          <Label htmlFor={`${id}-end`}>Until</Label>
          <Input id={`${id}-end`} type="time" step={900} value={values.end} onChange={(event) => onChange('end', event.target.value)} />
        </div>
        <div className="col-span-2">
          <Label htmlFor={`${id}-guests`}>Guests</Label>
          <Input
            id={`${id}-guests`}
            type="number"
            min={1}
            {...(listing.maxGuests ? { max: listing.maxGuests } : {})}
            inputMode="numeric"
            value={values.guests}
            onChange={(event) => onChange('guests', event.target.value)}
          />
        </div>
        {viewer !== 'owner' ? (
          <>
            {viewer === 'member' && events.length > 0 ? (
              <div className="col-span-2">
                <Label htmlFor={`${id}-event`}>For which of your events? (optional)</Label>
                <Select id={`${id}-event`} value={values.eventId} onChange={(event) => onChange('eventId', event.target.value)}>
                  <option value="">Not for an event</option>
                  {events.map((event) => (
                    <option key={event.id} value={event.id}>
                      {event.title}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            <div className="col-span-2">
              <Label htmlFor={`${id}-message`}>Message to the owner (optional)</Label>
              <textarea
                id={`${id}-message`}
                rows={3}
                maxLength={BOOKING_MESSAGE_MAX_LENGTH}
                className={textArea}
                value={values.message}
                onChange={(event) => onChange('message', event.target.value)}
              />
            </div>
          </>
        ) : null}

        <div role="status" className="col-span-2 text-sm" aria-busy={quote.kind === 'loading'}>
          {quote.kind === 'incomplete' ? (
            <p className="text-muted-foreground">{quote.hint}</p>
          ) : quote.kind === 'loading' ? (
            <p className="text-muted-foreground">Checking the price and the time…</p>
          ) : quote.kind === 'failed' ? (
            <p className="font-medium text-danger-text">{quote.message}</p>
          ) : !quote.quote.available ? (
            <p className="font-medium text-danger-text">{quote.quote.message}</p>
          ) : (
            <PriceLines lines={quote.quote.lines} totalCents={quote.quote.totalCents} label="Price breakdown" />
          )}
        </div>

        {error ? (
          <Alert tone="error" className="col-span-2">
            {error}
          </Alert>
        ) : null}

        {note ? (
          <p className="col-span-2 rounded-lg bg-muted px-3 py-2 text-sm">{note}</p>
        ) : (
          <div className="col-span-2 space-y-2">
            <div className="flex items-center justify-between gap-3">
              <p className="text-sm">
                {ready ? (
                  <>
                    <span className="text-muted-foreground">Total </span>
                    <span className="text-lg font-extrabold tabular-nums" data-testid="booking-total">
                      {formatUsd(ready.totalCents)}
                    </span>
                  </>
                ) : null}
              </p>
              <Button type="submit" disabled={!ready || submitting}>
                {submitting ? (mode === 'instant' ? 'Booking…' : 'Sending…') : buttonLabel}
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">
              {viewer === 'signed-out'
                ? 'You will sign in or create an account first, then come back here to finish.'
                : mode === 'instant'
                  ? 'Instant book: confirmed as soon as you have paid.'
                  : 'You pay now; the owner answers within 24 hours, and a declined or unanswered request is refunded in full.'}{' '}
              {ready && ready.totalCents === 0 ? 'Nothing to pay for this booking.' : 'No service fee.'}
            </p>
            <p className="text-xs text-muted-foreground">{cancellationPolicyDescriptions[listing.cancellationPolicy]}</p>
          </div>
        )}
      </form>
    </section>
  );
}

/**
 * The venue page's booking panel: the server quotes the chosen window (the total next to the
 * button is always the server's), a member books it and goes to the checkout (or to the booking
 * when there is nothing to pay); a signed-out visitor goes to sign in and comes back with the
 * window kept in the address and the message (and event) kept in this tab's storage (booking-draft.ts).
 */
export function BookingPanel({
  venue,
  initial = {},
  now = Date.now(),
  date,
  onDateChange,
  fromRef,
}: {
  venue: VenueDetail;
  initial?: Partial<BookingPanelValues>;
  now?: number;
  /** The date, when the page holds it (the calendar chooses it too). */
  date?: string;
  onDateChange?: (date: string) => void;
  fromRef?: Ref<HTMLInputElement>;
}) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const viewer: BookingViewer = venue.viewerIsOwner ? 'owner' : user ? 'member' : 'signed-out';
  // The message and the event come back from this tab's storage after the sign-in redirect.
  const [own, setValues] = useState<BookingPanelValues>(() => ({ date: '', start: '', end: '', guests: '', message: '', eventId: '', ...bookingDraft(venue.id), ...initial }));
  const values = date === undefined ? own : { ...own, date };
  const asked = quoteRequestOf(values, venue.timeZone);
  const request = useDebouncedValue('hint' in asked ? null : asked, 300);
  const bookable = venue.status === 'published';
  const quote = useBookingQuote(venue.id, bookable && !('hint' in asked) ? request : null);
  const events = useEventsToBookFor(viewer === 'member', now);
  const book = useCreateBooking(venue.id);

  let state: QuoteState;
  if ('hint' in asked) state = { kind: 'incomplete', hint: asked.hint };
  else if (!bookable) state = { kind: 'incomplete', hint: 'Publish the listing to take bookings.' };
  else if (quote.isError) state = { kind: 'failed', message: serverErrorText(quote.error) ?? 'The price could not be checked. Please try again.' };
  else if (!quote.data || quote.isPlaceholderData || request === null || JSON.stringify(request) !== JSON.stringify(asked)) state = { kind: 'loading' };
  else state = { kind: 'ready', quote: quote.data };

  const onBook = () => {
    if ('hint' in asked) return;
    if (viewer === 'signed-out') {
      const back = `/venues/${encodeURIComponent(venue.id)}?${new URLSearchParams({ date: values.date, start: values.start, end: values.end, guests: String(asked.guests) }).toString()}`;
      void navigate(`/email-auth?${new URLSearchParams({ next: back }).toString()}`);
      return;
    }
    // A kept event that is no longer one of the member's (or another account's) is not sent.
    const eventId = values.eventId && (events.data ?? []).some((event) => event.id === values.eventId) ? values.eventId : null;
    book.mutate(
      { ...asked, ...(values.message.trim() ? { message: values.message.trim() } : {}), ...(eventId ? { eventId } : {}) },
      {
        onSuccess: ({ booking, checkoutUrl }) => {
          forgetBookingDraft(venue.id);
          // Opened from the venue widget on another site: tell that page (decision 030).
          tellEmbedOpener(venue.id, booking);
          if (!checkoutUrl) return void navigate(`/bookings/${encodeURIComponent(booking.id)}`);
          const local = sameOriginPath(checkoutUrl);
          if (local) void navigate(local);
          else window.location.assign(checkoutUrl);
        },
        onError: () => void quote.refetch(),
      },
    );
  };

  return (
    <BookingPanelView
      listing={venue}
      values={values}
      onChange={(field, value) => {
        book.reset();
        if (field === 'date' && onDateChange) onDateChange(value);
        if (field === 'message' || field === 'eventId') rememberBookingDraft(venue.id, { message: own.message, eventId: own.eventId, [field]: value });
        setValues((current) => ({ ...current, [field]: value }));
      }}
      {...(fromRef ? { fromRef } : {})}
      quote={state}
      viewer={viewer}
      events={events.data ?? []}
      submitting={book.isPending || book.isSuccess}
      error={book.isError ? failureMessage(book.error, 'The booking could not be made.', 'Please check your connection and try again.') : null}
      onBook={onBook}
      {...(viewer === 'owner'
        ? { note: bookable ? 'This is your venue: guests book it with this panel. Block dates on your listing to keep them free.' : 'Publish the listing to take bookings.' }
        : {})}
    />
  );
}
