import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventMoneyViewSchema, type EventMoneyView } from '#core/domain/money/money-view.schema.ts';
import { apiPaths } from '#core/http/api-paths.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { moneyKeys } from './money-keys.ts';

/** GET /api/events/:id/contributions → the host's money screen (managers only; 404 for anyone else). */
export async function getEventMoney(eventId: string): Promise<EventMoneyView> {
  return eventMoneyViewSchema.parse(await apiJson('GET', apiPaths.eventContributions(eventId)));
}

/** Held money turns into released (or refunded) money on the server's schedule. */
const HELD_REFRESH_MS = 60_000;

export const eventMoneyQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: moneyKeys.money(eventId),
    queryFn: () => getEventMoney(eventId),
    retry: false,
    // Money moves on the server (webhooks, the release job): read again when the screen shows after 10 s.
    staleTime: 10_000,
    // While anything is held or pending the screen refreshes itself every minute, so an open tab
    // does not keep showing "Held" for money that has been released; otherwise nothing changes
    // without someone acting, and the screen refreshes after its own actions.
    refetchInterval: (query) => (query.state.data?.contributions.some((c) => c.status === 'succeeded' || c.status === 'pending') ? HELD_REFRESH_MS : false),
  });

export function useEventMoney(eventId: string) {
  return useQuery(eventMoneyQueryOptions(eventId));
}
