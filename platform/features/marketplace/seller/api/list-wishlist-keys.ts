import { useQuery } from '@tanstack/react-query';
import type { EmbedKeyView } from '#core/embed/embed-keys.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/**
 * GET /api/embed/keys → {keys}: the member's embed keys; the dashboard uses their live
 * add-to-wishlist key for the shop's snippet. Its query key sits under the Embed page's, so a key
 * created or revoked there refreshes this read too.
 */
export async function listWishlistKeys(): Promise<EmbedKeyView[]> {
  const { keys } = await apiJson<{ keys: EmbedKeyView[] }>('GET', '/api/embed/keys');
  return keys.filter((key) => key.widget === 'wishlist-add' && key.revokedAt === null);
}

export function useWishlistKeys() {
  return useQuery({ queryKey: ['/api/embed/keys', 'wishlist-add'] as const, queryFn: listWishlistKeys });
}
