import { queryOptions, useQuery } from '@tanstack/react-query';
import { guestGiftViewSchema, type GuestGiftView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { giftHeaders, giftKeys } from './gift-token.ts';

/** GET /api/gift (x-guest-token) → the guest's own gift, band and the group pots. */
export async function getGift(token: string): Promise<GuestGiftView> {
  return guestGiftViewSchema.parse(await apiJson('GET', '/api/gift', undefined, giftHeaders(token)));
}

export const giftQueryOptions = (token: string) => queryOptions({ queryKey: giftKeys.gift(token), queryFn: () => getGift(token), retry: false });

export function useGift(token: string) {
  return useQuery(giftQueryOptions(token));
}
