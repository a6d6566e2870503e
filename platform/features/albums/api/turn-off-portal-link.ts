import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';

/** DELETE /api/events/:id/album/portal-link → {album}: nobody can upload with the shared link until a new one is made. */
export async function turnOffPortalLink(eventId: string): Promise<AlbumView> {
  return (await apiJson<{ album: AlbumView }>('DELETE', albumPaths.albumPortalLink(eventId))).album;
}

export function useTurnOffPortalLink(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => turnOffPortalLink(eventId), onSuccess: (album) => queryClient.setQueryData(albumKeys.album(eventId), album) });
}
