import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStockInput } from '#core/domain/marketplace/catalog.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { sellerApi, sellerKeys } from './seller-keys.ts';

/** PUT /api/marketplace/seller/stock (BulkStockInput) → {updated}: many variants' stock in one save. */
export async function saveBulkStock(input: BulkStockInput): Promise<number> {
  return (await apiJson<{ updated: number }>('PUT', `${sellerApi}/stock`, input)).updated;
}

export function useSaveBulkStock() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBulkStock, onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.products }) });
}
