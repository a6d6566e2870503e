import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail, ProductInput } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys, sellerProductPath } from './seller-keys.ts';

/**
 * POST /api/marketplace/seller/products (ProductInput) → 201 {product} for a new product;
 * PUT /api/marketplace/seller/products/:id (the whole ProductInput; variants sent back keep their ids) → {product}.
 * Activating without a payout account is refused with 409 and the API's sentence.
 */
export async function saveProduct(id: string | null, input: ProductInput): Promise<ProductDetail> {
  const answer = id === null ? await apiJson<{ product: ProductDetail }>('POST', `${sellerApi}/products`, input) : await apiJson<{ product: ProductDetail }>('PUT', sellerProductPath(id), input);
  return answer.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) => saveProduct(id, input),
    onSuccess: (product) => {
      queryClient.setQueryData(sellerKeys.product(product.id), product);
      void queryClient.invalidateQueries({ queryKey: sellerKeys.products });
    },
  });
}
