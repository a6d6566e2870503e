import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PotPublicView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';

/**
 * GET /api/public/events/:slug/pots → the open pots this viewer may chip in to (none for an
 * invite-only event without a link). Checked in development only, see get-public-event.ts.
 */
export async function getEventPots(slug: string, token: string | null): Promise<PotPublicView[]> {
  const answer = await apiJson<{ pots: PotPublicView[] }>('GET', apiPaths.publicEventPots(slug), undefined, guestHeaders(token));
  if (import.meta.env.DEV) {
    const { z } = await import('zod');
    z.object({ pots: z.array((await import('#core/domain/money/money-view.schema.ts')).potPublicViewSchema) }).parse(answer);
  }
  return answer.pots;
}

/** Amounts raised change on the server: read again when the page shows after 10 s. */
export const eventPotsQueryOptions = (slug: string, token: string | null) =>
  queryOptions({ queryKey: [apiPaths.publicEventPots(slug), token] as const, queryFn: () => getEventPots(slug, token), retry: false, staleTime: 10_000 });

export function useEventPots(slug: string, token: string | null) {
  return useQuery(eventPotsQueryOptions(slug, token));
}
