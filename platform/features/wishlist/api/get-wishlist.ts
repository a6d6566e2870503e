import { queryOptions, useQuery } from '@tanstack/react-query';
import { wishlistViewSchema, type WishlistView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { wishlistKeys, wishlistPath } from './wishlist-keys.ts';

/** GET /api/events/:id/wishlist/items → the list as the viewer may see it (host, co-host or celebrant). */
export async function getWishlist(id: string): Promise<WishlistView> {
  return wishlistViewSchema.parse(await apiJson('GET', `${wishlistPath(id)}/items`));
}

export const wishlistQueryOptions = (id: string) => queryOptions({ queryKey: wishlistKeys.items(id), queryFn: () => getWishlist(id), retry: false });

export function useWishlist(id: string) {
  return useQuery(wishlistQueryOptions(id));
}
