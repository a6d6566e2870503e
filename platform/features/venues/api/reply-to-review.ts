import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { bookingKeys, type BookingReview } from './booking-keys.ts';

/** POST /api/reviews/:id/reply {text} → {review}: the venue's owner answers a review, once. */
export async function replyToReview(reviewId: string, text: string): Promise<BookingReview> {
  return (await apiJson<{ review: BookingReview }>('POST', `/api/reviews/${encodeURIComponent(reviewId)}/reply`, { text })).review;
}

export function useReplyToReview(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => replyToReview(reviewId, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.reviews(venueId) }),
  });
}
