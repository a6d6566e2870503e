import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { wishlistKeys } from './wishlist-keys.ts';

/** PUT /api/events/:id/guests/:guestId/band {bandId|null}: the host chooses a guest's band. */
export async function setGuestBand(id: string, guestId: string, bandId: string | null): Promise<void> {
  await apiRequest('PUT', `/api/events/${encodeURIComponent(id)}/guests/${encodeURIComponent(guestId)}/band`, { bandId });
}

export function useSetGuestBand(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guestId, bandId }: { guestId: string; bandId: string | null }) => setGuestBand(id, guestId, bandId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: wishlistKeys.all(id) }),
  });
}
