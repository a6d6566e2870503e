import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventSummarySchema, type EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

const myEventsSchema = z.object({ hosting: z.array(eventSummarySchema), attending: z.array(eventSummarySchema) });

/**
 * GET /api/events → the events the member hosts (co-hosted ones included; the server refuses a
 * purchase for an event they do not own). The answer is parsed whole and kept under the same key
 * and in the same shape as the dashboard's read, so both screens share one cache entry.
 */
export async function listHostedEvents(): Promise<{ hosting: EventSummary[]; attending: EventSummary[] }> {
  return myEventsSchema.parse(await apiJson('GET', '/api/events'));
}

export const hostedEventsQueryOptions = queryOptions({ queryKey: ['/api/events'] as const, queryFn: listHostedEvents, retry: false });

export function useHostedEvents() {
  return useQuery({ ...hostedEventsQueryOptions, select: (events) => events.hosting });
}
