import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopInput, ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** POST /api/marketplace/seller/shop (ShopInput) → 201 {shop}: opens the member's one shop. */
export async function openShop(input: ShopInput): Promise<ShopSummary> {
  return (await apiJson<{ shop: ShopSummary }>('POST', `${sellerApi}/shop`, input)).shop;
}

export function useOpenShop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: openShop, onSuccess: (shop) => queryClient.setQueryData(sellerKeys.shop, shop) });
}
