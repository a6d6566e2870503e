import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** POST /api/marketplace/seller/reviews/:id/reply {text}: the shop answers a review, once. */
export async function replyToShopReview(reviewId: string, text: string): Promise<void> {
  await apiJson('POST', `${sellerApi}/reviews/${encodeURIComponent(reviewId)}/reply`, { text });
}

export function useReplyToShopReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => replyToShopReview(reviewId, text),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.dashboard }),
  });
}
