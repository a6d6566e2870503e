import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { orderReviewInputSchema } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

export type OrderReviewInput = z.input<typeof orderReviewInputSchema>;

/** POST /api/marketplace/orders/:id/review {rating, text}: once per received order, within 60 days. */
export async function reviewOrder(id: string, input: OrderReviewInput): Promise<unknown> {
  return apiJson<unknown>('POST', `${marketplacePaths.order(id)}/review`, input);
}

export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OrderReviewInput }) => reviewOrder(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders }),
  });
}
