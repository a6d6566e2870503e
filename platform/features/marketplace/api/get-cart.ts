import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/cart → the member's one cart, grouped by shop. */
export async function getCart(): Promise<CartView> {
  return apiJson<CartView>('GET', marketplacePaths.cart);
}

export const cartQueryOptions = queryOptions({ queryKey: marketplaceKeys.cart, queryFn: getCart, retry: false });

/** The cart; `enabled` is false for visitors (the header's cart button asks only when signed in). */
export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions, enabled });
}
