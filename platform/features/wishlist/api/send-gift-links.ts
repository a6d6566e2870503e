import { useMutation } from '@tanstack/react-query';
import { sendGiftLinksResultSchema, type SendGiftLinksResult } from '#core/domain/wishlist/wishlist-view.schema.ts';
import type { SendGiftLinksInput } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { wishlistPath } from './wishlist-keys.ts';

/** POST /api/events/:id/wishlist/assignment/send {channels} → how many "your gift" links were queued or skipped. */
export async function sendGiftLinks(id: string, input: SendGiftLinksInput): Promise<SendGiftLinksResult> {
  return sendGiftLinksResultSchema.parse(await apiJson('POST', `${wishlistPath(id)}/assignment/send`, input));
}

export function useSendGiftLinks(id: string) {
  return useMutation({ mutationFn: (input: SendGiftLinksInput) => sendGiftLinks(id, input) });
}
