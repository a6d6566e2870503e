/**
 * The venue widget's pure rules (decision 030): its options, turning the fields into the quote's
 * request, the address of the booking popup, the popup's message and what a booking's status means.
 * DOM-free and zod-free, so they are tested in Node and cost little in the widget's chunk.
 */
import { formatUsd } from '../../core/domain/money/amount.rules.ts';
import { EMBED_KEY_PATTERN } from '../../core/embed/embed-keys.rules.ts';
import { BOOKING_CREATED_MESSAGE, EMBED_RETURN_KEY_PARAM, EMBED_RETURN_ORIGIN_PARAM, type EmbedVenueBooking, type EmbedVenueCard } from '../../core/embed/embed-venue.rules.ts';

export type VenueOptions = { ok: true; key: string; venue: string } | { ok: false; message: string };

const VENUE_ID = /^[\w-]{1,100}$/;

/**
 * `data-key` (required, `ck_pub_…`) and `data-venue` (optional: one venue of an owner's key, checked
 * against the key by the API).
 *
 * @example
 * readVenueOptions({ key: 'ck_pub_…', venue: 'demo-venue-2' }) // → { ok: true, key: 'ck_pub_…', venue: 'demo-venue-2' }
 */
export function readVenueOptions(options: Record<string, string>): VenueOptions {
  const key = options.key ?? '';
  if (!key) return { ok: false, message: 'The venue widget needs its key: add data-key="ck_pub_…" from your Cakeday Embed page.' };
  if (!EMBED_KEY_PATTERN.test(key)) return { ok: false, message: `data-key="${key.slice(0, 40)}" is not a Cakeday key; copy it again from your Cakeday Embed page.` };
  const venue = options.venue ?? '';
  if (venue && !VENUE_ID.test(venue)) return { ok: false, message: `data-venue="${venue.slice(0, 40)}" is not a Cakeday venue; copy the snippet again from your Cakeday Embed page.` };
  return { ok: true, key, venue };
}

export interface WindowFields {
  date: string;
  from: string;
  to: string;
  guests: string;
}

export interface WindowRequest {
  date: string;
  startMinute: number;
  endMinute: number;
  guests: number;
}

/** "14:30" → 870; "24:00"/"00:00" as an end → 1440 (midnight at the end of the day). */
export function minuteOf(time: string, end = false): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  if (minute > 1440 || Number(match[2]) >= 60) return null;
  return end && minute === 0 ? 1440 : minute;
}

/**
 * The quote's request from the fields, or a hint of what is still missing or wrong, in the words
 * the venue page's panel uses. The server checks everything again (availability, hours, guests).
 */
export function windowRequestOf(fields: WindowFields, maxGuests: number | null): WindowRequest | { hint: string } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.date)) return { hint: 'Choose a date, a start and an end time to see the price.' };
  const startMinute = minuteOf(fields.from);
  const endMinute = minuteOf(fields.to, true);
  if (startMinute === null || endMinute === null) return { hint: 'Choose a start and an end time to see the price.' };
  if (startMinute % 15 !== 0 || endMinute % 15 !== 0) return { hint: 'Times go in quarter hours (like 2:00, 2:15, 2:30).' };
  if (endMinute <= startMinute) return { hint: 'The end time must be after the start time.' };
  const guests = Number(fields.guests);
  if (!fields.guests.trim() || !Number.isInteger(guests) || guests < 1) return { hint: 'Say how many guests are coming.' };
  if (maxGuests !== null && guests > maxGuests) return { hint: `This venue takes at most ${maxGuests} guests.` };
  return { date: fields.date, startMinute, endMinute, guests };
}

/** The quote's query string (after the key's). */
export function quoteQuery(request: WindowRequest): string {
  return `&date=${request.date}&startMinute=${request.startMinute}&endMinute=${request.endMinute}&guests=${request.guests}`;
}

/** "$150.00 / hour", or what the venue page says when the price is on request. */
export function hourlyPrice(card: Pick<EmbedVenueCard, 'pricePerHourCents' | 'priceOnRequest'>): string {
  return card.priceOnRequest || card.pricePerHourCents === null ? 'Price on request' : `${formatUsd(card.pricePerHourCents)} / hour`;
}

/** "Request to book" or "Book now", as the venue's instant-book setting says. */
export function bookLabel(mode: EmbedVenueCard['bookingMode']): string {
  return mode === 'instant' ? 'Book now' : 'Request to book';
}

/**
 * The venue page on Cakeday with the window filled in (the page's own `date`, `start`, `end`,
 * `guests`), plus the key and this page's origin so the page there can tell this page about the
 * booking once the API has confirmed the origin belongs to the key.
 */
export function bookingPopupUrl(card: Pick<EmbedVenueCard, 'url'>, request: WindowRequest, key: string, pageOrigin: string): string {
  const time = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const query = new URLSearchParams({ date: request.date, start: time(request.startMinute), end: time(request.endMinute), guests: String(request.guests) });
  query.set(EMBED_RETURN_KEY_PARAM, key);
  query.set(EMBED_RETURN_ORIGIN_PARAM, pageOrigin);
  return `${card.url}?${query.toString()}`;
}

/**
 * The popup's message when it is one the widget waits for: from the Cakeday origin that served the
 * SDK, about the venue being booked. Anything else on the page's message bus is ignored; the
 * booking's status then comes from the API, not from the message.
 */
export function bookingCreated(origin: string, data: unknown, expected: { apiOrigin: string; venueId: string }): { bookingId: string } | null {
  if (origin !== expected.apiOrigin || !data || typeof data !== 'object') return null;
  const message = data as Record<string, unknown>;
  if (message.type !== BOOKING_CREATED_MESSAGE || message.venueId !== expected.venueId) return null;
  const id = message.bookingId;
  return typeof id === 'string' && VENUE_ID.test(id) ? { bookingId: id } : null;
}

export type BookingOutcome = 'waiting' | 'booked' | 'ended';

/** Paid and with the owner (`requested`) or confirmed: the booking went through. */
export function bookingOutcome(status: EmbedVenueBooking['status']): BookingOutcome {
  if (status === 'requested' || status === 'confirmed') return 'booked';
  if (status === 'awaiting-payment') return 'waiting';
  return 'ended';
}

/**
 * Milliseconds until the next status check of a booking waiting for its payment: every 5 s while
 * the popup is open (each call counts against the key's per-visitor limit of 60 per 10 minutes),
 * five quick checks after it closed, then stop and offer "Check again". Null means stop.
 */
export function nextBookingCheckIn(popupOpen: boolean, checksSinceClosed: number): number | null {
  if (popupOpen) return 5_000;
  return checksSinceClosed < 5 ? 3_000 : null;
}

/** "Sat, Jun 6, 2:00 PM" in the venue's zone, for the confirmation line. */
export function startsAtText(startsAt: string | number, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(startsAt));
  } catch {
    return new Date(startsAt).toISOString().slice(0, 16).replace('T', ' ');
  }
}

/** The first day of the month after `month` (YYYY-MM), for the calendar's "next month". */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}
