import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** POST /api/marketplace/orders/:id/received : received (the shop's payout hold starts). */
export async function markReceived(id: string): Promise<unknown> {
  return apiJson<unknown>('POST', `${marketplacePaths.order(id)}/received`, {});
}

export function useMarkReceived() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markReceived, onSettled: () => queryClient.invalidateQueries({ queryKey: marketplaceKeys.orders }) });
}
