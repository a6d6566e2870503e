import { useQuery } from '@tanstack/react-query';
import type { ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** GET /api/marketplace/seller/shop → {shop}: the member's own shop, or null before they open one. */
export async function getMyShop(): Promise<ShopSummary | null> {
  return (await apiJson<{ shop: ShopSummary | null }>('GET', `${sellerApi}/shop`)).shop;
}

export const myShopQueryOptions = { queryKey: sellerKeys.shop, queryFn: getMyShop };

export function useMyShop() {
  return useQuery(myShopQueryOptions);
}
