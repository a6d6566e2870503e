import type { Context } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { listingsRepo, type VenueRow } from './listings.repo.ts';
import { listingFieldsOf, photosOf } from './listings.service.ts';

const NOT_FOUND = 'This venue does not exist or is not listed right now.';

/**
 * The public venue page's data: everything a guest needs to decide, but never the street address
 * (only a confirmed booking reveals it, with the bookings). Drafts and paused listings are visible
 * to their owner only (a preview); anyone else gets the 404 of a venue that does not exist.
 */
export async function loadVenueDetail(c: Context<AppBindings>, id: string) {
  const found = id.length <= 100 ? await listingsRepo.findWithOwner(c.get('deps').db, id) : null;
  const viewer = c.get('user');
  const viewerIsOwner = found !== null && viewer !== null && found.venue.ownerId === viewer.id;
  if (!found || (found.venue.status !== 'published' && !viewerIsOwner)) throw new ApiError(404, NOT_FOUND);
  return venueDetailView(found.venue, found.ownerName, viewerIsOwner);
}

export function venueDetailView(row: VenueRow, ownerName: string | null, viewerIsOwner: boolean) {
  const { streetAddress: _hidden, photoIds: _ids, ...fields } = listingFieldsOf(row);
  return {
    id: row.id,
    status: row.status,
    ...fields,
    photos: photosOf(row).map((photo) => ({ url: photo.url })),
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    owner: row.ownerId ? { id: row.ownerId, name: ownerName ?? 'Venue owner' } : null,
    viewerIsOwner,
  };
}
export type VenueDetailView = ReturnType<typeof venueDetailView>;
