import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { potPublicViewSchema, type PotPublicView } from '../../../../core/domain/money/money-view.schema.ts';
import { apiPaths } from '../../../../core/http/api-paths.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

const eventPotsSchema = z.object({ pots: z.array(potPublicViewSchema) });

/** GET /api/public/events/:slug/pots → the open pots this viewer may chip in to (none for an invite-only event without a link). */
export async function getEventPots(slug: string, token: string | null): Promise<PotPublicView[]> {
  return eventPotsSchema.parse(await apiJson('GET', apiPaths.publicEventPots(slug), undefined, guestHeaders(token))).pots;
}

/** Amounts raised change on the server: read again when the page shows after 10 s. */
export const eventPotsQueryOptions = (slug: string, token: string | null) =>
  queryOptions({ queryKey: [apiPaths.publicEventPots(slug), token] as const, queryFn: () => getEventPots(slug, token), retry: false, staleTime: 10_000 });

export function useEventPots(slug: string, token: string | null) {
  return useQuery(eventPotsQueryOptions(slug, token));
}
