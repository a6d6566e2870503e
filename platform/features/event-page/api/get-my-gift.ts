import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuestGiftView } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

/** GET /api/gift with the guest's token: only to know whether to offer the "Your gift" link (checked in development only, see get-public-event.ts). */
export async function getMyGift(token: string): Promise<GuestGiftView> {
  const answer = await apiJson<GuestGiftView>('GET', '/api/gift', undefined, guestHeaders(token));
  if (import.meta.env.DEV) (await import('#core/domain/wishlist/wishlist-view.schema.ts')).guestGiftViewSchema.parse(answer);
  return answer;
}

export const myGiftQueryOptions = (token: string) => queryOptions({ queryKey: ['/api/gift', token], queryFn: () => getMyGift(token), retry: false, staleTime: 60_000 });

export function useMyGift(token: string | null, enabled: boolean) {
  return useQuery({ ...myGiftQueryOptions(token ?? ''), enabled: enabled && token !== null });
}
