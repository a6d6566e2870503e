import { queryOptions, useQuery } from '@tanstack/react-query';
import { celebratingListSchema, type CelebratingList } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/** GET /api/wishlists/celebrating → the wishlists this member manages as the celebrant. */
export async function listCelebrating(): Promise<CelebratingList> {
  return celebratingListSchema.parse(await apiJson('GET', '/api/wishlists/celebrating'));
}

export const celebratingQueryKey = ['/api/wishlists/celebrating'] as const;

export function useCelebrating() {
  return useQuery(queryOptions({ queryKey: celebratingQueryKey, queryFn: listCelebrating, retry: false }));
}
