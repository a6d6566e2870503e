import { useMutation } from '@tanstack/react-query';
import { readLinkOutcomeSchema, type ReadLinkOutcome } from '#core/domain/wishlist/wishlist.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { wishlistPath } from './wishlist-keys.ts';

/**
 * POST /api/events/:id/wishlist/read-link {url}. A page that cannot be read still answers 200 with
 * a message and no fields; a refused address (private, not http/https) is a 400 with {"error"}.
 */
export async function readLink(id: string, url: string): Promise<ReadLinkOutcome> {
  return readLinkOutcomeSchema.parse(await apiJson('POST', `${wishlistPath(id)}/read-link`, { url }));
}

export function useReadLink(id: string) {
  return useMutation({ mutationFn: (url: string) => readLink(id, url) });
}
