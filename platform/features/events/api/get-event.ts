import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventSchema, type EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys, eventPath } from './event-keys.ts';

/** GET /api/events/:id → {event} (host or co-host; 404 for anyone else). */
export async function getEvent(id: string): Promise<EventView> {
  const answer = await apiJson<{ event: unknown }>('GET', eventPath(id));
  return eventSchema.parse(answer.event);
}

export const eventQueryOptions = (id: string) => queryOptions({ queryKey: eventKeys.event(id), queryFn: () => getEvent(id), retry: false });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
