import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GalleryView } from '#core/domain/albums/album.schema.ts';
import { ApiRequestError, apiFetch } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** The gallery's answer with its ETag (the album's version), or 'unchanged' for a 304. */
export type GalleryRead = { status: 'changed'; view: GalleryView; etag: string | null } | { status: 'unchanged' };

/** Which page: after `cursor` (the answer before's nextCursor), and only videos with `kind`. */
export interface GalleryPage {
  cursor?: string | null;
  kind?: 'video';
}

function galleryPath(slug: string, page: GalleryPage): string {
  const query = new URLSearchParams();
  if (page.cursor) query.set('cursor', page.cursor);
  if (page.kind) query.set('kind', page.kind);
  const search = query.toString();
  return search ? `${albumPaths.gallery(slug)}?${search}` : albumPaths.gallery(slug);
}

/**
 * GET /api/gallery/:slug → GalleryView (one page, newest first), sent with the device's identity
 * headers (a guest's token, a portal uploader's key; hosts by their session). With `etag`,
 * If-None-Match: a 304 means nothing changed since. A 403/404 {error} throws an ApiRequestError
 * whose body carries the message.
 */
export async function readGallery(slug: string, headers: Record<string, string>, etag: string | null = null, page: GalleryPage = {}): Promise<GalleryRead> {
  const response = await apiFetch('GET', galleryPath(slug, page), undefined, { ...headers, ...(etag ? { 'If-None-Match': etag } : {}) });
  if (response.status === 304) return { status: 'unchanged' };
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  const view = (await response.json()) as GalleryView;
  if (import.meta.env.DEV) await checkInDev('galleryViewSchema', view);
  return { status: 'changed', view, etag: response.headers.get('ETag') };
}

export async function getGallery(slug: string, headers: Record<string, string>, page: GalleryPage = {}): Promise<GalleryView> {
  const read = await readGallery(slug, headers, null, page);
  // Without If-None-Match the server cannot answer 304; a proxy that did anyway gets asked again plainly.
  if (read.status === 'unchanged') throw new ApiRequestError(304, 'Not Modified', '');
  return read.view;
}

/** The key holds who asks (their headers), since the answer depends on it; pages follow nextCursor. */
export const galleryQueryOptions = (slug: string, headers: Record<string, string>, kind?: 'video') =>
  infiniteQueryOptions({
    queryKey: [...albumKeys.gallery(slug, JSON.stringify(headers)), kind ?? 'all'] as const,
    queryFn: ({ pageParam }) => getGallery(slug, headers, { cursor: pageParam, kind }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });

/**
 * The gallery as one view: the first page's album facts with every loaded page's items, plus
 * `loadMore` while more remain (`hasMore`).
 */
export function useGallery(slug: string, headers: Record<string, string>, kind?: 'video') {
  const query = useInfiniteQuery(galleryQueryOptions(slug, headers, kind));
  const view = useMemo<GalleryView | undefined>(() => {
    const pages = query.data?.pages;
    if (!pages || pages.length === 0) return undefined;
    return { ...pages[0]!, items: pages.flatMap((page) => page.items), nextCursor: pages[pages.length - 1]!.nextCursor };
  }, [query.data]);
  return {
    view,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
