import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryView } from '../../../../core/domain/albums/album.schema.ts';
import { ApiRequestError, apiFetch } from '../../../lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** The gallery's answer with its ETag (the album's version), or 'unchanged' for a 304. */
export type GalleryRead = { status: 'changed'; view: GalleryView; etag: string | null } | { status: 'unchanged' };

/**
 * GET /api/gallery/:slug → GalleryView, sent with the device's identity headers (a guest's token, a
 * portal uploader's key; hosts by their session). With `etag`, If-None-Match: a 304 means nothing
 * changed since. A 403/404 {error} throws an ApiRequestError whose body carries the message.
 */
export async function readGallery(slug: string, headers: Record<string, string>, etag: string | null = null): Promise<GalleryRead> {
  const response = await apiFetch('GET', albumPaths.gallery(slug), undefined, { ...headers, ...(etag ? { 'If-None-Match': etag } : {}) });
  if (response.status === 304) return { status: 'unchanged' };
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  const view = (await response.json()) as GalleryView;
  if (import.meta.env.DEV) await checkInDev('galleryViewSchema', view);
  return { status: 'changed', view, etag: response.headers.get('ETag') };
}

export async function getGallery(slug: string, headers: Record<string, string>): Promise<GalleryView> {
  const read = await readGallery(slug, headers);
  // Without If-None-Match the server cannot answer 304; a proxy that did anyway gets asked again plainly.
  if (read.status === 'unchanged') throw new ApiRequestError(304, 'Not Modified', '');
  return read.view;
}

/** The key holds who asks (their headers), since the answer depends on it. */
export const galleryQueryOptions = (slug: string, headers: Record<string, string>) =>
  queryOptions({
    queryKey: albumKeys.gallery(slug, JSON.stringify(headers)),
    queryFn: () => getGallery(slug, headers),
    retry: false,
  });

export function useGallery(slug: string, headers: Record<string, string>) {
  return useQuery(galleryQueryOptions(slug, headers));
}
