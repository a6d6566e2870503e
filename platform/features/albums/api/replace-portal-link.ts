import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';

/** POST /api/events/:id/album/portal-link → {album}: a new upload link (also turns it on); the old one stops at once. */
export async function replacePortalLink(eventId: string): Promise<AlbumView> {
  return (await apiJson<{ album: AlbumView }>('POST', albumPaths.albumPortalLink(eventId))).album;
}

export function useReplacePortalLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => replacePortalLink(eventId), onSuccess: (album) => queryClient.setQueryData(albumKeys.album(eventId), album) });
}
