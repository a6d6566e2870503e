import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BandsInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** PUT /api/events/:id/wishlist/bands {bands}: the whole set, cheapest first. */
export async function saveBands(id: string, input: BandsInput): Promise<void> {
  await apiRequest('PUT', `${wishlistPath(id)}/bands`, input);
}

export function useSaveBands(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BandsInput) => saveBands(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
