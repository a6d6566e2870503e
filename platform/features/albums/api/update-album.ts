import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlbumSettingsInput, AlbumView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** PATCH /api/events/:id/album with any of the settings → {album}; a refusal is {error}. */
export async function updateAlbum(eventId: string, input: AlbumSettingsInput): Promise<AlbumView> {
  const answer = await apiJson<{ album: AlbumView }>('PATCH', albumPaths.album(eventId), input);
  if (import.meta.env.DEV) await checkInDev('albumViewSchema', answer.album);
  return answer.album;
}

export function useUpdateAlbum(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlbumSettingsInput) => updateAlbum(eventId, input),
    onSuccess: (album) => queryClient.setQueryData(albumKeys.album(eventId), album),
  });
}
