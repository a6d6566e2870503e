import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadPortalView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** GET /api/upload-portal/:token → {portal}; a revoked or unknown link is a 404 {error}. */
export async function getUploadPortal(token: string): Promise<UploadPortalView> {
  const answer = await apiJson<{ portal: UploadPortalView }>('GET', albumPaths.portal(token));
  if (import.meta.env.DEV) await checkInDev('uploadPortalViewSchema', answer.portal);
  return answer.portal;
}

export const uploadPortalQueryOptions = (token: string) => queryOptions({ queryKey: albumKeys.portal(token), queryFn: () => getUploadPortal(token), retry: false });

export function useUploadPortal(token: string) {
  return useQuery(uploadPortalQueryOptions(token));
}
