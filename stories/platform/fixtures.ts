import type { User } from '#core/domain/accounts/accounts.schema.ts';
import type { VenueCardData } from '#platform/components/venue-card.tsx';

/** Sample data for platform stories; no story talks to a server. */
export const customer: User = {
  id: 'user-1',
  email: 'nina@example.com',
  name: 'Nina Park',
  role: 'customer',
  birthdayMonth: 7,
  showOnBirthdayBoard: true,
  hasPassword: true,
  createdAt: '2026-03-14T10:00:00.000Z',
};

export const admin: User = { ...customer, id: 'user-2', email: 'admin@example.com', name: 'Alex Admin', role: 'admin' };

// A data: URL keeps the image story offline and deterministic.
export const sampleImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#fbcfe8"/><stop offset="1" stop-color="#fde68a"/></linearGradient></defs><rect width="800" height="600" fill="url(#g)"/><text x="400" y="320" font-size="64" text-anchor="middle" font-family="sans-serif" fill="#9d174d">Party venue</text></svg>',
  );

export const baseVenue: VenueCardData = {
  id: 'venue-1',
  title: 'Sunny Backyard with Bounce Lawn',
  imageUrls: [sampleImage],
  averageRating: 4.8,
  city: 'Austin',
  state: 'TX',
  maxGuests: 40,
  pricePerHour: 9500,
  venueType: 'backyard',
};
