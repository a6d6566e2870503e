import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { guestSchema, type GuestView } from '../../../../core/domain/events/event-view.schema.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export interface GuestFilter {
  status: string;
  q: string;
}

/** GET /api/events/:id/guests?status=&q= → {guests}. */
export async function getGuests(id: string, filter: GuestFilter): Promise<GuestView[]> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  const query = params.toString();
  const answer = await apiJson<{ guests: unknown }>('GET', `${eventPath(id)}/guests${query ? `?${query}` : ''}`);
  return z.array(guestSchema).parse(answer.guests);
}

export const guestsQueryOptions = (id: string, filter: GuestFilter) =>
  queryOptions({
    queryKey: [...eventKeys.guests(id), filter.status, filter.q.trim()],
    queryFn: () => getGuests(id, filter),
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useGuests(id: string, filter: GuestFilter) {
  return useQuery(guestsQueryOptions(id, filter));
}
