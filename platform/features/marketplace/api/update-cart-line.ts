import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** PATCH /api/marketplace/cart/lines/:id {quantity} → CartView. */
export async function updateCartLine(lineId: string, quantity: number): Promise<CartView> {
  return apiJson<CartView>('PATCH', marketplacePaths.cartLine(lineId), { quantity });
}

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: string; quantity: number }) => updateCartLine(lineId, quantity),
    onSuccess: (cart) => queryClient.setQueryData(marketplaceKeys.cart, cart),
  });
}
