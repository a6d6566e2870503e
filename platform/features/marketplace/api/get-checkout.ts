import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutView } from '#core/domain/marketplace/order.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/checkouts/:groupId → the checkout group with its orders (after paying, or to pay again). */
export async function getCheckout(groupId: string): Promise<CheckoutView> {
  return apiJson<CheckoutView>('GET', marketplacePaths.checkoutGroup(groupId));
}

export const checkoutQueryOptions = (groupId: string) => queryOptions({ queryKey: marketplaceKeys.checkout(groupId), queryFn: () => getCheckout(groupId), retry: false });

export function useCheckout(groupId: string | null) {
  return useQuery({ ...checkoutQueryOptions(groupId ?? ''), enabled: groupId !== null });
}
