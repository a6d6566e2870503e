import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestUploadView } from '#core/domain/albums/album.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { identityHeaders } from './album-identity.ts';
import { albumKeys, albumPaths } from './album-keys.ts';
import { checkInDev } from './check-in-dev.ts';

/** GET /api/guest-upload (x-guest-token) → the portal's view for the guest's event, their name and their own uploads. */
export async function getGuestUpload(guestToken: string): Promise<GuestUploadView> {
  const answer = await apiJson<GuestUploadView>('GET', albumPaths.guestUpload, undefined, identityHeaders({ kind: 'guest', guestToken }));
  if (import.meta.env.DEV) await checkInDev('guestUploadViewSchema', answer);
  return answer;
}

export const guestUploadQueryOptions = (guestToken: string) => queryOptions({ queryKey: albumKeys.guestUpload(guestToken), queryFn: () => getGuestUpload(guestToken), retry: false });

export function useGuestUpload(guestToken: string) {
  return useQuery(guestUploadQueryOptions(guestToken));
}
