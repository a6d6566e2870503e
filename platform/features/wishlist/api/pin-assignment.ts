import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinAssignmentInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** PUT /api/events/:id/wishlist/assignment/:guestId {itemId, unitIndex?}: pin or override one guest's gift. */
export async function pinAssignment(id: string, guestId: string, input: PinAssignmentInput): Promise<void> {
  await apiRequest('PUT', `${wishlistPath(id)}/assignment/${encodeURIComponent(guestId)}`, input);
}

export function usePinAssignment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, input }: { guestId: string; input: PinAssignmentInput }) => pinAssignment(id, guestId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
