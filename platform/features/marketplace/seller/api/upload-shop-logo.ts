import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopSummary } from '#core/domain/marketplace/catalog.schema.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';
import { uploadMultipartFile } from './upload-file.ts';

/** POST /api/marketplace/seller/shop/logo (multipart `file`) → {shop}: the shop must exist first. */
export async function uploadShopLogo(file: File): Promise<ShopSummary> {
  return (await uploadMultipartFile<{ shop: ShopSummary }>(`${sellerApi}/shop/logo`, file)).shop;
}

export function useUploadShopLogo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadShopLogo, onSuccess: (shop) => queryClient.setQueryData(sellerKeys.shop, shop) });
}
