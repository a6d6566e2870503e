import { useQuery } from '@tanstack/react-query';
import type { EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

/**
 * GET /api/events → the member's events. The marketplace offers the parties they host that are still
 * ahead (a wishlist, the cart's party and a delivery estimate belong to the host's own party). Kept
 * under the dashboard's key and shape, so the screens share one cache entry. Read as typed, not
 * parsed: the product page is public, and zod (with the guest schema's phone rules) would be most of
 * its code and of its main-thread work after the first paint (decision 022).
 */
export async function listMyEvents(): Promise<{ hosting: EventSummary[]; attending: EventSummary[] }> {
  return apiJson<{ hosting: EventSummary[]; attending: EventSummary[] }>('GET', '/api/events');
}

export function useMyUpcomingParties(enabled: boolean, now: number = Date.now()) {
  return useQuery({
    queryKey: ['/api/events'] as const,
    queryFn: listMyEvents,
    enabled,
    retry: false,
    select: (events) => events.hosting.filter((event) => (event.role === 'host' || event.role === 'cohost') && event.status === 'active' && Date.parse(event.endsAt) > now),
  });
}
