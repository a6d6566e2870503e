import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateItemInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** POST /api/events/:id/wishlist/items. */
export async function addItem(id: string, input: CreateItemInput): Promise<void> {
  await apiRequest('POST', `${wishlistPath(id)}/items`, input);
}

export function useAddItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateItemInput) => addItem(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
