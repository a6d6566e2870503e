import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumItemView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { identityHeaders } from './album-identity.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** GET /api/upload-portal/:token/uploads (x-upload-portal, x-uploader-key) → {items}: this device's uploads, any status. */
export async function getMyUploads(portalToken: string, uploaderKey: string): Promise<AlbumItemView[]> {
  const headers = identityHeaders({ kind: 'portal', portalToken, uploaderKey });
  const answer = await apiJson<{ items: AlbumItemView[] }>('GET', albumPaths.portalUploads(portalToken), undefined, headers);
  if (import.meta.env.DEV) for (const item of answer.items) await checkInDev('albumItemViewSchema', item);
  return answer.items;
}

export const myUploadsQueryOptions = (portalToken: string, uploaderKey: string) =>
  queryOptions({ queryKey: albumKeys.portalUploads(portalToken, uploaderKey), queryFn: () => getMyUploads(portalToken, uploaderKey), retry: false });

export function useMyUploads(portalToken: string, uploaderKey: string) {
  return useQuery(myUploadsQueryOptions(portalToken, uploaderKey));
}
