import { describe, expect, it } from 'vitest';
import type { OwnerListing } from '../api/venue-keys.ts';
import { centsOfDollars, formErrorsOf, formValuesFrom, listingInputOf, minuteOfTime, timeOfMinute, validateListingForm } from './listing-form-values.ts';

const listing: OwnerListing = {
  id: 'v1',
  status: 'draft',
  title: 'Yard',
  venueType: 'backyard',
  description: '',
  city: 'Austin',
  state: 'TX',
  streetAddress: '1 Main St',
  maxGuests: 20,
  pricePerHourCents: 9550,
  priceOnRequest: false,
  minimumHours: 2,
  cleaningFeeCents: 0,
  amenities: ['wifi'],
  houseRules: '',
  photoIds: ['p1'],
  photos: [{ id: 'p1', url: '/media/p1' }],
  bookingMode: 'request',
  cancellationPolicy: 'standard',
  weeklyHours: { sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [{ open: 540, close: 1440 }], saturday: [] },
  blockedDates: ['2026-12-24'],
  bufferMinutes: 30,
  timeZone: 'America/Chicago',
  averageRating: null,
  missing: [],
  createdAt: '',
  updatedAt: '',
};

describe('listing form values', () => {
  it('round-trips a listing through the form (cents as dollars, minutes as times, midnight as 00:00)', () => {
    const values = formValuesFrom(listing);
    expect(values).toMatchObject({ price: '95.50', maxGuests: '20', hours: { friday: { open: true, from: '09:00', until: '00:00' }, monday: { open: false } } });
    const input = listingInputOf(values);
    expect(input).toMatchObject({ pricePerHourCents: 9550, maxGuests: 20, photoIds: ['p1'], weeklyHours: { friday: [{ open: 540, close: 1440 }], monday: [] }, bufferMinutes: 30 });
    expect(validateListingForm(values).errors).toEqual({});
  });

  it('puts core’s and the API’s messages on the form’s fields', () => {
    const values = { ...formValuesFrom(listing), price: '12.345', maxGuests: '0' };
    const { errors } = validateListingForm(values);
    expect(Object.keys(errors).sort()).toEqual(['maxGuests', 'price']);
    expect(formErrorsOf({ 'weeklyHours.monday.0.close': 'x', pricePerHourCents: 'y', 'photoIds.0': 'z' })).toEqual({ 'hours.monday': 'x', price: 'y', photos: 'z' });
  });

  it('reads times and dollars as people type them', () => {
    expect(minuteOfTime('14:30')).toBe(870);
    expect(minuteOfTime('')).toBeNull();
    expect(timeOfMinute(1440)).toBe('00:00');
    expect(centsOfDollars('150')).toBe(15000);
    expect(centsOfDollars('')).toBeNull();
    expect(centsOfDollars('1,50')).toBeNaN();
  });

  it('keeps photos from before uploads when none were uploaded', () => {
    const legacy = { ...formValuesFrom(listing), photos: [{ id: null, url: 'https://images.example/a.jpg' }] };
    expect(listingInputOf(legacy)).not.toHaveProperty('photoIds');
  });
});
