import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contributionMineViewSchema, potPublicViewSchema } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { giftHeaders } from './gift-token.ts';

const giftPotsSchema = z.object({ pots: z.array(potPublicViewSchema), contributions: z.array(contributionMineViewSchema) });
export type GiftPots = z.infer<typeof giftPotsSchema>;

/** GET /api/gift/pots (x-guest-token) → the open pots of the guest's event and the guest's own contributions. */
export async function getGiftPots(token: string): Promise<GiftPots> {
  return giftPotsSchema.parse(await apiJson('GET', apiPaths.giftPots, undefined, giftHeaders(token)));
}

/** Statuses and amounts change on the server, so the list is read again when the page shows after 10 s (not cached forever like other reads). */
export const giftPotsKey = (token: string) => [apiPaths.giftPots, token] as const;

export const giftPotsQueryOptions = (token: string) => queryOptions({ queryKey: giftPotsKey(token), queryFn: () => getGiftPots(token), retry: false, staleTime: 10_000 });

export function useGiftPots(token: string) {
  return useQuery(giftPotsQueryOptions(token));
}
