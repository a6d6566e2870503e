import { BOOKING_HORIZON_DAYS, checkAvailability, zonedToday, type AvailabilityResult } from '#core/domain/venues/availability.rules.ts';
import { daysBetween, weekdayOf } from '#core/domain/venues/calendar-date.rules.ts';
import type { WeeklyHours } from '#core/domain/venues/listing.schema.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../middleware/errors.ts';
import type { VenueSearchQuery } from './venue-search.schema.ts';
import { venuesRepo, type SearchWindow, type VenueSearch } from './venues.repo.ts';

const ALL_DAY = [{ open: 0, close: 1440 }];
const OPEN_ALWAYS: WeeklyHours = { sunday: ALL_DAY, monday: ALL_DAY, tuesday: ALL_DAY, wednesday: ALL_DAY, thursday: ALL_DAY, friday: ALL_DAY, saturday: ALL_DAY };

/**
 * The wall-clock window in one time zone, through core's checkAvailability on a venue that is open
 * all day with no minimum: what is left are the checks that depend only on the zone (a time the
 * clocks skip, in the past, too far ahead), and on success the instants and the real length. The
 * listing's own rules (hours, blocked dates, minimum, capacity) are the search's SQL.
 */
function windowInZone(timeZone: string, date: string, startMinute: number, endMinute: number, now: number): AvailabilityResult {
  return checkAvailability({
    listing: { timeZone, weeklyHours: OPEN_ALWAYS, blockedDates: [], bufferMinutes: 0, minimumHours: 0, maxGuests: null },
    bookings: [],
    request: { date, startMinute, endMinute, guests: 1 },
    now,
  });
}

/**
 * Where a date search applies: per time zone of the published listings, whether the date (and
 * window) can still be booked there. A date that cannot be booked anywhere (in the past, beyond
 * the horizon, an end before the start) is a 400 with core's message rather than an empty page.
 */
async function searchWindow(db: Db, query: VenueSearchQuery, now: number): Promise<SearchWindow | undefined> {
  const { date, start, end } = query;
  if (date === undefined) return undefined;
  const weekdayPath = `$.${weekdayOf(date)}`;
  if (start !== undefined && end !== undefined) {
    const anywhere = windowInZone('UTC', date, start, end, now);
    if (!anywhere.ok && (anywhere.reason === 'invalid-time' || anywhere.reason === 'end-before-start')) {
      throw new ApiError(400, anywhere.message, { [anywhere.reason === 'end-before-start' ? 'end' : 'start']: anywhere.message });
    }
  }
  const zones: SearchWindow['zones'] = [];
  let refusal: string | null = null;
  for (const timeZone of await venuesRepo.publishedTimeZones(db)) {
    if (start !== undefined && end !== undefined) {
      const result = windowInZone(timeZone, date, start, end, now);
      if (result.ok) zones.push({ timeZone, startsAt: result.startsAt, endsAt: result.endsAt, durationMinutes: result.durationMinutes });
      else if (result.reason !== 'time-skipped') refusal ??= result.message;
    } else {
      const ahead = daysBetween(zonedToday(now, timeZone), date);
      if (ahead >= 0 && ahead <= BOOKING_HORIZON_DAYS) zones.push({ timeZone, startsAt: 0, endsAt: 0, durationMinutes: 0 });
      else refusal ??= ahead < 0 ? 'This date has already passed: choose today or a later date' : `Bookings open ${BOOKING_HORIZON_DAYS} days ahead; choose an earlier date`;
    }
  }
  if (zones.length === 0 && refusal) throw new ApiError(400, refusal, { date: refusal });
  return { date, weekdayPath, startMinute: start ?? null, endMinute: end ?? null, zones, now };
}

/** One page of the search as card JSON, and whether another page follows. */
export async function searchVenues(db: Db, query: VenueSearchQuery, now: number): Promise<{ body: string; hasMore: boolean }> {
  const search: VenueSearch = {
    city: query.city || undefined,
    venueType: query.type,
    guests: query.guests,
    minPriceCents: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPriceCents: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    window: await searchWindow(db, query, now),
    sort: query.sort,
    // One more than the page, to know whether a next page exists.
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  };
  const json = await venuesRepo.searchJson(db, search);
  const cards = JSON.parse(json) as unknown[];
  if (cards.length <= query.limit) return { body: json, hasMore: false };
  return { body: JSON.stringify(cards.slice(0, query.limit)), hasMore: true };
}
