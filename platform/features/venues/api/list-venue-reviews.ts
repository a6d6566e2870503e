import { useQuery } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { venuePath } from './venue-keys.ts';
import { bookingKeys, type VenueReview } from './booking-keys.ts';

/** GET /api/venues/:id/reviews → {reviews}: newest first, with the owner's replies. */
export async function listVenueReviews(venueId: string): Promise<VenueReview[]> {
  return (await apiJson<{ reviews: VenueReview[] }>('GET', `${venuePath(venueId)}/reviews`)).reviews;
}

export function useVenueReviews(venueId: string) {
  return useQuery({ queryKey: bookingKeys.reviews(venueId), queryFn: () => listVenueReviews(venueId), retry: false });
}
