import { type InfiniteData, infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type GuestPage, guestPageSchema } from '#core/domain/events/event-view.schema.ts';
import { GUEST_PAGE_SIZE } from '#core/domain/events/guest-list.rules.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

export interface GuestFilter {
  status: string;
  q: string;
}

/** GET /api/events/:id/guests?status=&q=&limit=&after= → {guests, nextCursor, total}: one page of the list, filtered on the server. */
export async function getGuests(id: string, filter: GuestFilter, after: string | null = null): Promise<GuestPage> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q.trim()) params.set('q', filter.q.trim());
  params.set('limit', String(GUEST_PAGE_SIZE));
  if (after) params.set('after', after);
  return guestPageSchema.parse(await apiJson('GET', `${eventPath(id)}/guests?${params.toString()}`));
}

/**
 * The list page by page: the first page on open, the next ones as the host asks for them. After a
 * change (a guest added or removed) TanStack Query refetches the pages it holds from the first one,
 * each from the fresh cursor of the one before, so nobody is shown twice or skipped.
 */
export const guestsQueryOptions = (id: string, filter: GuestFilter) =>
  infiniteQueryOptions<GuestPage, Error, InfiniteData<GuestPage, string | null>, readonly unknown[], string | null>({
    queryKey: [...eventKeys.guests(id), filter.status, filter.q.trim()],
    queryFn: ({ pageParam }) => getGuests(id, filter, pageParam),
    initialPageParam: null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
    // A new filter keeps the current rows on screen (marked busy) until its first page arrives.
    placeholderData: keepPreviousData,
  });

export function useGuests(id: string, filter: GuestFilter) {
  return useInfiniteQuery(guestsQueryOptions(id, filter));
}
