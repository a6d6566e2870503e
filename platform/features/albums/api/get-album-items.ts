import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AlbumItemsPage } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths, type AlbumItemsFilter } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** GET /api/events/:id/album/items[?status=…][&cursor=…] → {items, nextCursor}: the hosts' list, newest first. */
export async function getAlbumItems(eventId: string, filter: AlbumItemsFilter, cursor: string | null): Promise<AlbumItemsPage> {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('status', filter);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  const page = await apiJson<AlbumItemsPage>('GET', `${albumPaths.albumItems(eventId)}${search ? `?${search}` : ''}`);
  if (import.meta.env.DEV) await checkInDev('albumItemsPageSchema', page);
  return page;
}

export const albumItemsQueryOptions = (eventId: string, filter: AlbumItemsFilter) =>
  infiniteQueryOptions({
    queryKey: albumKeys.albumItems(eventId, filter),
    queryFn: ({ pageParam }) => getAlbumItems(eventId, filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });

export function useAlbumItems(eventId: string, filter: AlbumItemsFilter) {
  return useInfiniteQuery(albumItemsQueryOptions(eventId, filter));
}
