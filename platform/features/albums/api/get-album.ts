import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** GET /api/events/:id/album → {album} (hosts and co-hosts; 404 for anyone else). */
export async function getAlbum(eventId: string): Promise<AlbumView> {
  const answer = await apiJson<{ album: AlbumView }>('GET', albumPaths.album(eventId));
  if (import.meta.env.DEV) await checkInDev('albumViewSchema', answer.album);
  return answer.album;
}

export const albumQueryOptions = (eventId: string) => queryOptions({ queryKey: albumKeys.album(eventId), queryFn: () => getAlbum(eventId), retry: false });

export function useAlbum(eventId: string) {
  return useQuery(albumQueryOptions(eventId));
}
