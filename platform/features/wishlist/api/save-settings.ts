import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistSettingsInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** PUT /api/events/:id/wishlist/settings {revealAt}: null goes back to "after the party". */
export async function saveSettings(id: string, input: WishlistSettingsInput): Promise<void> {
  await apiRequest('PUT', `${wishlistPath(id)}/settings`, input);
}

export function useSaveSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WishlistSettingsInput) => saveSettings(id, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
