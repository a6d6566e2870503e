import { weekdays } from './calendar-date.rules.ts';
import type { ListingFields } from './listing.schema.ts';

/**
 * draft → published ↔ paused. A draft is never shown in the marketplace; a published listing is
 * shown and takes bookings; a paused one is hidden and takes no new bookings, while the bookings
 * it already has stand. Nothing goes back to draft: once guests may have seen or booked it, the
 * listing's history stays.
 */
export const listingStatuses = ['draft', 'published', 'paused'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

const allowedTransitions: Record<ListingStatus, readonly ListingStatus[]> = {
  draft: ['published'],
  published: ['paused'],
  paused: ['published'],
};

export function canTransitionListing(from: ListingStatus, to: ListingStatus): boolean {
  return allowedTransitions[from].includes(to);
}

/** What publishing reads; a stored listing or a merged form both fit. */
export type PublishableListing = Pick<ListingFields, 'title' | 'venueType' | 'city' | 'maxGuests' | 'pricePerHourCents' | 'priceOnRequest' | 'photoIds' | 'weeklyHours' | 'minimumHours'>;

/**
 * What is still missing before the listing can be published, as sentences the owner's form shows
 * in a list; empty when it is ready.
 */
export function publishProblems(listing: PublishableListing): string[] {
  const problems: string[] = [];
  if (!listing.title.trim()) problems.push('Add a title');
  if (!listing.venueType) problems.push('Choose the type of venue');
  if (!listing.city.trim()) problems.push('Add the city');
  if (listing.maxGuests === null) problems.push('Say how many guests fit');
  if (listing.pricePerHourCents === null && !listing.priceOnRequest) problems.push('Set a price per hour, or choose "price on request"');
  if (listing.photoIds.length === 0) problems.push('Add at least one photo');
  const windows = weekdays.flatMap((day) => listing.weeklyHours[day]);
  if (windows.length === 0) {
    problems.push('Set opening hours for at least one day');
  } else if (!windows.some((window) => window.close - window.open >= listing.minimumHours * 60)) {
    const hours = listing.minimumHours === 1 ? '1 hour' : `${listing.minimumHours} hours`;
    problems.push(`Open for at least ${hours} in one stretch on some day (the minimum booking), or lower the minimum`);
  }
  return problems;
}

export type ListingTransitionResult = { ok: true; status: ListingStatus } | { ok: false; message: string; missing: string[] };

/**
 * Whether the owner may move the listing to `to`. Publishing (from draft or from paused) checks
 * the listing again, since a paused listing may have been edited.
 */
export function checkListingTransition(listing: PublishableListing & { status: ListingStatus }, to: ListingStatus): ListingTransitionResult {
  if (listing.status === to) return { ok: false, message: `The listing is already ${to}`, missing: [] };
  if (!canTransitionListing(listing.status, to)) {
    return { ok: false, message: `A ${listing.status} listing cannot become ${to}`, missing: [] };
  }
  if (to === 'published') {
    const missing = publishProblems(listing);
    if (missing.length > 0) return { ok: false, message: 'The listing is not ready to publish yet', missing };
  }
  return { ok: true, status: to };
}
