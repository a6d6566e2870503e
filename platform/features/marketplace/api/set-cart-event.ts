import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** PUT /api/marketplace/cart/event {eventId|null} → CartView: ties the cart to one of the member's parties, or unties it. */
export async function setCartEvent(eventId: string | null): Promise<CartView> {
  return apiJson<CartView>('PUT', marketplacePaths.cartEvent, { eventId });
}

export function useSetCartEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCartEvent, onSuccess: (cart) => queryClient.setQueryData(marketplaceKeys.cart, cart) });
}
