import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateItemInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** PATCH /api/events/:id/wishlist/items/:itemId with the changed fields. */
export async function updateItem(id: string, itemId: string, input: UpdateItemInput): Promise<void> {
  await apiRequest('PATCH', `${wishlistPath(id)}/items/${encodeURIComponent(itemId)}`, input);
}

export function useUpdateItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: UpdateItemInput }) => updateItem(id, itemId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
