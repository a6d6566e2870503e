import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** GET /api/marketplace/seller/products → {products}: the shop's products in every status. */
export async function listMyProducts(): Promise<ProductDetail[]> {
  return (await apiJson<{ products: ProductDetail[] }>('GET', `${sellerApi}/products`)).products;
}

export const myProductsQueryOptions = { queryKey: sellerKeys.products, queryFn: listMyProducts };

export function useMyProducts(enabled = true) {
  return useQuery({ ...myProductsQueryOptions, enabled });
}
