import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';

/** DELETE /api/events/:id/album/items/:itemId → 204: a host deletes any item for good. */
export async function deleteAlbumItem(eventId: string, itemId: string): Promise<void> {
  await apiRequest('DELETE', albumPaths.albumItem(eventId, itemId));
}

export function useDeleteAlbumItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteAlbumItem(eventId, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.album(eventId) }),
  });
}
