import { describe, expect, it } from 'vitest';
import { closedWeek, createListingInputSchema, normalizeWindows, updateListingInputSchema, weeklyHoursSchema } from './listing.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const complete = {
  title: '  Sunny backyard with a pool  ',
  venueType: 'backyard',
  description: 'Big lawn.\nShade in the afternoon.',
  city: 'Austin',
  state: 'TX',
  streetAddress: '12 Elm St',
  maxGuests: 40,
  pricePerHourCents: 7_500,
  minimumHours: 2,
  cleaningFeeCents: 5_000,
  amenities: ['wifi', 'grill', 'swimming-pool'],
  houseRules: 'No glass by the pool.',
  photoIds: ['2f1c7c1e-6d0a-4b8e-9a57-3c4d1c2b9e10', 'photo_2'],
  bookingMode: 'instant',
  cancellationPolicy: 'flexible',
  weeklyHours: { saturday: [{ open: 600, close: 1320 }], sunday: [{ open: 600, close: 1080 }] },
  blockedDates: ['2026-12-25', '2026-12-24'],
  bufferMinutes: 30,
  timeZone: 'America/Chicago',
};

describe('createListingInputSchema', () => {
  it('accepts a complete listing, trims text, fills closed days and sorts blocked dates', () => {
    const listing = createListingInputSchema.parse(complete);
    expect(listing.title).toBe('Sunny backyard with a pool');
    expect(listing.weeklyHours.monday).toEqual([]);
    expect(listing.weeklyHours.saturday).toEqual([{ open: 600, close: 1320 }]);
    expect(listing.blockedDates).toEqual(['2026-12-24', '2026-12-25']);
    expect(listing.priceOnRequest).toBe(false);
  });

  it('creates an empty draft from a time zone alone, with defaults', () => {
    expect(createListingInputSchema.parse({ timeZone: 'Europe/London' })).toEqual({
      title: '',
      venueType: null,
      description: '',
      city: '',
      state: '',
      streetAddress: '',
      maxGuests: null,
      pricePerHourCents: null,
      priceOnRequest: false,
      minimumHours: 1,
      cleaningFeeCents: 0,
      amenities: [],
      houseRules: '',
      photoIds: [],
      bookingMode: 'request',
      cancellationPolicy: 'standard',
      weeklyHours: closedWeek(),
      blockedDates: [],
      bufferMinutes: 0,
      timeZone: 'Europe/London',
    });
    expect(messages(createListingInputSchema.safeParse({}))).toEqual(['timeZone: Time zone is required']);
  });

  it('takes prices in whole, non-negative cents, or on request (not both)', () => {
    expect(createListingInputSchema.safeParse({ ...complete, pricePerHourCents: 0 }).success).toBe(true);
    for (const pricePerHourCents of [-1, 12.5, Number.NaN, 200_001, '7500']) {
      expect(createListingInputSchema.safeParse({ ...complete, pricePerHourCents }).success, String(pricePerHourCents)).toBe(false);
    }
    expect(createListingInputSchema.safeParse({ ...complete, pricePerHourCents: null, priceOnRequest: true }).success).toBe(true);
    expect(messages(createListingInputSchema.safeParse({ ...complete, priceOnRequest: true }))).toEqual(['pricePerHourCents: Choose either a price per hour or "price on request", not both']);
    expect(createListingInputSchema.safeParse({ ...complete, cleaningFeeCents: 0.5 }).success).toBe(false);
  });

  it('bounds the guests, the minimum hours and the buffer', () => {
    for (const [field, good, bad] of [
      ['maxGuests', [1, 1000], [0, 1001, 2.5]],
      ['minimumHours', [1, 24], [0, 25, 1.5]],
      ['bufferMinutes', [0, 15, 240], [-15, 10, 255]],
    ] as const) {
      for (const value of good) expect(createListingInputSchema.safeParse({ ...complete, [field]: value }).success, `${field} ${value}`).toBe(true);
      for (const value of bad) expect(createListingInputSchema.safeParse({ ...complete, [field]: value }).success, `${field} ${value}`).toBe(false);
    }
  });

  it('refuses unknown types, amenities, duplicates and too many photos', () => {
    expect(createListingInputSchema.safeParse({ ...complete, venueType: 'castle' }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, amenities: ['helipad'] }).success).toBe(false);
    expect(messages(createListingInputSchema.safeParse({ ...complete, amenities: ['wifi', 'wifi'] }))).toEqual(['amenities.1: An amenity appears twice']);
    expect(createListingInputSchema.safeParse({ ...complete, photoIds: ['a', 'a'] }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, photoIds: ['../etc/passwd'] }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, photoIds: Array.from({ length: 21 }, (_, i) => `p${i}`) }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, blockedDates: ['2026-02-30'] }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, blockedDates: ['2026-12-24', '2026-12-24'] }).success).toBe(false);
  });

  it('refuses unknown time zones, extra fields, and text that could not be saved', () => {
    expect(messages(createListingInputSchema.safeParse({ ...complete, timeZone: 'Mars/Olympus' }))).toEqual(['timeZone: Unknown time zone: choose one from the list (for example America/New_York)']);
    expect(createListingInputSchema.safeParse({ ...complete, ownerId: 'someone-else' }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, averageRating: 5 }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, title: 'Two\nlines' }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, description: 'nul\u0000' }).success).toBe(false);
    expect(createListingInputSchema.safeParse({ ...complete, title: 'x'.repeat(121) }).success).toBe(false);
  });
});

describe('weekly opening hours', () => {
  it('accepts quarter-hour windows up to midnight and merges windows that touch', () => {
    const week = weeklyHoursSchema.parse({
      friday: [
        { open: 1080, close: 1440 },
        { open: 540, close: 720 },
        { open: 720, close: 900 },
      ],
    });
    expect(week.friday).toEqual([
      { open: 540, close: 900 },
      { open: 1080, close: 1440 },
    ]);
    expect(week.monday).toEqual([]);
  });

  it('refuses overlaps, closing before opening, off-grid minutes and unknown days', () => {
    expect(
      messages(
        weeklyHoursSchema.safeParse({
          monday: [
            { open: 540, close: 720 },
            { open: 660, close: 780 },
          ],
        }),
      ),
    ).toEqual(['monday.1: Opening hours overlap: 11:00–13:00 starts before 12:00']);
    expect(messages(weeklyHoursSchema.safeParse({ monday: [{ open: 720, close: 720 }] }))).toEqual(['monday.0.close: The closing time must be after the opening time']);
    expect(weeklyHoursSchema.safeParse({ monday: [{ open: 725, close: 780 }] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ monday: [{ open: 0, close: 1455 }] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ monday: [{ open: -15, close: 60 }] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ funday: [] }).success).toBe(false);
    expect(weeklyHoursSchema.safeParse({ monday: Array.from({ length: 7 }, (_, i) => ({ open: i * 120, close: i * 120 + 60 })) }).success).toBe(false);
  });

  it('normalizes windows given in any order', () => {
    expect(
      normalizeWindows([
        { open: 900, close: 960 },
        { open: 0, close: 60 },
        { open: 60, close: 120 },
      ]),
    ).toEqual([
      { open: 0, close: 120 },
      { open: 900, close: 960 },
    ]);
  });
});

describe('updateListingInputSchema', () => {
  it('takes only what changed, without defaults, and refuses unknown fields', () => {
    expect(updateListingInputSchema.parse({ title: ' New name ' })).toEqual({ title: 'New name' });
    expect(updateListingInputSchema.safeParse({ status: 'published' }).success).toBe(false);
    expect(updateListingInputSchema.safeParse({ maxGuests: 0 }).success).toBe(false);
  });
});
