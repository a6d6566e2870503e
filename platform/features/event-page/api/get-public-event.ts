import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicEventSchema, type PublicEventView } from '../../../../core/domain/events/event-view.schema.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { guestHeaders } from './guest-token.ts';
import { publicEventKeys, publicEventPath } from './public-event-keys.ts';

/** GET /api/public/events/:slug → PublicEventView; the viewer comes from the guest token or the session. */
export async function getPublicEvent(slug: string, token: string | null): Promise<PublicEventView> {
  return publicEventSchema.parse(await apiJson('GET', publicEventPath(slug), undefined, guestHeaders(token)));
}

export const publicEventQueryOptions = (slug: string, token: string | null) =>
  queryOptions({ queryKey: publicEventKeys.event(slug, token), queryFn: () => getPublicEvent(slug, token), retry: false });

export function usePublicEvent(slug: string, token: string | null) {
  return useQuery(publicEventQueryOptions(slug, token));
}
