import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopInput, ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** PATCH /api/marketplace/seller/shop (the changed fields of ShopInput) → {shop}. */
export async function updateShop(input: Partial<ShopInput>): Promise<ShopSummary> {
  return (await apiJson<{ shop: ShopSummary }>('PATCH', `${sellerApi}/shop`, input)).shop;
}

export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateShop, onSuccess: (shop) => queryClient.setQueryData(sellerKeys.shop, shop) });
}
