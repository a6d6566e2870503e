import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** DELETE /api/events/:id/wishlist/items/:itemId. */
export async function removeItem(id: string, itemId: string): Promise<void> {
  await apiRequest('DELETE', `${wishlistPath(id)}/items/${encodeURIComponent(itemId)}`);
}

export function useRemoveItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => removeItem(id, itemId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
