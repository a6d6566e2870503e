import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '#core/domain/venues/review.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { venueKeys } from './venue-keys.ts';
import { bookingKeys, bookingPath, type BookingReview } from './booking-keys.ts';

/** POST /api/bookings/:id/review {rating, text?} → 201 {review}: the guest of a completed booking, once. */
export async function reviewBooking(id: string, input: ReviewInput): Promise<BookingReview> {
  return (await apiJson<{ review: BookingReview }>('POST', `${bookingPath(id)}/review`, input)).review;
}

export function useReviewBooking(id: string, venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewBooking(id, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.booking(id) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(venueId) });
      void queryClient.invalidateQueries({ queryKey: venueKeys.venue(venueId) });
      // The cards' averageRating changed: the search and the landing page's list read again.
      void queryClient.invalidateQueries({ queryKey: ['venues', 'search'] });
      void queryClient.invalidateQueries({ queryKey: ['/api/venues'] });
    },
  });
}
