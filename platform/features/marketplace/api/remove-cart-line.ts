import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** DELETE /api/marketplace/cart/lines/:id → CartView. */
export async function removeCartLine(lineId: string): Promise<CartView> {
  return apiJson<CartView>('DELETE', marketplacePaths.cartLine(lineId));
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartLine, onSuccess: (cart) => queryClient.setQueryData(marketplaceKeys.cart, cart) });
}
