import { describe, expect, it } from 'vitest';
import { BOOKING_CREATED_MESSAGE } from '../../core/embed/embed-venue.rules.ts';
import {
  bookingCreated,
  bookingOutcome,
  bookingPopupUrl,
  bookLabel,
  hourlyPrice,
  minuteOf,
  nextBookingCheckIn,
  quoteQuery,
  readVenueOptions,
  shiftMonth,
  windowRequestOf,
} from './venue-search.rules.ts';

const KEY = 'ck_pub_abcdefghijklmnopqrstuvwx';

describe('venue widget options', () => {
  it('needs a key in the ck_pub_ format and takes an optional venue id', () => {
    expect(readVenueOptions({ key: KEY, venue: 'demo-venue-2' })).toEqual({ ok: true, key: KEY, venue: 'demo-venue-2' });
    expect(readVenueOptions({ key: KEY })).toEqual({ ok: true, key: KEY, venue: '' });
    expect(readVenueOptions({})).toMatchObject({ ok: false, message: expect.stringContaining('needs its key') });
    expect(readVenueOptions({ key: 'sk_live_123' })).toMatchObject({ ok: false, message: expect.stringContaining('is not a Cakeday key') });
    expect(readVenueOptions({ key: KEY, venue: '../admin?x=1' })).toMatchObject({ ok: false, message: expect.stringContaining('is not a Cakeday venue') });
  });
});

describe('the window the visitor asks for', () => {
  const fields = { date: '2030-06-08', from: '14:00', to: '17:30', guests: '12' };

  it('turns complete fields into the quote request, midnight as an end being 1440', () => {
    expect(windowRequestOf(fields, 40)).toEqual({ date: '2030-06-08', startMinute: 840, endMinute: 1050, guests: 12 });
    expect(windowRequestOf({ ...fields, to: '00:00' }, null)).toMatchObject({ endMinute: 1440 });
    expect(quoteQuery({ date: '2030-06-08', startMinute: 840, endMinute: 1050, guests: 12 })).toBe('&date=2030-06-08&startMinute=840&endMinute=1050&guests=12');
  });

  it('says what is missing or wrong instead of asking the server', () => {
    expect(windowRequestOf({ ...fields, date: '' }, null)).toEqual({ hint: 'Choose a date, a start and an end time to see the price.' });
    expect(windowRequestOf({ ...fields, from: '' }, null)).toEqual({ hint: 'Choose a start and an end time to see the price.' });
    expect(windowRequestOf({ ...fields, from: '14:10' }, null)).toEqual({ hint: 'Times go in quarter hours (like 2:00, 2:15, 2:30).' });
    expect(windowRequestOf({ ...fields, to: '13:00' }, null)).toEqual({ hint: 'The end time must be after the start time.' });
    expect(windowRequestOf({ ...fields, guests: '0' }, null)).toEqual({ hint: 'Say how many guests are coming.' });
    expect(windowRequestOf({ ...fields, guests: '2.5' }, null)).toEqual({ hint: 'Say how many guests are coming.' });
    expect(windowRequestOf({ ...fields, guests: '41' }, 40)).toEqual({ hint: 'This venue takes at most 40 guests.' });
    expect(minuteOf('25:00')).toBeNull();
    expect(minuteOf('9:00')).toBeNull();
  });
});

describe('words', () => {
  it('names the button after the venue’s instant-book setting and prices per hour', () => {
    expect(bookLabel('instant')).toBe('Book now');
    expect(bookLabel('request')).toBe('Request to book');
    expect(hourlyPrice({ pricePerHourCents: 15_000, priceOnRequest: false })).toBe('$150.00 / hour');
    expect(hourlyPrice({ pricePerHourCents: null, priceOnRequest: true })).toBe('Price on request');
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
  });
});

describe('the booking popup', () => {
  it('opens the venue page with the window filled in, the key and this page’s origin', () => {
    const url = new URL(bookingPopupUrl({ url: 'https://cakeday.example/venues/v1' }, { date: '2030-06-08', startMinute: 840, endMinute: 1440, guests: 12 }, KEY, 'https://venue.example'));
    expect(url.origin + url.pathname).toBe('https://cakeday.example/venues/v1');
    expect(Object.fromEntries(url.searchParams)).toEqual({ date: '2030-06-08', start: '14:00', end: '00:00', guests: '12', embedKey: KEY, embedOrigin: 'https://venue.example' });
  });

  it('accepts only the Cakeday origin’s message about the venue being booked', () => {
    const expected = { apiOrigin: 'https://cakeday.example', venueId: 'v1' };
    const message = { type: BOOKING_CREATED_MESSAGE, bookingId: 'b1', venueId: 'v1', startsAt: '2030-06-08T18:00:00.000Z' };
    expect(bookingCreated('https://cakeday.example', message, expected)).toEqual({ bookingId: 'b1' });
    expect(bookingCreated('https://evil.example', message, expected)).toBeNull();
    expect(bookingCreated('https://cakeday.example', { ...message, venueId: 'v2' }, expected)).toBeNull();
    expect(bookingCreated('https://cakeday.example', { ...message, type: 'other' }, expected)).toBeNull();
    expect(bookingCreated('https://cakeday.example', { ...message, bookingId: '../x' }, expected)).toBeNull();
    expect(bookingCreated('https://cakeday.example', 'cakeday:booking-created', expected)).toBeNull();
  });

  it('counts a paid request or a confirmed booking as booked, and checks less once the popup is gone', () => {
    expect(bookingOutcome('requested')).toBe('booked');
    expect(bookingOutcome('confirmed')).toBe('booked');
    expect(bookingOutcome('awaiting-payment')).toBe('waiting');
    expect(bookingOutcome('ended')).toBe('ended');
    expect(nextBookingCheckIn(true, 0)).toBe(5_000);
    expect(nextBookingCheckIn(false, 4)).toBe(3_000);
    expect(nextBookingCheckIn(false, 5)).toBeNull();
  });
});
