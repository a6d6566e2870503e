import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopReach } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/shops/:shopIdOrSlug/reach?to= → how far a place is from the shop and how the shop gets there (decision 063). */
export async function getShopReach(idOrSlug: string, to: string): Promise<ShopReach> {
  return apiJson<ShopReach>('GET', `${marketplacePaths.shopReach(idOrSlug)}?${new URLSearchParams({ to }).toString()}`);
}

export const shopReachQueryOptions = (idOrSlug: string, to: string) =>
  queryOptions({ queryKey: marketplaceKeys.shopReach(idOrSlug, to), queryFn: () => getShopReach(idOrSlug, to), staleTime: 60 * 60 * 1000, retry: false });

/** How the shop reaches a party's location; off while there is no location to measure. */
export function useShopReach(idOrSlug: string, to: string | null) {
  return useQuery({ ...shopReachQueryOptions(idOrSlug, to ?? ''), enabled: to !== null && to.trim() !== '' });
}
