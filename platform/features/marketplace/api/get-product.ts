import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { marketplaceKeys, marketplacePaths } from './marketplace-keys.ts';

/** GET /api/marketplace/products/:id → the product page (404 for unknown, draft or archived ones). */
export async function getProduct(id: string): Promise<ProductDetail> {
  return apiJson<ProductDetail>('GET', marketplacePaths.product(id));
}

export const productQueryOptions = (id: string) => queryOptions({ queryKey: marketplaceKeys.product(id), queryFn: () => getProduct(id), retry: false });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
