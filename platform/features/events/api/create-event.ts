import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput } from '#core/domain/events/event.schema.ts';
import { eventSchema, type EventView } from '#core/domain/events/event-view.schema.ts';
import { apiJson } from '#platform/lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** POST /api/events → 201 {event}. */
export async function createEvent(input: CreateEventInput): Promise<EventView> {
  const answer = await apiJson<{ event: unknown }>('POST', '/api/events', input);
  return eventSchema.parse(answer.event);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.list, exact: true });
    },
  });
}
