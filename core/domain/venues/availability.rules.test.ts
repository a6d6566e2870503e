import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAvailability,
  conflictingBooking,
  dayAvailability,
  isFreeInWindow,
  localInstant,
  monthAvailability,
  overlapsWithBuffer,
  windowInstants,
  type AvailabilityListing,
  type SlotBooking,
} from './availability.rules.ts';
import { closedWeek, type WeeklyHours } from './listing.schema.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NY = 'America/New_York';
const LONDON = 'Europe/London';

const everyDay = (windows: { open: number; close: number }[]): WeeklyHours => ({
  sunday: windows,
  monday: windows,
  tuesday: windows,
  wednesday: windows,
  thursday: windows,
  friday: windows,
  saturday: windows,
});

/** Open 9:00–22:00 every day but Monday, minimum 2 hours, 30 minutes between bookings, 40 guests. */
const listing: AvailabilityListing = {
  timeZone: NY,
  weeklyHours: { ...everyDay([{ open: 540, close: 1320 }]), monday: [] },
  blockedDates: ['2026-12-25'],
  bufferMinutes: 30,
  minimumHours: 2,
  maxGuests: 40,
};
/** Thursday 10 December 2026, 3:00 PM in New York (EST, UTC−5). */
const NOW = Date.UTC(2026, 11, 10, 20);

/** A confirmed booking from local minutes on a date in New York. */
const booked = (date: string, startMinute: number, endMinute: number, over: Partial<SlotBooking> = {}): SlotBooking => ({
  ...windowInstants(date, startMinute, endMinute, NY),
  status: 'confirmed',
  respondBy: null,
  ...over,
});

const check = (request: { date: string; startMinute: number; endMinute: number; guests?: number }, bookings: SlotBooking[] = [], over: Partial<AvailabilityListing> = {}, now = NOW) =>
  checkAvailability({ listing: { ...listing, ...over }, bookings, request: { guests: 10, ...request }, now });

describe('checkAvailability', () => {
  it('answers the instants and the real length of a bookable window', () => {
    expect(check({ date: '2026-12-12', startMinute: 840, endMinute: 1080 })).toEqual({
      ok: true,
      startsAt: Date.UTC(2026, 11, 12, 19),
      endsAt: Date.UTC(2026, 11, 12, 23),
      durationMinutes: 240,
    });
  });

  it('gives one precise reason, in a fixed order', () => {
    const reason = (result: ReturnType<typeof check>) => (result.ok ? 'ok' : `${result.reason}: ${result.message}`);
    expect(reason(check({ date: '2026-12-12', startMinute: 845, endMinute: 1080 }))).toBe('invalid-time: Choose a real date and times on the quarter hour');
    expect(reason(check({ date: '2026-12-32', startMinute: 840, endMinute: 1080 }))).toMatch(/^invalid-time/);
    expect(reason(check({ date: '2026-12-12', startMinute: 1080, endMinute: 840 }))).toBe('end-before-start: The end time must be after the start time');
    expect(reason(check({ date: '2026-12-10', startMinute: 840, endMinute: 1080 }))).toBe('in-the-past: This time has already passed');
    expect(reason(check({ date: '2026-12-09', startMinute: 840, endMinute: 1080 }))).toMatch(/^in-the-past/);
    expect(reason(check({ date: '2027-12-11', startMinute: 840, endMinute: 1080 }))).toBe('too-far-ahead: Bookings open 365 days ahead; choose an earlier date');
    expect(reason(check({ date: '2027-12-10', startMinute: 840, endMinute: 1080 }))).toBe('ok');
    expect(reason(check({ date: '2026-12-25', startMinute: 840, endMinute: 1080 }))).toBe('blocked-date: The venue is not available on this date');
    expect(reason(check({ date: '2026-12-14', startMinute: 840, endMinute: 1080 }))).toBe('outside-opening-hours: The venue is closed on Mondays');
    expect(reason(check({ date: '2026-12-12', startMinute: 480, endMinute: 660 }))).toBe('outside-opening-hours: Choose a time within the opening hours on Saturdays: 9:00 AM–10:00 PM');
    expect(reason(check({ date: '2026-12-12', startMinute: 1200, endMinute: 1335 }))).toMatch(/^outside-opening-hours/);
    expect(reason(check({ date: '2026-12-12', startMinute: 840, endMinute: 945 }))).toBe('under-minimum: The minimum booking is 2 hours');
    expect(reason(check({ date: '2026-12-12', startMinute: 840, endMinute: 1080, guests: 41 }))).toBe('over-capacity: This venue fits at most 40 guests');
  });

  it('takes a time later today, and a booking that fits between two windows of the day only inside one', () => {
    expect(check({ date: '2026-12-10', startMinute: 900, endMinute: 1080 }).ok).toBe(true);
    const split = {
      weeklyHours: {
        ...closedWeek(),
        saturday: [
          { open: 540, close: 720 },
          { open: 780, close: 1320 },
        ],
      },
    };
    expect(check({ date: '2026-12-12', startMinute: 600, endMinute: 720 }, [], split).ok).toBe(true);
    expect(check({ date: '2026-12-12', startMinute: 660, endMinute: 840 }, [], split)).toMatchObject({
      reason: 'outside-opening-hours',
      message: 'Choose a time within the opening hours on Saturdays: 9:00 AM–12:00 PM, 1:00 PM–10:00 PM',
    });
  });

  it('books up to midnight, which is the start of the next day', () => {
    const lateNight = { weeklyHours: everyDay([{ open: 1080, close: 1440 }]) };
    expect(check({ date: '2026-12-12', startMinute: 1200, endMinute: 1440 }, [], lateNight)).toEqual({
      ok: true,
      startsAt: Date.UTC(2026, 11, 13, 1),
      endsAt: Date.UTC(2026, 11, 13, 5),
      durationMinutes: 240,
    });
  });

  it('keeps the buffer free on both sides of a held booking', () => {
    const existing = [booked('2026-12-12', 720, 900)]; // 12:00–15:00, buffer 30
    expect(check({ date: '2026-12-12', startMinute: 540, endMinute: 690 }, existing).ok).toBe(true); // ends 11:30
    expect(check({ date: '2026-12-12', startMinute: 930, endMinute: 1080 }, existing).ok).toBe(true); // starts 15:30
    expect(check({ date: '2026-12-12', startMinute: 915, endMinute: 1080 }, existing)).toEqual({
      ok: false,
      reason: 'overlaps-booking',
      message: 'The venue is already booked from 12:00 PM to 3:00 PM (the venue keeps 30 minutes free between bookings)',
    });
    expect(check({ date: '2026-12-12', startMinute: 540, endMinute: 705 }, existing).ok).toBe(false);
    expect(check({ date: '2026-12-12', startMinute: 900, endMinute: 1080 }, existing, { bufferMinutes: 0 }).ok).toBe(true);
    expect(check({ date: '2026-12-12', startMinute: 885, endMinute: 1080 }, existing, { bufferMinutes: 0 })).toMatchObject({
      message: 'The venue is already booked from 12:00 PM to 3:00 PM',
    });
  });

  it('counts confirmed bookings and unexpired requests only', () => {
    const request = { date: '2026-12-12', startMinute: 720, endMinute: 900 };
    const open = (over: Partial<SlotBooking>) => check(request, [booked('2026-12-12', 720, 900, over)]).ok;
    expect(open({ status: 'pending', respondBy: NOW + HOUR })).toBe(false);
    expect(open({ status: 'pending', respondBy: NOW })).toBe(true);
    for (const status of ['declined', 'expired', 'cancelled', 'completed'] as const) expect(open({ status })).toBe(true);
  });
});

describe('daylight-saving nights', () => {
  // Sunday 8 March 2026, New York: 2:00 AM EST jumps to 3:00 AM EDT.
  const springNY = { timeZone: NY, weeklyHours: { ...closedWeek(), sunday: [{ open: 0, close: 360 }] }, minimumHours: 1, blockedDates: [] };
  const beforeSpring = Date.UTC(2026, 2, 1);

  it('spring forward: a window across the jump is an hour shorter, and is priced and checked that way', () => {
    expect(check({ date: '2026-03-08', startMinute: 60, endMinute: 240 }, [], springNY, beforeSpring)).toEqual({
      ok: true,
      startsAt: Date.UTC(2026, 2, 8, 6), // 1:00 AM EST
      endsAt: Date.UTC(2026, 2, 8, 8), // 4:00 AM EDT
      durationMinutes: 120,
    });
    expect(check({ date: '2026-03-08', startMinute: 60, endMinute: 240 }, [], { ...springNY, minimumHours: 3 }, beforeSpring)).toMatchObject({
      reason: 'under-minimum',
      message: 'The minimum booking is 3 hours (this window is 2 hours long because the clocks change that night)',
    });
  });

  it('spring forward: a time the clocks skip is refused with the reason', () => {
    expect(check({ date: '2026-03-08', startMinute: 150, endMinute: 300 }, [], springNY, beforeSpring)).toEqual({
      ok: false,
      reason: 'time-skipped',
      message: '2:30 AM does not exist on 2026-03-08 in America/New_York: the clocks jump forward that night. Choose another time.',
    });
    expect(check({ date: '2026-03-08', startMinute: 0, endMinute: 120 }, [], springNY, beforeSpring)).toMatchObject({ reason: 'time-skipped' });
    expect(check({ date: '2026-03-08', startMinute: 0, endMinute: 180 }, [], springNY, beforeSpring)).toMatchObject({ ok: true, durationMinutes: 120 });
    expect(localInstant('2026-03-08', 150, NY).skipped).toBe(true);
    expect(localInstant('2026-03-08', 180, NY)).toEqual({ at: Date.UTC(2026, 2, 8, 7), skipped: false });
  });

  it('spring forward: the calendar offers the real five hours of a 0:00–6:00 window', () => {
    expect(dayAvailability({ listing: { ...listing, ...springNY }, bookings: [], date: '2026-03-08', now: beforeSpring })).toEqual({
      date: '2026-03-08',
      status: 'open',
      freeRanges: [{ startsAt: Date.UTC(2026, 2, 8, 5), endsAt: Date.UTC(2026, 2, 8, 10) }],
    });
    // A 6-hour minimum no longer fits that night.
    expect(dayAvailability({ listing: { ...listing, ...springNY, minimumHours: 6 }, bookings: [], date: '2026-03-08', now: beforeSpring }).status).toBe('closed');
  });

  // Sunday 25 October 2026, London: 2:00 AM BST falls back to 1:00 AM GMT.
  const fallLondon = { timeZone: LONDON, weeklyHours: { ...closedWeek(), sunday: [{ open: 0, close: 240 }] }, minimumHours: 1, blockedDates: [], bufferMinutes: 0 };
  const beforeFall = Date.UTC(2026, 9, 1);

  it('fall back: a window across the repeated hour is an hour longer', () => {
    expect(check({ date: '2026-10-25', startMinute: 0, endMinute: 180 }, [], fallLondon, beforeFall)).toEqual({
      ok: true,
      startsAt: Date.UTC(2026, 9, 24, 23), // midnight BST
      endsAt: Date.UTC(2026, 9, 25, 3), // 3:00 AM GMT
      durationMinutes: 240,
    });
    // Times in the repeated hour mean its first pass (BST).
    expect(check({ date: '2026-10-25', startMinute: 60, endMinute: 120 }, [], fallLondon, beforeFall)).toMatchObject({
      startsAt: Date.UTC(2026, 9, 25, 0),
      endsAt: Date.UTC(2026, 9, 25, 2),
      durationMinutes: 120,
    });
  });

  it('fall back: bookings collide by instants, not by the clock face', () => {
    // Held: the second pass of 1:15–1:45 (GMT). Wanted: 0:15–1:45 ending on the first pass (BST): half an hour before it.
    const secondPass: SlotBooking = { startsAt: Date.UTC(2026, 9, 25, 1, 15), endsAt: Date.UTC(2026, 9, 25, 1, 45), status: 'confirmed', respondBy: null };
    expect(check({ date: '2026-10-25', startMinute: 15, endMinute: 105 }, [secondPass], fallLondon, beforeFall)).toEqual({
      ok: true,
      startsAt: Date.UTC(2026, 9, 24, 23, 15),
      endsAt: Date.UTC(2026, 9, 25, 0, 45),
      durationMinutes: 90,
    });
    expect(check({ date: '2026-10-25', startMinute: 60, endMinute: 180 }, [secondPass], fallLondon, beforeFall)).toMatchObject({
      reason: 'overlaps-booking',
      message: 'The venue is already booked from 1:15 AM to 1:45 AM',
    });
    const day = dayAvailability({ listing: { ...listing, ...fallLondon }, bookings: [secondPass], date: '2026-10-25', now: beforeFall });
    expect(day.status).toBe('partly-booked');
    expect(day.freeRanges).toEqual([
      { startsAt: Date.UTC(2026, 9, 24, 23), endsAt: Date.UTC(2026, 9, 25, 1, 15) },
      { startsAt: Date.UTC(2026, 9, 25, 1, 45), endsAt: Date.UTC(2026, 9, 25, 4) },
    ]);
  });

  it('London spring forward skips 1:00–2:00', () => {
    const springLondon = { ...fallLondon, weeklyHours: { ...closedWeek(), sunday: [{ open: 0, close: 240 }] } };
    expect(check({ date: '2026-03-29', startMinute: 75, endMinute: 180 }, [], springLondon, Date.UTC(2026, 2, 1))).toMatchObject({ reason: 'time-skipped' });
    expect(check({ date: '2026-03-29', startMinute: 0, endMinute: 180 }, [], springLondon, Date.UTC(2026, 2, 1))).toMatchObject({ ok: true, durationMinutes: 120 });
  });
});

describe('the month calendar', () => {
  const bookings = [
    booked('2026-12-12', 540, 1320), // all of Saturday
    booked('2026-12-19', 720, 900), // Saturday noon–3 PM
    booked('2026-12-20', 600, 1200), // Sunday 10 AM–8 PM: the gaps left (with buffers) are under 2 hours
    booked('2026-12-26', 540, 1320, { status: 'pending', respondBy: NOW }), // an expired request
    booked('2026-12-27', 540, 1320, { status: 'cancelled' }),
  ];
  const month = monthAvailability({ listing, bookings, year: 2026, month: 12, now: NOW });
  const status = (date: string) => month.find((day) => day.date === date)?.status;

  it('has one entry per day', () => {
    expect(month.map((day) => day.date)).toHaveLength(31);
    expect(month[0]?.date).toBe('2026-12-01');
  });

  it('tells past, closed, blocked, fully and partly booked days apart', () => {
    expect(status('2026-12-09')).toBe('past');
    expect(status('2026-12-10')).toBe('open');
    expect(status('2026-12-14')).toBe('closed');
    expect(status('2026-12-25')).toBe('blocked');
    expect(status('2026-12-12')).toBe('fully-booked');
    expect(status('2026-12-19')).toBe('partly-booked');
    expect(status('2026-12-20')).toBe('fully-booked');
    expect(status('2026-12-26')).toBe('open');
    expect(status('2026-12-27')).toBe('open');
  });

  it('lists the free stretches, from now on today and around bookings with their buffers', () => {
    expect(month.find((day) => day.date === '2026-12-10')?.freeRanges).toEqual([{ startsAt: NOW, endsAt: Date.UTC(2026, 11, 11, 3) }]);
    expect(month.find((day) => day.date === '2026-12-19')?.freeRanges).toEqual([windowInstants('2026-12-19', 540, 690, NY), windowInstants('2026-12-19', 930, 1320, NY)]);
  });

  it('calls today past once the minimum no longer fits, and stops at the horizon', () => {
    expect(dayAvailability({ listing, bookings: [], date: '2026-12-10', now: Date.UTC(2026, 11, 11, 1, 1) }).status).toBe('past'); // 8:01 PM
    expect(dayAvailability({ listing, bookings: [], date: '2027-12-10', now: NOW }).status).toBe('open');
    expect(dayAvailability({ listing, bookings: [], date: '2027-12-11', now: NOW }).status).toBe('too-far-ahead');
  });
});

describe('the overlap rule the search mirrors', () => {
  const range = fc.tuple(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 1, max: 40 })).map(([start, length]) => ({ startsAt: start * 15 * MINUTE, endsAt: (start + length) * 15 * MINUTE }));
  const buffer = fc.integer({ min: 0, max: 16 }).map((quarters) => quarters * 15);

  it('is symmetric and equals "the ranges widened by the buffer at one end intersect"', () => {
    fc.assert(
      fc.property(range, range, buffer, (a, b, bufferMinutes) => {
        const conflict = overlapsWithBuffer(a, b, bufferMinutes);
        expect(overlapsWithBuffer(b, a, bufferMinutes)).toBe(conflict);
        const gap = Math.max(a.startsAt - b.endsAt, b.startsAt - a.endsAt);
        expect(conflict).toBe(gap < bufferMinutes * MINUTE);
      }),
      { numRuns: 2000 },
    );
  });

  it('isFreeInWindow is "no held booking conflicts"', () => {
    fc.assert(
      fc.property(range, fc.array(range, { maxLength: 6 }), buffer, (wanted, ranges, bufferMinutes) => {
        const bookings = ranges.map((r) => ({ ...r, status: 'confirmed' as const, respondBy: null }));
        expect(isFreeInWindow(wanted, bookings, bufferMinutes, 0)).toBe(!ranges.some((r) => overlapsWithBuffer(wanted, r, bufferMinutes)));
        expect(conflictingBooking(wanted, bookings, bufferMinutes, 0) === null).toBe(isFreeInWindow(wanted, bookings, bufferMinutes, 0));
      }),
    );
  });
});

describe('the calendar and the check agree', () => {
  it("a window is bookable exactly when it lies in one of the day's free stretches", () => {
    const quarter = fc.integer({ min: 30, max: 95 }).map((q) => q * 15); // 7:30 AM to 11:45 PM
    const bookingOnDay = fc.tuple(quarter, fc.integer({ min: 1, max: 16 })).map(([start, length]) => booked('2026-12-19', start, Math.min(start + length * 15, 1440)));
    fc.assert(
      fc.property(fc.array(bookingOnDay, { maxLength: 4 }), quarter, fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 8 }), (bookings, start, length, bufferQuarters) => {
        const over = { bufferMinutes: bufferQuarters * 15, minimumHours: 1 };
        const endMinute = Math.min(start + length * 15, 1440);
        const result = check({ date: '2026-12-19', startMinute: start, endMinute }, bookings, over);
        const wanted = windowInstants('2026-12-19', start, endMinute, NY);
        const day = dayAvailability({ listing: { ...listing, ...over }, bookings, date: '2026-12-19', now: NOW });
        const inFree = day.freeRanges.some((free) => free.startsAt <= wanted.startsAt && wanted.endsAt <= free.endsAt);
        const inHours = start >= 540 && endMinute <= 1320 && endMinute - start >= 60;
        expect(result.ok).toBe(inHours && inFree);
      }),
      { numRuns: 300 },
    );
  });
});
