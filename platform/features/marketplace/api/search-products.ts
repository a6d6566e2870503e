import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductPage } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/products?<query> → one page of product cards; bad parameters are a 400 with a message. */
export async function searchProducts(query: string): Promise<ProductPage> {
  return apiJson<ProductPage>('GET', query ? `${marketplacePaths.products}?${query}` : marketplacePaths.products);
}

export const productSearchQueryOptions = (query: string) =>
  queryOptions({ queryKey: marketplaceKeys.search(query), queryFn: () => searchProducts(query), placeholderData: keepPreviousData, retry: false });

/** The search of /marketplace (and a shop's other pages); the previous page stays on screen while the next loads. */
export function useProductSearch(query: string) {
  return useQuery(productSearchQueryOptions(query));
}
