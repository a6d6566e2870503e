import type { ListingStatus } from '#core/domain/venues/listing.rules.ts';
import type { ListingFields } from '#core/domain/venues/listing.schema.ts';

/** Query keys and paths of the venue screens. */
export const venueKeys = {
  search: (query: string) => ['venues', 'search', query] as const,
  venue: (id: string) => ['venues', 'detail', id] as const,
  myListings: ['venues', 'mine'] as const,
  listing: (id: string) => ['venues', 'listing', id] as const,
};

export const venuePath = (id: string) => `/api/venues/${encodeURIComponent(id)}`;
export const listingPath = (id: string) => `/api/host/venues/${encodeURIComponent(id)}`;

/** A photo of a listing: uploaded ones carry their upload id; older ones (the demo venues) a URL only. */
export interface ListingPhoto {
  id: string | null;
  url: string;
}

/** The owner's view of a listing, as GET /api/host/venues/:id answers it. */
export interface OwnerListing extends ListingFields {
  id: string;
  status: ListingStatus;
  photos: ListingPhoto[];
  averageRating: number | null;
  /** What publishing still needs, in words (core's publishProblems); empty when ready. */
  missing: string[];
  createdAt: string;
  updatedAt: string;
}

/** The public venue page, as GET /api/venues/:id answers it (never the street address). */
export interface VenueDetail extends Omit<ListingFields, 'streetAddress' | 'photoIds'> {
  id: string;
  status: ListingStatus;
  photos: { url: string }[];
  averageRating: number | null;
  reviewCount: number;
  owner: { id: string; name: string } | null;
  viewerIsOwner: boolean;
  /** The slots held by bookings (for the calendar and the panel); absent from older answers. */
  bookings?: HeldSlot[];
}

/** A slot other bookings hold at this venue (GET /api/venues/:id `bookings`, once the API sends them). */
export interface HeldSlot {
  startsAt: number;
  endsAt: number;
  status: 'awaiting_payment' | 'pending' | 'confirmed';
  respondBy: number | null;
}
