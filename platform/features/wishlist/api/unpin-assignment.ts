import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** DELETE /api/events/:id/wishlist/assignment/:guestId: the pin goes; the next run may move the gift. */
export async function unpinAssignment(id: string, guestId: string): Promise<void> {
  await apiRequest('DELETE', `${wishlistPath(id)}/assignment/${encodeURIComponent(guestId)}`);
}

export function useUnpinAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guestId: string) => unpinAssignment(id, guestId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
