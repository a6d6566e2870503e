import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { wishlistItemSchema } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** Only what the pot form's item picker needs. */
const itemsSchema = z.object({ items: z.array(wishlistItemSchema.pick({ id: true, title: true, priceCents: true, isPot: true })) });
export type PotItemChoice = z.infer<typeof itemsSchema>['items'][number];

/** GET /api/events/:id/wishlist/items: the wishlist a group gift pot can be for. */
export async function getWishlistItems(eventId: string): Promise<PotItemChoice[]> {
  const answer = await apiJson('GET', `/api/events/${encodeURIComponent(eventId)}/wishlist/items`);
  return itemsSchema.parse(answer).items;
}

export function useWishlistItems(eventId: string, enabled: boolean) {
  return useQuery(queryOptions({ queryKey: moneyKeys.wishlistItems(eventId), queryFn: () => getWishlistItems(eventId), retry: false, enabled }));
}
