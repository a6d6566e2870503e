import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';

export type ModerationStatus = 'approved' | 'hidden';

/** PATCH /api/events/:id/album/items/:itemId {status} → {item}: a host approves or hides an item. */
export async function moderateItem(eventId: string, itemId: string, status: ModerationStatus): Promise<AlbumItemView> {
  return (await apiJson<{ item: AlbumItemView }>('PATCH', albumPaths.albumItem(eventId, itemId), { status })).item;
}

/** Afterwards the album (counts) and every item list are read again: the item may leave the list it was in. */
export function useModerateItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, status }: { itemId: string; status: ModerationStatus }) => moderateItem(eventId, itemId, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.album(eventId) }),
  });
}
