import { describe, expect, it } from 'vitest';
import { formatRating, isKnownVenueType, venueHourlyDollars, venueTypeLabel } from './venue.rules.ts';

describe('venue card rules', () => {
  it('labels pool as Pool Area and shows unknown types raw', () => {
    expect(venueTypeLabel('pool')).toBe('Pool Area');
    expect(venueTypeLabel('backyard')).toBe('Backyard');
    expect(venueTypeLabel('treehouse')).toBe('treehouse');
    expect(isKnownVenueType('treehouse')).toBe(false);
    expect(isKnownVenueType('garden')).toBe(true);
  });

  it('shows whole dollars per hour with the 15000-cent default', () => {
    expect(venueHourlyDollars(12550)).toBe(126);
    expect(venueHourlyDollars(12549)).toBe(125);
    expect(venueHourlyDollars(null)).toBe(150);
    expect(venueHourlyDollars(undefined)).toBe(150);
  });

  it('formats the rating with one decimal', () => {
    expect(formatRating(4.85)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(null)).toBeNull();
  });
});
