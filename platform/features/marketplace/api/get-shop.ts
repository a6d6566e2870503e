import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopPage } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/shops/:shopIdOrSlug → the shop, its products and its reviews. */
export async function getShop(idOrSlug: string): Promise<ShopPage> {
  return apiJson<ShopPage>('GET', marketplacePaths.shop(idOrSlug));
}

export const shopQueryOptions = (idOrSlug: string) => queryOptions({ queryKey: marketplaceKeys.shop(idOrSlug), queryFn: () => getShop(idOrSlug), retry: false });

export function useShop(idOrSlug: string) {
  return useQuery(shopQueryOptions(idOrSlug));
}
