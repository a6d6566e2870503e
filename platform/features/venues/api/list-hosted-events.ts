import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventSummarySchema, type EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const myEventsSchema = z.object({ hosting: z.array(eventSummarySchema), attending: z.array(eventSummarySchema) });

/**
 * GET /api/events → the member's events; the booking panel offers the ones they host themselves
 * and that are still ahead (the server accepts only an event it hosts). Kept under the
 * dashboard's key and shape, so both screens share one cache entry.
 */
export async function listMyEvents(): Promise<{ hosting: EventSummary[]; attending: EventSummary[] }> {
  return myEventsSchema.parse(await apiJson('GET', '/api/events'));
}

export function useEventsToBookFor(enabled: boolean, now: number) {
  return useQuery({
    queryKey: ['/api/events'] as const,
    queryFn: listMyEvents,
    enabled,
    retry: false,
    select: (events) => events.hosting.filter((event) => event.role === 'host' && event.status === 'active' && Date.parse(event.endsAt) > now),
  });
}
