import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guestGiftViewSchema } from '#core/domain/wishlist/wishlist-view.schema.ts';
import { apiRequest } from '#platform/lib/api-client.ts';
import { giftHeaders, giftKeys } from './gift-token.ts';

/**
 * After any gift action the page shows the server's new view: taken from the answer when it is
 * the gift view, else fetched again.
 */
export function useGiftAction<TInput>(token: string, send: (token: string, input: TInput) => Promise<Response>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      const response = await send(token, input);
      const body: unknown = await response.json().catch(() => null);
      return guestGiftViewSchema.safeParse(body);
    },
    onSuccess: (parsed) => {
      if (parsed.success) queryClient.setQueryData(giftKeys.gift(token), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: giftKeys.gift(token) });
    },
  });
}

export const postGift = (token: string, path: string, body: unknown) => apiRequest('POST', `/api/gift/${path}`, body, giftHeaders(token));
