import { useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerKeys, sellerProductPath } from './seller-keys.ts';

/** GET /api/marketplace/seller/products/:id → {product}: one of the shop's products, any status (another shop's is 404). */
export async function getMyProduct(id: string): Promise<ProductDetail> {
  return (await apiJson<{ product: ProductDetail }>('GET', sellerProductPath(id))).product;
}

export function useMyProduct(id: string | null) {
  return useQuery({ queryKey: sellerKeys.product(id ?? ''), queryFn: () => getMyProduct(id!), enabled: id !== null });
}
