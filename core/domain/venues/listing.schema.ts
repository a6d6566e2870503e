import { z } from 'zod';
import { formatUsd } from '../money/money.schema.ts';
import { isValidTimeZone } from '../events/event-time.rules.ts';
import { multilineText, singleLineText } from '../text/text.schema.ts';
import { formatMinuteOfDay, isIsoDate, MINUTES_PER_DAY, type IsoDate, type Weekday } from './calendar-date.rules.ts';
import { venueTypeSchema } from './venue.schema.ts';

/**
 * The owner's edit form for a venue listing. A draft may be incomplete — every field
 * is checked for what it holds, and `publishProblems` (listing.rules.ts) lists what is still
 * missing before the listing can go live. Money is whole USD cents (decision 014); times of day
 * are minutes after local midnight in the listing's own time zone (decision 025).
 */

export const listingLimits = {
  titleMax: 120,
  descriptionMax: 5000,
  cityMax: 100,
  stateMax: 100,
  streetAddressMax: 200,
  houseRulesMax: 2000,
  maxGuestsMin: 1,
  maxGuestsMax: 1000,
  /** $2,000.00 an hour. */
  pricePerHourMaxCents: 200_000,
  /** $1,000.00. */
  cleaningFeeMaxCents: 100_000,
  minimumHoursMin: 1,
  minimumHoursMax: 24,
  photosMax: 20,
  amenitiesMax: 30,
  windowsPerDayMax: 6,
  blockedDatesMax: 366,
  bufferMinutesMax: 240,
  /** Opening hours, booking times and buffers move in quarter hours. */
  stepMinutes: 15,
} as const;

export const bookingModes = ['instant', 'request'] as const;
export const bookingModeSchema = z.enum(bookingModes, { error: 'Booking mode must be "instant" or "request"' });
export type BookingMode = z.infer<typeof bookingModeSchema>;

export const cancellationPolicies = ['flexible', 'standard'] as const;
export const cancellationPolicySchema = z.enum(cancellationPolicies, { error: 'Cancellation policy must be "flexible" or "standard"' });
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** The fixed amenity list; the form shows the labels, the API stores the keys. */
export const amenityLabels = {
  wifi: 'Wi-Fi',
  parking: 'Free parking',
  'street-parking': 'Street parking',
  kitchen: 'Kitchen',
  restrooms: 'Restrooms',
  'wheelchair-accessible': 'Wheelchair accessible',
  'air-conditioning': 'Air conditioning',
  heating: 'Heating',
  'tables-and-chairs': 'Tables and chairs',
  'sound-system': 'Sound system',
  projector: 'Projector or TV',
  grill: 'Grill',
  'outdoor-space': 'Outdoor space',
  'covered-area': 'Covered area',
  'swimming-pool': 'Swimming pool',
  'hot-tub': 'Hot tub',
  playground: 'Playground',
  'changing-rooms': 'Changing rooms',
  'decorations-allowed': 'Decorations allowed',
  'music-allowed': 'Music allowed',
  'alcohol-allowed': 'Alcohol allowed',
  'pets-allowed': 'Pets allowed',
} as const satisfies Record<string, string>;
export type Amenity = keyof typeof amenityLabels;
export const amenities = Object.keys(amenityLabels) as Amenity[];
export const amenitySchema = z.enum(amenities as [Amenity, ...Amenity[]], { error: 'Choose amenities from the list' });

const PHOTO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** No value may appear twice (an amenity, a photo, a blocked date). */
function unique<T>(label: string) {
  return (values: T[], context: z.RefinementCtx) => {
    const seen = new Set<T>();
    values.forEach((value, index) => {
      if (seen.has(value)) context.addIssue({ code: 'custom', path: [index], message: `${label} appears twice` });
      seen.add(value);
    });
  };
}

function wholeNumber(label: string, min: number, max: number, format: (value: number) => string = String) {
  const message = `${label} must be a whole number from ${format(min)} to ${format(max)}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

function cents(label: string, max: number) {
  const message = `${label} must be in whole cents from $0.00 to ${formatUsd(max)}`;
  return z.number({ error: message }).int(message).min(0, message).max(max, message);
}

function text(label: string, max: number, lines: 'one line' | 'several lines' = 'one line') {
  return (lines === 'one line' ? singleLineText : multilineText)({ label, error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters long`);
}

/** A minute of the day on the quarter-hour grid, 0 (midnight) to 1440 (the following midnight). */
export function isQuarterHourMinute(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MINUTES_PER_DAY && value % listingLimits.stepMinutes === 0;
}

const minuteOfDay = (label: string) =>
  z
    .number({ error: `${label} must be a time of day in minutes (0 to 1440)` })
    .refine(isQuarterHourMinute, { message: `${label} must be a time of day on a quarter hour (minutes 0 to 1440 in steps of 15)` });

/** One opening window [open, close): `{ open: 540, close: 1320 }` is 9:00 to 22:00. */
export const openingWindowSchema = z
  .object({ open: minuteOfDay('Opening time'), close: minuteOfDay('Closing time') })
  .strict()
  .refine((window) => window.close > window.open, { message: 'The closing time must be after the opening time', path: ['close'] });
export type OpeningWindow = z.infer<typeof openingWindowSchema>;

/**
 * A day's windows: no two may overlap. Output is sorted and windows that touch (one closes when
 * the next opens) are merged, so a booking across the seam fits "one window".
 */
const dayWindowsSchema = z
  .array(openingWindowSchema, { error: 'Opening hours must be a list of windows' })
  .max(listingLimits.windowsPerDayMax, `At most ${listingLimits.windowsPerDayMax} opening windows per day`)
  .superRefine((windows, context) => {
    const sorted = windows.map((window, index) => ({ ...window, index })).sort((a, b) => a.open - b.open);
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!;
      const current = sorted[i]!;
      if (current.open < previous.close) {
        context.addIssue({
          code: 'custom',
          path: [current.index],
          message: `Opening hours overlap: ${formatMinuteOfDay(current.open)}–${formatMinuteOfDay(current.close)} starts before ${formatMinuteOfDay(previous.close)}`,
        });
      }
    }
  })
  .transform(normalizeWindows);

/** Sorted, with touching windows merged. Assumes no overlaps (the schema refuses them). */
export function normalizeWindows(windows: readonly OpeningWindow[]): OpeningWindow[] {
  const merged: OpeningWindow[] = [];
  for (const window of [...windows].sort((a, b) => a.open - b.open)) {
    const last = merged[merged.length - 1];
    if (last && window.open <= last.close) last.close = Math.max(last.close, window.close);
    else merged.push({ open: window.open, close: window.close });
  }
  return merged;
}

/**
 * Every weekday, each with its windows; a missing or empty day is closed. The week is replaced
 * as a whole on edit: a day left out of an update is closed, not kept.
 */
export const weeklyHoursSchema = z
  .object(
    {
      sunday: dayWindowsSchema.default([]),
      monday: dayWindowsSchema.default([]),
      tuesday: dayWindowsSchema.default([]),
      wednesday: dayWindowsSchema.default([]),
      thursday: dayWindowsSchema.default([]),
      friday: dayWindowsSchema.default([]),
      saturday: dayWindowsSchema.default([]),
    },
    { error: 'Opening hours must list windows per weekday (sunday … saturday)' },
  )
  .strict();
export type WeeklyHours = Record<Weekday, OpeningWindow[]>;
export const closedWeek = (): WeeklyHours => ({ sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] });

const isoDateSchema = z.string({ error: 'A date must be text like 2026-12-05' }).refine(isIsoDate, { message: 'Dates must be real calendar dates like 2026-12-05' });

/** Days the venue takes no bookings; output sorted. */
export const blockedDatesSchema = z
  .array(isoDateSchema, { error: 'Blocked dates must be a list of dates' })
  .max(listingLimits.blockedDatesMax, `At most ${listingLimits.blockedDatesMax} blocked dates`)
  .superRefine(unique<IsoDate>('A blocked date'))
  .transform((dates) => [...dates].sort());

const listingFields = z.object({
  /** May be empty while the listing is a draft. */
  title: text('Title', listingLimits.titleMax),
  venueType: venueTypeSchema.nullable(),
  description: text('Description', listingLimits.descriptionMax, 'several lines'),
  city: text('City', listingLimits.cityMax),
  state: text('State', listingLimits.stateMax),
  streetAddress: text('Street address', listingLimits.streetAddressMax),
  maxGuests: wholeNumber('Maximum guests', listingLimits.maxGuestsMin, listingLimits.maxGuestsMax).nullable(),
  /** null = not set yet (or price on request, see `priceOnRequest`). */
  pricePerHourCents: cents('Price per hour', listingLimits.pricePerHourMaxCents).nullable(),
  /** The owner quotes a price when asked: no price is shown and the venue cannot be booked in the app. */
  priceOnRequest: z.boolean({ error: 'priceOnRequest must be true or false' }),
  minimumHours: wholeNumber('Minimum hours', listingLimits.minimumHoursMin, listingLimits.minimumHoursMax),
  cleaningFeeCents: cents('Cleaning fee', listingLimits.cleaningFeeMaxCents),
  amenities: z.array(amenitySchema, { error: 'Amenities must be a list' }).max(listingLimits.amenitiesMax).superRefine(unique<Amenity>('An amenity')),
  houseRules: text('House rules', listingLimits.houseRulesMax, 'several lines'),
  /** Uploaded photo ids in display order; the first is the cover. */
  photoIds: z
    .array(z.string({ error: 'A photo id must be text' }).regex(PHOTO_ID, 'Not a photo id'), { error: 'Photos must be a list' })
    .max(listingLimits.photosMax, `At most ${listingLimits.photosMax} photos`)
    .superRefine(unique<string>('A photo')),
  bookingMode: bookingModeSchema,
  cancellationPolicy: cancellationPolicySchema,
  weeklyHours: weeklyHoursSchema,
  blockedDates: blockedDatesSchema,
  bufferMinutes: z
    .number({ error: `Buffer must be a whole number of minutes from 0 to ${listingLimits.bufferMinutesMax}` })
    .int(`Buffer must be a whole number of minutes from 0 to ${listingLimits.bufferMinutesMax}`)
    .min(0, `Buffer must be a whole number of minutes from 0 to ${listingLimits.bufferMinutesMax}`)
    .max(listingLimits.bufferMinutesMax, `Buffer must be a whole number of minutes from 0 to ${listingLimits.bufferMinutesMax}`)
    .refine((minutes) => minutes % listingLimits.stepMinutes === 0, { message: 'Buffer must be in steps of 15 minutes' }),
  timeZone: z.string({ error: 'Time zone is required' }).refine(isValidTimeZone, { message: 'Unknown time zone: choose one from the list (for example America/New_York)' }),
});

function checkPrice(listing: { pricePerHourCents?: number | null; priceOnRequest?: boolean }, context: z.RefinementCtx) {
  if (listing.priceOnRequest && listing.pricePerHourCents !== null && listing.pricePerHourCents !== undefined) {
    context.addIssue({ code: 'custom', path: ['pricePerHourCents'], message: 'Choose either a price per hour or "price on request", not both' });
  }
}

/**
 * Creating a listing: only the time zone is required (the form sends the owner's); everything
 * else starts empty and the listing is a draft until `publishProblems` is empty.
 */
export const createListingInputSchema = listingFields
  .extend({
    title: listingFields.shape.title.default(''),
    venueType: listingFields.shape.venueType.default(null),
    description: listingFields.shape.description.default(''),
    city: listingFields.shape.city.default(''),
    state: listingFields.shape.state.default(''),
    streetAddress: listingFields.shape.streetAddress.default(''),
    maxGuests: listingFields.shape.maxGuests.default(null),
    pricePerHourCents: listingFields.shape.pricePerHourCents.default(null),
    priceOnRequest: listingFields.shape.priceOnRequest.default(false),
    minimumHours: listingFields.shape.minimumHours.default(1),
    cleaningFeeCents: listingFields.shape.cleaningFeeCents.default(0),
    amenities: listingFields.shape.amenities.default([]),
    houseRules: listingFields.shape.houseRules.default(''),
    photoIds: listingFields.shape.photoIds.default([]),
    bookingMode: listingFields.shape.bookingMode.default('request'),
    cancellationPolicy: listingFields.shape.cancellationPolicy.default('standard'),
    weeklyHours: listingFields.shape.weeklyHours.default(closedWeek),
    blockedDates: listingFields.shape.blockedDates.default([]),
    bufferMinutes: listingFields.shape.bufferMinutes.default(0),
  })
  .strict()
  .superRefine(checkPrice);
export type CreateListingInput = z.input<typeof createListingInputSchema>;
/** A whole listing's fields as stored (after defaults and normalisation). */
export type ListingFields = z.output<typeof createListingInputSchema>;

/**
 * An edit sends only what changed. The service merges it into the stored listing and runs
 * `createListingInputSchema` on the whole, so cross-field rules (the price) see both sides.
 */
export const updateListingInputSchema = listingFields.partial().strict();
export type UpdateListingInput = z.input<typeof updateListingInputSchema>;
