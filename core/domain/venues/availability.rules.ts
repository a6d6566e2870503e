import { utcToZonedLocal, zonedLocalToUtc } from '../events/event-time.rules.ts';
import { holdsSlot } from './booking.rules.ts';
import type { BookingStatus } from './booking.schema.ts';
import { addDays, datesOfMonth, daysBetween, formatMinuteOfDay, formatMinuteOfDay12h, isIsoDate, MINUTES_PER_DAY, weekdayLabels, weekdayOf, type IsoDate } from './calendar-date.rules.ts';
import { isQuarterHourMinute, normalizeWindows, type OpeningWindow, type WeeklyHours } from './listing.schema.ts';

/**
 * When a venue can be booked (decision 025). Opening hours, blocked dates and the requested
 * window are wall-clock values in the listing's time zone; bookings are stored as UTC instants.
 * A booking's length is the time that really passes (instants), so on the night the clocks
 * spring forward 01:00–04:00 is two hours, and on the night they fall back 00:00–03:00 is four.
 * A venue is rented whole: one booking at a time, however few guests it brings.
 */

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/** How far ahead a guest may book (and how far the calendar shows open days). */
export const BOOKING_HORIZON_DAYS = 365;

/** What availability reads of a listing. */
export interface AvailabilityListing {
  timeZone: string;
  weeklyHours: WeeklyHours;
  blockedDates: readonly IsoDate[];
  bufferMinutes: number;
  minimumHours: number;
  maxGuests: number | null;
}

/** A booking of the same venue; only the ones holding their slot at `now` count (see `holdsSlot`). */
export interface SlotBooking {
  startsAt: number;
  endsAt: number;
  status: BookingStatus;
  respondBy: number | null;
}

export interface TimeRange {
  startsAt: number;
  endsAt: number;
}

/**
 * The instant of a wall-clock minute on a date. Minute 0 is the instant the day starts and 1440
 * the instant the next one starts, even where midnight itself is skipped by a clock change.
 * `skipped` is true for any other minute the clocks jump over (02:30 on a spring-forward night).
 */
export function localInstant(date: IsoDate, minute: number, timeZone: string): { at: number; skipped: boolean } {
  const local = localDateTime(date, minute);
  const at = zonedLocalToUtc(local, timeZone);
  return { at, skipped: minute % MINUTES_PER_DAY !== 0 && utcToZonedLocal(at, timeZone) !== local };
}

function localDateTime(date: IsoDate, minute: number): string {
  const day = minute >= MINUTES_PER_DAY ? addDays(date, 1) : date;
  return `${day}T${formatMinuteOfDay(minute % MINUTES_PER_DAY)}`;
}

/** A wall-clock window on a date as instants (a skipped time moves past the jump, as zonedLocalToUtc does). */
export function windowInstants(date: IsoDate, startMinute: number, endMinute: number, timeZone: string): TimeRange {
  return { startsAt: zonedLocalToUtc(localDateTime(date, startMinute), timeZone), endsAt: zonedLocalToUtc(localDateTime(date, endMinute), timeZone) };
}

/** Today's date in the listing's zone. */
export function zonedToday(now: number, timeZone: string): IsoDate {
  return utcToZonedLocal(now, timeZone).slice(0, 10);
}

/**
 * The one overlap rule, with the buffer kept free between two bookings. Two ranges conflict when
 *
 *     existing.startsAt < wanted.endsAt + buffer  AND  wanted.startsAt < existing.endsAt + buffer
 *
 * (half-open ranges: back to back is fine when the buffer is 0). The search mirrors it in SQL as
 * "free in [:start, :end)":
 *
 *     NOT EXISTS (SELECT 1 FROM venue_bookings b
 *       WHERE b.venue_id = v.id
 *         AND (b.status = 'confirmed' OR (b.status = 'pending' AND b.respond_by > :now))
 *         AND b.starts_at < :end + v.buffer_minutes * 60000
 *         AND b.ends_at > :start - v.buffer_minutes * 60000)
 */
export function overlapsWithBuffer(wanted: TimeRange, existing: TimeRange, bufferMinutes: number): boolean {
  const buffer = bufferMinutes * MINUTE_MS;
  return existing.startsAt < wanted.endsAt + buffer && wanted.startsAt < existing.endsAt + buffer;
}

/** The first booking holding its slot at `now` that `wanted` would collide with, if any. */
export function conflictingBooking<B extends SlotBooking>(wanted: TimeRange, bookings: readonly B[], bufferMinutes: number, now: number): B | null {
  return bookings.find((booking) => holdsSlot(booking, now) && overlapsWithBuffer(wanted, booking, bufferMinutes)) ?? null;
}

/** "Free in this window" for the search: no held booking within the buffer of [startsAt, endsAt). */
export function isFreeInWindow(wanted: TimeRange, bookings: readonly SlotBooking[], bufferMinutes: number, now: number): boolean {
  return conflictingBooking(wanted, bookings, bufferMinutes, now) === null;
}

export type AvailabilityProblem =
  'invalid-time' | 'end-before-start' | 'time-skipped' | 'in-the-past' | 'too-far-ahead' | 'blocked-date' | 'outside-opening-hours' | 'under-minimum' | 'over-capacity' | 'overlaps-booking';

export type AvailabilityResult = { ok: true; startsAt: number; endsAt: number; durationMinutes: number } | { ok: false; reason: AvailabilityProblem; message: string };

export interface WindowRequest {
  date: IsoDate;
  startMinute: number;
  endMinute: number;
  guests: number;
}

function hoursText(minutes: number): string {
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

function dayHoursText(windows: readonly OpeningWindow[]): string {
  return windows.map((window) => `${formatMinuteOfDay12h(window.open)}–${formatMinuteOfDay12h(window.close)}`).join(', ');
}

/** The wall-clock time of an instant for messages ("2:00 PM"). */
function clockText(at: number, timeZone: string): string {
  const [hours, minutes] = utcToZonedLocal(at, timeZone).slice(11).split(':').map(Number) as [number, number];
  return formatMinuteOfDay12h(hours * 60 + minutes);
}

/**
 * Whether a guest may book [startMinute, endMinute) on `date`. Checks run in this order and the
 * first failure is the answer: a real quarter-hour time; the end after the start; both times exist
 * on that date (not skipped by a clock change); not in the past; within the booking horizon; not
 * a blocked date; inside one opening window of that weekday; at least the minimum hours of real
 * time; the party fits; no held booking within the buffer.
 *
 * Whether the listing is published and has a price is the booking service's check, not this one.
 */
export function checkAvailability(input: { listing: AvailabilityListing; bookings: readonly SlotBooking[]; request: WindowRequest; now: number }): AvailabilityResult {
  const { listing, bookings, request, now } = input;
  const { date, startMinute, endMinute, guests } = request;
  const fail = (reason: AvailabilityProblem, message: string): AvailabilityResult => ({ ok: false, reason, message });

  if (!isIsoDate(date) || !isQuarterHourMinute(startMinute) || !isQuarterHourMinute(endMinute)) {
    return fail('invalid-time', 'Choose a real date and times on the quarter hour');
  }
  if (endMinute <= startMinute) return fail('end-before-start', 'The end time must be after the start time');

  const start = localInstant(date, startMinute, listing.timeZone);
  const end = localInstant(date, endMinute, listing.timeZone);
  for (const [point, minute] of [
    [start, startMinute],
    [end, endMinute],
  ] as const) {
    if (point.skipped) {
      return fail('time-skipped', `${formatMinuteOfDay12h(minute)} does not exist on ${date} in ${listing.timeZone}: the clocks jump forward that night. Choose another time.`);
    }
  }
  if (start.at < now) return fail('in-the-past', 'This time has already passed');
  if (daysBetween(zonedToday(now, listing.timeZone), date) > BOOKING_HORIZON_DAYS) {
    return fail('too-far-ahead', `Bookings open ${BOOKING_HORIZON_DAYS} days ahead; choose an earlier date`);
  }
  if (listing.blockedDates.includes(date)) return fail('blocked-date', 'The venue is not available on this date');

  const weekday = weekdayOf(date);
  const windows = normalizeWindows(listing.weeklyHours[weekday]);
  if (!windows.some((window) => window.open <= startMinute && endMinute <= window.close)) {
    return fail(
      'outside-opening-hours',
      windows.length === 0 ? `The venue is closed on ${weekdayLabels[weekday]}s` : `Choose a time within the opening hours on ${weekdayLabels[weekday]}s: ${dayHoursText(windows)}`,
    );
  }

  const durationMinutes = Math.round((end.at - start.at) / MINUTE_MS);
  if (durationMinutes < listing.minimumHours * 60) {
    const changed = durationMinutes !== endMinute - startMinute ? ` (this window is ${hoursText(durationMinutes)} long because the clocks change that night)` : '';
    return fail('under-minimum', `The minimum booking is ${hoursText(listing.minimumHours * 60)}${changed}`);
  }
  if (listing.maxGuests !== null && guests > listing.maxGuests) {
    return fail('over-capacity', `This venue fits at most ${listing.maxGuests} ${listing.maxGuests === 1 ? 'guest' : 'guests'}`);
  }

  const wanted = { startsAt: start.at, endsAt: end.at };
  const conflict = conflictingBooking(wanted, bookings, listing.bufferMinutes, now);
  if (conflict) {
    const between = listing.bufferMinutes > 0 ? ` (the venue keeps ${listing.bufferMinutes} minutes free between bookings)` : '';
    return fail('overlaps-booking', `The venue is already booked from ${clockText(conflict.startsAt, listing.timeZone)} to ${clockText(conflict.endsAt, listing.timeZone)}${between}`);
  }
  return { ok: true, startsAt: start.at, endsAt: end.at, durationMinutes };
}

/**
 * A day on the venue page's calendar:
 * - past: before today, or today with no bookable time left;
 * - too-far-ahead: beyond the booking horizon;
 * - blocked: the owner blocked the date;
 * - closed: no opening hours that weekday (or none long enough for the minimum booking);
 * - fully-booked: open, but held bookings leave no gap of the minimum length;
 * - partly-booked: some bookings, and still room for one more;
 * - open: no bookings touch the opening hours.
 */
export type DayStatus = 'past' | 'too-far-ahead' | 'blocked' | 'closed' | 'fully-booked' | 'partly-booked' | 'open';

export interface DayAvailability {
  date: IsoDate;
  status: DayStatus;
  /** Free stretches at least the minimum booking long, as instants (format them in the listing's zone). */
  freeRanges: TimeRange[];
}

/** `ranges` minus `busy`; both lists of half-open ranges. */
function subtract(ranges: readonly TimeRange[], busy: readonly TimeRange[]): TimeRange[] {
  let free = [...ranges];
  for (const block of busy) {
    free = free.flatMap((range) => {
      if (block.endsAt <= range.startsAt || block.startsAt >= range.endsAt) return [range];
      const pieces: TimeRange[] = [];
      if (block.startsAt > range.startsAt) pieces.push({ startsAt: range.startsAt, endsAt: block.startsAt });
      if (block.endsAt < range.endsAt) pieces.push({ startsAt: block.endsAt, endsAt: range.endsAt });
      return pieces;
    });
  }
  return free;
}

export function dayAvailability(input: { listing: AvailabilityListing; bookings: readonly SlotBooking[]; date: IsoDate; now: number }): DayAvailability {
  return dayAvailabilityFrom(zonedToday(input.now, input.listing.timeZone), input);
}

function dayAvailabilityFrom(today: IsoDate, input: { listing: AvailabilityListing; bookings: readonly SlotBooking[]; date: IsoDate; now: number }): DayAvailability {
  const { listing, bookings, date, now } = input;
  const result = (status: DayStatus, freeRanges: TimeRange[] = []): DayAvailability => ({ date, status, freeRanges });
  const ahead = daysBetween(today, date);
  if (ahead < 0) return result('past');
  if (ahead > BOOKING_HORIZON_DAYS) return result('too-far-ahead');
  if (listing.blockedDates.includes(date)) return result('blocked');

  const windows = normalizeWindows(listing.weeklyHours[weekdayOf(date)]).map((window) => windowInstants(date, window.open, window.close, listing.timeZone));
  const minimumMs = listing.minimumHours * 60 * MINUTE_MS;
  const longEnough = (ranges: TimeRange[]) => ranges.filter((range) => range.endsAt - range.startsAt >= minimumMs);
  if (longEnough(windows).length === 0) return result('closed');

  // Every zone's offset today is a whole number of quarter hours, so the UTC quarter-hour grid is the local one.
  const bookableFrom = Math.ceil(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const future = subtract(windows, [{ startsAt: -Infinity, endsAt: bookableFrom }]);
  if (longEnough(future).length === 0) return result('past');

  const buffer = listing.bufferMinutes * MINUTE_MS;
  const busy = bookings.filter((booking) => holdsSlot(booking, now)).map((booking) => ({ startsAt: booking.startsAt - buffer, endsAt: booking.endsAt + buffer }));
  const free = longEnough(subtract(future, busy));
  if (free.length === 0) return result('fully-booked');
  const touched = busy.some((block) => windows.some((window) => block.startsAt < window.endsAt && window.startsAt < block.endsAt));
  return result(touched ? 'partly-booked' : 'open', free);
}

/** The venue page's month (month 1–12): one entry per day. Pass the bookings overlapping the month. */
export function monthAvailability(input: { listing: AvailabilityListing; bookings: readonly SlotBooking[]; year: number; month: number; now: number }): DayAvailability[] {
  const today = zonedToday(input.now, input.listing.timeZone);
  return datesOfMonth(input.year, input.month).map((date) => dayAvailabilityFrom(today, { listing: input.listing, bookings: input.bookings, date, now: input.now }));
}
