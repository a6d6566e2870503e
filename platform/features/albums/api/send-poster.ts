import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { ApiRequestError } from '#platform/lib/api-client.ts';
import { rawRequestHeaders, type UploaderIdentity } from './album-identity.ts';
import { albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/**
 * POST /api/album-items/:itemId/poster with the JPEG's bytes as the body → {item}: the poster frame
 * the browser drew from a just-uploaded video (the server decodes and re-encodes it like any photo).
 * A raw body, so fetch rather than the JSON client; it sends the same session and identity headers.
 */
export async function sendPoster(itemId: string, jpeg: Blob, identity: UploaderIdentity): Promise<AlbumItemView> {
  const response = await fetch(albumPaths.itemPoster(itemId), {
    method: 'POST',
    credentials: 'include',
    headers: { ...rawRequestHeaders(identity), 'Content-Type': 'image/jpeg' },
    body: jpeg,
  });
  if (!response.ok) throw new ApiRequestError(response.status, response.statusText, await response.text().catch(() => ''));
  const answer = (await response.json()) as { item: AlbumItemView };
  if (import.meta.env.DEV) await checkInDev('albumItemViewSchema', answer.item);
  return answer.item;
}
