import { weekdays, type Weekday } from '#core/domain/venues/calendar-date.rules.ts';
import { updateListingInputSchema, type Amenity, type BookingMode, type CancellationPolicy, type UpdateListingInput } from '#core/domain/venues/listing.schema.ts';
import type { ListingPhoto, OwnerListing } from '../api/venue-keys.ts';

/**
 * The listing form's values as the inputs hold them (text), and the conversions to and from the
 * API's listing (cents, minutes of the day, nulls). Validation is core's updateListingInputSchema;
 * the API checks again and its per-field messages land on the same fields.
 */

/** "14:30" → 870, "" or anything else → null. */
export function minuteOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours <= 24 && minutes < 60 && hours * 60 + minutes <= 1440 ? hours * 60 + minutes : null;
}

/** 870 → "14:30"; 1440 → "00:00" (a time input has no 24:00; a closing 00:00 means midnight). */
export function timeOfMinute(minute: number): string {
  const wrapped = minute % 1440;
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
}

/** "150" or "150.50" dollars → cents; "" → null; anything else → NaN (the schema says why). */
export function centsOfDollars(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Math.round(Number(trimmed) * 100) : Number.NaN;
}

export function dollarsOfCents(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export interface DayHoursValue {
  open: boolean;
  from: string;
  until: string;
}

export interface ListingFormValues {
  title: string;
  venueType: string;
  description: string;
  city: string;
  state: string;
  streetAddress: string;
  maxGuests: string;
  price: string;
  priceOnRequest: boolean;
  minimumHours: string;
  cleaningFee: string;
  amenities: Amenity[];
  houseRules: string;
  photos: ListingPhoto[];
  bookingMode: BookingMode;
  cancellationPolicy: CancellationPolicy;
  hours: Record<Weekday, DayHoursValue>;
  blockedDates: string[];
  bufferMinutes: string;
  timeZone: string;
}

export function formValuesFrom(listing: OwnerListing): ListingFormValues {
  const hours = Object.fromEntries(
    weekdays.map((day) => {
      const first = listing.weeklyHours[day][0];
      return [day, first ? { open: true, from: timeOfMinute(first.open), until: timeOfMinute(first.close) } : { open: false, from: '09:00', until: '21:00' }];
    }),
  ) as Record<Weekday, DayHoursValue>;
  return {
    title: listing.title,
    venueType: listing.venueType ?? '',
    description: listing.description,
    city: listing.city,
    state: listing.state,
    streetAddress: listing.streetAddress,
    maxGuests: listing.maxGuests === null ? '' : String(listing.maxGuests),
    price: dollarsOfCents(listing.pricePerHourCents),
    priceOnRequest: listing.priceOnRequest,
    minimumHours: String(listing.minimumHours),
    cleaningFee: dollarsOfCents(listing.cleaningFeeCents),
    amenities: [...listing.amenities],
    houseRules: listing.houseRules,
    photos: listing.photos,
    bookingMode: listing.bookingMode,
    cancellationPolicy: listing.cancellationPolicy,
    hours,
    blockedDates: [...listing.blockedDates],
    bufferMinutes: String(listing.bufferMinutes),
    timeZone: listing.timeZone,
  };
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The whole form as an edit of the listing (the API replaces each field it is sent). */
export function listingInputOf(values: ListingFormValues): UpdateListingInput {
  const weeklyHours = Object.fromEntries(
    weekdays.map((day) => {
      const value = values.hours[day];
      if (!value.open) return [day, []];
      const open = minuteOfTime(value.from) ?? Number.NaN;
      let close = minuteOfTime(value.until) ?? Number.NaN;
      // A closing time of 00:00 is midnight at the end of the day.
      if (close === 0) close = 1440;
      return [day, [{ open, close }]];
    }),
  );
  const uploaded = values.photos.filter((photo): photo is { id: string; url: string } => photo.id !== null);
  const input: UpdateListingInput = {
    title: values.title,
    venueType: values.venueType === '' ? null : (values.venueType as UpdateListingInput['venueType']),
    description: values.description,
    city: values.city,
    state: values.state,
    streetAddress: values.streetAddress,
    maxGuests: numberOrNull(values.maxGuests),
    pricePerHourCents: values.priceOnRequest ? null : centsOfDollars(values.price),
    priceOnRequest: values.priceOnRequest,
    minimumHours: Number(values.minimumHours),
    cleaningFeeCents: centsOfDollars(values.cleaningFee) ?? 0,
    amenities: values.amenities,
    houseRules: values.houseRules,
    bookingMode: values.bookingMode,
    cancellationPolicy: values.cancellationPolicy,
    weeklyHours,
    blockedDates: values.blockedDates,
    bufferMinutes: Number(values.bufferMinutes),
    timeZone: values.timeZone,
  };
  // Photos from before uploads (the demo venues) have no id: they stay until the owner uploads some.
  if (uploaded.length > 0 || values.photos.length === 0) input.photoIds = uploaded.map((photo) => photo.id);
  return input;
}

/** Which form field a message of the API (or of core's schema) belongs to, by its path. */
export function formFieldOf(path: string): string {
  const [first, second] = path.split('.');
  if (first === 'pricePerHourCents') return 'price';
  if (first === 'cleaningFeeCents') return 'cleaningFee';
  if (first === 'photoIds') return 'photos';
  if (first === 'weeklyHours') return second ? `hours.${second}` : 'hours';
  return first || '_';
}

/** The first message per form field, from the API's `fields` or core's schema. */
export function formErrorsOf(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) errors[formFieldOf(path)] ??= message;
  return errors;
}

/** Checks the form with core's schema before sending: the same messages the API would answer. */
export function validateListingForm(values: ListingFormValues): { input: UpdateListingInput; errors: Record<string, string> } {
  const input = listingInputOf(values);
  const result = updateListingInputSchema.safeParse(input);
  if (result.success) {
    if (input.priceOnRequest && input.pricePerHourCents !== null) return { input, errors: { price: 'Choose either a price per hour or "price on request", not both' } };
    return { input, errors: {} };
  }
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return { input, errors: formErrorsOf(fields) };
}
