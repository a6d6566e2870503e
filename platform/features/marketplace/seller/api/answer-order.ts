import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerKeys, sellerOrderPath } from './seller-keys.ts';

/**
 * What a seller does with an order: confirm it (POST …/confirm, before its deadline), decline lines
 * they cannot supply (POST …/decline-lines {lineIds, reason}: those lines are refunded at once), or
 * mark it delivered (POST …/deliver). Each answers the order; the lists are read again after.
 */
export type OrderAction = { action: 'confirm' } | { action: 'deliver' } | { action: 'decline'; lineIds: string[]; reason: string };

export async function answerOrder(orderId: string, change: OrderAction): Promise<void> {
  if (change.action === 'decline') {
    await apiJson('POST', `${sellerOrderPath(orderId)}/decline-lines`, { lineIds: change.lineIds, reason: change.reason });
  } else {
    await apiJson('POST', `${sellerOrderPath(orderId)}/${change.action}`);
  }
}

export function useAnswerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...change }: OrderAction & { orderId: string }) => answerOrder(orderId, change),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: sellerKeys.allOrders }), queryClient.invalidateQueries({ queryKey: sellerKeys.dashboard })]);
    },
  });
}
