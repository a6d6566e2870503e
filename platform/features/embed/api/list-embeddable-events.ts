import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventSummarySchema, type EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { embedQueryKeys } from './embed-keys-query.ts';

const myEventsSchema = z.object({ hosting: z.array(eventSummarySchema), attending: z.array(eventSummarySchema) });

/**
 * GET /api/events → the events the member hosts or co-hosts, the ones they may embed. Same key and
 * shape as the dashboard's read, so both share one cache entry.
 */
export async function listMyEvents(): Promise<{ hosting: EventSummary[]; attending: EventSummary[] }> {
  return myEventsSchema.parse(await apiJson('GET', '/api/events'));
}

export function useEmbeddableEvents() {
  return useQuery({ queryKey: embedQueryKeys.events, queryFn: listMyEvents, select: (events) => events.hosting.filter((event) => event.status === 'active') });
}
