import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys } from './wishlist-keys.ts';

/** PUT /api/events/:id/celebrant {email|null}: which member is the celebrant (sees statuses only). */
export async function setCelebrant(id: string, email: string | null): Promise<void> {
  await apiRequest('PUT', `/api/events/${encodeURIComponent(id)}/celebrant`, { email });
}

export function useSetCelebrant(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) => setCelebrant(id, email),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
