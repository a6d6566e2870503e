import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicEventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/**
 * GET /api/public/events/:slug → PublicEventView; the viewer comes from the guest token or the session.
 * The event page's reads are checked against their core schemas only in development (vite dev,
 * vitest): in the build the zod schemas would be most of the page's script, evaluated right after
 * its first paint (docs/decisions/022-public-first-paint.md). The API builds these answers from
 * the same types.
 */
export async function getPublicEvent(slug: string, token: string | null): Promise<PublicEventView> {
  const answer = await apiJson<PublicEventView>('GET', publicEventPath(slug), undefined, guestHeaders(token));
  if (import.meta.env.DEV) (await import('#core/domain/events/event-view.schema.ts')).publicEventSchema.parse(answer);
  return answer;
}

export const publicEventQueryOptions = (slug: string, token: string | null) => queryOptions({ queryKey: publicEventKeys.event(slug, token), queryFn: () => getPublicEvent(slug, token), retry: false });

export function usePublicEvent(slug: string, token: string | null) {
  return useQuery(publicEventQueryOptions(slug, token));
}
