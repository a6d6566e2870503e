import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductDetail } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerKeys, sellerProductPath } from './seller-keys.ts';
import { uploadMultipartFile } from './upload-file.ts';

/** POST /api/marketplace/seller/products/:id/photos (multipart `file`) → {product}: adds a photo at the end (at most 10). */
export async function addProductPhoto(productId: string, file: File): Promise<ProductDetail> {
  return (await uploadMultipartFile<{ product: ProductDetail }>(`${sellerProductPath(productId)}/photos`, file)).product;
}

/** DELETE /api/marketplace/seller/products/:id/photos/:index → {product}. */
export async function removeProductPhoto(productId: string, index: number): Promise<ProductDetail> {
  return (await apiJson<{ product: ProductDetail }>('DELETE', `${sellerProductPath(productId)}/photos/${index}`)).product;
}

/**
 * PUT /api/marketplace/seller/products/:id/photos {order} → {product}: the photos in a new order,
 * `order` naming each of today's indexes once (the first is the cover). Anything else is a 400 and a
 * change meanwhile a 409, both with a message to show.
 */
export async function reorderProductPhotos(productId: string, order: number[]): Promise<ProductDetail> {
  return (await apiJson<{ product: ProductDetail }>('PUT', `${sellerProductPath(productId)}/photos`, { order })).product;
}

type PhotoChange = { action: 'add'; file: File } | { action: 'remove'; index: number } | { action: 'reorder'; order: number[] };

export function useChangeProductPhotos(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) =>
      change.action === 'add' ? addProductPhoto(productId, change.file) : change.action === 'remove' ? removeProductPhoto(productId, change.index) : reorderProductPhotos(productId, change.order),
    onSuccess: (product) => queryClient.setQueryData(sellerKeys.product(product.id), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.products }),
  });
}
