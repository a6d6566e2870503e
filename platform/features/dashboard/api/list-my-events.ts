import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { eventSummarySchema, type EventSummary } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';

export interface MyEvents {
  hosting: EventSummary[];
  attending: EventSummary[];
}

const myEventsSchema = z.object({ hosting: z.array(eventSummarySchema), attending: z.array(eventSummarySchema) });

/** GET /api/events → {hosting, attending}; each list is upcoming first (soonest first), then past (latest first). */
export async function listMyEvents(): Promise<MyEvents> {
  return myEventsSchema.parse(await apiJson('GET', '/api/events'));
}

export const myEventsQueryKey = ['/api/events'] as const;

export const myEventsQueryOptions = queryOptions({ queryKey: myEventsQueryKey, queryFn: listMyEvents, retry: false });

export function useMyEvents() {
  return useQuery(myEventsQueryOptions);
}
