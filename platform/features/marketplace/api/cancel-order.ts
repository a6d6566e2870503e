import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** POST /api/marketplace/orders/:id/cancel {reason} : cancelled and refunded in full (only before the shop confirms). */
export async function cancelOrder(id: string, reason = ''): Promise<unknown> {
  return apiJson<unknown>('POST', `${marketplacePaths.order(id)}/cancel`, { reason });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => cancelOrder(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders }),
  });
}
