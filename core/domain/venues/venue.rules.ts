import { DEFAULT_VENUE_PRICE_CENTS } from '../../constants.ts';

const venueTypeLabels: Record<string, string> = {
  house: 'House',
  backyard: 'Backyard',
  pool: 'Pool Area',
  field: 'Field',
  garden: 'Garden',
  apartment: 'Apartment',
};

/** The label of a venue type; an unknown type shows its raw value. */
export function venueTypeLabel(venueType: string): string {
  return venueTypeLabels[venueType] ?? venueType;
}

export function isKnownVenueType(venueType: string): boolean {
  return venueType in venueTypeLabels;
}

/** Whole dollars per hour from cents: divided by 100 and rounded, 15000 cents when missing. */
export function venueHourlyDollars(pricePerHourCents: number | null | undefined): number {
  return Math.round((pricePerHourCents ?? DEFAULT_VENUE_PRICE_CENTS) / 100);
}

/** The rating with one decimal, or null when the venue has no rating yet. */
export function formatRating(averageRating: number | null | undefined): string | null {
  return typeof averageRating === 'number' && Number.isFinite(averageRating) ? averageRating.toFixed(1) : null;
}
