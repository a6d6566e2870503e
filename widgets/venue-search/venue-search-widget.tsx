/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatUsd } from '../../core/domain/money/amount.rules.ts';
import { venueTypeLabel } from '../../core/domain/venues/venue.rules.ts';
import type { EmbedVenueBooking, EmbedVenueCard, EmbedVenueList, EmbedVenueMonth, EmbedVenueQuote } from '../../core/embed/embed-venue.rules.ts';
import { useCakedayPopup } from '../core/cakeday-popup.ts';
import type { WidgetContext } from '../core/widget-contract.ts';
import { emitEmbedError } from '../core/widget-events.ts';
import { WidgetShell } from '../core/widget-shell.tsx';
import {
  bookingCreated,
  bookingOutcome,
  bookingPopupUrl,
  bookLabel,
  hourlyPrice,
  nextBookingCheckIn,
  quoteQuery,
  readVenueOptions,
  startsAtText,
  type WindowFields,
  type WindowRequest,
  windowRequestOf,
} from './venue-search.rules.ts';
import { Notice, problemOf, type Tone } from '../core/notice.tsx';

type Load = { state: 'loading' } | { state: 'ready'; venues: EmbedVenueCard[] } | { state: 'failed'; message: string; tone: Tone };
type QuoteState = { kind: 'hint'; text: string } | { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; quote: EmbedVenueQuote; request: WindowRequest };
type Phase = { kind: 'form' } | { kind: 'booking'; venue: EmbedVenueCard; url: string } | { kind: 'done'; venue: EmbedVenueCard; booking: EmbedVenueBooking };

const dayWords: Record<string, string> = {
  past: 'This day has passed.',
  'too-far-ahead': 'This day is too far ahead to book yet.',
  blocked: 'The venue is not available this day.',
  closed: 'The venue is closed this day.',
  'fully-booked': 'This day is fully booked.',
};

function timeIn(at: number, timeZone: string) {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));
}

/**
 * The venue widget: one owner's published venues (or one venue) with a date, a time window and the
 * guests; the server's answer whether the window is free and its price lines. Booking itself
 * (sign-in and payment) happens on the venue's page on Cakeday in a popup; the page tells this one
 * the booking's id and the widget asks the API before it fires `cakeday:booking.requested`.
 */
export function VenueSearchWidget({ host, config, api, emit }: WidgetContext) {
  const view = host.ownerDocument.defaultView!;
  const options = readVenueOptions(config.options);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [venueId, setVenueId] = useState('');
  const [fields, setFields] = useState<WindowFields>({ date: '', from: '', to: '', guests: '' });
  const [quote, setQuote] = useState<QuoteState>({ kind: 'hint', text: 'Choose a date, a start and an end time to see the price.' });
  const [day, setDay] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [problem, setProblem] = useState<{ message: string; tone: Tone } | null>(null);
  const [stalled, setStalled] = useState(false);
  const [status, setStatus] = useState('');
  const bookingWindow = useCakedayPopup(view, 'cakeday-booking', { width: 520, height: 820 });
  const watching = useRef<{ venue: EmbedVenueCard; bookingId: string | null; checks: number } | null>(null);
  const months = useRef(new Map<string, Promise<EmbedVenueMonth>>());

  const keyQuery = options.ok ? `?key=${encodeURIComponent(options.key)}` : '';
  const venue = load.state === 'ready' ? (load.venues.find((candidate) => candidate.id === venueId) ?? load.venues[0]) : undefined;
  const asked = venue ? windowRequestOf(fields, venue.maxGuests) : null;
  const askedKey = !asked ? '' : 'hint' in asked ? asked.hint : `${venue!.id}${quoteQuery(asked)}`;

  useEffect(() => {
    if (!options.ok) {
      emitEmbedError(host, { code: 'invalid-config', widget: 'venue-search', message: options.message });
      console.warn(`[Cakeday] ${options.message}`);
      return;
    }
    let live = true;
    api.get<EmbedVenueList>(`/api/embed/v1/venue${keyQuery}${options.venue ? `&venue=${encodeURIComponent(options.venue)}` : ''}`).then(
      ({ venues }) => live && setLoad({ state: 'ready', venues }),
      (error: unknown) => live && setLoad({ state: 'failed', ...problemOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [keyQuery]);

  // The server's quote for the window, a moment after the visitor stops typing.
  useEffect(() => {
    if (!venue || !asked) return;
    if ('hint' in asked) return setQuote({ kind: 'hint', text: asked.hint });
    const request = asked;
    setQuote({ kind: 'loading' });
    let live = true;
    const wait = setTimeout(() => {
      api.get<{ quote: EmbedVenueQuote }>(`/api/embed/v1/venue/${encodeURIComponent(venue.id)}/quote${keyQuery}${quoteQuery(request)}`).then(
        (answer) => live && setQuote({ kind: 'ready', quote: answer.quote, request }),
        (error: unknown) => live && setQuote({ kind: 'failed', message: problemOf(error).message }),
      );
    }, 400);
    return () => {
      live = false;
      clearTimeout(wait);
    };
  }, [askedKey]);

  // The chosen day's free stretches, from the venue's month (one request per venue and month).
  useEffect(() => {
    setDay(null);
    if (!venue || !/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) return;
    const month = fields.date.slice(0, 7);
    const cacheKey = `${venue.id}:${month}`;
    let request = months.current.get(cacheKey);
    if (!request) {
      request = api.get<EmbedVenueMonth>(`/api/embed/v1/venue/${encodeURIComponent(venue.id)}/availability${keyQuery}&month=${month}`);
      months.current.set(cacheKey, request);
      request.catch(() => months.current.delete(cacheKey));
    }
    let live = true;
    request.then(
      (answer) => {
        const found = answer.days.find((candidate) => candidate.date === fields.date);
        if (!live || !found) return;
        const words = dayWords[found.status];
        setDay(words ?? `Free on this day: ${found.freeRanges.map((range) => `${timeIn(range.startsAt, venue.timeZone)}–${timeIn(range.endsAt, venue.timeZone)}`).join(', ')}.`);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [venue?.id, fields.date]);

  // Stop following when the widget goes away; a check still on its way then settles nothing.
  useEffect(() => () => stop(), []);

  function stop() {
    bookingWindow.stop();
    watching.current = null;
  }

  function backToForm(notice: string) {
    stop();
    bookingWindow.close();
    setPhase({ kind: 'form' });
    setStatus('');
    setProblem({ message: notice, tone: 'info' });
  }

  async function check() {
    const current = watching.current;
    if (!current?.bookingId) return;
    bookingWindow.cancel();
    try {
      const { booking } = await api.get<{ booking: EmbedVenueBooking }>(`/api/embed/v1/venue/booking/${encodeURIComponent(current.bookingId)}${keyQuery}`);
      if (watching.current !== current) return;
      const outcome = bookingOutcome(booking.status);
      if (outcome === 'booked') {
        stop();
        setPhase({ kind: 'done', venue: current.venue, booking });
        setStatus(booking.status === 'confirmed' ? 'Booked — see you there!' : 'Booking request sent!');
        emit('booking.requested', { venueId: booking.venueId, bookingRequestId: booking.id, startsAt: booking.startsAt });
      } else if (outcome === 'ended') {
        backToForm('The booking was not completed. Nothing was charged.');
      } else schedule();
    } catch (error) {
      setStalled(true);
      setProblem(problemOf(error));
    }
  }

  /** Watches the popup every second; checks the booking's status on the rules' rhythm once its id is known. */
  function schedule() {
    bookingWindow.cancel();
    const current = watching.current;
    if (!current) return;
    if (!current.bookingId) {
      if (bookingWindow.isClosed()) return backToForm('The booking window was closed before a booking was made.');
      bookingWindow.after(1000, schedule);
      return;
    }
    const delay = nextBookingCheckIn(bookingWindow.isOpen(), current.checks);
    if (delay === null) return setStalled(true);
    bookingWindow.checkAfter(delay, (open) => {
      if (!open) current.checks += 1;
      void check();
    });
  }

  function onMessage(event: MessageEvent) {
    const current = watching.current;
    if (!current) return;
    const created = bookingCreated(event.origin, event.data, { apiOrigin: api.origin, venueId: current.venue.id });
    if (!created) return;
    current.bookingId = created.bookingId;
    current.checks = 0;
    setStatus('Finish the booking in the Cakeday window.');
    void check();
  }

  if (!options.ok) return <Notice message={options.message} tone="info" />;
  if (load.state === 'loading') {
    return (
      <p class="cakeday-notice" role="status" aria-busy="true">
        Loading the venues…
      </p>
    );
  }
  if (load.state === 'failed') return <Notice message={load.message} tone={load.tone} />;
  if (!venue) return <Notice message="There are no venues to book here right now." tone="info" />;

  const ready = quote.kind === 'ready' && quote.quote.available ? quote.quote : null;
  const label = bookLabel(ready?.bookingMode ?? venue.bookingMode);
  const ids = { venue: 'vw-venue', date: 'vw-date', from: 'vw-from', to: 'vw-to', guests: 'vw-guests', quote: 'vw-quote' };
  const set = (field: keyof WindowFields) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement).value;
    setProblem(null);
    setFields((current) => ({ ...current, [field]: value }));
  };

  function book(event: Event) {
    event.preventDefault();
    if (!ready || quote.kind !== 'ready' || !venue) return;
    setProblem(null);
    setStalled(false);
    const url = bookingPopupUrl(venue, quote.request, options.ok ? options.key : '', view.location.origin);
    stop();
    watching.current = { venue, bookingId: null, checks: 0 };
    bookingWindow.listen(onMessage);
    bookingWindow.open(url);
    setPhase({ kind: 'booking', venue, url });
    setStatus('Finish the booking in the Cakeday window.');
    schedule();
  }

  const title = load.venues.length === 1 ? venue.title : 'Book a venue';
  const today = new Date().toISOString().slice(0, 10);

  return (
    <WidgetShell title={title} status={status}>
      {phase.kind === 'done' ? (
        <div class="vw-done">
          <p>
            <strong>{phase.booking.status === 'confirmed' ? `${phase.venue.title} is booked.` : `Your request for ${phase.venue.title} is with the owner.`}</strong>
          </p>
          <p class="vw-muted">
            {startsAtText(phase.booking.startsAt, phase.venue.timeZone)}.{' '}
            {phase.booking.status === 'confirmed' ? 'The address is on your booking on Cakeday.' : 'The owner answers within 24 hours; a declined request is refunded in full.'}
          </p>
          <p>
            <a href={`${api.origin}/bookings/${encodeURIComponent(phase.booking.id)}`} target="_blank" rel="noopener">
              See your booking on Cakeday
            </a>
          </p>
        </div>
      ) : phase.kind === 'booking' ? (
        <div class="vw-done">
          <p>Sign in and pay in the Cakeday window. This box updates by itself once the booking is made.</p>
          {problem ? <Notice message={problem.message} tone={problem.tone} /> : null}
          <div class="vw-actions">
            <button type="button" class="vw-button" onClick={() => bookingWindow.open(phase.url)}>
              Open the booking window
            </button>
            {stalled ? (
              <button
                type="button"
                class="vw-button vw-secondary"
                onClick={() => {
                  setStalled(false);
                  setProblem(null);
                  if (watching.current) watching.current.checks = 0;
                  void check();
                }}
              >
                I’ve booked — check again
              </button>
            ) : null}
            <button type="button" class="vw-button vw-secondary" onClick={() => backToForm('Booking stopped. Nothing was charged here.')}>
              Back
            </button>
          </div>
        </div>
      ) : (
        <form class="vw-form" onSubmit={book} noValidate aria-label={`Book ${venue.title}`}>
          {load.venues.length > 1 ? (
            <div class="vw-field vw-wide">
              <label for={ids.venue}>Venue</label>
              <select
                id={ids.venue}
                value={venue.id}
                onChange={(event) => {
                  setVenueId(event.currentTarget.value);
                  setProblem(null);
                }}
              >
                {load.venues.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.title} · {candidate.city}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div class="vw-card vw-wide">
            {venue.photoUrl ? <img src={venue.photoUrl} alt="" width={96} height={72} loading="lazy" /> : null}
            <div>
              <p>
                <strong>{venue.title}</strong>
              </p>
              <p class="vw-muted">
                {[venue.venueType ? venueTypeLabel(venue.venueType) : null, [venue.city, venue.state].filter(Boolean).join(', '), venue.maxGuests ? `up to ${venue.maxGuests} guests` : null]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <p>
                {hourlyPrice(venue)} · minimum {venue.minimumHours} {venue.minimumHours === 1 ? 'hour' : 'hours'}
                {venue.averageRating !== null && venue.reviewCount > 0 ? ` · ★ ${venue.averageRating.toFixed(1)} (${venue.reviewCount})` : ''}
              </p>
            </div>
          </div>
          <label class="vw-field vw-wide">
            <span>Date</span>
            <input id={ids.date} type="date" min={today} value={fields.date} onInput={set('date')} />
          </label>
          <label class="vw-field">
            <span>From</span>
            <input id={ids.from} type="time" step={900} value={fields.from} onInput={set('from')} />
          </label>
          <label class="vw-field">
            <span>Until</span>
            <input id={ids.to} type="time" step={900} value={fields.to} onInput={set('to')} />
          </label>
          <label class="vw-field vw-wide">
            <span>Guests</span>
            <input id={ids.guests} type="number" inputMode="numeric" min={1} max={venue.maxGuests ?? undefined} value={fields.guests} onInput={set('guests')} />
          </label>
          <div id={ids.quote} class="vw-quote vw-wide" role="status" aria-live="polite" aria-busy={quote.kind === 'loading'}>
            {day ? <p class="vw-free vw-muted">{day}</p> : null}
            {quote.kind === 'hint' ? (
              <p class="vw-muted">{quote.text}</p>
            ) : quote.kind === 'loading' ? (
              <p class="vw-muted">Checking the time and the price…</p>
            ) : quote.kind === 'failed' ? (
              <p class="vw-no">{quote.message}</p>
            ) : !quote.quote.available ? (
              <p class="vw-no">{quote.quote.message}</p>
            ) : (
              <dl aria-label="Price breakdown">
                <div>
                  <dt>Available</dt>
                  <dd>{startsAtText(quote.quote.startsAt, venue.timeZone)}</dd>
                </div>
                {quote.quote.lines.map((line) => (
                  <div key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{formatUsd(line.amountCents)}</dd>
                  </div>
                ))}
                <div class="vw-total">
                  <dt>Total</dt>
                  <dd>{formatUsd(quote.quote.totalCents)}</dd>
                </div>
              </dl>
            )}
          </div>
          {problem ? (
            <div class="vw-wide">
              <Notice message={problem.message} tone={problem.tone} />
            </div>
          ) : null}
          <div class="vw-actions vw-wide">
            <button class="vw-button" type="submit" aria-disabled={!ready} aria-describedby={ids.quote}>
              {label}
            </button>
            <span class="vw-muted">{venue.bookingMode === 'instant' ? 'Confirmed once paid.' : 'Pay now; the owner answers within 24 hours.'} Sign-in and payment open on Cakeday.</span>
          </div>
        </form>
      )}
    </WidgetShell>
  );
}
