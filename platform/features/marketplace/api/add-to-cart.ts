import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, CartView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** POST /api/marketplace/cart/lines → 201 CartView; adds to the line of the same variant (and dates) when there is one. */
export async function addToCart(input: AddToCartInput): Promise<CartView> {
  return apiJson<CartView>('POST', marketplacePaths.cartLines, input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addToCart, onSuccess: (cart) => queryClient.setQueryData(marketplaceKeys.cart, cart) });
}
