import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** POST /api/events/:id/wishlist/items/reorder {itemIds}: the whole list in its new order. */
export async function reorderItems(id: string, itemIds: string[]): Promise<void> {
  await apiRequest('POST', `${wishlistPath(id)}/items/reorder`, { itemIds });
}

/** Moves the cards at once (optimistic) and puts them back if the server refuses. */
export function useReorderItems(id: string) {
  const queryClient = useQueryClient();
  const key = wishlistKeys.items(id);
  return useMutation({
    mutationFn: (itemIds: string[]) => reorderItems(id, itemIds),
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WishlistView>(key);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = itemIds.flatMap((itemId) => byId.get(itemId) ?? []);
        if (items.length === previous.items.length) queryClient.setQueryData<WishlistView>(key, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
