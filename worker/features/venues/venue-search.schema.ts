import { z } from 'zod';
import { isIsoDate, MINUTES_PER_DAY } from '#core/domain/venues/calendar-date.rules.ts';
import { isQuarterHourMinute, listingLimits } from '#core/domain/venues/listing.schema.ts';
import { venueTypes } from '#core/domain/venues/venue.schema.ts';

/**
 * The query of `GET /api/venues` (decision 026). Every parameter is optional and an empty one
 * counts as absent (a form submits its blank fields); unknown ones are ignored. Prices are whole
 * dollars per hour, as the card shows them and as a person types them into a shared URL.
 */

export const VENUE_PAGE_SIZE = 24;
export const VENUE_PAGE_SIZE_MAX = 48;
const PAGE_MAX = 500;
const DOLLARS_MAX = listingLimits.pricePerHourMaxCents / 100;

function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const TIME = /^(\d{2}):(\d{2})$/;

/** "14:30" → 870; "24:00" is the end of the day. Quarter hours only, as bookings are. */
export function minuteOfTime(value: string): number | null {
  const match = TIME.exec(value);
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minute <= MINUTES_PER_DAY && isQuarterHourMinute(minute) ? minute : null;
}

const time = (label: string) =>
  z.string().transform((value, context) => {
    const minute = minuteOfTime(value);
    if (minute === null) {
      context.addIssue({ code: 'custom', message: `${label} must be a time on the quarter hour, like 14:00 or 14:15` });
      return z.NEVER;
    }
    return minute;
  });

const queryShape = {
  city: z.string().trim().max(listingLimits.cityMax, `The city must be at most ${listingLimits.cityMax} characters long`).optional(),
  type: z.enum(venueTypes, { error: `The type must be one of: ${venueTypes.join(', ')}` }).optional(),
  guests: wholeNumber('Guests', listingLimits.maxGuestsMin, listingLimits.maxGuestsMax).optional(),
  minPrice: wholeNumber('The lowest price (dollars per hour)', 0, DOLLARS_MAX).optional(),
  maxPrice: wholeNumber('The highest price (dollars per hour)', 0, DOLLARS_MAX).optional(),
  date: z.string().refine(isIsoDate, { message: 'The date must be a real date like 2026-12-05' }).optional(),
  start: time('The start time').optional(),
  end: time('The end time').optional(),
  sort: z.enum(['rating', 'price', 'newest'], { error: 'Sort by rating, price or newest' }).default('rating'),
  page: wholeNumber('The page', 1, PAGE_MAX).default(1),
  limit: wholeNumber('The page size', 1, VENUE_PAGE_SIZE_MAX).default(VENUE_PAGE_SIZE),
};

export const venueSearchQuerySchema = z.object(queryShape).superRefine((query, context) => {
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    context.addIssue({ code: 'custom', path: ['maxPrice'], message: 'The highest price must not be below the lowest price' });
  }
  if ((query.start !== undefined || query.end !== undefined) && query.date === undefined) {
    context.addIssue({ code: 'custom', path: ['date'], message: 'Choose a date for the time window' });
  }
  if ((query.start === undefined) !== (query.end === undefined)) {
    context.addIssue({ code: 'custom', path: [query.start === undefined ? 'start' : 'end'], message: 'Choose both a start and an end time' });
  }
});
export type VenueSearchQuery = z.output<typeof venueSearchQuerySchema>;

/** The known parameters with a value; empty ones are left out. */
export function searchParamsOf(query: Record<string, string>): Record<string, string> {
  const known = Object.keys(queryShape);
  return Object.fromEntries(Object.entries(query).filter(([key, value]) => known.includes(key) && value.trim() !== ''));
}
